import type { Contract, ContractKind, ContractRow, ContractTier } from '@swerte/contracts';
import { formatCents } from '@swerte/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  agentContractKinds,
  agentContractRows,
  agentContracts,
  agentRateCeilings,
  members,
  type StoredTier,
} from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type ContractRecord = typeof agentContracts.$inferSelect;
export type ContractRowRecord = typeof agentContractRows.$inferSelect;

export const toBp = (rate: number) => Math.round(rate * 100);
export const toRate = (bp: number) => bp / 100;
export const tiersToStored = (tiers: readonly ContractTier[]): StoredTier[] =>
  [...tiers]
    .sort((a, b) => a.minActive - b.minActive)
    .map((tier) => ({ minActive: tier.minActive, rateBp: toBp(tier.rate) }));

/** The rate of the highest tier the period's active members reach; 0 when none is reached. */
export function tierRateBp(tiers: readonly StoredTier[], activeMembers: number): number {
  let rate = 0;
  for (const tier of tiers) if (activeMembers >= tier.minActive) rate = Math.max(rate, tier.rateBp);
  return rate;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const agentMember = alias(members, 'contract_agent');
const uplineMember = alias(members, 'contract_upline');

/** Contracts with their parties' usernames, as the wire shows them, newest first. */
export async function listContracts(
  db: Db | Tx,
  where: ReturnType<typeof and>,
  limit = 200,
): Promise<Contract[]> {
  const found = await db
    .select({ contract: agentContracts, agent: agentMember.username, upline: uplineMember.username })
    .from(agentContracts)
    .innerJoin(agentMember, eq(agentMember.id, agentContracts.agentId))
    .leftJoin(uplineMember, eq(uplineMember.id, agentContracts.uplineId))
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(limit);
  return found.map(({ contract, agent, upline }) => toContract(contract, agent, upline));
}

export function toContract(c: ContractRecord, agent: string, upline: string | null): Contract {
  return {
    id: c.id,
    kind: c.kind as ContractKind,
    period: c.period as Contract['period'],
    agentId: c.agentId,
    agent,
    uplineId: c.uplineId,
    upline,
    status: c.status,
    tiers: c.tiers.map((tier) => ({ minActive: tier.minActive, rate: toRate(tier.rateBp) })),
    topRate: toRate(c.topRateBp),
    terminationRequestedBy: c.terminationRequestedBy,
    endReason: c.endReason,
    createdAt: c.createdAt.toISOString(),
    acceptedAt: iso(c.acceptedAt),
    endedAt: iso(c.endedAt),
  };
}

export async function contractById(db: Db | Tx, id: number): Promise<Contract | null> {
  const [found] = await listContracts(db, and(eq(agentContracts.id, id)));
  return found ?? null;
}

/** Locks one contract row: concurrent actions on it (accept against terminate) queue here. */
export async function lockContract(tx: Tx, id: number): Promise<ContractRecord | null> {
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
  return row ?? null;
}

/** The member's contract of `kind` in force, locked (its rate bounds what it may offer). */
export async function lockActiveOf(tx: Tx, agentId: number, kind: ContractKind) {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'active'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function kindSettings(db: Db | Tx) {
  return db.select().from(agentContractKinds).orderBy(agentContractKinds.kind);
}

export async function kindSetting(db: Db | Tx, kind: ContractKind) {
  const [row] = await db.select().from(agentContractKinds).where(eq(agentContractKinds.kind, kind));
  return row ?? null;
}

export async function ceilingBp(db: Db | Tx, isAgent: number, kind: ContractKind): Promise<number | null> {
  const [row] = await db
    .select({ max: agentRateCeilings.maxRateBp })
    .from(agentRateCeilings)
    .where(and(eq(agentRateCeilings.isAgent, isAgent), eq(agentRateCeilings.kind, kind)));
  return row?.max ?? null;
}

/**
 * Ends (or withdraws, when only offered) every contract of `kind` given from inside the branch of
 * `rootId` (the root's own gifts included): a branch without its top contract has nothing to share.
 */
export async function endGivenInBranch(
  tx: Tx,
  rootId: number,
  kind: ContractKind,
  reason: string,
): Promise<number[]> {
  const ended = await tx
    .update(agentContracts)
    .set({
      status: sql`CASE WHEN ${agentContracts.status} = 'offered' THEN 'withdrawn' ELSE 'ended' END`,
      endReason: reason,
      endedAt: new Date(),
    })
    .where(
      and(
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'active']),
        sql`${agentContracts.uplineId} IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${rootId})`,
      ),
    )
    .returning({ id: agentContracts.id });
  return ended.map((row) => row.id);
}

export function toContractRow(row: ContractRowRecord): ContractRow {
  return {
    contractId: row.contractId,
    kind: row.kind as ContractKind,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    rate: toRate(row.rateBp),
    activeMembers: row.activeMembers,
    validBet: formatCents(row.validBet),
    profitLoss: formatCents(row.profitLoss),
    carriedOut: formatCents(row.carriedOut),
    // A salary row's carried_in holds its catch-up for the day before (a dividend's, the loss carried in).
    catchUp: formatCents(row.kind === 'dividend' ? 0n : row.carriedIn),
    amount: formatCents(row.amount),
    status: row.status,
    reason: row.reason,
    settledAt: row.createdAt.toISOString(),
  };
}

export async function rowsOfAgent(db: Db | Tx, agentId: number, kind: ContractKind | null, limit: number) {
  const found = await db
    .select()
    .from(agentContractRows)
    .where(and(eq(agentContractRows.agentId, agentId), kind ? eq(agentContractRows.kind, kind) : undefined))
    .orderBy(desc(agentContractRows.periodStart), desc(agentContractRows.id))
    .limit(limit);
  return found.map(toContractRow);
}

export async function paidTotal(db: Db | Tx, agentId: number, kind: ContractKind): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${agentContractRows.amount}), 0)` })
    .from(agentContractRows)
    .where(
      and(
        eq(agentContractRows.agentId, agentId),
        eq(agentContractRows.kind, kind),
        eq(agentContractRows.status, 'paid'),
      ),
    );
  return BigInt(row?.total ?? 0);
}
