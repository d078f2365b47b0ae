import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { GameTypeSchema } from './games.js';
import { AmountInputSchema, MoneySchema } from './money.js';
import { DateRangeQuerySchema, ResolvedRangeSchema, SiteDateSchema } from './records.js';
import { TransferIdSchema } from './wallet.js';

/**
 * The agent centre (§2): every call needs an agent session (isAgent 1, 2, 41, 42; a player gets
 * error_not_agent, a trial account in_need_true_account) and answers about the caller's own downline
 * only: a member id outside it gets error_not_downline, whoever it belongs to.
 */

const id = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 53 - 1);

/** The agent's invite: its affiliate code and the registration link that carries it. */
export const AgentInviteSchema = z.object({ code: z.string(), path: z.string() });
export type AgentInvite = z.infer<typeof AgentInviteSchema>;

export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export const TeamPeriodSchema = z.enum(TEAM_PERIODS);
export type TeamPeriod = z.infer<typeof TeamPeriodSchema>;

/**
 * One period of the team (the agent's whole downline, the agent not included). profitLoss is the
 * members' result (payout − stake of settled bets, positive: the team won); validBet follows the
 * valid-bet rule of the agent module's README.
 */
export const TeamPeriodFiguresSchema = z.object({
  period: TeamPeriodSchema,
  startDate: z.string(),
  endDate: z.string(),
  newMembers: z.number().int(),
  /** Members with at least one settled bet in the period. */
  activeMembers: z.number().int(),
  deposits: z.number().int(),
  depositAmount: MoneySchema,
  withdrawals: z.number().int(),
  withdrawalAmount: MoneySchema,
  validBet: MoneySchema,
  profitLoss: MoneySchema,
  /** Valid bet per site day of the period, oldest first (the chart). */
  days: z.array(z.object({ date: z.string(), validBet: MoneySchema, profitLoss: MoneySchema })),
});
export type TeamPeriodFigures = z.infer<typeof TeamPeriodFiguresSchema>;

export const TeamOverviewSchema = z.object({
  timeZone: z.string(),
  teamSize: z.number().int(),
  directSize: z.number().int(),
  /** Level 1 is the agent's direct downline. */
  byLevel: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  /** isAgent values as on the wire: 0 player, 1, 2, 41, 42 agent kinds. */
  byKind: z.array(z.object({ isAgent: z.number().int(), count: z.number().int() })),
  periods: z.array(TeamPeriodFiguresSchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

export const TEAM_KINDS = ['player', 'agent'] as const;

export const TeamMembersQuerySchema = z.object({
  /** Whose team to list: the caller (default) or a member of its downline (drill down). */
  parentId: id.optional(),
  scope: z.enum(['direct', 'all']).default('direct'),
  username: z.string().trim().max(32).optional(),
  kind: z.enum(TEAM_KINDS).optional(),
  registeredFrom: SiteDateSchema.optional(),
  registeredTo: SiteDateSchema.optional(),
  /** Keyset cursor: the last id of the previous page (newest members first). */
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TeamMembersQuery = z.input<typeof TeamMembersQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  /** Depth below the calling agent: 1 for its direct downline. */
  level: z.number().int(),
  upline: z.string().nullable(),
  balance: MoneySchema,
  /** Members below this one (0 for a player). */
  teamSize: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMembersPageSchema = z.object({
  /** From the caller down to parentId: the drill-down's way back up. */
  breadcrumbs: z.array(z.object({ id: z.number().int(), username: z.string() })),
  list: z.array(TeamMemberSchema),
  nextCursor: z.number().int().nullable(),
});
export type TeamMembersPage = z.infer<typeof TeamMembersPageSchema>;

const vendorCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/);

/** Bets by the site day they were settled. */
export const TeamBetsQuerySchema = DateRangeQuerySchema.extend({
  memberId: id.optional(),
  username: z.string().trim().max(32).optional(),
  gameType: GameTypeSchema.optional(),
  vendor: vendorCode.optional(),
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TeamBetsQuery = z.input<typeof TeamBetsQuerySchema>;

export const TeamBetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  settledAt: z.string(),
  gameType: GameTypeSchema,
  vendor: z.string(),
  gameName: z.string(),
  vendorBetId: z.string(),
  stake: MoneySchema,
  validBet: MoneySchema,
  payout: MoneySchema,
  winLoss: MoneySchema,
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

export const TeamTotalsSchema = z.object({
  bets: z.number().int(),
  stake: MoneySchema,
  validBet: MoneySchema,
  payout: MoneySchema,
  profitLoss: MoneySchema,
});
export type TeamTotals = z.infer<typeof TeamTotalsSchema>;

export const TeamBetsPageSchema = ResolvedRangeSchema.extend({
  totals: TeamTotalsSchema,
  list: z.array(TeamBetSchema),
  nextCursor: z.number().int().nullable(),
});
export type TeamBetsPage = z.infer<typeof TeamBetsPageSchema>;

export const TeamProfitQuerySchema = DateRangeQuerySchema.extend({
  memberId: id.optional(),
  username: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TeamProfitQuery = z.input<typeof TeamProfitQuerySchema>;

/** One member's one site day. */
export const TeamProfitRowSchema = z.object({
  date: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  bets: z.number().int(),
  validBet: MoneySchema,
  payout: MoneySchema,
  profitLoss: MoneySchema,
  depositAmount: MoneySchema,
});
export type TeamProfitRow = z.infer<typeof TeamProfitRowSchema>;

export const TeamProfitPageSchema = ResolvedRangeSchema.extend({
  totals: TeamTotalsSchema,
  list: z.array(TeamProfitRowSchema),
  hasMore: z.boolean(),
});
export type TeamProfitPage = z.infer<typeof TeamProfitPageSchema>;

/** Ledger kinds that pay an agent for its team. */
export const AGENT_INCOME_KINDS = ['agent_commission', 'agent_salary', 'agent_dividend'] as const;

export const AgentIncomeQuerySchema = DateRangeQuerySchema.extend({
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type AgentIncomeQuery = z.input<typeof AgentIncomeQuerySchema>;

export const AgentIncomePageSchema = ResolvedRangeSchema.extend({
  total: MoneySchema,
  list: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      kind: z.enum(AGENT_INCOME_KINDS),
      amount: MoneySchema,
      remark: z.string(),
    }),
  ),
  nextCursor: z.number().int().nullable(),
});
export type AgentIncomePage = z.infer<typeof AgentIncomePageSchema>;

export const AgentTransferBodySchema = z.object({
  downlineId: id,
  amount: AmountInputSchema,
  /** error_payment_password_not_set when the agent has none, error_payment_password when wrong. */
  paymentPassword: z.string().min(1).max(128),
  transferId: TransferIdSchema,
  remark: z.string().trim().max(140).default(''),
});
export type AgentTransferBody = z.input<typeof AgentTransferBodySchema>;

export const AgentTransferValueSchema = z.object({
  transferId: z.string(),
  amount: MoneySchema,
  downline: z.string(),
  mainBalance: MoneySchema,
  /** What the agent may still send today (site day). */
  dailyRemaining: MoneySchema,
});
export type AgentTransferValue = z.infer<typeof AgentTransferValueSchema>;

const agent = { tag: 'agent', auth: 'token' } as const;

export const agentCentreEndpoints = {
  invite: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/invite',
    summary: "The agent's affiliate code and its registration link (/register?referralCode=…)",
    value: AgentInviteSchema,
  }),
  overview: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/team/overview',
    summary: 'Team size by level and kind; new and active members, money in and out, valid bet and P&L',
    value: TeamOverviewSchema,
  }),
  members: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/team/members',
    summary: "The agent's downline (direct or all levels, or a downline's team), newest first",
    query: TeamMembersQuerySchema,
    value: TeamMembersPageSchema,
  }),
  bets: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/team/bets',
    summary: "The team's settled bets, filtered, with totals over the whole filter",
    query: TeamBetsQuerySchema,
    value: TeamBetsPageSchema,
  }),
  profit: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/team/profit',
    summary: 'User profit and loss: per member per site day, with totals',
    query: TeamProfitQuerySchema,
    value: TeamProfitPageSchema,
  }),
  income: defineEndpoint({
    ...agent,
    method: 'GET',
    path: '/wps/agent/income',
    summary: 'My income: every commission, salary and dividend paid to the agent',
    query: AgentIncomeQuerySchema,
    value: AgentIncomePageSchema,
  }),
  transfer: defineEndpoint({
    ...agent,
    method: 'POST',
    path: '/wps/agent/team/transfer',
    summary: "Send cash to a member of the agent's downline (enc; payment password, daily limit; audited)",
    enc: true,
    body: AgentTransferBodySchema,
    value: AgentTransferValueSchema,
  }),
};

export const AdminTreeMoveBodySchema = z.object({
  memberId: id,
  /** The new upline; null makes the member (and its branch) top level. */
  uplineId: id.nullable(),
  remark: z.string().trim().max(200).default(''),
});

export const AdminTreePathSchema = z.object({
  memberId: z.number().int(),
  /** From the top of the tree down to the member's upline. */
  path: z.array(z.object({ id: z.number().int(), username: z.string(), isAgent: z.number().int() })),
  teamSize: z.number().int(),
});
export type AdminTreePath = z.infer<typeof AdminTreePathSchema>;

/** One member directly below another in the tree, with the size of its own branch. */
export const AdminTreeChildSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.number().int(),
  /** Members anywhere below it. */
  teamSize: z.number().int(),
  createdAt: z.string(),
});
export type AdminTreeChild = z.infer<typeof AdminTreeChildSchema>;

export const AdminTreeChildrenQuerySchema = z.object({
  /** Keyset cursor: the `nextCursor` of the previous page (children come by id). */
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 53 - 1)
    .optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
  /** Only agents (isAgent above 0) or only players. */
  kind: z.enum(['agents', 'players']).optional(),
});

export const adminAgentTreeEndpoints = {
  children: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/agent/tree/:id/children',
    summary: "A member's direct downline, by id, keyset paged, each with its branch size (admin, support)",
    params: z.object({ id }),
    query: AdminTreeChildrenQuerySchema,
    value: z.object({ list: z.array(AdminTreeChildSchema), nextCursor: z.number().int().nullable() }),
  }),
  path: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/agent/tree/:id',
    summary: "A member's path to the top of the agent tree and the size of its branch",
    params: z.object({ id }),
    value: AdminTreePathSchema,
  }),
  move: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'POST',
    path: '/wps/admin/agent/tree/move',
    summary:
      'Move a member and its whole branch under another upline (admin; error_tree_cycle under its own downline; audited)',
    body: AdminTreeMoveBodySchema,
    value: AdminTreePathSchema,
  }),
};
