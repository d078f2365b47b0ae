import { Fraction } from '../maths/fraction';

/**
 * Sabong (cockfight) betting: Meron and Wala bets form a pari-mutuel pool shared by the winning side
 * after the plasada (the house's commission); Draw bets are paid by the house at a fixed multiple. All in
 * integer cents; each winner's share is rounded down to the cent and the fractions stay with the house.
 */

export const FIGHT_SIDES = ['meron', 'wala', 'draw'] as const;
export type FightSide = (typeof FIGHT_SIDES)[number];
export type PoolSide = Exclude<FightSide, 'draw'>;
export const FIGHT_RESULTS = ['meron', 'wala', 'draw', 'cancelled'] as const;
export type FightResult = (typeof FIGHT_RESULTS)[number];

/**
 * gross: the plasada is a rate of the whole Meron + Wala pool (capped at the losing side, so a winner
 * never gets back less than the stake); losing: a rate of the losing side's pool only.
 */
export type PlasadaBase = 'gross' | 'losing';

export interface SabongSettings {
  /** Plasada in basis points (1000 = 10%). */
  plasadaBp: number;
  plasadaBase: PlasadaBase;
  /** What a winning Draw bet returns per 1, stake included (8 for 1). */
  drawMultiple: number;
}

export const DEFAULT_SABONG_SETTINGS: SabongSettings = {
  plasadaBp: 1000,
  plasadaBase: 'gross',
  drawMultiple: 8,
};
export const MAX_PLASADA_BP = 3000;
export const MAX_DRAW_MULTIPLE = 100;

export interface SabongBet {
  side: FightSide;
  /** Cents, positive. */
  stake: bigint;
}

export interface Pools {
  meron: bigint;
  wala: bigint;
  draw: bigint;
}

export function assertSabongSettings(settings: SabongSettings): void {
  const { plasadaBp, drawMultiple } = settings;
  if (!Number.isInteger(plasadaBp) || plasadaBp < 0 || plasadaBp > MAX_PLASADA_BP) {
    throw new RangeError(`plasada must be whole basis points from 0 to ${MAX_PLASADA_BP}`);
  }
  if (!Number.isInteger(drawMultiple) || drawMultiple < 1 || drawMultiple > MAX_DRAW_MULTIPLE) {
    throw new RangeError(`the draw multiple is a whole number from 1 to ${MAX_DRAW_MULTIPLE}`);
  }
}

export function poolsOf(bets: readonly SabongBet[]): Pools {
  const pools: Pools = { meron: 0n, wala: 0n, draw: 0n };
  for (const bet of bets) {
    if (typeof bet.stake !== 'bigint' || bet.stake <= 0n)
      throw new RangeError('stakes must be positive cents');
    pools[bet.side] += bet.stake;
  }
  return pools;
}

const other = (side: PoolSide): PoolSide => (side === 'meron' ? 'wala' : 'meron');

/** The plasada in cents if `winner` wins: rounded down to the cent. */
export function plasadaOf(pools: Pools, winner: PoolSide, settings: SabongSettings): bigint {
  assertSabongSettings(settings);
  const losing = pools[other(winner)];
  const rate = BigInt(settings.plasadaBp);
  if (settings.plasadaBase === 'losing') return (losing * rate) / 10_000n;
  const gross = ((pools.meron + pools.wala) * rate) / 10_000n;
  return gross < losing ? gross : losing;
}

/** Both pool sides need bets for the pool to pay: a one-sided fight refunds Meron and Wala. */
export function isOneSided(pools: Pools): boolean {
  return pools.meron === 0n || pools.wala === 0n;
}

/**
 * What 1 staked on a side returns if it wins, stake included, as the pools stand now (shown live and
 * moving until the window closes): (Meron + Wala − plasada) / side, before rounding to the cent. Draw:
 * the fixed multiple. Null while the pool is one-sided (a win would be refunded).
 */
export function payoutPerOne(pools: Pools, side: FightSide, settings: SabongSettings): Fraction | null {
  assertSabongSettings(settings);
  if (side === 'draw') return new Fraction(settings.drawMultiple);
  if (isOneSided(pools)) return null;
  return new Fraction(pools.meron + pools.wala - plasadaOf(pools, side, settings), pools[side]);
}

/** The live figure as players read it: what 100 returns, rounded down to the cent ("187.50"). */
export function payoutPerHundredText(perOne: Fraction | null): string {
  if (!perOne) return '—';
  const cents = (perOne.n * 10_000n) / perOne.d;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

export interface FightSettlement {
  /** Cents returned to each bet, in the bets' order, stake included (0 when lost). */
  payouts: bigint[];
  /** Meron + Wala stakes. */
  pool: bigint;
  plasada: bigint;
  /** Fractions of a cent not paid out of the pool (kept by the house). */
  remainder: bigint;
  /** Paid out of the Meron + Wala pool, refunds included: pool = poolPaid + plasada + remainder. */
  poolPaid: bigint;
  /** Draw bets, banked by the house: their stakes and what they returned. */
  drawStaked: bigint;
  drawPaid: bigint;
}

/**
 * Settles a fight's bets on its confirmed result.
 * - Meron or Wala wins: each winning bet gets ⌊stake × (pool − plasada) / winning side⌋; losing bets
 *   and Draw bets get 0. A one-sided pool instead refunds Meron and Wala (Draw bets still lose).
 * - Draw: Draw bets get stake × drawMultiple; Meron and Wala bets are refunded.
 * - Cancelled: every bet is refunded.
 */
export function settleFight(
  bets: readonly SabongBet[],
  result: FightResult,
  settings: SabongSettings,
): FightSettlement {
  assertSabongSettings(settings);
  const pools = poolsOf(bets);
  const pool = pools.meron + pools.wala;
  const refund = (bet: SabongBet) => bet.stake;
  let plasada = 0n;
  let payouts: bigint[];
  if (result === 'cancelled') {
    payouts = bets.map(refund);
  } else if (result === 'draw') {
    payouts = bets.map((bet) =>
      bet.side === 'draw' ? bet.stake * BigInt(settings.drawMultiple) : bet.stake,
    );
  } else if (isOneSided(pools)) {
    payouts = bets.map((bet) => (bet.side === 'draw' ? 0n : bet.stake));
  } else {
    plasada = plasadaOf(pools, result, settings);
    const shared = pool - plasada;
    payouts = bets.map((bet) => (bet.side === result ? (bet.stake * shared) / pools[result] : 0n));
  }
  const poolPaid = bets.reduce((sum, bet, i) => (bet.side === 'draw' ? sum : sum + payouts[i]!), 0n);
  const drawPaid = bets.reduce((sum, bet, i) => (bet.side === 'draw' ? sum + payouts[i]! : sum), 0n);
  return {
    payouts,
    pool,
    plasada,
    remainder: pool - plasada - poolPaid,
    poolPaid,
    drawStaked: pools.draw,
    drawPaid,
  };
}
