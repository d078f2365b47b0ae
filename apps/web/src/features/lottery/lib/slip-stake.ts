import { combinationCount } from '@swerte/games';
import type { VnBetType } from '@swerte/games';
import { VN_BET_TYPE_CODES } from '@swerte/contracts';
import type { LotteryBetType } from '@swerte/contracts';

/** One bet on the slip: a bet type, its numbers (or SEA picks), points, and its price per point. */
export interface SlipLine {
  betType: LotteryBetType;
  numbers: readonly string[];
  points: bigint;
  /** SEA bets that name a position (1–5). */
  position?: number;
  /** Cents one point of one combination costs (the game's offer: 27.00 for North lô 2 số). */
  price: bigint;
}

export function isVnBetType(betType: string): betType is VnBetType {
  return (VN_BET_TYPE_CODES as readonly string[]).includes(betType);
}

/**
 * What a line's numbers buy: each number alone, or every group of the type's size (xiên 3 on four
 * numbers = 4 groups, C(4, 3)); each SEA pick is a ticket of its own.
 */
export function lineCombinations(line: Pick<SlipLine, 'betType' | 'numbers'>): bigint {
  return isVnBetType(line.betType)
    ? combinationCount(line.betType, line.numbers.length)
    : BigInt(line.numbers.length);
}

/** A line's cost on one draw: points × price × combinations, the sum the server charges. */
export function lineStake(line: SlipLine): bigint {
  return line.points * line.price * lineCombinations(line);
}

/** The slip's cost: every line on every draw (province) chosen. */
export function slipTotal(lines: readonly SlipLine[], draws: number): bigint {
  return lines.reduce((sum, line) => sum + lineStake(line), 0n) * BigInt(draws);
}

/** Points typed in the slip: a whole number from 1, else null (the confirm button stays off). */
export function parsePoints(value: string): bigint | null {
  const trimmed = value.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const points = BigInt(trimmed);
  return points >= 1n ? points : null;
}
