import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { AltchaPayloadSchema } from './security.js';

/**
 * Announcement types (§9): B marquee, PL player, PU popup, PR promotion, H help; AG for agents only (the
 * agent centre's announcement page, never in the public call).
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export const NoticeTypeSchema = z.enum(NOTICE_TYPES);
export type NoticeType = z.infer<typeof NoticeTypeSchema>;

export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML written by the operator; the client sanitises it before rendering. */
  content: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/**
 * §3 notice response: B → banners (the marquee), PL → player, PU → popup, PR → promotion, and H → help
 * (help notices, shown above the help centre on /help and /helpmc and on the notice page).
 */
export const NoticeListSchema = z.object({
  banners: z.array(NoticeSchema),
  player: z.array(NoticeSchema),
  popup: z.array(NoticeSchema),
  promotion: z.array(NoticeSchema),
  help: z.array(NoticeSchema),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** Banner groups, one per banner route of §2 (/ w_home, /rng w_rng … /register w_reg). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_cockfight',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
] as const;
export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroupSchema>;

/** What a click on a banner does: 0 nothing, 1 opens a route of the site, 2 opens an address in a new tab. */
export const LinkageTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LinkageType = z.infer<typeof LinkageTypeSchema>;

/** §3 banner, as the carousel shows it. */
export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: BannerGroupSchema,
  /** Artwork for wide screens (3:1). */
  url: z.string(),
  /** Artwork for phones (3:2); the same as `url` when the operator gave only one. */
  mobileUrl: z.string(),
  linkageType: LinkageTypeSchema,
  /** A site path such as '/promotions' (type 1) or an https address (type 2); null for type 0. */
  linkUrl: z.string().nullable(),
  /** Text alternative of the artwork. */
  title: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'bug', 'other'] as const;
export const FeedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackTypeSchema>;

export const FeedbackBodySchema = z.object({
  type: FeedbackTypeSchema,
  /**
   * Between the operator's minimum and maximum number of words (§5 "between {0} and {1} words",
   * permission info.feedback); otherwise error_feedback_words with value { min, max }.
   */
  content: z.string().trim().min(1).max(5000),
  /** How to reach the sender back (mobile, e-mail, Telegram…), when they want an answer. */
  contact: z.string().trim().max(100).optional(),
  altcha: AltchaPayloadSchema,
});
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;

export const contentEndpoints = {
  banners: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getBanners',
    summary: 'Banners of one group (the carousel of a banner route), in display order, scheduled ones only',
    tag: 'content',
    auth: 'none',
    query: z.object({ groupName: BannerGroupSchema, language: LanguageSchema.optional() }),
    value: z.array(BannerSchema),
  }),
  feedback: defineEndpoint({
    method: 'PUT',
    path: '/wps/feedback',
    summary: 'Send feedback to the operator (human check, rate limited)',
    tag: 'content',
    auth: 'none',
    body: FeedbackBodySchema,
    successCode: 'feedback_sent',
    value: z.null(),
  }),
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary:
      'Notices by type (B, PL, PU, PR, H) for the marquee, the player list, the popup, promotions and help',
    tag: 'content',
    auth: 'none',
    query: z.object({
      /** Comma list of types; all five when absent. */
      types: z
        .string()
        .max(20)
        .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
        .optional(),
      platform: z.literal('W').optional(),
      execution: z.literal('B').optional(),
      language: LanguageSchema.optional(),
    }),
    value: NoticeListSchema,
  }),
};

/**
 * How the site sanitises operator HTML (notices, promotions, help) before it shows it, with DOMPurify;
 * the console's previews use the same, so an operator sees exactly what the site will show.
 */
export const SITE_HTML_PURIFY: { USE_PROFILES: { html: true }; ADD_ATTR: string[] } = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
};
