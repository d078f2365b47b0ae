import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { GameTypeSchema } from './games.js';
import { MoneySchema } from './money.js';
import { BothLanguagesSchema } from './points.js';
import { PromoStatusSchema } from './promotions.js';

/**
 * Missions (member centre missionLeaderboard, §7 MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard), the reward center (rewardCenter) and invite friends (referral).
 * Missions count real events (settled bets, approved deposits, invitees' deposits) once each; a
 * completed mission, like a referral reward, waits in the reward center to be claimed.
 */

export const MISSION_KINDS = ['bet_amount', 'win_rounds', 'deposit', 'play_days', 'invite_deposit'] as const;
/**
 * bet_amount: valid bet on the game type (or any); win_rounds: rounds won; deposit: approved deposits;
 * play_days: days with a settled bet; invite_deposit: invited friends who deposited.
 */
export const MissionKindSchema = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof MissionKindSchema>;
/** Kinds whose target and progress are money (cents on the server, 0.00 on the wire); the rest count. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['bet_amount', 'deposit'];

export const MissionPeriodSchema = z.enum(['daily', 'weekly', 'once']);
export type MissionPeriod = z.infer<typeof MissionPeriodSchema>;

export const LoyaltyRewardKindSchema = z.enum(['points', 'cash', 'bonus']);
export type LoyaltyRewardKind = z.infer<typeof LoyaltyRewardKindSchema>;

/** A count or an amount: whole numbers for counts and points, 0.00 for money. */
const QuantitySchema = z.string().regex(/^\d{1,15}(\.\d{2})?$/);

export const MissionItemSchema = z.object({
  id: z.number().int(),
  kind: MissionKindSchema,
  period: MissionPeriodSchema,
  gameType: GameTypeSchema.nullable(),
  title: z.string(),
  description: z.string(),
  /** The period this progress belongs to ('D20261126', 'W20261123' from its Monday, 'O' for once). */
  periodKey: z.string(),
  target: QuantitySchema,
  progress: QuantitySchema,
  /** 0 to 100, rounded down. */
  percent: z.number().int().min(0).max(100),
  rewardKind: LoyaltyRewardKindSchema,
  /** Whole points for a points reward, money otherwise. */
  rewardAmount: QuantitySchema,
  /**
   * §4 activity status: join (the mission asks for a join first), joined (joined, nothing counted yet),
   * process (counting), claim, claimed, close (ended or expired), coming_soon.
   */
  status: PromoStatusSchema,
  /** Whether the member must join before anything counts (MCSFE_joinMission). */
  joinRequired: z.boolean(),
  /** The reward center's item to claim while status is claim or claimed. */
  claimId: z.number().int().nullable(),
  /** When the period ends (daily, weekly) or the mission does; null for an open-ended one-off. */
  endsAt: z.string().nullable(),
  startsAt: z.string(),
});
export type MissionItem = z.infer<typeof MissionItemSchema>;

export const MissionSummarySchema = z.object({
  list: z.array(MissionItemSchema),
  /** Missions with a reward to collect (the menu badge). */
  claimable: z.number().int(),
});
export type MissionSummary = z.infer<typeof MissionSummarySchema>;

const missionId = z.coerce.number().int().min(1).max(2_147_483_647);
/** A period's key: 'D' or 'W' and a yyyymmdd, or 'O' for a one-off mission. */
export const PeriodKeySchema = z
  .string()
  .regex(/^(?:[DW]20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])|O)$/);
/**
 * The current period's board when periodKey is left out; a past period's board otherwise. The periods to
 * choose from come a page at a time: the newest without periodsBefore, older ones from its cursor.
 */
export const LeaderboardQuerySchema = z.object({
  missionId,
  periodKey: PeriodKeySchema.optional(),
  periodsBefore: PeriodKeySchema.optional(),
});

export const MissionJoinBodySchema = z.object({ missionId: z.number().int().min(1).max(2_147_483_647) });
export type MissionJoinBody = z.input<typeof MissionJoinBodySchema>;

export const LeaderboardSchema = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  /**
   * A page of periods to choose from, newest first (at most 12): the current period and past ones with
   * any progress, or, with periodsBefore, the past ones older than it.
   */
  periods: z.array(z.string()),
  /** The periodsBefore of the next, older page; null when there is none. */
  olderPeriods: z.string().nullable(),
  list: z.array(z.object({ rank: z.number().int(), name: z.string(), progress: QuantitySchema })),
  /** The caller's place (null before they count anything). */
  me: z.object({ rank: z.number().int().nullable(), progress: QuantitySchema }),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const RewardItemSchema = z.object({
  /** A reward center item's id; for a promotion, the promotion's id (claimed with promotionIds). */
  id: z.number().int(),
  /** vip: a VIP level-up or monthly gift; zalo: the prize for following the Zalo OA. */
  kind: z.enum(['mission', 'referral', 'vip', 'zalo', 'promotion']),
  title: z.string(),
  rewardKind: LoyaltyRewardKindSchema,
  /** Null for a promotion: its bonus is worked out when it is claimed. */
  amount: QuantitySchema.nullable(),
  /** claim (may claim now), claimed, close (expired unclaimed). */
  status: z.enum(['claim', 'claimed', 'close']),
  /** Null for a promotion without an end. */
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RewardItem = z.infer<typeof RewardItemSchema>;

export const RewardCenterSchema = z.object({
  list: z.array(RewardItemSchema),
  /** Items claimable now (the menu badge). */
  count: z.number().int(),
});
export type RewardCenter = z.infer<typeof RewardCenterSchema>;

export const ClaimableCountSchema = z.object({
  rewardCenter: z.number().int(),
  missionLeaderboard: z.number().int(),
});
export type ClaimableCount = z.infer<typeof ClaimableCountSchema>;

const claimId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Promotions are numbered by a 32-bit id. */
const promotionId = z.number().int().min(1).max(2_147_483_647);
/**
 * Items by id (error_reward_claimed, error_mission_closed refuse them all), promotions by id (claimed
 * through the promotions area), or every claimable item and promotion.
 */
/** The client's key for one claim: a retry with it answers the first claim's items and pays nothing more. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/**
 * One transaction: every named item (or every claimable one, with all) is claimed, or none is and the
 * first refusal is the answer.
 */
export const ClaimBodySchema = z.union([
  z
    .object({
      ids: z.array(claimId).max(50).default([]),
      promotionIds: z.array(promotionId).max(20).default([]),
      requestId: requestId.optional(),
    })
    .refine((body) => body.ids.length + body.promotionIds.length > 0),
  z.object({ all: z.literal(true), requestId: requestId.optional() }),
]);
export type ClaimBody = z.input<typeof ClaimBodySchema>;

export const ClaimValueSchema = z.object({ claimed: z.array(RewardItemSchema), count: z.number().int() });
export type ClaimValue = z.infer<typeof ClaimValueSchema>;

export const ReferralRuleSchema = z.object({
  /** first_deposit: the invitee's deposits reach the threshold; valid_bet: their valid bets do. */
  trigger: z.enum(['first_deposit', 'valid_bet']),
  threshold: MoneySchema,
  rewardKind: LoyaltyRewardKindSchema,
  rewardAmount: QuantitySchema,
  turnoverMultiple: z.number().int().min(0).max(100),
  claimDays: z.number().int().min(1).max(365),
  enabled: z.boolean(),
});
export type ReferralRule = z.infer<typeof ReferralRuleSchema>;

export const InviteeSchema = z.object({
  /** Masked: first and last letters only. */
  name: z.string(),
  registeredAt: z.string(),
  firstDeposit: z.boolean(),
  validBet: MoneySchema,
  /** Whether this invitee earns the inviter a reward (refused when from the inviter's own address). */
  counts: z.boolean(),
  rewarded: z.boolean(),
});
export type Invitee = z.infer<typeof InviteeSchema>;

export const ReferralInfoSchema = z.object({
  code: z.string(),
  /** The one registration path: /register?referralCode=<code>. */
  path: z.string(),
  rule: ReferralRuleSchema.nullable(),
  invitees: z.array(InviteeSchema),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

const member = { tag: 'missions', auth: 'token' } as const;

export const missionsEndpoints = {
  summary: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    summary: "Live missions with the member's progress in the current period and their §4 status",
    value: MissionSummarySchema,
  }),
  leaderboard: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    summary: "A mission's leaderboard for the current period (top 10, masked names) and the caller's place",
    query: LeaderboardQuerySchema,
    value: LeaderboardSchema,
  }),
  rewardCenter: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getRewardCenter',
    summary: 'Everything to claim (missions, referral rewards), claimable first, with expiry',
    value: RewardCenterSchema,
  }),
  claimableCount: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getClaimableCount',
    summary: 'The badges: rewards claimable, of them missions',
    value: ClaimableCountSchema,
  }),
  claim: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/MCSFE_claimReward',
    summary:
      'Claim items of the reward center, or all (paid once: error_reward_claimed, error_mission_closed)',
    body: ClaimBodySchema,
    value: ClaimValueSchema,
  }),
  join: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/MCSFE_joinMission',
    summary:
      'Join a mission that asks for it (§4 join → joined); counting starts now (error_mission_closed, error_conflict when not asked)',
    body: MissionJoinBodySchema,
    value: MissionItemSchema,
  }),
  referral: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralInfo',
    summary: "The member's invite code and link, the operator's rule, and the invitees",
    value: ReferralInfoSchema,
  }),
};

// Operator side -------------------------------------------------------------------------------

export const AdminMissionInputSchema = z.object({
  kind: MissionKindSchema,
  period: MissionPeriodSchema,
  gameType: GameTypeSchema.nullable().default(null),
  /** Money (0.00) for bet_amount and deposit, a whole number otherwise. */
  target: QuantitySchema,
  title: BothLanguagesSchema,
  description: z.object({ TY: z.string().trim().max(1000), EN: z.string().trim().max(1000) }),
  rewardKind: LoyaltyRewardKindSchema,
  /** Whole points for points, money otherwise. */
  rewardAmount: QuantitySchema,
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  claimDays: z.number().int().min(1).max(365).default(7),
  startsAt: z.string().datetime({ offset: true }).optional(),
  endsAt: z.string().datetime({ offset: true }).nullable().default(null),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  /** Only members with this label see and count it (error_not_found for an unknown label); null is all. */
  labelId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  /** Members join first (§4 join); nothing counts before. */
  joinRequired: z.boolean().default(false),
});
export type AdminMissionInput = z.input<typeof AdminMissionInputSchema>;

export const AdminMissionSchema = AdminMissionInputSchema.extend({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type AdminMission = z.infer<typeof AdminMissionSchema>;

export const AdminClaimSchema = RewardItemSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  source: z.string(),
});
export type AdminClaim = z.infer<typeof AdminClaimSchema>;

export const AdminClaimQuerySchema = z.object({
  status: z.enum(['claim', 'claimed', 'close']).optional(),
  kind: z.enum(['mission', 'referral', 'vip', 'zalo']).optional(),
  cursor: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminReferralSchema = z.object({
  inviteeId: z.number().int(),
  invitee: z.string(),
  inviterId: z.number().int(),
  inviter: z.string(),
  ip: z.string().nullable(),
  /** Why the inviter gets no reward for this invitee: same_address, same_device; null when it counts. */
  refused: z.string().nullable(),
  createdAt: z.string(),
});

export const MissionIdParamsSchema = z.object({ id: missionId });

const operator = { tag: 'admin', auth: 'operator' } as const;

export const adminMissionEndpoints = {
  missions: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/missions',
    summary: 'Every mission, enabled or not',
    value: z.array(AdminMissionSchema),
  }),
  createMission: defineEndpoint({
    ...operator,
    method: 'POST',
    path: '/wps/admin/missions',
    summary: 'Add a mission (admin; audited)',
    body: AdminMissionInputSchema,
    value: AdminMissionSchema,
  }),
  updateMission: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: '/wps/admin/missions/:id',
    summary: 'Change a mission; disabling closes it (admin; audited)',
    params: MissionIdParamsSchema,
    body: AdminMissionInputSchema,
    value: AdminMissionSchema,
  }),
  referralRule: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/referral/rule',
    summary: 'The referral reward rule',
    value: ReferralRuleSchema,
  }),
  setReferralRule: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: '/wps/admin/referral/rule',
    summary: 'Set the referral reward rule (admin; audited)',
    body: ReferralRuleSchema,
    value: ReferralRuleSchema,
  }),
  referrals: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/referral/invitees',
    summary: 'Invitations, newest first, with the reason a reward was refused',
    query: z.object({ cursor: z.coerce.number().int().min(1).optional() }),
    value: z.array(AdminReferralSchema),
  }),
  claims: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/rewards/claims',
    summary: 'The claim report: rewards made claimable, claimed or expired, newest first',
    query: AdminClaimQuerySchema,
    value: z.object({ list: z.array(AdminClaimSchema), nextCursor: z.number().int().nullable() }),
  }),
};
