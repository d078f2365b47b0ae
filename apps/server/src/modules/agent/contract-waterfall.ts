import type { StoredTier } from '../../db/agent-contract-schema.js';
import { tierRateBp } from './contract.repository.js';

export interface WaterfallContract {
  id: number;
  agentId: number;
  /** The upline that gave it; null for an operator's contract with a top agent. */
  uplineId: number | null;
  tiers: readonly StoredTier[];
}

/** A team's figures over the period (its whole downline, the agent itself not counted). */
export interface TeamFigures {
  validBet: bigint;
  /** stake − payout: positive when the team lost (what a dividend shares). */
  netLoss: bigint;
  activeMembers: number;
}

export interface WaterfallSettings {
  dividend: boolean;
  /** platform: each level gets its waterfall share from the house; upline: each upline pays its downline. */
  payer: 'platform' | 'upline';
  carryLoss: boolean;
}

export interface WaterfallRow {
  contractId: number;
  agentId: number;
  /** Null: the platform pays. */
  payerId: number | null;
  /** Distance from the top contract of its chain (0 for the top): uplines are paid first. */
  depth: number;
  rateBp: number;
  figures: TeamFigures;
  carriedIn: bigint;
  carriedOut: bigint;
  /** What is due for the period (before what earlier slots of a cumulative day paid). */
  due: bigint;
}

const ZERO: TeamFigures = { validBet: 0n, netLoss: 0n, activeMembers: 0 };

/**
 * The waterfall of one (kind, period): each contract's rate is its tier for the team's active members,
 * capped by its upline's rate, so rates never grow down a chain; each level's gross is its rate on its
 * team's base (valid bet, or net loss with any carried loss), and on the platform's purse each level
 * is due its gross minus its direct downline contracts' gross. Along any chain the dues add up to the
 * top's gross, so the total paid on a bet never exceeds the top agent's rate. A contract whose upline
 * has no contract in force in the period is left out (a branch cannot share what its top does not hold).
 */
export function waterfall(
  contracts: readonly WaterfallContract[],
  figuresOf: (agentId: number) => TeamFigures | undefined,
  carriedInOf: (contractId: number) => bigint,
  settings: WaterfallSettings,
): WaterfallRow[] {
  const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
  const rows = new Map<number, WaterfallRow | null>();

  const rowOf = (contract: WaterfallContract): WaterfallRow | null => {
    if (rows.has(contract.id)) return rows.get(contract.id) ?? null;
    rows.set(contract.id, null); // a chain is a path up the tree: no cycle, but never loop on bad data
    const parent = contract.uplineId === null ? null : byAgent.get(contract.uplineId);
    const parentRow = parent ? rowOf(parent) : null;
    if (contract.uplineId !== null && !parentRow) return null;
    const figures = figuresOf(contract.agentId) ?? ZERO;
    const own = tierRateBp(contract.tiers, figures.activeMembers);
    const rateBp = parentRow ? Math.min(own, parentRow.rateBp) : own;
    const carriedIn = settings.dividend && settings.carryLoss ? carriedInOf(contract.id) : 0n;
    const base = settings.dividend ? figures.netLoss + carriedIn : figures.validBet;
    const row: WaterfallRow = {
      contractId: contract.id,
      agentId: contract.agentId,
      payerId: settings.payer === 'upline' ? contract.uplineId : null,
      depth: parentRow ? parentRow.depth + 1 : 0,
      rateBp,
      figures,
      carriedIn,
      carriedOut: settings.dividend && settings.carryLoss && base < 0n ? base : 0n,
      due: grossOf(rateBp, base),
    };
    rows.set(contract.id, row);
    return row;
  };

  const out = contracts.map(rowOf).filter((row): row is WaterfallRow => row !== null);
  if (settings.payer === 'platform') {
    const childGross = new Map<number, bigint>();
    for (const row of out) {
      const contract = byAgent.get(row.agentId)!;
      if (contract.uplineId === null) continue;
      childGross.set(contract.uplineId, (childGross.get(contract.uplineId) ?? 0n) + row.due);
    }
    // Net of the children, from the grosses computed above (each row's due is still its gross here).
    const net = out.map((row) => {
      const due = row.due - (childGross.get(row.agentId) ?? 0n);
      return { ...row, due: due > 0n ? due : 0n };
    });
    return net.sort((a, b) => a.depth - b.depth || a.contractId - b.contractId);
  }
  return out.sort((a, b) => a.depth - b.depth || a.contractId - b.contractId);
}

/** rate (basis points) × base, rounded down to the cent; nothing on a base at or below zero. */
export function grossOf(rateBp: number, base: bigint): bigint {
  return base > 0n ? (base * BigInt(rateBp)) / 10_000n : 0n;
}
