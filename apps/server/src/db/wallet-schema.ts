import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** Money in integer cents. `mode: 'bigint'` so no amount ever passes through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One balance of the double-entry ledger. `key` names it: 'cash:<member>', 'play:<member>' (trial
 * play money), 'bonus:<member>' (locked bonus funds), 'vendor:<member>:<vassalage>' (a transfer-mode
 * vendor's wallet), 'house:<code>' (deposits_clearing, withdrawals_clearing, game_revenue, bonuses,
 * commissions, play_money, adjustments) and 'house:<code>:<shard>', a sub-account of a house account
 * every bet touches (summed on read). Only house accounts may go below zero. Balances change only
 * through the ledger_post() function (migration 0013).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['cash', 'play', 'bonus', 'points', 'vendor', 'house'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    vendor: text('vendor'),
    balance: cents('balance')
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_uq').on(t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
    // The house's sub-accounts, summed on read (ledger.keys.ts houseShardKey).
    index('ledger_accounts_house_idx')
      .on(t.key)
      .where(sql`${t.kind} = 'house'`),
    check('ledger_accounts_floor', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/** One movement of money: its postings sum to zero; `idempotencyKey` comes from its source. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** deposit, withdrawal, withdrawal_release, transfer, adjust, bet, payout, rebate, bonus, play_money… */
    kind: text('kind').notNull(),
    /** The member the entry is about (account record), null for house-only entries. */
    memberId: bigint('member_id', { mode: 'number' }),
    /** Who caused it: 'member:<id>', 'operator:<id>', 'system', 'vendor:<vassalage>'. */
    actor: text('actor').notNull(),
    /** What the entry points at, e.g. { depositId } or { vendor, txId }; shown in the detail call. */
    reference: jsonb('reference').notNull().default({}),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_key_uq').on(t.idempotencyKey),
    index('journal_entries_member_idx').on(t.memberId, t.id),
  ],
);

/** A line of an entry: a signed amount on one account and that account's balance right after it. */
export const postings = pgTable(
  'postings',
  {
    id: id(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: cents('amount').notNull(),
    balanceAfter: cents('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    // The account record pages a member's postings by time within a date range.
    // Migration 0011 adds INCLUDE (entry_id, amount, balance_after): the account record reads the index only.
    index('postings_account_time_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

/** Banks (and e-wallets) a member can bind and withdraw to. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A member's bound withdrawal accounts. The holder's name must match the member's payeeName. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When an operator checked the account against the member's documents; null: not checked. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The operator who checked it. */
    verifiedBy: integer('verified_by'),
  },
  (t) => [
    index('member_bank_accounts_member_idx').on(t.memberId),
    uniqueIndex('member_bank_accounts_uq')
      .on(t.memberId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);

/**
 * Operator-configured ways to deposit: 'bank' (manual transfer to the operator's account, approved
 * by hand) or 'gateway' (an online payment provider that calls back; 'sandbox' runs here).
 */
export const depositMethods = pgTable('deposit_methods', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['bank', 'gateway'] }).notNull(),
  name: text('name').notNull(),
  minAmount: cents('min_amount').notNull(),
  maxAmount: cents('max_amount').notNull(),
  /** For 'bank': the operator's receiving account. */
  bankCode: text('bank_code'),
  accountName: text('account_name'),
  accountNumber: text('account_number'),
  /** For 'gateway': the adapter, e.g. 'sandbox'. */
  gateway: text('gateway'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    methodId: integer('method_id').notNull(),
    amount: cents('amount').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    /** The member's transfer reference (bank) or the gateway's transaction id. */
    reference: text('reference').notNull().default(''),
    remark: text('remark').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_order_no_uq').on(t.orderNo),
    index('deposits_member_idx').on(t.memberId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
  ],
);

/** Receipt images of a deposit (png/jpg, at most 3, 5 MB each); kept in the database so every node sees them. */
export const depositReceipts = pgTable(
  'deposit_receipts',
  {
    id: id(),
    depositId: bigint('deposit_id', { mode: 'number' }).notNull(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deposit_receipts_deposit_idx').on(t.depositId)],
);

/**
 * Withdrawals: the amount is held in withdrawals_clearing from the request; a rejection releases it.
 * After payout the member confirms (received, not_received, full_payment); no answer by
 * `confirmDeadlineAt` counts as received.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).notNull(),
    amount: cents('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected'] }).notNull(),
    confirmation: text('confirmation', { enum: ['received', 'not_received', 'full_payment'] }),
    confirmDeadlineAt: timestamp('confirm_deadline_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_uq').on(t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/**
 * Bets as the game vendors report them (the games issue writes them); the betting record, profit and
 * loss, rebates and agent reports read them. `validBet` is the turnover that counts for rebates.
 */
export const bets = pgTable(
  'bets',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendor: text('vendor').notNull(),
    vendorBetId: text('vendor_bet_id').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull().default(''),
    stake: cents('stake').notNull(),
    validBet: cents('valid_bet')
      .notNull()
      .default(sql`0`),
    payout: cents('payout')
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['open', 'settled', 'void'] }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The manual-rebate claim that paid this settled bet's rebate; null while it is still claimable. */
    rebateClaimId: bigint('rebate_claim_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bets_vendor_bet_uq').on(t.vendor, t.vendorBetId),
    // Migration 0011 adds INCLUDE (status, game_type, vendor, stake, valid_bet, payout) for the totals.
    index('bets_member_placed_idx').on(t.memberId, t.placedAt, t.id),
    // Only the bets a claim can still cover: small however many bets a member has had.
    index('bets_rebate_unclaimed_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'settled' AND ${t.rebateClaimId} IS NULL`),
    // The winner board reads a period's winning bets only: a small slice of all bets.
    index('bets_wins_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'settled' AND ${t.payout} > ${t.stake}`),
  ],
);

/** Bonus grants (promotions, rebates): the turnover still to play before the funds unlock. */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    amount: cents('amount').notNull(),
    turnoverRequired: cents('turnover_required')
      .notNull()
      .default(sql`0`),
    turnoverDone: cents('turnover_done')
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['active', 'completed', 'forfeited'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_grants_member_idx').on(t.memberId, t.id),
    // The grants a settled bet's turnover goes to: one small index lookup on the bets path.
    index('bonus_grants_active_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Manual-rebate claims: one per member and period; the ledger entry key is 'rebate:<member>:<period>'.
 * A claim covers the settled bets that point at it (bets.rebate_claim_id), so a bet is paid once.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    validBet: cents('valid_bet').notNull(),
    amount: cents('amount').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rebate_claims_member_period_uq').on(t.memberId, t.period)],
);

/** Operator console users; the console and its API use their own sessions. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'finance', 'support', 'content', 'auditor'] }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** The TOTP secret once enrolment is confirmed, encrypted (platform/sealed.ts); null: not enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by enrolment and not yet confirmed with a first code (encrypted). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP step accepted: a code of it or an earlier step is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Addresses (CIDR) the operator may log in and call from; null or empty: anywhere. */
    allowedCidrs: jsonb('allowed_cidrs').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(sql`lower(${t.username})`)],
);

/** An operator's single-use recovery codes, stored hashed (HMAC); used_at marks the one spent. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: id(),
    operatorId: integer('operator_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_recovery_codes_uq').on(t.operatorId, t.codeHash)],
);

/**
 * The short-lived token between an operator's password and their second factor: `totp` asks for a code,
 * `enrol` allows only enrolling one. Stored hashed; used once.
 */
export const operatorLoginChallenges = pgTable(
  'operator_login_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id').notNull(),
    kind: text('kind', { enum: ['totp', 'enrol'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_login_challenges_token_uq').on(t.tokenHash)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_sessions_token_uq').on(t.tokenHash)],
);

/** Gateway callbacks already accepted, by the gateway's event id: a replayed callback changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_events_uq').on(t.gateway, t.eventId)],
);
