import type { Rng } from '../fair/rng';
import { xoshiro128 } from '../slot/xoshiro128';
import { VN_BET_RULES, VN_BET_TYPES, numberDigits } from './bets';
import type { VnBetType } from './bets';
import { defaultVnOdds, returnToPlayer } from './odds';
import { drawVnResult } from './regions';
import type { VnRegion } from './regions';
import { SEA_BET_KINDS, SEA_MAX_SUM, defaultSeaOdds, drawSea, seaReturnToPlayer, settleSea } from './sea';
import type { SeaBet, SeaBetKind } from './sea';
import { settleVnTicket } from './settle';

/** One bet type's measured return against its exact one. */
export interface BetTypeReturn {
  betType: string;
  /** Σ payout / Σ stake over the draws, uncapped. */
  measured: number;
  exact: number;
  /** Standard error of `measured` (the per-draw returns' standard deviation / √draws). */
  standardError: number;
  /** |measured − exact| in standard errors. */
  deviations: number;
}

export interface LotterySimulation {
  game: VnRegion | 'sea';
  draws: number;
  types: BetTypeReturn[];
}

/** An Rng over xoshiro128** with rejection sampling, so int(n) is exactly uniform (as the fair RNG's). */
function fastRng(seed: number): Rng {
  const next = xoshiro128(seed);
  return {
    int(n) {
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
      let value = next();
      while (value >= limit) value = next();
      return value % n;
    },
  };
}

class Tally {
  private returned = 0;
  private staked = 0;
  private sum = 0;
  private squares = 0;
  private count = 0;
  add(stake: bigint, payout: bigint) {
    const s = Number(stake);
    const p = Number(payout);
    this.staked += s;
    this.returned += p;
    this.sum += p / s;
    this.squares += (p / s) ** 2;
    this.count += 1;
  }
  result(betType: string, exact: number): BetTypeReturn {
    const mean = this.sum / this.count;
    const variance = Math.max(0, this.squares / this.count - mean * mean);
    const standardError = Math.sqrt(variance / this.count);
    const measured = this.returned / this.staked;
    return {
      betType,
      measured,
      exact,
      standardError,
      deviations: standardError > 0 ? Math.abs(measured - exact) / standardError : 0,
    };
  }
}

/** `count` distinct numbers of `digits` digits, uniformly. */
function pickNumbers(rng: Rng, digits: number, count: number): string[] {
  const picked = new Set<string>();
  while (picked.size < count) picked.add(String(rng.int(10 ** digits)).padStart(digits, '0'));
  return [...picked];
}

/** A SEA bet of a kind with its position, digit, pick or total chosen uniformly. */
function pickSeaBet(rng: Rng, kind: SeaBetKind): SeaBet {
  const position = 1 + rng.int(5);
  const pick = <T>(a: T, b: T) => (rng.int(2) === 0 ? a : b);
  switch (kind) {
    case 'digit':
      return { kind, position, digit: rng.int(10) };
    case 'positionBigSmall':
      return { kind, position, pick: pick('big', 'small') };
    case 'positionOddEven':
      return { kind, position, pick: pick('odd', 'even') };
    case 'sum':
      return { kind, total: rng.int(SEA_MAX_SUM + 1) };
    case 'sumBigSmall':
      return { kind, pick: pick('big', 'small') };
    case 'sumOddEven':
      return { kind, pick: pick('odd', 'even') };
  }
}

/** The exact return of a SEA bet kind whose choice (total, pick, position) is uniform, as pickSeaBet's. */
function seaExact(kind: SeaBetKind): number {
  const bets: SeaBet[] =
    kind === 'sum'
      ? Array.from({ length: SEA_MAX_SUM + 1 }, (_, total) => ({ kind, total }))
      : kind === 'digit'
        ? Array.from({ length: 10 }, (_, digit) => ({ kind, position: 1, digit }))
        : [pickSeaBet(fastRng(1), kind)];
  const sum = bets.reduce((total, bet) => total + seaReturnToPlayer(bet, defaultSeaOdds(bet)).toNumber(), 0);
  return sum / bets.length;
}

/**
 * Draws a game `draws` times on a fast seeded generator (the draw maths of `drawVnResult` / `drawSea`,
 * not the fair RNG's HMAC, which is checked on its own) and settles, on every draw, one ticket of every
 * bet type with the default odds: a uniformly chosen number (or group of distinct numbers, or SEA pick)
 * at one point. Answers each type's measured return (uncapped, Σ payout / Σ stake) against the exact
 * one of `returnToPlayer` / `seaReturnToPlayer`, in standard errors.
 */
export function simulateLottery(
  game: VnRegion | 'sea',
  options: { draws: number; seed: number },
): LotterySimulation {
  const rng = fastRng(options.seed);
  if (game === 'sea') {
    const tallies = SEA_BET_KINDS.map(() => new Tally());
    for (let i = 0; i < options.draws; i++) {
      const digits = drawSea(rng);
      SEA_BET_KINDS.forEach((kind, k) => {
        const bet = pickSeaBet(rng, kind);
        const odds = defaultSeaOdds(bet);
        const settled = settleSea(bet, 1n, digits, { ...odds, maxPayout: 1n << 62n });
        tallies[k]!.add(settled.stake, settled.payout);
      });
    }
    return {
      game,
      draws: options.draws,
      types: SEA_BET_KINDS.map((kind, k) => tallies[k]!.result(kind, seaExact(kind))),
    };
  }
  const odds = new Map(VN_BET_TYPES.map((type) => [type, defaultVnOdds(game, type)]));
  const tallies = new Map<VnBetType, Tally>(VN_BET_TYPES.map((type) => [type, new Tally()]));
  for (let i = 0; i < options.draws; i++) {
    const result = drawVnResult(rng, game);
    for (const type of VN_BET_TYPES) {
      const numbers = pickNumbers(rng, numberDigits(type), VN_BET_RULES[type].group);
      const settled = settleVnTicket({ type, numbers, points: 1n }, result, odds.get(type)!);
      tallies.get(type)!.add(settled.stake, settled.uncapped);
    }
  }
  return {
    game,
    draws: options.draws,
    types: VN_BET_TYPES.map((type) =>
      tallies.get(type)!.result(type, returnToPlayer(game, type, odds.get(type)!).toNumber()),
    ),
  };
}
