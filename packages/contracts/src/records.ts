import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { GameTypeSchema } from './games.js';
import { MoneySchema } from './money.js';
import { PageQuerySchema } from './payments.js';
import { SportsBetLegSchema, SportsBetSchema } from './sports.js';

/**
 * The member centre's records: account record (transactionHistory), betting record
 * (personalHistoryCopy), personal profit and loss (personalProfit), bonus details (bonusDetails) and
 * manual rebate (manualRebate). Every call needs a real account (trial accounts get
 * in_need_true_account, as the member centre itself does, §5). Lists page by keyset: pass the
 * previous page's nextCursor (with the same filters) for the next, older rows.
 */

/** Longest span a date range may cover, in days (error_date_range, value.limit). */
export const RECORD_RANGE_MAX_DAYS = 90;

/** A calendar date in the site's time zone: 'YYYY-MM-DD'. */
export const SiteDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/**
 * Ranges the pages offer, resolved by the server in the site's time zone: today, yesterday, this week
 * (from Monday), the last 7 or 30 days (today included), or custom startDate..endDate (both needed,
 * inclusive, at most RECORD_RANGE_MAX_DAYS days).
 */
export const DATE_RANGES = ['today', 'yesterday', 'thisWeek', 'last7Days', 'last30Days', 'custom'] as const;
export const DateRangeSchema = z.enum(DATE_RANGES);
export type DateRange = z.infer<typeof DateRangeSchema>;

export const DateRangeQuerySchema = z.object({
  range: DateRangeSchema.default('today'),
  startDate: SiteDateSchema.optional(),
  endDate: SiteDateSchema.optional(),
});

/**
 * The range a list or report covers, as resolved. Paging a preset across midnight would shift it, so
 * later pages should send these dates back with range=custom.
 */
export const ResolvedRangeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The site's IANA time zone the dates are days of ('Asia/Manila'). */
  timeZone: z.string(),
});
export type ResolvedRange = z.infer<typeof ResolvedRangeSchema>;

const pagedIn = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.number().int().nullable() });

// Account record --------------------------------------------------------------------------------

/**
 * Kinds of ledger entry a member sees. transfer: to or from a transfer-mode vendor's wallet;
 * transfer_upline: cash sent to the upline, or (positive) received from a downline; transfer_downline:
 * cash an agent sent to a member of its downline, or (positive) received from the upline agent; void: a voided
 * bet's stake refunded; withdrawal_release: a rejected withdrawal's held amount returned; bonus_unlock:
 * a bonus whose turnover was played, moved from the bonus wallet to cash.
 */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_release',
  'transfer',
  'transfer_upline',
  'transfer_downline',
  'adjust',
  'bet',
  'payout',
  'void',
  'rebate',
  'bonus',
  'bonus_unlock',
  'play_money',
  'agent_salary',
  'agent_dividend',
] as const;
export const LedgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;

/** cash: the main wallet; bonus: bonus funds still locked by a turnover requirement. */
export const RecordWalletSchema = z.enum(['cash', 'bonus']);
export type RecordWallet = z.infer<typeof RecordWalletSchema>;

export const TransactionQuerySchema = DateRangeQuerySchema.extend(PageQuerySchema.shape).extend({
  type: LedgerKindSchema.optional(),
  wallet: RecordWalletSchema.optional(),
});
export type TransactionQuery = z.input<typeof TransactionQuerySchema>;

/** One movement on one of the member's wallets (one ledger posting). */
export const TransactionRowSchema = z.object({
  /** The posting's id: the keyset cursor. */
  id: z.number().int(),
  /** The journal entry: GET ODSFE2_MemTransDet?entryId= shows it whole. */
  entryId: z.number().int(),
  /** ISO 8601 UTC. */
  time: z.string(),
  /** One of LEDGER_KINDS; a kind added later may appear, shown as a generic movement. */
  type: z.string(),
  wallet: RecordWalletSchema,
  /** Signed: positive into the wallet, negative out of it. */
  amount: MoneySchema,
  /** The wallet's balance right after this movement. */
  balanceAfter: MoneySchema,
  remark: z.string(),
  /** The deposit or withdrawal order number. */
  orderNo: z.string().nullable(),
  /** The vendor (vassalage) of a transfer, bet, payout or void. */
  vendor: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

/** Sums over every row the filters match (not just the page). */
export const TransactionTotalsSchema = z.object({
  count: z.number().int(),
  /** Sum of the positive amounts. */
  in: MoneySchema,
  /** Sum of the negative amounts (negative or 0.00). */
  out: MoneySchema,
  /** in + out. */
  net: MoneySchema,
});

export const TransactionPageSchema = ResolvedRangeSchema.extend({
  list: z.array(TransactionRowSchema),
  nextCursor: z.number().int().nullable(),
  /** On the first page only (no cursor); later pages answer null. */
  totals: TransactionTotalsSchema.nullable(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const TransactionDetailQuerySchema = z.object({
  entryId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** What an entry points at; fields that do not apply to its kind are null. */
export const TransactionReferenceSchema = z.object({
  /** Deposit or withdrawal order number. */
  orderNo: z.string().nullable(),
  /** The deposit method's name. */
  method: z.string().nullable(),
  /** The withdrawal's bank and account number, masked ('****6789'). */
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  vendor: z.string().nullable(),
  vendorName: z.string().nullable(),
  /** A vendor transfer: 'in' to the vendor's wallet, 'out' back to cash. */
  direction: z.enum(['in', 'out']).nullable(),
  gameType: z.string().nullable(),
  gameName: z.string().nullable(),
  /** The vendor's bet number. */
  vendorBetId: z.string().nullable(),
  transferId: z.string().nullable(),
  /** An upline transfer: the other member's username. */
  counterparty: z.string().nullable(),
  /** A bonus's title or a rebate claim's period. */
  title: z.string().nullable(),
});
export type TransactionReference = z.infer<typeof TransactionReferenceSchema>;

export const TransactionDetailSchema = z.object({
  entryId: z.number().int(),
  time: z.string(),
  type: z.string(),
  /** Who caused it: the member, another member (an upline transfer received), an operator, the system or a vendor. */
  by: z.enum(['self', 'member', 'operator', 'system', 'vendor']),
  /** The operator's or the member's note. */
  remark: z.string(),
  /** The entry's lines on this member's wallets (the house's side is not shown). */
  postings: z.array(
    z.object({
      id: z.number().int(),
      wallet: RecordWalletSchema,
      amount: MoneySchema,
      balanceAfter: MoneySchema,
    }),
  ),
  reference: TransactionReferenceSchema,
  /**
   * The entry's lines on the member's points (whole points, not money): a conversion or a cash reward
   * has both kinds; a settled bet's entry shows the points that bet earned.
   */
  pointLines: z.array(
    z.object({ id: z.number().int(), points: z.number().int(), pointsAfter: z.number().int() }),
  ),
});
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;

// Betting record --------------------------------------------------------------------------------

export const BetStatusSchema = z.enum(['open', 'settled', 'void']);
export type BetStatus = z.infer<typeof BetStatusSchema>;

/** Bets by the day they were placed (site time zone). */
export const BetRecordQuerySchema = DateRangeQuerySchema.extend(PageQuerySchema.shape).extend({
  gameType: GameTypeSchema.optional(),
  vendor: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/)
    .optional(),
  status: BetStatusSchema.optional(),
});
export type BetRecordQuery = z.input<typeof BetRecordQuerySchema>;

export const BetRowSchema = z.object({
  /** The bet's id: the keyset cursor. */
  id: z.number().int(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  gameType: GameTypeSchema,
  vendor: z.string(),
  /** The vendor's display name (its code when the vendor is gone). */
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The vendor's bet number. */
  vendorBetId: z.string(),
  stake: MoneySchema,
  /** The turnover that counts for rebates and bonus requirements. */
  validBet: MoneySchema,
  payout: MoneySchema,
  /** payout − stake from the member's side (positive: won); null while open, 0.00 when void. */
  winLoss: MoneySchema.nullable(),
  status: BetStatusSchema,
  /** A lottery ticket's draw, bet type, numbers and outcome; absent on other bets. */
  lottery: z
    .object({
      numero: z.string(),
      betType: z.string(),
      numbers: z.array(z.string()),
      /** SEA bets on a position (1–5); null otherwise. */
      position: z.number().int().nullable(),
      points: z.number().int(),
      outcome: z.enum(['open', 'won', 'lost', 'void']),
    })
    .optional(),
  /** A sportsbook bet's kind and legs (selection, market, event, price taken, outcome); absent on other bets. */
  sports: SportsBetSchema.pick({ type: true, system: true, lines: true })
    .extend({
      legs: z.array(
        SportsBetLegSchema.pick({
          eventName: true,
          marketName: true,
          selectionName: true,
          odds: true,
          outcome: true,
        }),
      ),
    })
    .optional(),
});
export type BetRow = z.infer<typeof BetRowSchema>;

/** Sums over every bet the filters match; win/loss counts settled bets only. */
export const BetTotalsSchema = z.object({
  count: z.number().int(),
  stake: MoneySchema,
  validBet: MoneySchema,
  payout: MoneySchema,
  winLoss: MoneySchema,
});

export const BetRecordPageSchema = ResolvedRangeSchema.extend({
  list: z.array(BetRowSchema),
  nextCursor: z.number().int().nullable(),
  /** On the first page only (no cursor); later pages answer null. */
  totals: BetTotalsSchema.nullable(),
});
export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;

// Personal profit and loss ----------------------------------------------------------------------

const GameFiguresSchema = z.object({
  /** Settled bets placed in the range. */
  bets: z.number().int(),
  stake: MoneySchema,
  validBet: MoneySchema,
  payout: MoneySchema,
  /** payout − stake: positive when the member won. */
  profitLoss: MoneySchema,
});

export const ProfitLossSchema = ResolvedRangeSchema.extend({
  /** Every game type in navigation order, zeros where none were played. */
  games: z.array(GameFiguresSchema.extend({ gameType: GameTypeSchema })),
  total: GameFiguresSchema,
  /** Deposits credited in the range. */
  deposit: MoneySchema,
  /** Withdrawals requested in the range, less those rejected (released) in it. */
  withdrawal: MoneySchema,
  /** Bonuses granted in the range. */
  bonus: MoneySchema,
  /** Rebates claimed in the range. */
  rebate: MoneySchema,
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;

// Bonus details ---------------------------------------------------------------------------------

export const BonusStatusSchema = z.enum(['active', 'completed', 'forfeited']);

export const BonusQuerySchema = PageQuerySchema.extend({ status: BonusStatusSchema.optional() });

export const BonusGrantSchema = z.object({
  /** The keyset cursor. */
  id: z.number().int(),
  title: z.string(),
  /** Where it came from, e.g. a promotion ('promo:12'). */
  source: z.string(),
  amount: MoneySchema,
  /** Valid bets to play before the bonus unlocks into the cash wallet, and those played so far. */
  turnoverRequired: MoneySchema,
  turnoverDone: MoneySchema,
  /** active: still locked; completed: unlocked; forfeited: taken back (expired or cancelled). */
  status: BonusStatusSchema,
  createdAt: z.string(),
});
export type BonusGrant = z.infer<typeof BonusGrantSchema>;

// Manual rebate ---------------------------------------------------------------------------------

/** A rate is kept in basis points (80 = 0.80%); ratePercent is the same as a decimal string. */
const RebateGameSchema = z.object({
  gameType: GameTypeSchema,
  /** Settled bets covered. */
  bets: z.number().int(),
  validBet: MoneySchema,
  rateBp: z.number().int(),
  ratePercent: z.string(),
  /** validBet × rate, rounded down to the cent. */
  amount: MoneySchema,
});

/**
 * What a claim would pay now: every settled bet not yet covered by a claim, whatever day it was
 * placed, at today's rates. A claim covers them; bets settled afterwards accrue for the next one.
 */
export const ManualRebateSchema = z.object({
  /** Off: nothing accrues and claims are refused (error_feature_disabled). */
  enabled: z.boolean(),
  /** The smallest amount a claim may pay (error_rebate_below_min). */
  minClaim: MoneySchema,
  claimable: MoneySchema,
  validBet: MoneySchema,
  /** Every game type with a rate, in navigation order. */
  games: z.array(RebateGameSchema),
  /** When the member last claimed; null if never. */
  lastClaimAt: z.string().nullable(),
});
export type ManualRebate = z.infer<typeof ManualRebateSchema>;

export const RebateClaimSchema = z.object({
  /** The keyset cursor. */
  id: z.number().int(),
  /** The site day of the claim and its number that day: '20260122-1'. */
  period: z.string(),
  validBet: MoneySchema,
  amount: MoneySchema,
  /** The game types it paid for, with the rates applied. */
  games: z.array(RebateGameSchema),
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof RebateClaimSchema>;

export const RebateClaimValueSchema = RebateClaimSchema.extend({
  /** The cash wallet after the rebate was credited. */
  mainBalance: MoneySchema,
});
export type RebateClaimValue = z.infer<typeof RebateClaimValueSchema>;

export const recordsEndpoints = {
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTrans',
    summary: 'Account record: movements on the cash and bonus wallets, newest first, with totals',
    tag: 'records',
    auth: 'token',
    query: TransactionQuerySchema,
    value: TransactionPageSchema,
  }),
  transactionDetail: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    summary: "One account-record entry: the member's lines and what it refers to",
    tag: 'records',
    auth: 'token',
    query: TransactionDetailQuerySchema,
    value: TransactionDetailSchema,
  }),
  betRecord: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemBetRecord',
    summary: 'Betting record: bets by placing day, game type and vendor, newest first, with totals',
    tag: 'records',
    auth: 'token',
    query: BetRecordQuerySchema,
    value: BetRecordPageSchema,
  }),
  profitLoss: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemProfitLoss',
    summary: 'Personal profit and loss per game type, with deposits, withdrawals, bonuses and rebates',
    tag: 'records',
    auth: 'token',
    query: DateRangeQuerySchema,
    value: ProfitLossSchema,
  }),
  bonusDetails: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getBonusDetails',
    summary: "The member's bonuses with their turnover requirements, newest first",
    tag: 'records',
    auth: 'token',
    query: BonusQuerySchema,
    value: pagedIn(BonusGrantSchema),
  }),
  manualRebate: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getManualRebate',
    summary: 'Manual rebate: what a claim would pay now, per game type',
    tag: 'records',
    auth: 'token',
    value: ManualRebateSchema,
  }),
  claimRebate: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimManualRebate',
    summary: 'Claim the accrued rebate into the cash wallet (error_rebate_below_min under the minimum)',
    tag: 'records',
    auth: 'token',
    value: RebateClaimValueSchema,
  }),
  rebateClaims: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRebateClaims',
    summary: "The member's rebate claims, newest first",
    tag: 'records',
    auth: 'token',
    query: PageQuerySchema,
    value: pagedIn(RebateClaimSchema),
  }),
};
