import { z } from 'zod';
import { BannerGroupSchema, FeedbackTypeSchema, LinkageTypeSchema, NoticeTypeSchema } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { SerialIdSchema } from './ids.js';
import { LanguageSchema } from './language.js';
import { HttpsUrlSchema, SitePathSchema } from './link-schemas.js';
import { DeviceSchema, HomeCopySchema } from './system.js';

/*
 * The back office's content calls (operators only): banners, notices and help items, each created,
 * edited, deleted and ordered; banners and notices also scheduled. Every change is audited and shows on
 * the site at once (the content caches are dropped). Paths are ours: the spec shows none.
 */

const TimestampSchema = z.iso.datetime({ offset: true }).nullable();

export const ContentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ContentOrderSchema = z.object({
  /** Ids in their new display order; ids not listed keep their place after these. */
  ids: z.array(SerialIdSchema).min(1).max(500),
});

/** Publication window shared by banners and notices: shown from startAt (inclusive) until endAt. */
const scheduleShape = {
  enabled: z.boolean().default(true),
  startAt: TimestampSchema.default(null),
  endAt: TimestampSchema.default(null),
};
const endsAfterStart = (value: { startAt: string | null; endAt: string | null }) =>
  !value.startAt || !value.endAt || Date.parse(value.endAt) > Date.parse(value.startAt);

export const BannerInputSchema = z
  .object({
    groupName: BannerGroupSchema,
    /** Headline drawn on generated artwork and the image's text alternative. */
    title: z.string().trim().min(1).max(120),
    subtitle: z.string().trim().max(200).default(''),
    /** Artwork address (a site path or https); empty: the server draws campaign art from the title. */
    url: z.union([z.literal(''), SitePathSchema, HttpsUrlSchema]).default(''),
    /** Phone artwork; empty: the same as `url` (or the drawn art's phone layout). */
    mobileUrl: z.union([z.literal(''), SitePathSchema, HttpsUrlSchema]).default(''),
    linkageType: LinkageTypeSchema.default(0),
    /** Required for linkage types 1 (a site path) and 2 (an https address); null for 0. */
    linkUrl: z.union([SitePathSchema, HttpsUrlSchema]).nullable().default(null),
    /** Shown only to visitors of this language; null for every language. */
    lang: LanguageSchema.nullable().default(null),
    ...scheduleShape,
  })
  .refine(endsAfterStart, { path: ['endAt'], message: 'endAt must be after startAt' })
  .refine(
    (b) =>
      b.linkageType === 0
        ? b.linkUrl === null
        : b.linkageType === 1
          ? SitePathSchema.safeParse(b.linkUrl).success
          : HttpsUrlSchema.safeParse(b.linkUrl).success,
    { path: ['linkUrl'], message: 'a site path for type 1, an https address for type 2, null for 0' },
  );
export type BannerInput = z.input<typeof BannerInputSchema>;

export const AdminBannerSchema = z.object({
  id: z.number().int(),
  groupName: BannerGroupSchema,
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  mobileUrl: z.string(),
  linkageType: LinkageTypeSchema,
  linkUrl: z.string().nullable(),
  lang: LanguageSchema.nullable(),
  enabled: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

export const NoticeInputSchema = z
  .object({
    type: NoticeTypeSchema,
    title: z.string().trim().min(1).max(200),
    /** HTML: sanitised by the server before it is stored (scripts, handlers and unsafe links removed), and again by the site. */
    content: z.string().max(20_000),
    lang: LanguageSchema,
    ...scheduleShape,
  })
  .refine(endsAfterStart, { path: ['endAt'], message: 'endAt must be after startAt' });
export type NoticeInput = z.input<typeof NoticeInputSchema>;

export const AdminNoticeSchema = z.object({
  id: z.number().int(),
  type: NoticeTypeSchema,
  title: z.string(),
  content: z.string(),
  lang: LanguageSchema,
  enabled: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;

export const HelpItemInputSchema = z.object({
  lang: LanguageSchema,
  /** The item's anchor (/help#tag), unique per language: `term` the user agreement, `agent` the agent entry. */
  tag: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  title: z.string().trim().min(1).max(200),
  /** HTML: sanitised by the server before it is stored (scripts, handlers and unsafe links removed), and again by the site. */
  content: z.string().max(50_000),
  /** Only on this device; null on every device. */
  device: DeviceSchema.nullable().default(null),
});
export type HelpItemInput = z.input<typeof HelpItemInputSchema>;

export const AdminHelpItemSchema = z.object({
  id: z.number().int(),
  lang: LanguageSchema,
  tag: z.string(),
  title: z.string(),
  content: z.string(),
  device: DeviceSchema.nullable(),
  sortOrder: z.number().int(),
});
export type AdminHelpItem = z.infer<typeof AdminHelpItemSchema>;

export const AdminFeedbackSchema = z.object({
  id: z.number().int(),
  type: FeedbackTypeSchema,
  content: z.string(),
  contact: z.string().nullable(),
  lang: LanguageSchema,
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminFeedbackPageSchema = z.object({
  list: z.array(AdminFeedbackSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});

export const CustomerServiceInputSchema = z.object({
  /** The live-chat address everyone gets; null switches live chat off. */
  liveChatUrl: HttpsUrlSchema.nullable(),
  /** The VIP channel (members of rank level above 4); null sends them to live chat too. */
  vipUrl: HttpsUrlSchema.nullable().default(null),
  facebookUrl: HttpsUrlSchema.nullable().default(null),
  telegramUrls: z.array(HttpsUrlSchema).max(3).default([]),
  /** Store the chat addresses as type 3 (encrypted, §4) rather than type 1 (plain). */
  encrypt: z.boolean().default(true),
});
export type CustomerServiceInput = z.input<typeof CustomerServiceInputSchema>;

/** Most help links the footer shows. */
export const FOOTER_HELP_LINKS_MAX = 20;

/** The texts of the site an operator writes (no HTML), per language. */
export const SiteTextsSchema = z.object({
  /** The footer's licence text; an empty one shows the site's default licence text. */
  licenceText: z.object({ TY: z.string().trim().max(2000), EN: z.string().trim().max(2000) }),
  /**
   * The help items the footer links to, by tag and in this order (a tag a language lacks is skipped);
   * null: every help item of the language, in help order.
   */
  footerHelpTags: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{0,31}$/))
    .max(FOOTER_HELP_LINKS_MAX)
    .refine((tags) => new Set(tags).size === tags.length, 'each tag once')
    .nullable(),
  /** The home page's three steps and its promises, per language (the licences section shows licenceText). */
  home: z.object({ TY: HomeCopySchema, EN: HomeCopySchema }),
});
export type SiteTexts = z.infer<typeof SiteTextsSchema>;

const base = '/wps/admin/content';
const crud = <Item extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType>(
  name: string,
  path: string,
  item: Item,
  input: Input,
  query: Query,
) => ({
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: `${name}: every row in display order, scheduled or not (admin)`,
    tag: 'admin',
    auth: 'operator',
    query,
    value: z.array(item),
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: `${name}: create (admin; audited)`,
    tag: 'admin',
    auth: 'operator',
    body: input,
    value: item,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    summary: `${name}: replace one (admin; audited)`,
    tag: 'admin',
    auth: 'operator',
    params: ContentIdParamsSchema,
    body: input,
    value: item,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    summary: `${name}: delete one (admin; audited)`,
    tag: 'admin',
    auth: 'operator',
    params: ContentIdParamsSchema,
    value: z.null(),
  }),
  order: defineEndpoint({
    method: 'PUT',
    path: `${path}/order`,
    summary: `${name}: set the display order (admin; audited)`,
    tag: 'admin',
    auth: 'operator',
    body: ContentOrderSchema,
    value: z.null(),
  }),
});

// Marked pure so the web bundle, which imports only types from here, drops these calls and zod with them.
export const adminBannerEndpoints = /* @__PURE__ */ crud(
  'Banners',
  `${base}/banners`,
  AdminBannerSchema,
  BannerInputSchema,
  z.object({ groupName: BannerGroupSchema.optional() }),
);
export const adminNoticeEndpoints = /* @__PURE__ */ crud(
  'Notices',
  `${base}/notices`,
  AdminNoticeSchema,
  NoticeInputSchema,
  z.object({ type: NoticeTypeSchema.optional(), lang: LanguageSchema.optional() }),
);
export const adminHelpEndpoints = /* @__PURE__ */ crud(
  'Help items',
  `${base}/help`,
  AdminHelpItemSchema,
  HelpItemInputSchema,
  z.object({ lang: LanguageSchema.optional() }),
);

export const adminContentEndpoints = {
  feedback: defineEndpoint({
    method: 'GET',
    path: `${base}/feedback`,
    summary: 'Feedback sent by visitors, newest first (admin, support)',
    tag: 'admin',
    auth: 'operator',
    query: z.object({
      before: z.coerce.number().int().min(1).optional(),
      size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    value: AdminFeedbackPageSchema,
  }),
  customerService: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/system/customerService',
    summary:
      'Set the customer-service addresses; chat addresses are stored encrypted (type 3) (admin; audited)',
    tag: 'admin',
    auth: 'operator',
    body: CustomerServiceInputSchema,
    value: z.null(),
  }),
  siteTexts: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/system/siteTexts',
    summary:
      "The site's texts as the operator wrote them: licence text and home page words per language, the footer's help links (admin)",
    tag: 'admin',
    auth: 'operator',
    value: SiteTextsSchema,
  }),
  setSiteTexts: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/system/siteTexts',
    summary:
      "Set the licence text and the home page's steps and promises per language, and which help items the footer links to (admin; audited)",
    tag: 'admin',
    auth: 'operator',
    body: SiteTextsSchema,
    value: SiteTextsSchema,
  }),
};
