import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { HttpsUrlSchema } from './link-schemas.js';
import { AmountInputSchema, MoneySchema } from './money.js';
import { LIMIT_KINDS, LIMIT_PERIODS, MAX_SESSION_MINUTES, TIMEOUT_MAX_DAYS } from './protection-words.js';

export * from './protection-words.js';

/**
 * Player protection (issue 15; the member centre's "Responsible gaming" page): limits, time-outs,
 * self-exclusion, reality checks and the activity statement, and their back office. The spec shows no
 * paths for them; they follow the member area's `/wps/member/...` and the back office's `/wps/admin/...`.
 */

/** deposit: gross deposits; loss: stakes minus payouts; wager: total stakes; session: minutes logged in. */
export const LimitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKindSchema>;
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriodSchema>;

/** A change waiting for its cooling-off: `removes` or the new value; `confirmable` once effectiveAt passed. */
export const PendingLimitSchema = z.object({
  amount: MoneySchema.nullable(),
  minutes: z.number().int().nullable(),
  removes: z.boolean(),
  effectiveAt: z.string(),
  confirmable: z.boolean(),
});

export const LimitSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** Money kinds: the limit; session: null. */
  amount: MoneySchema.nullable(),
  /** Session: minutes; money kinds: null. */
  minutes: z.number().int().nullable(),
  /** What the current window has used: money ("12.50") or minutes ("35"). */
  used: z.string(),
  /** When the current window ends (ISO). */
  resetsAt: z.string(),
  pending: PendingLimitSchema.nullable(),
});
export type Limit = z.infer<typeof LimitSchema>;

export const BlockKindSchema = z.enum(['timeout', 'self_exclusion']);
export const BlockSchema = z.object({
  kind: BlockKindSchema,
  startedAt: z.string(),
  endsAt: z.string(),
  /** Self-exclusion: the player asked to come back (after endsAt); the block lifts at returnAt. */
  returnRequestedAt: z.string().nullable(),
  returnAt: z.string().nullable(),
  /** 'member' or 'operator:<id>'. */
  imposedBy: z.string(),
});
export type Block = z.infer<typeof BlockSchema>;

export const ProtectionStatusSchema = z.object({
  limits: z.array(LimitSchema),
  realityCheckMinutes: z.number().int(),
  /** The block in force (a time-out or a self-exclusion not yet lifted), or null. */
  block: BlockSchema.nullable(),
  coolingOffHours: z.number().int(),
  /** The member's jurisdiction (its code), whose rules these are. */
  jurisdiction: z.string(),
  /**
   * The deposit-limit offer is due: no deposit limit set and no deposit made or waiting yet (the
   * server decides; the deposit page shows the offer on it).
   */
  depositLimitOffer: z.boolean(),
});
export type ProtectionStatus = z.infer<typeof ProtectionStatusSchema>;

/** Set, lower, raise or remove one limit: lowering and a first limit apply at once, the rest wait. */
export const SetLimitBodySchema = z
  .object({
    kind: LimitKindSchema,
    period: LimitPeriodSchema,
    amount: AmountInputSchema.optional(),
    minutes: z.number().int().min(1).max(MAX_SESSION_MINUTES).optional(),
    remove: z.boolean().default(false),
  })
  .refine(
    (b) =>
      b.remove
        ? b.amount === undefined && b.minutes === undefined
        : b.kind === 'session'
          ? b.minutes !== undefined && b.amount === undefined
          : b.amount !== undefined && b.minutes === undefined,
    { message: 'error_invalid_request' },
  );
export type SetLimitBody = z.input<typeof SetLimitBodySchema>;

/**
 * Limits a player sets at registration (one per kind and period): each applies at once, as a first
 * limit does, in the registration's transaction.
 */
export const InitialLimitsSchema = z
  .array(
    z
      .object({
        kind: LimitKindSchema,
        period: LimitPeriodSchema,
        amount: AmountInputSchema.optional(),
        minutes: z.number().int().min(1).max(MAX_SESSION_MINUTES).optional(),
      })
      .refine(
        (l) =>
          l.kind === 'session'
            ? l.minutes !== undefined && l.amount === undefined
            : l.amount !== undefined && l.minutes === undefined,
        { message: 'error_invalid_request' },
      ),
  )
  .max(LIMIT_KINDS.length * LIMIT_PERIODS.length)
  .refine((limits) => new Set(limits.map((l) => `${l.kind}:${l.period}`)).size === limits.length, {
    message: 'error_invalid_request',
  });
export type InitialLimits = z.input<typeof InitialLimitsSchema>;

export const ConfirmLimitBodySchema = z.object({ kind: LimitKindSchema, period: LimitPeriodSchema });

export const TimeoutBodySchema = z.object({ days: z.number().int().min(1).max(TIMEOUT_MAX_DAYS) });
export const SelfExclusionBodySchema = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(60)]),
  /** The player ticked "I understand this cannot be undone". */
  confirm: z.literal(true),
});
export const RealityCheckBodySchema = z.object({ minutes: z.number().int().min(5).max(240) });

/** One bet of the session, as the reality check recalls it. */
export const SessionBetSchema = z.object({
  gameName: z.string(),
  gameType: z.string(),
  stake: MoneySchema,
  /** Payout minus stake; null while the bet is open. */
  net: MoneySchema.nullable(),
  status: z.enum(['open', 'settled', 'void']),
  placedAt: z.string(),
});
export type SessionBet = z.infer<typeof SessionBetSchema>;
/** How many of the session's bets the reality check recalls: the last game and the nine before it. */
export const SESSION_RECALL_BETS = 10;

/** The reality check's figures: since the session's login. */
export const PlaySessionSchema = z.object({
  startedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Payouts minus stakes of the bets placed in this session. */
  net: MoneySchema,
  realityCheckMinutes: z.number().int(),
  /** The last bets placed in this session, newest first (at most SESSION_RECALL_BETS). */
  recent: z.array(SessionBetSchema).max(SESSION_RECALL_BETS),
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;

export const ActivityQuerySchema = z.object({ by: z.enum(['day', 'week', 'month']).default('day') });
export const ActivityRowSchema = z.object({
  /** The window's first day in the site's time zone (YYYY-MM-DD). */
  from: z.string(),
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  stakes: MoneySchema,
  /** Payouts minus stakes. */
  net: MoneySchema,
});
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

const OptionalHttpsUrlSchema = z.union([z.literal(''), HttpsUrlSchema]);

/** The site-wide protection settings: the risk report's rule (jurisdictions hold the rest). */
export const ProtectionSettingsSchema = z.object({
  /** Report rule: flag a member whose loss (or session time) in the last `reportDays` days rose by this share. */
  reportDays: z.number().int().min(1).max(31),
  reportRisePercent: z.number().int().min(1).max(1000),
  reportMinLoss: MoneySchema,
});
export type ProtectionSettings = z.infer<typeof ProtectionSettingsSchema>;

export const JurisdictionCodeSchema = z.string().regex(/^[A-Z][A-Z0-9]{1,7}$/);
const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());

/**
 * The rules of one jurisdiction the site is licensed in. A member's is decided at registration from the
 * visitor's country (else the mobile number's): the jurisdiction listing it, else the default one.
 */
export const JurisdictionInputSchema = z.object({
  nameTy: z.string().trim().min(1).max(80),
  nameEn: z.string().trim().min(1).max(80),
  /** ISO 3166 alpha-2 countries served under it; a country belongs to one jurisdiction at most. */
  countries: z.array(CountryCodeSchema).max(250),
  /** The rules for every country no jurisdiction lists (exactly one jurisdiction is the default). */
  isDefault: z.boolean(),
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  askDateOfBirth: z.boolean(),
  /** Registration must set a deposit limit. */
  mandatoryLimits: z.boolean(),
  /** The reality-check interval a member starts with. */
  realityCheckMinutes: z.number().int().min(5).max(240),
  coolingOffHours: z.number().int().min(1).max(168),
  /** The licence shown to players (issuer and number). */
  licence: z.string().trim().max(200),
  regulatorName: z.string().trim().max(120),
  /** Empty, or an https address (the shared link check: never javascript:, data: or off-site tricks). */
  regulatorUrl: OptionalHttpsUrlSchema,
  supportName: z.string().trim().max(120),
  supportUrl: OptionalHttpsUrlSchema,
  supportPhone: z.string().trim().max(40),
});
// An answer carries the countries as stored (upper case): a transform has no JSON Schema to serialise by.
export const JurisdictionSchema = JurisdictionInputSchema.extend({
  code: JurisdictionCodeSchema,
  countries: z.array(z.string()),
});
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;
export type JurisdictionInput = z.input<typeof JurisdictionInputSchema>;

/**
 * The help page's and the registration form's, for the visitor's jurisdiction: minimum age, whether the
 * date of birth is asked and a deposit limit required, the licence and the contacts.
 */
export const PublicProtectionInfoSchema = JurisdictionSchema.pick({
  code: true,
  minimumAge: true,
  askDateOfBirth: true,
  mandatoryLimits: true,
  licence: true,
  regulatorName: true,
  regulatorUrl: true,
  supportName: true,
  supportUrl: true,
  supportPhone: true,
});
export type PublicProtectionInfo = z.infer<typeof PublicProtectionInfoSchema>;

const member = { tag: 'protection', auth: 'token' } as const;
const base = '/wps/member/protection';

export const protectionEndpoints = {
  status: defineEndpoint({
    ...member,
    method: 'GET',
    path: base,
    summary: "The member's limits (used, reset, pending), block and reality-check interval",
    value: ProtectionStatusSchema,
  }),
  setLimit: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/limits`,
    summary: 'Set, lower (at once), raise or remove (after the cooling-off) one limit',
    body: SetLimitBodySchema,
    value: ProtectionStatusSchema,
  }),
  confirmLimit: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/limits/confirm`,
    summary: 'Confirm a raise or removal whose cooling-off has passed',
    body: ConfirmLimitBodySchema,
    value: ProtectionStatusSchema,
  }),
  cancelLimit: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/limits/cancel`,
    summary: 'Drop a pending raise or removal',
    body: ConfirmLimitBodySchema,
    value: ProtectionStatusSchema,
  }),
  timeout: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/timeout`,
    summary: 'Take a break of 1 to 42 days: no play or deposits; withdrawals stay open',
    body: TimeoutBodySchema,
    value: ProtectionStatusSchema,
  }),
  selfExclude: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/selfExclusion`,
    summary: 'Self-exclude for 6 months, 1 year or 5 years; irreversible; logs out everywhere',
    body: SelfExclusionBodySchema,
    value: z.object({ endsAt: z.string() }),
  }),
  requestReturn: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/return`,
    summary: 'After a self-exclusion ends: ask to come back (lifted after the cooling-off)',
    value: ProtectionStatusSchema,
  }),
  realityCheck: defineEndpoint({
    ...member,
    method: 'POST',
    path: `${base}/realityCheck`,
    summary: 'Set the reality-check interval in minutes',
    body: RealityCheckBodySchema,
    value: ProtectionStatusSchema,
  }),
  session: defineEndpoint({
    ...member,
    method: 'GET',
    path: `${base}/session`,
    summary: "The reality check's figures: time played and net result of this session",
    value: PlaySessionSchema,
  }),
  activity: defineEndpoint({
    ...member,
    method: 'GET',
    path: `${base}/activity`,
    summary: 'Deposits, withdrawals, stakes and net result by day, week or month (the last 12)',
    query: ActivityQuerySchema,
    value: z.array(ActivityRowSchema),
  }),
  info: defineEndpoint({
    tag: 'protection',
    auth: 'none',
    method: 'GET',
    path: '/wps/system/protection',
    summary: "Minimum age and the regulator's and support organisation's contacts (help)",
    value: PublicProtectionInfoSchema,
  }),
};

const memberIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const AdminMemberProtectionSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  limits: z.array(LimitSchema),
  realityCheckMinutes: z.number().int(),
  /** Every time-out and self-exclusion, newest first. */
  history: z.array(BlockSchema.extend({ id: z.number().int(), liftedAt: z.string().nullable() })),
});

export const ImposeExclusionBodySchema = z.object({
  /** When the exclusion ends; never before an exclusion already in force ends. */
  months: z.number().int().min(1).max(120),
  reason: z.string().trim().min(1).max(200),
});

export const RiskReportRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  lossRecent: MoneySchema,
  lossBefore: MoneySchema,
  minutesRecent: z.number().int(),
  minutesBefore: z.number().int(),
  /** Which rule flagged the member. */
  reasons: z.array(z.enum(['loss', 'session'])),
});
export type RiskReportRow = z.infer<typeof RiskReportRowSchema>;

const operator = { tag: 'admin', auth: 'operator' } as const;
const adminBase = '/wps/admin/protection';

export const adminProtectionEndpoints = {
  member: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${adminBase}/members/:id`,
    summary: "A member's limits and time-out/exclusion history",
    params: memberIdParams,
    value: AdminMemberProtectionSchema,
  }),
  impose: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${adminBase}/members/:id/exclusion`,
    summary: 'Impose a self-exclusion (never shortens one in force; admin, support; audited)',
    params: memberIdParams,
    body: ImposeExclusionBodySchema,
    value: AdminMemberProtectionSchema,
  }),
  settings: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${adminBase}/settings`,
    summary: "The risk report's rule",
    value: ProtectionSettingsSchema,
  }),
  setSettings: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${adminBase}/settings`,
    summary: "Set the risk report's rule (admin; audited)",
    body: ProtectionSettingsSchema,
    value: ProtectionSettingsSchema,
  }),
  jurisdictions: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${adminBase}/jurisdictions`,
    summary: 'Every jurisdiction: countries, minimum age, date of birth, mandatory limits, reality check, licence, contacts',
    value: z.array(JurisdictionSchema),
  }),
  setJurisdiction: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${adminBase}/jurisdictions/:code`,
    summary: 'Create or change a jurisdiction (admin; audited)',
    params: z.object({ code: JurisdictionCodeSchema }),
    body: JurisdictionInputSchema,
    value: JurisdictionSchema,
  }),
  report: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${adminBase}/report`,
    summary: 'Members whose losses or session time rose by the rule in the settings (at most 200)',
    value: z.array(RiskReportRowSchema),
  }),
};
