import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';

/** Announcement types (§9): B marquee, PL player, PU popup, PR promotion, H help. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const NoticeTypeSchema = z.enum(NOTICE_TYPES);
export type NoticeType = z.infer<typeof NoticeTypeSchema>;

export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML written by the operator; the client sanitises it before rendering. */
  content: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** §3 notice response: B → banners (the marquee), PL → player, PU → popup, PR → promotion. */
export const NoticeListSchema = z.object({
  banners: z.array(NoticeSchema),
  player: z.array(NoticeSchema),
  popup: z.array(NoticeSchema),
  promotion: z.array(NoticeSchema),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

export const contentEndpoints = {
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary: 'Notices by type (B, PL, PU, PR) for the marquee, the player list, the popup and promotions',
    tag: 'content',
    auth: 'none',
    query: z.object({
      /** Comma list of types; all four when absent. */
      types: z
        .string()
        .max(20)
        .regex(/^(B|PL|PU|PR)(,(B|PL|PU|PR))*$/)
        .optional(),
      platform: z.literal('W').optional(),
      execution: z.literal('B').optional(),
      language: LanguageSchema.optional(),
    }),
    value: NoticeListSchema,
  }),
};
