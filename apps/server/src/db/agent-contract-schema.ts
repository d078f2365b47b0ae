import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './member-schema.js';

/** Rates are stored in hundredths of a percent (basis points): 125 = 1.25 %. */
export interface StoredTier {
  minActive: number;
  rateBp: number;
}

/** The operator's settings per contract kind (one row per kind, made by migration 0018). */
export const agentContractKinds = pgTable('agent_contract_kinds', {
  kind: text('kind').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  payer: text('payer', { enum: ['platform', 'upline'] })
    .notNull()
    .default('platform'),
  carryLoss: boolean('carry_loss').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The highest rate an operator may give a top agent of each kind (isAgent 1, 2, 41, 42). */
export const agentRateCeilings = pgTable(
  'agent_rate_ceilings',
  {
    isAgent: integer('is_agent').notNull(),
    kind: text('kind').notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.isAgent, t.kind] }),
    check('agent_rate_ceilings_range', sql`${t.maxRateBp} BETWEEN 1 AND 10000`),
  ],
);

/**
 * A contract between an agent and its direct upline (or the operator, upline_id null): offered →
 * active | rejected | withdrawn; active → ended. At most one offer waiting and one contract in force
 * per (agent, kind), kept by the partial unique indexes, so two racing offers or accepts leave one.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    status: text('status', { enum: ['offered', 'active', 'rejected', 'withdrawn', 'ended'] })
      .notNull()
      .default('offered'),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    topRateBp: integer('top_rate_bp').notNull(),
    offeredBy: text('offered_by').notNull(),
    terminationRequestedBy: text('termination_requested_by', { enum: ['agent', 'upline'] }),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_offer_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'offered'`),
    uniqueIndex('agent_contracts_active_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_kind_status_idx').on(t.kind, t.status),
    check('agent_contracts_rate', sql`${t.topRateBp} BETWEEN 1 AND 10000`),
  ],
);

/**
 * One settlement of a (kind, period): its rows say what each contract got. The unique key makes the
 * run of a period one row however often the job runs.
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    contracts: integer('contracts').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    unpaid: integer('unpaid').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlement_runs_period_uq').on(t.kind, t.period, t.periodStart),
    index('agent_settlement_runs_started_idx').on(t.startedAt),
  ],
);

/**
 * A contract's one period (§3 contract row): the figures it was settled on and what it paid. Unique
 * per (contract, period): a row is written once, in the transaction that posts its ledger entry, so a
 * period is paid exactly once and never changed afterwards.
 */
export const agentContractRows = pgTable(
  'agent_contract_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlementRuns.id),
    kind: text('kind').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    /** Who paid: the upline, or null for the platform. */
    payerId: bigint('payer_id', { mode: 'number' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    profitLoss: bigint('profit_loss', { mode: 'bigint' }).notNull(),
    carriedIn: bigint('carried_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carriedOut: bigint('carried_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['paid', 'unpaid', 'nothing'] }).notNull(),
    reason: text('reason'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_contract_rows_period_uq').on(t.contractId, t.periodStart),
    index('agent_contract_rows_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('agent_contract_rows_run_idx').on(t.runId),
    check('agent_contract_rows_amount', sql`${t.amount} >= 0`),
  ],
);
