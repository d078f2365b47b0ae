import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { HttpsUrlSchema, SitePathSchema } from './link-schemas.js';
import { AmountInputSchema, MoneySchema } from './money.js';

/*
 * Promotions (/promotions, /promoDetail), their activity flows (join, claim, apply, raffle) and the VIP
 * ladder (/vip). Paths are in the §7 style; the spec names only the raffle claim.
 */

/** §5 activity uploads: a note of at most 140 characters and at most 3 png/jpg images of 5 MB each. */
export const PROMO_NOTE_MAX = 140;
export const PROMO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROMO_IMAGE_MAX_FILES = 3;
/** Base64 of 5 MB plus a data-URL prefix and some slack: longer strings are refused unread. */
export const PROMO_IMAGE_MAX_BASE64 = 7_200_000;

export const PROMO_CATEGORIES = [
  'new_member',
  'deposit',
  'slots',
  'live',
  'sports',
  'daily',
  'vip',
  'raffle',
] as const;
export const PromoCategorySchema = z.enum(PROMO_CATEGORIES);
export type PromoCategory = z.infer<typeof PromoCategorySchema>;

/**
 * §4 activity statuses, as the list shows them to one member: join (may join, or apply for an 'apply'
 * promotion), joined (taking part, not yet eligible), claim (eligible: may claim now), applying (an
 * application waits for the operator), rejected, issued (the operator granted it), claimed (credited),
 * process (a raffle waiting for its draw), close (over, or lost), coming_soon (not started).
 */
export const PROMO_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
] as const;
export const PromoStatusSchema = z.enum(PROMO_STATUSES);
export type PromoStatus = z.infer<typeof PromoStatusSchema>;

const BpsSchema = z.number().int().min(1).max(100_000);
/** An amount above zero, and one of zero or more: operators' rule amounts. */
const PositiveMoneySchema = MoneySchema.refine((v) => !v.startsWith('-') && /[1-9]/.test(v));
const NonNegativeMoneySchema = MoneySchema.refine((v) => !v.startsWith('-'));
/** Valid bets to play before a granted bonus unlocks, as a multiple of the bonus (0 = unlocked at once). */
const TurnoverMultipleSchema = z.number().int().min(0).max(100);

/**
 * What a promotion pays and when:
 * - deposit_bonus: percentBps of the largest approved deposit in the promotion's window (at least
 *   minDeposit), at most maxBonus;
 * - first_deposit: the same, of the member's first approved deposit ever, if it falls in the window;
 * - turnover_reward: a fixed bonus once the member's settled valid bets in the window reach minValidBet;
 * - apply: the member applies (note, images); an operator approves (paying `bonus`, or another amount);
 * - raffle: one ticket per `ticketPer` of valid bets in the window; after the end an operator draws
 *   `winners` members, weighted by tickets, who each claim `prize`.
 * Every bonus is granted into the bonus wallet with turnover = amount × turnoverMultiple.
 */
export const PromoRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_bonus'),
    percentBps: BpsSchema,
    maxBonus: PositiveMoneySchema,
    minDeposit: NonNegativeMoneySchema,
    turnoverMultiple: TurnoverMultipleSchema,
  }),
  z.object({
    kind: z.literal('first_deposit'),
    percentBps: BpsSchema,
    maxBonus: PositiveMoneySchema,
    minDeposit: NonNegativeMoneySchema,
    turnoverMultiple: TurnoverMultipleSchema,
  }),
  z.object({
    kind: z.literal('turnover_reward'),
    minValidBet: PositiveMoneySchema,
    bonus: PositiveMoneySchema,
    turnoverMultiple: TurnoverMultipleSchema,
  }),
  z.object({
    kind: z.literal('apply'),
    bonus: PositiveMoneySchema,
    turnoverMultiple: TurnoverMultipleSchema,
  }),
  z.object({
    kind: z.literal('raffle'),
    ticketPer: PositiveMoneySchema,
    prize: PositiveMoneySchema,
    winners: z.number().int().min(1).max(100),
    turnoverMultiple: TurnoverMultipleSchema,
  }),
]);
export type PromoRule = z.infer<typeof PromoRuleSchema>;
export type PromoKind = PromoRule['kind'];

/** The member's own part in a promotion; null when they have not joined. */
export const PromoEntrySchema = z.object({
  joinedAt: z.string(),
  /** The bonus credited (or, for a raffle winner, the prize to claim); null before. */
  amount: MoneySchema.nullable(),
  /** Raffle tickets so far (counted live until the draw, then fixed). */
  tickets: z.number().int().nullable(),
  note: z.string(),
  imageCount: z.number().int(),
  /** The operator's word on an application. */
  remark: z.string(),
  claimedAt: z.string().nullable(),
});
export type PromoEntry = z.infer<typeof PromoEntrySchema>;

export const PromotionItemSchema = z.object({
  id: z.number().int(),
  category: PromoCategorySchema,
  kind: z.enum(['deposit_bonus', 'first_deposit', 'turnover_reward', 'apply', 'raffle']),
  title: z.string(),
  summary: z.string(),
  /** Campaign art (3:1), drawn by the server unless the operator gave an image. */
  imageUrl: z.string(),
  /** Phone art (3:2). */
  mobileImageUrl: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** §4 status for the caller: visitors get the status the dates alone decide (join, coming_soon, close). */
  status: PromoStatusSchema,
});
export type PromotionItem = z.infer<typeof PromotionItemSchema>;

export const PromotionListSchema = z.object({
  /** Categories that have at least one live promotion, in the site's order. */
  categories: z.array(z.object({ category: PromoCategorySchema, count: z.number().int() })),
  list: z.array(PromotionItemSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;

export const PromotionDetailSchema = PromotionItemSchema.extend({
  /** Operator HTML, sanitised by the server when stored; the site sanitises it again when it renders. */
  content: z.string(),
  rule: PromoRuleSchema,
  entry: PromoEntrySchema.nullable(),
  /** What claiming now would pay (deposit and turnover kinds, when eligible); null otherwise. */
  claimable: MoneySchema.nullable(),
  /** Progress towards a turnover reward or a raffle's next ticket: valid bets counted so far. */
  validBets: MoneySchema.nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;

const PromoIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const PromoIdBodySchema = z.object({ id: PromoIdSchema });

/** One image: base64, or a data URL ('data:image/png;base64,…'); the type is read from the bytes. */
export const PromoImageUploadSchema = z.object({ data: z.string().min(1).max(PROMO_IMAGE_MAX_BASE64) });
export const PromoApplyBodySchema = z.object({
  id: PromoIdSchema,
  note: z.string().trim().max(PROMO_NOTE_MAX).default(''),
  images: z.array(PromoImageUploadSchema).max(PROMO_IMAGE_MAX_FILES).default([]),
});
export type PromoApplyBody = z.input<typeof PromoApplyBodySchema>;

/** What a join, claim, application or raffle claim leaves: the item as the list now shows it. */
export const PromoActionValueSchema = z.object({
  status: PromoStatusSchema,
  /** The bonus credited by this call (claims); null otherwise. */
  amount: MoneySchema.nullable(),
});
export type PromoActionValue = z.infer<typeof PromoActionValueSchema>;

// VIP --------------------------------------------------------------------------------------------

export const VipLevelSchema = z.object({
  /** 1 is the first level every real member starts on; the member info's clubLabel.rankLevel. */
  level: z.number().int(),
  name: z.string(),
  /** Lifetime approved deposits and settled valid bets a member needs (both). */
  minDeposit: MoneySchema,
  minValidBet: MoneySchema,
  benefits: z.string(),
  /** Rebate on valid bets in basis points (80 = 0.80%). */
  rebateBps: z.number().int(),
  withdrawalsPerDay: z.number().int(),
  /** The most one withdrawal may take. */
  withdrawalLimit: MoneySchema,
  /** The level's gifts (reward center): points, cash or bonus. */
  giftKind: z.enum(['points', 'cash', 'bonus']),
  /** Once, on first reaching the level: whole points, or money; '0' / '0.00' for none. */
  levelUpGift: z.string(),
  /** Once a calendar month while on the level (offered with the month's first activity). */
  monthlyGift: z.string(),
  /** Once a year on the member's birthday while on the level (the date of birth given at registration). */
  birthdayGift: z.string(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

export const VipValueSchema = z.object({
  levels: z.array(VipLevelSchema),
  /** A logged-in real member's standing; null for visitors and trial accounts. */
  me: z
    .object({
      level: z.number().int(),
      deposits: MoneySchema,
      validBets: MoneySchema,
      /** The next level, if any, and what it still needs. */
      next: z
        .object({ level: z.number().int(), depositNeeded: MoneySchema, validBetNeeded: MoneySchema })
        .nullable(),
    })
    .nullable(),
});
export type VipValue = z.infer<typeof VipValueSchema>;

export const promotionsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotions',
    summary:
      'Live promotions in display order with their categories; with a member token each carries the member’s §4 status',
    tag: 'promotions',
    auth: 'none',
    query: z.object({ category: PromoCategorySchema.optional(), language: LanguageSchema.optional() }),
    value: PromotionListSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    summary: 'One live promotion: content, rule and, with a member token, the member’s entry and progress',
    tag: 'promotions',
    auth: 'none',
    query: z.object({ id: PromoIdSchema, language: LanguageSchema.optional() }),
    value: PromotionDetailSchema,
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_joinPromotion',
    summary: 'Join a promotion (deposit, turnover and raffle kinds); joining twice is harmless',
    tag: 'promotions',
    auth: 'token',
    body: PromoIdBodySchema,
    value: PromoActionValueSchema,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimPromotion',
    summary: 'Claim a joined promotion’s bonus once eligible; credited once into the bonus wallet',
    tag: 'promotions',
    auth: 'token',
    body: PromoIdBodySchema,
    value: PromoActionValueSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_applyPromotion',
    summary: 'Apply for an "apply" promotion with a note (≤ 140) and up to 3 png/jpg images (≤ 5 MB, base64)',
    tag: 'promotions',
    auth: 'token',
    body: PromoApplyBodySchema,
    value: PromoActionValueSchema,
  }),
  claimRaffle: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    summary: 'A raffle winner claims the prize after the draw; credited once into the bonus wallet',
    tag: 'promotions',
    auth: 'token',
    body: PromoIdBodySchema,
    value: PromoActionValueSchema,
  }),
  vip: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getVipLevels',
    summary: 'The VIP ladder; with a member token also the member’s level and progress',
    tag: 'promotions',
    auth: 'none',
    query: z.object({ language: LanguageSchema.optional() }),
    value: VipValueSchema,
  }),
};

// Back office -------------------------------------------------------------------------------------

const TimestampSchema = z.iso.datetime({ offset: true }).nullable();
const HtmlSchema = z.string().max(50_000);
/** Artwork address: a site path or https; empty draws campaign art from the title. */
const ImageUrlSchema = z.union([z.literal(''), SitePathSchema, HttpsUrlSchema]);

export const PromotionInputSchema = z
  .object({
    category: PromoCategorySchema,
    titleTy: z.string().trim().min(1).max(120),
    titleEn: z.string().trim().min(1).max(120),
    summaryTy: z.string().trim().max(300).default(''),
    summaryEn: z.string().trim().max(300).default(''),
    /** HTML: sanitised by the server before it is stored (scripts, handlers and unsafe links removed). */
    contentTy: HtmlSchema.default(''),
    contentEn: HtmlSchema.default(''),
    imageUrl: ImageUrlSchema.default(''),
    rule: PromoRuleSchema,
    enabled: z.boolean().default(true),
    startAt: TimestampSchema.default(null),
    endAt: TimestampSchema.default(null),
  })
  .refine((p) => !p.startAt || !p.endAt || Date.parse(p.endAt) > Date.parse(p.startAt), {
    path: ['endAt'],
    message: 'endAt must be after startAt',
  })
  .refine((p) => p.rule.kind !== 'raffle' || p.endAt !== null, {
    path: ['endAt'],
    message: 'a raffle needs an end, when it is drawn',
  });
export type PromotionInput = z.input<typeof PromotionInputSchema>;

export const AdminPromotionSchema = z.object({
  id: z.number().int(),
  category: PromoCategorySchema,
  titleTy: z.string(),
  titleEn: z.string(),
  summaryTy: z.string(),
  summaryEn: z.string(),
  contentTy: z.string(),
  contentEn: z.string(),
  imageUrl: z.string(),
  rule: PromoRuleSchema,
  enabled: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sortOrder: z.number().int(),
  drawnAt: z.string().nullable(),
  /** Members who joined or applied, by state. */
  entries: z.record(z.string(), z.number().int()),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

export const ENTRY_STATES = ['joined', 'applying', 'rejected', 'issued', 'claimed', 'won', 'lost'] as const;
export const EntryStateSchema = z.enum(ENTRY_STATES);

export const AdminPromoEntrySchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  state: EntryStateSchema,
  amount: MoneySchema.nullable(),
  tickets: z.number().int().nullable(),
  note: z.string(),
  /** Ids for GET …/entries/:entryId/images/:imageId. */
  imageIds: z.array(z.number().int()),
  remark: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminPromoEntry = z.infer<typeof AdminPromoEntrySchema>;

export const PromoReviewBodySchema = z.object({
  /** Approval only: the bonus to pay; the rule's bonus when left out. */
  amount: AmountInputSchema.optional(),
  remark: z.string().trim().max(200).default(''),
});

/** A gift's size: whole points ('500') or money ('50.00'). */
const GiftAmountSchema = z.string().regex(/^\d{1,12}(\.\d{2})?$/);

export const VipLevelInputSchema = z.object({
  level: z.number().int().min(1).max(99),
  nameTy: z.string().trim().min(1).max(40),
  nameEn: z.string().trim().min(1).max(40),
  minDeposit: NonNegativeMoneySchema,
  minValidBet: NonNegativeMoneySchema,
  benefitsTy: z.string().trim().max(500).default(''),
  benefitsEn: z.string().trim().max(500).default(''),
  rebateBps: z.number().int().min(0).max(10_000).default(0),
  withdrawalsPerDay: z.number().int().min(1).max(100).default(3),
  withdrawalLimit: NonNegativeMoneySchema,
  giftKind: z.enum(['points', 'cash', 'bonus']).default('cash'),
  /** Whole points for points gifts, money (0.00) otherwise; 0 for none. */
  levelUpGift: GiftAmountSchema.default('0'),
  monthlyGift: GiftAmountSchema.default('0'),
  birthdayGift: GiftAmountSchema.default('0'),
  giftTurnoverMultiple: z.number().int().min(0).max(100).default(0),
});
export type VipLevelInput = z.input<typeof VipLevelInputSchema>;
export const AdminVipLevelSchema = VipLevelInputSchema.extend({
  id: z.number().int(),
  benefitsTy: z.string(),
  benefitsEn: z.string(),
  rebateBps: z.number().int(),
  withdrawalsPerDay: z.number().int(),
});
export type AdminVipLevel = z.infer<typeof AdminVipLevelSchema>;

export const PromoIdParamsSchema = z.object({ id: PromoIdSchema });
export const PromoEntryParamsSchema = z.object({
  entryId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const PromoImageParamsSchema = PromoEntryParamsSchema.extend({
  imageId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

const base = '/wps/admin/content/promotions';
const op = { tag: 'admin', auth: 'operator' } as const;

export const PROMO_ADMIN_PATHS = {
  /** GET, operator token (admin, support): the bytes of one image of an application. */
  entryImage: `${base}/entries/:entryId/images/:imageId`,
};

export const adminPromotionEndpoints = {
  list: defineEndpoint({
    ...op,
    method: 'GET',
    path: base,
    summary: 'Promotions: every row in display order, with entry counts (admin, support)',
    value: z.array(AdminPromotionSchema),
  }),
  create: defineEndpoint({
    ...op,
    method: 'POST',
    path: base,
    summary: 'Promotions: create (admin; HTML sanitised; audited)',
    body: PromotionInputSchema,
    value: AdminPromotionSchema,
  }),
  update: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Promotions: replace one (admin; HTML sanitised; audited)',
    params: PromoIdParamsSchema,
    body: PromotionInputSchema,
    value: AdminPromotionSchema,
  }),
  remove: defineEndpoint({
    ...op,
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Promotions: delete one nobody has joined; switch it off otherwise (admin; audited)',
    params: PromoIdParamsSchema,
    value: z.null(),
  }),
  order: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/order`,
    summary: 'Promotions: set the display order (admin; audited)',
    body: z.object({ ids: z.array(z.number().int().min(1)).min(1).max(500) }),
    value: z.null(),
  }),
  entries: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/:id/entries`,
    summary: 'Who joined or applied, oldest first; filter by state (admin, support)',
    params: PromoIdParamsSchema,
    query: z.object({
      state: EntryStateSchema.optional(),
      after: z.coerce.number().int().min(0).optional(),
      size: z.coerce.number().int().min(1).max(100).default(50),
    }),
    value: z.object({ list: z.array(AdminPromoEntrySchema), nextCursor: z.number().int().nullable() }),
  }),
  approve: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/entries/:entryId/approve`,
    summary: 'Approve an application: the bonus is credited at once (admin; audited)',
    params: PromoEntryParamsSchema,
    body: PromoReviewBodySchema,
    value: AdminPromoEntrySchema,
  }),
  reject: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/entries/:entryId/reject`,
    summary: 'Reject an application with a remark the member sees (admin; audited)',
    params: PromoEntryParamsSchema,
    body: PromoReviewBodySchema,
    value: AdminPromoEntrySchema,
  }),
  draw: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/:id/draw`,
    summary: 'Draw an ended raffle: winners weighted by tickets, once (admin; audited)',
    params: PromoIdParamsSchema,
    value: z.array(AdminPromoEntrySchema),
  }),
  vipList: defineEndpoint({
    ...op,
    method: 'GET',
    path: '/wps/admin/content/vip',
    summary: 'VIP levels in order (admin, support)',
    value: z.array(AdminVipLevelSchema),
  }),
  vipCreate: defineEndpoint({
    ...op,
    method: 'POST',
    path: '/wps/admin/content/vip',
    summary: 'VIP levels: add one (admin; audited)',
    body: VipLevelInputSchema,
    value: AdminVipLevelSchema,
  }),
  vipUpdate: defineEndpoint({
    ...op,
    method: 'PUT',
    path: '/wps/admin/content/vip/:id',
    summary: 'VIP levels: replace one (admin; audited)',
    params: PromoIdParamsSchema,
    body: VipLevelInputSchema,
    value: AdminVipLevelSchema,
  }),
  vipRemove: defineEndpoint({
    ...op,
    method: 'DELETE',
    path: '/wps/admin/content/vip/:id',
    summary: 'VIP levels: delete one (admin; audited)',
    params: PromoIdParamsSchema,
    value: z.null(),
  }),
};
