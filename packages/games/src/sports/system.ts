import { combinations } from '../lottery/bets';
import { MAX_PARLAY_LEGS, parlayPotentialReturn, settleParlay } from './parlay';
import type { Leg, SameEventRule, SettledLeg } from './parlay';

/**
 * System bets: every combination of some sizes from n selections, each combination a parlay (a single
 * when of size 1) on the same unit stake. The named systems:
 */
export const NAMED_SYSTEMS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  superYankee: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { selections: number; sizes: readonly number[] }>;

export type NamedSystem = keyof typeof NAMED_SYSTEMS;
export const NAMED_SYSTEM_KINDS = Object.keys(NAMED_SYSTEMS) as NamedSystem[];

/** A system: a named one, or "k from n" (every k-fold of n selections: 2/3 is three doubles). */
export type SystemKind = { name: NamedSystem } | { size: number; of: number };

/** Most selections on a "k from n" system: 20 selections of 10-folds are already 184,756 parlays. */
export const MAX_SYSTEM_SELECTIONS = 12;

export function systemShape(kind: SystemKind): { selections: number; sizes: readonly number[] } {
  const shape = shapeOrNull(kind);
  if (!shape) throw new RangeError(`a system is k from n with 1 ≤ k ≤ n ≤ ${MAX_SYSTEM_SELECTIONS}`);
  return shape;
}

function shapeOrNull(kind: SystemKind): { selections: number; sizes: readonly number[] } | null {
  if ('name' in kind) return Object.hasOwn(NAMED_SYSTEMS, kind.name) ? NAMED_SYSTEMS[kind.name] : null;
  const { size, of } = kind;
  if (
    !Number.isInteger(size) ||
    !Number.isInteger(of) ||
    size < 1 ||
    size > of ||
    of > MAX_SYSTEM_SELECTIONS
  ) {
    return null;
  }
  return { selections: of, sizes: [size] };
}

/** The parlays of a system, as index lists into its selections, smallest first. */
export function systemLines(kind: SystemKind): number[][] {
  const { selections, sizes } = systemShape(kind);
  const indices = Array.from({ length: selections }, (_, i) => i);
  return sizes.flatMap((size) => combinations(indices, size));
}

/** How many bets (lines) a system holds; the stake is that many unit stakes. */
export function systemBetCount(kind: SystemKind): number {
  return systemLines(kind).length;
}

export type SystemProblem = 'error_sports_same_event' | 'error_sports_system_selections';

/** The system must exist, its selections be its number, and (under 'forbid') of different events. */
export function systemProblem(
  kind: SystemKind,
  legs: readonly Leg[],
  rule: SameEventRule,
): SystemProblem | null {
  const selections = shapeOrNull(kind)?.selections;
  if (selections === undefined || legs.length !== selections || selections > MAX_PARLAY_LEGS) {
    return 'error_sports_system_selections';
  }
  if (rule === 'forbid' && new Set(legs.map((leg) => leg.eventId)).size !== legs.length) {
    return 'error_sports_same_event';
  }
  return null;
}

export function systemStake(kind: SystemKind, unitStake: bigint): bigint {
  return unitStake * BigInt(systemBetCount(kind));
}

function pick<T>(legs: readonly T[], line: readonly number[]): T[] {
  return line.map((i) => legs[i]!);
}

/** The most a system returns: every line's potential return, each rounded down on its own. */
export function systemPotentialReturn(kind: SystemKind, unitStake: bigint, legs: readonly Leg[]): bigint {
  return systemLines(kind).reduce(
    (sum, line) => sum + parlayPotentialReturn(unitStake, pick(legs, line)),
    0n,
  );
}

/**
 * A settled system: the sum of its lines, each settled as a parlay of the unit stake (rounded down to
 * the cent on its own, so the house keeps at most a cent's fraction per line), then capped.
 */
export function settleSystem(
  kind: SystemKind,
  unitStake: bigint,
  legs: readonly SettledLeg[],
  maxPayout?: bigint,
): bigint {
  if (legs.length !== systemShape(kind).selections)
    throw new RangeError('the system has another count of selections');
  const total = systemLines(kind).reduce((sum, line) => sum + settleParlay(unitStake, pick(legs, line)), 0n);
  return maxPayout !== undefined && total > maxPayout ? maxPayout : total;
}

/** The wire code of a system ("yankee", "2/3") as a SystemKind; null when it names no system. */
export function parseSystemCode(code: string): SystemKind | null {
  const named = NAMED_SYSTEM_KINDS.find((name) => name === code);
  if (named) return { name: named };
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(code);
  if (!match) return null;
  const kind = { size: Number(match[1]), of: Number(match[2]) };
  return shapeOrNull(kind) ? kind : null;
}

export function systemCode(kind: SystemKind): string {
  return 'name' in kind ? kind.name : `${kind.size}/${kind.of}`;
}
