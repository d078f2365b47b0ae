import { GAME_TYPES, formatCents, type GameType } from '@swerte/contracts';

/** Settled bets of one game type that a claim covers (or would cover). */
export interface CoveredBets {
  gameType: string;
  bets: number;
  validBet: bigint;
}

export interface RebateLine {
  gameType: GameType;
  bets: number;
  validBet: bigint;
  rateBp: number;
  amount: bigint;
}

/** Rates are basis points: 10 000 bp = 100%. */
const BP = 10_000n;

/**
 * One line per game type in navigation order: valid bet × rate, rounded down to the cent, per game
 * type (not per bet, so small bets still add up). Types with no bets are listed only when
 * `withRatedTypes` asks for every type that has a rate (what a preview shows).
 */
export function rebateLines(
  covered: readonly CoveredBets[],
  rates: Partial<Record<GameType, number>>,
  withRatedTypes = false,
): RebateLine[] {
  const byType = new Map(covered.map((c) => [c.gameType, c]));
  return GAME_TYPES.flatMap((gameType) => {
    const bets = byType.get(gameType);
    const rateBp = rates[gameType] ?? 0;
    if (!bets?.bets && !(withRatedTypes && rateBp > 0)) return [];
    const validBet = bets?.validBet ?? 0n;
    return [{ gameType, bets: bets?.bets ?? 0, validBet, rateBp, amount: (validBet * BigInt(rateBp)) / BP }];
  });
}

export const sumOf = (lines: readonly RebateLine[], field: 'validBet' | 'amount') =>
  lines.reduce((sum, line) => sum + line[field], 0n);

/** 80 bp → "0.80" (percent). */
export const ratePercent = (rateBp: number) => formatCents(BigInt(rateBp));

/** A line as the contracts carry it (and as a claim's detail stores it). */
export function toRebateGame(line: RebateLine) {
  return {
    gameType: line.gameType,
    bets: line.bets,
    validBet: formatCents(line.validBet),
    rateBp: line.rateBp,
    ratePercent: ratePercent(line.rateBp),
    amount: formatCents(line.amount),
  };
}
