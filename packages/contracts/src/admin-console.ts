import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/*
 * The operator console's read calls (apps/console): the dashboard's figures, member search and a
 * member's records (the audit trail is adminAuditEndpoints'). Money changes go through the existing calls (adjust,
 * deposits, withdrawals). Paths are ours: the spec shows none.
 */

/** Longest range the dashboard sums over, in site days. */
export const DASHBOARD_RANGE_MAX_DAYS = 92;
export const CONSOLE_PAGE_SIZE = 20;
export const CONSOLE_PAGE_SIZE_MAX = 100;

const bigId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A site day (the site's time zone), as YYYY-MM-DD. */
/** A site day, YYYY-MM-DD, within the years the site can have records of (a year 0 has no time zone). */
export const SiteDaySchema = z
  .string()
  .regex(/^2\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine((day) => {
    // Runs on whatever the regex saw too: no throw on a value that is not a date at all.
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, 'not a day of the calendar');

export const DashboardQuerySchema = z
  .object({ from: SiteDaySchema, to: SiteDaySchema })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_RANGE_MAX_DAYS, {
    path: ['from'],
    message: `at most ${DASHBOARD_RANGE_MAX_DAYS} days`,
  });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const CountAmountSchema = z.object({ count: z.number().int(), amount: MoneySchema });

export const DashboardGameTypeSchema = z.object({
  gameType: z.string(),
  bets: z.number().int(),
  stake: MoneySchema,
  payout: MoneySchema,
  /** Gross gaming revenue: stakes less payouts of the bets settled in the range. */
  ggr: MoneySchema,
});

export const DashboardDaySchema = z.object({
  day: SiteDaySchema,
  registrations: z.number().int(),
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  ggr: MoneySchema,
});

/**
 * The figures of a range of site days. Money is read from the ledger's entries (deposit, withdrawal
 * paid) and from settled cash bets (trial accounts' play money left out), so it matches the ledger.
 */
export const DashboardSchema = z.object({
  from: SiteDaySchema,
  to: SiteDaySchema,
  timeZone: z.string(),
  /** Real accounts registered (trial accounts left out). */
  registrations: z.number().int(),
  /** Members whose first approved deposit falls in the range, and what those deposits came to. */
  firstDeposits: CountAmountSchema,
  /** Deposits credited (the ledger's deposit entries). */
  deposits: CountAmountSchema,
  /** Withdrawals paid out (the ledger's withdrawal_paid entries). */
  withdrawals: CountAmountSchema,
  /** Members with a cash bet placed in the range. */
  activePlayers: z.number().int(),
  bets: z.object({ count: z.number().int(), stake: MoneySchema, payout: MoneySchema, ggr: MoneySchema }),
  byGameType: z.array(DashboardGameTypeSchema),
  /** The same bets per vendor (its code) within each game type. */
  byVendor: z.array(DashboardGameTypeSchema.extend({ vendor: z.string() })),
  days: z.array(DashboardDaySchema),
  /** Waiting for an operator now, whatever the range. */
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const MemberSearchQuerySchema = z.object({
  /** A username, mobile number or e-mail (or part of one), or a member id. */
  q: z.string().trim().max(64).optional(),
  /** Members who signed in (or tried to) from this address, by their login history. */
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  /** 'real' members and agents, or 'trial' accounts only; left out, every account. */
  kind: z.enum(['real', 'agent', 'trial']).optional(),
  /** Newest (default) or oldest first; the cursor follows the order. */
  order: z.enum(['desc', 'asc']).default('desc'),
  cursor: bigId.optional(),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_PAGE_SIZE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

export const AdminMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** '+63 9171234567', or null. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** 0 member; 1, 2, 41, 42 agent types; 4 trial account. */
  isAgent: z.number().int(),
  cash: MoneySchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.number().int().nullable() });

export const AdminMemberSchema = AdminMemberRowSchema.extend({
  payeeName: z.string().nullable(),
  language: z.string(),
  uplineUsername: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  /** The member must change the password at the next login. */
  passwordFlagged: z.boolean(),
  balances: z.object({ cash: MoneySchema, play: MoneySchema, bonus: MoneySchema, points: MoneySchema }),
  totals: z.object({
    deposits: MoneySchema,
    withdrawals: MoneySchema,
    bets: z.number().int(),
    stake: MoneySchema,
    payout: MoneySchema,
  }),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

export const ConsolePageQuerySchema = z.object({
  cursor: bigId.optional(),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_PAGE_SIZE_MAX).default(CONSOLE_PAGE_SIZE),
});

export const AdminLedgerLineSchema = z.object({
  /** The posting's id (the page's cursor). */
  id: z.number().int(),
  entryId: z.number().int(),
  /** The entry's kind: deposit, withdrawal, adjust, bet, payout… */
  kind: z.string(),
  /** Which of the member's accounts: cash, play, bonus, points, vendor. */
  account: z.string(),
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  actor: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type AdminLedgerLine = z.infer<typeof AdminLedgerLineSchema>;

export const AdminBetSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: MoneySchema,
  payout: MoneySchema,
  status: z.enum(['open', 'settled', 'void']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminBet = z.infer<typeof AdminBetSchema>;

export const AdminMemberPaymentSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: MoneySchema,
  status: z.string(),
  remark: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminMemberPayment = z.infer<typeof AdminMemberPaymentSchema>;

export const MemberPaymentsQuerySchema = ConsolePageQuerySchema.extend({
  kind: z.enum(['deposit', 'withdrawal']),
});

const MemberIdParamsSchema = z.object({ id: bigId });
const base = '/wps/admin';

// Marked pure so a bundle that imports only types from here drops these calls and zod with them.
export const adminConsoleEndpoints = /* @__PURE__ */ (() => ({
  dashboard: defineEndpoint({
    method: 'GET',
    path: `${base}/dashboard`,
    summary: 'The figures of a range of site days and the pending queues (admin, finance, support)',
    tag: 'admin',
    auth: 'operator',
    query: DashboardQuerySchema,
    value: DashboardSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: `${base}/members`,
    summary: 'Find members by username, mobile, e-mail or id (admin, finance, support)',
    tag: 'admin',
    auth: 'operator',
    query: MemberSearchQuerySchema,
    value: pageOf(AdminMemberRowSchema),
  }),
  member: defineEndpoint({
    method: 'GET',
    path: `${base}/members/:id`,
    summary: "A member's profile, balances and totals (admin, finance, support)",
    tag: 'admin',
    auth: 'operator',
    params: MemberIdParamsSchema,
    value: AdminMemberSchema,
  }),
  memberLedger: defineEndpoint({
    method: 'GET',
    path: `${base}/members/:id/ledger`,
    summary: "A member's ledger lines on every account, newest first (admin, finance, support)",
    tag: 'admin',
    auth: 'operator',
    params: MemberIdParamsSchema,
    query: ConsolePageQuerySchema,
    value: pageOf(AdminLedgerLineSchema),
  }),
  memberBets: defineEndpoint({
    method: 'GET',
    path: `${base}/members/:id/bets`,
    summary: "A member's bets, newest first (admin, finance, support)",
    tag: 'admin',
    auth: 'operator',
    params: MemberIdParamsSchema,
    query: ConsolePageQuerySchema,
    value: pageOf(AdminBetSchema),
  }),
  memberPayments: defineEndpoint({
    method: 'GET',
    path: `${base}/members/:id/payments`,
    summary: "A member's deposits or withdrawals, newest first (admin, finance, support)",
    tag: 'admin',
    auth: 'operator',
    params: MemberIdParamsSchema,
    query: MemberPaymentsQuerySchema,
    value: pageOf(AdminMemberPaymentSchema),
  }),
}))();
