import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { NoticeSchema } from './content.js';
import { MoneySchema } from './money.js';
import { InitialLimitsSchema } from './protection.js';

/**
 * Agent contracts (§4): the upline offers, the downline accepts or rejects, either side asks to end it.
 * Kinds on the wire as the product names them; their consolidated flags (§3) say which are enabled.
 */
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKindSchema>;

/** Dividend periods (§9); the salaries' periods are fixed: a day, an hour, five minutes. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const CONTRACT_PERIODS = [...DIVIDEND_PERIODS, 'hourly', 'realtime'] as const;
export const ContractPeriodSchema = z.enum(CONTRACT_PERIODS);
export type ContractPeriod = z.infer<typeof ContractPeriodSchema>;

/** The period each salary kind settles; a dividend's is chosen in the offer. */
export const SALARY_PERIOD: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  daily_salary: 'daily',
  hourly_salary: 'hourly',
  realtime_salary: 'realtime',
};

/** The §3 flag of each kind in the consolidated answer. */
export const CONTRACT_FLAGS = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreqtype',
  realtime_salary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/** The §3 flags: 1 when the operator enabled the kind, else 0. */
export const ContractFlagsSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreqtype: z.number().int(),
  realtimesalreqtype: z.number().int(),
});
export type ContractFlags = z.infer<typeof ContractFlagsSchema>;

/** A rate in percent with at most two decimals (1.25 = 1.25 %): of the valid bet, or of the net loss. */
export const RateSchema = z
  .number()
  .gt(0)
  .max(100)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, 'at most two decimals');

/** A tier: the rate that applies when the period had at least `minActive` active members. */
export const ContractTierSchema = z.object({
  minActive: z.number().int().min(0).max(1_000_000),
  rate: RateSchema,
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

export const ContractTiersSchema = z
  .array(ContractTierSchema)
  .min(1)
  .max(10)
  .refine((list) => new Set(list.map((tier) => tier.minActive)).size === list.length, 'one tier per minimum');

const tiers = ContractTiersSchema;

const id = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 53 - 1);

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'withdrawn', 'ended'] as const;

export const ContractSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  period: ContractPeriodSchema,
  /** The member the contract pays. */
  agentId: z.number().int(),
  agent: z.string(),
  /** Who offered it: the direct upline agent, or null for the operator (a top agent's contract). */
  uplineId: z.number().int().nullable(),
  upline: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  tiers: z.array(ContractTierSchema),
  /** The highest tier's rate: what the downline's offers are bounded by. */
  topRate: z.number(),
  /** Set while one side asked to end it and the other has not confirmed: 'agent' or 'upline'. */
  terminationRequestedBy: z.enum(['agent', 'upline']).nullable(),
  endReason: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/** One §3 contract row: one contract's one period, and what it paid. */
export const ContractRowSchema = z.object({
  contractId: z.number().int(),
  kind: ContractKindSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  rate: z.number(),
  activeMembers: z.number().int(),
  validBet: MoneySchema,
  /** The team's result in the period (payout − stake; positive: the team won). */
  profitLoss: MoneySchema,
  /** Dividends only: a won period's loss carried into the next (≤ 0), when the operator carries it. */
  carriedOut: MoneySchema,
  /**
   * Hourly and real-time salary slots: the part of `amount` paid for the day before, for its bets that
   * reached the figures after that day's last slot (0.00 otherwise).
   */
  catchUp: MoneySchema,
  amount: MoneySchema,
  /** paid; unpaid (reason says why: error_upline_insufficient_balance); nothing (no amount due). */
  status: z.enum(['paid', 'unpaid', 'nothing']),
  reason: z.string().nullable(),
  settledAt: z.string(),
});
export type ContractRow = z.infer<typeof ContractRowSchema>;

/** The body of each §7 contract call: one action of the contract lifecycle, or the page's data. */
export const ContractCallBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info'), pageSize: z.number().int().min(1).max(100).default(30) }),
  z.object({
    action: z.literal('offer'),
    /** A direct downline agent of the caller. */
    downlineId: id,
    /** Dividends only (default monthly); salaries settle their own period. */
    period: z.enum(DIVIDEND_PERIODS).optional(),
    tiers,
  }),
  z.object({
    action: z.literal('accept'),
    contractId: id,
    /**
     * Must be true when the offer's rate is below a contract the caller gave its own downline: those
     * contracts then end (error_contract_confirm_lower lists them otherwise).
     */
    confirmLower: z.boolean().default(false),
  }),
  z.object({ action: z.literal('reject'), contractId: id }),
  /** The upline takes back an offer not answered yet. */
  z.object({ action: z.literal('withdraw'), contractId: id }),
  /**
   * On a contract in force: either side asks to end it, and the other side confirms by the same
   * action (an operator's contract with a top agent ends at the agent's ask).
   */
  z.object({ action: z.literal('terminate'), contractId: id }),
]);
export type ContractCallBody = z.input<typeof ContractCallBodySchema>;

export const ContractPageSchema = z.object({
  kind: ContractKindSchema,
  /** The caller's own contract in force (or awaiting its upline's confirmation to end). */
  contract: ContractSchema.nullable(),
  /** Offers waiting for the caller's answer. */
  offers: z.array(ContractSchema),
  /** Contracts the caller gave its direct downline (offered or in force). */
  given: z.array(ContractSchema),
  /**
   * Notices: the caller's contracts of the kind, and those it gave, that ended or were withdrawn
   * otherwise than by the caller's own hand in the last 30 days (endReason: moved, terminated,
   * upline_contract_ended, upline_rate_lowered, replaced, withdrawn), newest first.
   */
  ended: z.array(ContractSchema),
  /** The caller's rows, newest period first. */
  rows: z.array(ContractRowSchema),
  /** Everything paid to the caller under this kind. */
  paidTotal: MoneySchema,
});
export type ContractPage = z.infer<typeof ContractPageSchema>;

/** What an action answers: the page as it is after the action, and the contract it touched. */
export const ContractCallValueSchema = ContractPageSchema.extend({ touched: ContractSchema.nullable() });
export type ContractCallValue = z.infer<typeof ContractCallValueSchema>;

const contractCall = (path: string, summary: string) =>
  defineEndpoint({
    tag: 'agent',
    auth: 'token',
    method: 'POST',
    path,
    summary,
    body: ContractCallBodySchema,
    value: ContractCallValueSchema,
  });

const lifecycle =
  'action info | offer | accept | reject | withdraw | terminate (agent; error_contract_kind_disabled unless the operator enabled the kind; audited)';

export const agentContractEndpoints = {
  dividend: contractCall('/wps/relay/MCS2_processDividendReq', `Dividend contracts: ${lifecycle}`),
  daily_salary: contractCall(
    '/wps/relay/MCS2_processDailySalContract',
    `Daily salary contracts: ${lifecycle}`,
  ),
  hourly_salary: contractCall(
    '/wps/relay/MCS2_processContractHourSalary',
    `Hourly salary contracts: ${lifecycle}`,
  ),
  realtime_salary: contractCall(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    `Real-time salary contracts (settled every 5 minutes): ${lifecycle}`,
  ),
  flags: defineEndpoint({
    tag: 'wallet',
    auth: 'token',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    summary: 'The consolidated contract flags (§3) of the contract kinds the operator enabled',
    value: ContractFlagsSchema,
  }),
} as const satisfies Record<ContractKind | 'flags', unknown>;

/**
 * Account registration in the agent centre: a player or a sub-agent (isAgent 2) placed directly under
 * the agent, with contract offers within the agent's own (all or nothing).
 */
export const AgentRegisterBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  kind: z.enum(['player', 'agent']),
  /**
   * As on the registration form, by the new member's jurisdiction: required where it asks for it
   * (askDateOfBirth), under its minimum age error_register_underage.
   */
  dateOfBirth: z.string().max(10).optional(),
  /** As on the registration form: a deposit limit is required where the jurisdiction requires one. */
  limits: InitialLimitsSchema.optional(),
  /** Offers for a sub-agent, one per kind; it accepts them in its own centre. */
  contracts: z
    .array(z.object({ kind: ContractKindSchema, period: z.enum(DIVIDEND_PERIODS).optional(), tiers }))
    .max(CONTRACT_KINDS.length)
    .default([]),
});
export type AgentRegisterBody = z.input<typeof AgentRegisterBodySchema>;

export const AgentRegisterValueSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.number().int(),
  contracts: z.array(ContractSchema),
});
export type AgentRegisterValue = z.infer<typeof AgentRegisterValueSchema>;

export const agentAccountEndpoints = {
  announcements: defineEndpoint({
    tag: 'agent',
    auth: 'token',
    method: 'GET',
    path: '/wps/agent/announcements',
    summary: "Notices for agents (type AG, chosen by the operator), in the caller's language",
    value: z.object({ list: z.array(NoticeSchema) }),
  }),
  register: defineEndpoint({
    tag: 'agent',
    auth: 'token',
    method: 'POST',
    path: '/wps/agent/team/register',
    summary:
      "Create a direct downline player or sub-agent with username and password, and offer the sub-agent contracts within the agent's own (enc; audited)",
    enc: true,
    body: AgentRegisterBodySchema,
    value: AgentRegisterValueSchema,
  }),
};

// Operator side -----------------------------------------------------------------------------------------

export const PAYERS = ['platform', 'upline'] as const;

export const ContractKindSettingSchema = z.object({
  kind: ContractKindSchema,
  enabled: z.boolean(),
  /** platform: the house pays each level its waterfall share; upline: each upline pays its downline. */
  payer: z.enum(PAYERS),
  /** Dividends: a period the team won carries its (negative) result into the next period. */
  carryLoss: z.boolean(),
});
export type ContractKindSetting = z.infer<typeof ContractKindSettingSchema>;

export const RateCeilingSchema = z.object({
  isAgent: z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
  kind: ContractKindSchema,
  maxRate: RateSchema,
});
export type RateCeiling = z.infer<typeof RateCeilingSchema>;

export const ContractSettingsSchema = z.object({
  kinds: z.array(ContractKindSettingSchema),
  ceilings: z.array(RateCeilingSchema),
});
export type ContractSettings = z.infer<typeof ContractSettingsSchema>;

export const ContractSettingsBodySchema = z.object({
  kinds: z.array(ContractKindSettingSchema).max(CONTRACT_KINDS.length).default([]),
  ceilings: z.array(RateCeilingSchema).max(40).default([]),
});

export const AdminOfferBodySchema = z.object({
  /** A top-level agent (no upline agent): its contract is the operator's, bounded by the kind's ceiling. */
  agentId: id,
  kind: ContractKindSchema,
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers,
});

export const SettlementRunSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  period: ContractPeriodSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['running', 'done']),
  contracts: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
  amount: MoneySchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SettlementRun = z.infer<typeof SettlementRunSchema>;

export const AdminSettleBodySchema = z.object({
  kind: ContractKindSchema,
  /** Any instant inside the period to settle (ISO 8601); it must have ended. */
  at: z.iso.datetime({ offset: true }),
  period: ContractPeriodSchema.optional(),
});

/** The console's list of every agent's contracts: filters, newest first, keyset paged by id. */
export const AdminContractListQuerySchema = z.object({
  /** The member the contracts pay. */
  agentId: id.optional(),
  kind: ContractKindSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** Keyset cursor: the `nextCursor` of the previous page. */
  after: id.optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

const op = { tag: 'admin', auth: 'operator' } as const;
const adminBase = '/wps/admin/agent/contracts';

export const adminContractEndpoints = {
  settings: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${adminBase}/settings`,
    summary: 'Contract kinds (enabled, who pays, loss carried) and rate ceilings per agent kind',
    value: ContractSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${adminBase}/settings`,
    summary: 'Enable contract kinds, choose who pays, set rate ceilings per agent kind (admin; audited)',
    body: ContractSettingsBodySchema,
    value: ContractSettingsSchema,
  }),
  list: defineEndpoint({
    ...op,
    method: 'GET',
    path: adminBase,
    summary: "Every agent's contracts (salaries and dividends), newest first, filtered, keyset paged",
    query: AdminContractListQuerySchema,
    value: z.object({ list: z.array(ContractSchema), nextCursor: z.number().int().nullable() }),
  }),
  ofAgent: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${adminBase}/agent/:id`,
    summary: "An agent's contracts (given and received, every status) and their rows",
    params: z.object({ id }),
    value: z.object({ contracts: z.array(ContractSchema), rows: z.array(ContractRowSchema) }),
  }),
  offer: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${adminBase}/offer`,
    summary: "Offer a top agent a contract within its kind's ceiling (admin; audited)",
    body: AdminOfferBodySchema,
    value: ContractSchema,
  }),
  runs: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${adminBase}/runs`,
    summary: 'Settlement runs, newest first, with what each paid',
    query: z.object({
      kind: ContractKindSchema.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(30),
    }),
    value: z.object({ list: z.array(SettlementRunSchema) }),
  }),
  runRows: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${adminBase}/runs/:id`,
    summary: 'The rows one settlement run wrote: per contract, what it paid or why not',
    params: z.object({ id }),
    value: z.object({ run: SettlementRunSchema, rows: z.array(ContractRowSchema) }),
  }),
  settle: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${adminBase}/settle`,
    summary: 'Settle one ended period of a kind now (admin; idempotent: a settled period pays nothing again)',
    body: AdminSettleBodySchema,
    value: SettlementRunSchema,
  }),
};
