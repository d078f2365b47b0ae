import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { GameTypeSchema } from './games.js';
import { MoneySchema } from './money.js';
import { TransferIdSchema } from './wallet.js';

/**
 * The points mall (§2 /pointMall, §3, §4, §7 Points). Points are whole numbers, a currency of their own
 * in the ledger: earned from valid bets at the operator's rate per game type, never expiring (§9),
 * spent on rewards or converted to cash.
 */
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Rewards are numbered in a 32-bit column. */
const rewardId = z.coerce.number().int().min(1).max(2_147_483_647);
/** A number of points on the wire (always whole; far below 2^53 in practice). */
export const PointsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const PointsInputSchema = z.coerce.number().int().min(1).max(1_000_000_000);
const PaymentPasswordSchema = z.string().min(1).max(128);
const Text = (max: number) => z.string().trim().min(1).max(max);
export const BothLanguagesSchema = z.object({ TY: Text(200), EN: Text(200) });
const LongBothLanguagesSchema = z.object({
  TY: z.string().trim().max(2000),
  EN: z.string().trim().max(2000),
});

export const POINT_REWARD_KINDS = ['cash', 'bonus', 'goods'] as const;
/** cash: credited to the cash wallet; bonus: to the bonus wallet with a turnover; goods: shipped. */
export const PointRewardKindSchema = z.enum(POINT_REWARD_KINDS);
export type PointRewardKind = z.infer<typeof PointRewardKindSchema>;
/** §4 redeem statuses: goods wait in process until an operator approves or rejects. */
export const RedeemStatusSchema = z.enum(['process', 'rejected', 'approved']);
export type RedeemStatus = z.infer<typeof RedeemStatusSchema>;

export const PointBalanceSchema = z.object({
  points: PointsSchema,
  /** What converting every point now would pay (the configured rate, rounded down). */
  cashValue: MoneySchema,
});
export type PointBalance = z.infer<typeof PointBalanceSchema>;

export const PointRewardSchema = z.object({
  id: z.number().int(),
  kind: PointRewardKindSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pointsPrice: PointsSchema,
  /** Units left; null is unlimited. */
  stock: z.number().int().nullable(),
  /** Units one member may redeem in all (rejected ones not counted); null is no limit. */
  perMemberLimit: z.number().int().nullable(),
  /** Units this member has redeemed (null when logged out). */
  redeemedByMe: z.number().int().nullable(),
  /** The cash or bonus amount; 0.00 for goods. */
  amount: MoneySchema,
  /** Bonus rewards: valid bets to play = amount × this before the bonus unlocks. */
  turnoverMultiple: z.number().int(),
});
export type PointReward = z.infer<typeof PointRewardSchema>;

export const PointRewardQuerySchema = z.object({
  kind: PointRewardKindSchema.optional(),
  /** Only rewards whose price is at most this many points. */
  maxPoints: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const DeliverySchema = z.object({
  name: Text(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/),
  address: Text(300),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const RedeemBodySchema = z.object({
  rewardId,
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  /** error_payment_password_not_set when none is set, error_payment_password when wrong. */
  paymentPassword: PaymentPasswordSchema,
  /** The client's key for this redemption: a retry with the same key returns the first. */
  requestId: TransferIdSchema,
  /** Required for goods (error_delivery_required). */
  delivery: DeliverySchema.optional(),
});
export type RedeemBody = z.input<typeof RedeemBodySchema>;

export const RedemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  title: z.string(),
  kind: PointRewardKindSchema,
  quantity: z.number().int(),
  /** Points spent. */
  redeemAmount: PointsSchema,
  status: RedeemStatusSchema,
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

export const RedeemValueSchema = RedemptionSchema.extend({ points: PointsSchema });
export type RedeemValue = z.infer<typeof RedeemValueSchema>;

export const RedeemListQuerySchema = z.object({
  status: RedeemStatusSchema.optional(),
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const RedeemPageSchema = z.object({
  list: z.array(RedemptionSchema),
  nextCursor: z.number().int().nullable(),
});

export const PointRateSchema = z.object({
  gameType: GameTypeSchema,
  /** Whole points per 100.00 of valid bet, rounded down per bet. */
  pointsPer100: z.number().int().min(0).max(100_000),
});
export type PointRate = z.infer<typeof PointRateSchema>;

export const PointConfigSchema = z.object({
  /** `convertPoints` points convert to `convertAmount` cash. */
  convertPoints: z.number().int().min(1),
  convertAmount: MoneySchema,
  minConvertPoints: z.number().int().min(1),
  convertEnabled: z.boolean(),
  rates: z.array(PointRateSchema),
  /** Points never expire (§9). */
  expires: z.literal(false),
});
export type PointConfig = z.infer<typeof PointConfigSchema>;

export const ConvertBodySchema = z.object({
  points: PointsInputSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: TransferIdSchema,
});
export type ConvertBody = z.input<typeof ConvertBodySchema>;

export const ConvertValueSchema = z.object({
  points: PointsSchema,
  amount: MoneySchema,
  /** Points left. */
  pointBalance: PointsSchema,
  mainBalance: MoneySchema,
});
export type ConvertValue = z.infer<typeof ConvertValueSchema>;

const member = { tag: 'points', auth: 'token' } as const;

export const pointsEndpoints = {
  balance: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    summary: "The member's points and what they would convert to",
    value: PointBalanceSchema,
  }),
  rewards: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    summary: "The mall's rewards on offer, with stock, price and this member's redeemed count",
    query: PointRewardQuerySchema,
    value: z.array(PointRewardSchema),
  }),
  redeem: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    summary:
      'Redeem a reward with points (payment password; error_points_insufficient, error_out_of_stock, error_redeem_limit)',
    body: RedeemBodySchema,
    value: RedeemValueSchema,
  }),
  redemptions: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    summary: "The member's redemptions, newest first",
    query: RedeemListQuerySchema,
    value: RedeemPageSchema,
  }),
  config: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    summary: 'Conversion rate, minimum and the earning rate per game type',
    value: PointConfigSchema,
  }),
  convert: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    summary: 'Convert points to cash at the configured rate (payment password)',
    body: ConvertBodySchema,
    value: ConvertValueSchema,
  }),
};

// Operator side -------------------------------------------------------------------------------

export const AdminRewardInputSchema = z.object({
  kind: PointRewardKindSchema,
  title: BothLanguagesSchema,
  description: LongBothLanguagesSchema,
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/),
  pointsPrice: z.number().int().min(1).max(1_000_000_000),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  perMemberLimit: z.number().int().min(1).max(1000).nullable(),
  amount: MoneySchema.refine((v) => !v.startsWith('-')),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type AdminRewardInput = z.input<typeof AdminRewardInputSchema>;

export const AdminRewardSchema = z.object({
  id: z.number().int(),
  kind: PointRewardKindSchema,
  title: BothLanguagesSchema,
  description: LongBothLanguagesSchema,
  imageUrl: z.string(),
  pointsPrice: PointsSchema,
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  amount: MoneySchema,
  turnoverMultiple: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminReward = z.infer<typeof AdminRewardSchema>;

export const AdminRedemptionSchema = RedemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  delivery: DeliverySchema.nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof AdminRedemptionSchema>;

export const AdminPointSettingsSchema = z.object({
  convertPoints: z.number().int().min(1).max(1_000_000),
  convertAmount: MoneySchema.refine((v) => !v.startsWith('-') && /[1-9]/.test(v)),
  minConvertPoints: z.number().int().min(1).max(1_000_000_000),
  convertEnabled: z.boolean(),
});

export type AdminPointSettings = z.infer<typeof AdminPointSettingsSchema>;

export const PointIdParamsSchema = z.object({ id });
export const RewardIdParamsSchema = z.object({ id: rewardId });
const DecisionBodySchema = z.object({ remark: z.string().trim().max(200).default('') });
const operator = { tag: 'admin', auth: 'operator' } as const;
const base = '/wps/admin/points';

export const adminPointsEndpoints = {
  rates: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/rates`,
    summary: 'Points earned per game type',
    value: z.array(PointRateSchema),
  }),
  setRates: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${base}/rates`,
    summary: 'Set points per 100.00 of valid bet for game types (admin; audited)',
    body: z.object({ rates: z.array(PointRateSchema).min(1).max(20) }),
    value: z.array(PointRateSchema),
  }),
  config: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/config`,
    summary: 'The conversion rate and minimum, and whether conversion is on (admin)',
    value: AdminPointSettingsSchema,
  }),
  setConfig: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${base}/config`,
    summary: 'Set the conversion rate and minimum (admin; audited)',
    body: AdminPointSettingsSchema,
    value: AdminPointSettingsSchema,
  }),
  rewards: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/rewards`,
    summary: 'Every reward, enabled or not',
    value: z.array(AdminRewardSchema),
  }),
  createReward: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/rewards`,
    summary: 'Add a reward (admin; audited)',
    body: AdminRewardInputSchema,
    value: AdminRewardSchema,
  }),
  updateReward: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${base}/rewards/:id`,
    summary: 'Change a reward, its stock included (admin; audited)',
    params: RewardIdParamsSchema,
    body: AdminRewardInputSchema,
    value: AdminRewardSchema,
  }),
  removeReward: defineEndpoint({
    ...operator,
    method: 'DELETE',
    path: `${base}/rewards/:id`,
    summary: 'Delete a reward never redeemed (error_conflict otherwise: disable it) (admin; audited)',
    params: RewardIdParamsSchema,
    value: z.null(),
  }),
  redemptions: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/redemptions`,
    summary: 'Redemptions, oldest waiting first when filtered by process',
    query: RedeemListQuerySchema,
    value: z.object({ list: z.array(AdminRedemptionSchema), nextCursor: z.number().int().nullable() }),
  }),
  approve: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/redemptions/:id/approve`,
    summary: 'Approve a redemption in process (goods shipped) (admin; audited)',
    params: PointIdParamsSchema,
    body: DecisionBodySchema,
    value: AdminRedemptionSchema,
  }),
  reject: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/redemptions/:id/reject`,
    summary: 'Reject a redemption in process: the points and the stock come back (admin; audited)',
    params: PointIdParamsSchema,
    body: DecisionBodySchema,
    value: AdminRedemptionSchema,
  }),
};
