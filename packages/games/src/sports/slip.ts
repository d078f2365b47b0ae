import { payoutAt } from './odds';
import type { Odds } from './odds';
import { parlayPotentialReturn, parlayProblem } from './parlay';
import type { Leg, SameEventRule } from './parlay';
import { systemBetCount, systemPotentialReturn, systemProblem } from './system';
import type { SystemKind } from './system';

/**
 * The bet slip's checks and prices, before anything is charged: closed selections, moved prices, the
 * same-event rule, leg counts and stake limits, then each bet's stake and potential return. The server
 * reads the picks' current state in the transaction that takes the stake, so what is checked is what
 * is booked.
 */

/** What the slip does when a price moved since the player saw it: refuse, take only a better one, take any. */
export type OddsChangeRule = 'none' | 'better' | 'any';

/** The price a pick is booked at, or null when the rule refuses the change. */
export function acceptedOdds(seen: Odds, current: Odds, rule: OddsChangeRule): Odds | null {
  if (current === seen || rule === 'any') return current;
  return rule === 'better' && current > seen ? current : null;
}

/** A pick as the book holds it now, with the price the player saw. */
export interface SlipPick {
  selectionId: number;
  eventId: string;
  /** The price on the player's slip. */
  seen: Odds;
  /** The book's price now. */
  current: Odds;
  /** The market is open and the event has not started. */
  open: boolean;
  /** The market's stake limits per bet, in cents. */
  minStake: bigint;
  maxStake: bigint;
}

export interface SlipInput {
  singles: readonly { pick: SlipPick; stake: bigint }[];
  parlay: { picks: readonly SlipPick[]; stake: bigint } | null;
  system: { kind: SystemKind; picks: readonly SlipPick[]; unitStake: bigint } | null;
}

export interface SlipRules {
  oddsChange: OddsChangeRule;
  sameEvent: SameEventRule;
  /** The most one bet returns, in cents: potential returns are capped at it. */
  maxPayout: bigint;
}

export interface QuotedBet {
  type: 'single' | 'parlay' | 'system';
  system: SystemKind | null;
  /** The legs at the prices booked. */
  legs: (Leg & { selectionId: number })[];
  unitStake: bigint;
  /** Parlays in the bet: 1, or the system's count. */
  lines: number;
  stake: bigint;
  /** Every line won, rounded down to the cent, capped at the maximum payout. */
  potentialReturn: bigint;
}

export const SLIP_ERRORS = [
  'error_sports_selection_closed',
  'error_sports_odds_changed',
  'error_sports_same_event',
  'error_sports_parlay_legs',
  'error_sports_system_selections',
  'error_bet_below_min',
  'error_sports_stake_above_limit',
] as const;
export type SlipError = (typeof SLIP_ERRORS)[number];

export type CheckedSlip =
  | { ok: true; bets: QuotedBet[]; stake: bigint; changed: SlipPick[] }
  | { ok: false; code: SlipError; selectionId: number | null; limit: bigint | null };

const fail = (code: SlipError, selectionId: number | null = null, limit: bigint | null = null) => ({
  ok: false as const,
  code,
  selectionId,
  limit,
});

/** A bet's stake limits: a single's market's; a parlay's or system's the strictest of its legs'. */
function limitsOf(picks: readonly SlipPick[]): { min: bigint; max: bigint } {
  return picks.reduce(
    (l, p) => ({
      min: p.minStake > l.min ? p.minStake : l.min,
      max: p.maxStake < l.max ? p.maxStake : l.max,
    }),
    { min: 1n, max: picks[0]?.maxStake ?? 0n },
  );
}

function stakeProblem(stake: bigint, picks: readonly SlipPick[]) {
  const { min, max } = limitsOf(picks);
  if (stake < min) return fail('error_bet_below_min', null, min);
  if (stake > max) return fail('error_sports_stake_above_limit', null, max);
  return null;
}

/**
 * Checks a slip and prices its bets. Refusals, first found: a closed pick (error_sports_selection_closed),
 * a moved price the rule does not take (error_sports_odds_changed), a parlay's or system's legs
 * (error_sports_parlay_legs, error_sports_system_selections, error_sports_same_event), a stake (or a
 * system's unit stake) outside its limits (error_bet_below_min, error_sports_stake_above_limit with the
 * limit). An empty slip is a bug of the caller (the contract refuses it): throws.
 */
export function checkSlip(slip: SlipInput, rules: SlipRules): CheckedSlip {
  const all = [
    ...slip.singles.map((s) => s.pick),
    ...(slip.parlay?.picks ?? []),
    ...(slip.system?.picks ?? []),
  ];
  if (all.length === 0) throw new RangeError('an empty slip');
  const closed = all.find((p) => !p.open);
  if (closed) return fail('error_sports_selection_closed', closed.selectionId);
  const booked = new Map<SlipPick, Odds>();
  for (const pick of all) {
    const odds = acceptedOdds(pick.seen, pick.current, rules.oddsChange);
    if (odds === null) return fail('error_sports_odds_changed', pick.selectionId);
    booked.set(pick, odds);
  }
  const legsOf = (picks: readonly SlipPick[]) =>
    picks.map((p) => ({ selectionId: p.selectionId, eventId: p.eventId, odds: booked.get(p)! }));
  const bets: QuotedBet[] = [];
  for (const { pick, stake } of slip.singles) {
    const problem = stakeProblem(stake, [pick]);
    if (problem) return { ...problem, selectionId: pick.selectionId };
    const legs = legsOf([pick]);
    const potential = payoutAt(stake, legs[0]!.odds).payout;
    bets.push({
      type: 'single',
      system: null,
      legs,
      unitStake: stake,
      lines: 1,
      stake,
      potentialReturn: potential > rules.maxPayout ? rules.maxPayout : potential,
    });
  }
  if (slip.parlay) {
    const legs = legsOf(slip.parlay.picks);
    const problem =
      parlayProblem(legs, rules.sameEvent) ?? stakeProblem(slip.parlay.stake, slip.parlay.picks);
    if (problem) return typeof problem === 'string' ? fail(problem) : problem;
    const { stake } = slip.parlay;
    bets.push({
      type: 'parlay',
      system: null,
      legs,
      unitStake: stake,
      lines: 1,
      stake,
      potentialReturn: parlayPotentialReturn(stake, legs, rules.maxPayout),
    });
  }
  if (slip.system) {
    const { kind, picks, unitStake } = slip.system;
    const legs = legsOf(picks);
    const problem = systemProblem(kind, legs, rules.sameEvent) ?? stakeProblem(unitStake, picks);
    if (problem) return typeof problem === 'string' ? fail(problem) : problem;
    const lines = systemBetCount(kind);
    const potential = systemPotentialReturn(kind, unitStake, legs);
    bets.push({
      type: 'system',
      system: kind,
      legs,
      unitStake,
      lines,
      stake: unitStake * BigInt(lines),
      potentialReturn: potential > rules.maxPayout ? rules.maxPayout : potential,
    });
  }
  return {
    ok: true,
    bets,
    stake: bets.reduce((sum, b) => sum + b.stake, 0n),
    changed: all.filter((p) => booked.get(p) !== p.seen),
  };
}
