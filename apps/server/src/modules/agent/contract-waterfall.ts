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
 * The waterfall of one (kind, period). Each contract's rate is its tier for the team's active members,
 * capped by its upline's rate, so rates never grow down a chain; its claim is that rate on its own
 * team's base (valid bet, or net loss with any carried loss), never below zero.
 *
 * The money flows down as pools. The top's pool is its claim: its rate × max(0, its team's base),
 * and no more is ever paid on the chain. A level passes its direct downline agents their claims and
 * keeps the rest, which is its rate minus theirs on their branches plus its full rate on the rest of
 * its team: the waterfall. Only when the downlines' claims add up to more than the level's pool (their
 * branches lost while the rest of its team won, so the team as a whole lost less) do they share the
 * pool in proportion to their claims, rounded down, and the level keeps what rounding leaves. So no
 * level is ever due less than zero, and a period's rows on one chain add up to at most the top's rate
 * × its team's net loss. On the platform's purse a row is due what its level keeps; when uplines pay,
 * a row is due its whole pool, paid by its upline out of what the upline's own row brought it.
 *
 * A contract whose upline has no contract in force in the period is left out (a branch cannot share
 * what its top does not hold).
 */
export function waterfall(
  contracts: readonly WaterfallContract[],
  figuresOf: (agentId: number) => TeamFigures | undefined,
  carriedInOf: (contractId: number) => bigint,
  settings: WaterfallSettings,
): WaterfallRow[] {
  const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
  const rows = new Map<number, (WaterfallRow & { claim: bigint }) | null>();

  const rowOf = (contract: WaterfallContract): (WaterfallRow & { claim: bigint }) | null => {
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
    const row = {
      contractId: contract.id,
      agentId: contract.agentId,
      payerId: settings.payer === 'upline' ? contract.uplineId : null,
      depth: parentRow ? parentRow.depth + 1 : 0,
      rateBp,
      figures,
      carriedIn,
      carriedOut: settings.dividend && settings.carryLoss && base < 0n ? base : 0n,
      due: 0n,
      claim: grossOf(rateBp, base),
    };
    rows.set(contract.id, row);
    return row;
  };

  const found = contracts
    .map(rowOf)
    .filter((row): row is WaterfallRow & { claim: bigint } => row !== null)
    .sort((a, b) => a.depth - b.depth || a.contractId - b.contractId);
  const children = new Map<number, (WaterfallRow & { claim: bigint })[]>();
  for (const row of found) {
    const uplineId = byAgent.get(row.agentId)!.uplineId;
    if (uplineId !== null) children.set(uplineId, [...(children.get(uplineId) ?? []), row]);
  }
  // Top down: a level's pool is set before its downlines share it.
  const pools = new Map<number, bigint>();
  for (const row of found) {
    const pool = pools.get(row.contractId) ?? row.claim;
    const below = children.get(row.agentId) ?? [];
    const claimed = below.reduce((sum, child) => sum + child.claim, 0n);
    let passed = 0n;
    for (const child of below) {
      const share = claimed <= pool ? child.claim : (child.claim * pool) / claimed;
      pools.set(child.contractId, share);
      passed += share;
    }
    row.due = settings.payer === 'platform' ? pool - passed : pool;
  }
  return found.map(({ claim: _claim, ...row }) => row);
}

/** rate (basis points) × base, rounded down to the cent; nothing on a base at or below zero. */
export function grossOf(rateBp: number, base: bigint): bigint {
  return base > 0n ? (base * BigInt(rateBp)) / 10_000n : 0n;
}
