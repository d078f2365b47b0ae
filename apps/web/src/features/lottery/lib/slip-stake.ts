import { combinationCount, ticketStake } from '@swerte/games';
import type { VnBetType } from '@swerte/games';
import { formatCents } from '@swerte/contracts';

/** A province (or the North's one game) on the slip, with the price of a point of the chosen bet type. */
export interface SlipProvince {
  gameCode: string;
  /** Cents a point costs per combination in this province's region (27.00 for North lô 2 số). */
  price: bigint;
}

/** What the slip shows before confirming, in the words players use: numbers × points × price × provinces. */
export interface SlipStake {
  /** Numbers picked. */
  numbers: number;
  /** What the numbers buy: each number alone, or every group (xiên 3 of 4 numbers = 4). */
  combinations: bigint;
  points: bigint;
  /** The price of one point as a money string; null when the provinces' prices differ. */
  price: string | null;
  provinces: number;
  /** Total cost, all provinces together. */
  total: bigint;
}

/**
 * The cost of a VN slip line: for each province, points × price × combinations (the games package's
 * `ticketStake`, the same sum the server charges), added over the provinces.
 */
export function vnSlipStake(
  type: VnBetType,
  numbers: readonly string[],
  points: bigint,
  provinces: readonly SlipProvince[],
): SlipStake {
  const combinations = combinationCount(type, numbers.length);
  const total = provinces.reduce(
    (sum, province) => sum + ticketStake({ type, numbers, points }, { price: province.price }),
    0n,
  );
  const prices = new Set(provinces.map((province) => province.price));
  const [only] = [...prices];
  return {
    numbers: numbers.length,
    combinations,
    points,
    price: prices.size === 1 && only !== undefined ? formatCents(only) : null,
    provinces: provinces.length,
    total,
  };
}

/** Fast SEA draws: each pick costs points × price (1.00 a point by default). */
export function seaSlipStake(picks: number, points: bigint, price: bigint): SlipStake {
  return {
    numbers: picks,
    combinations: BigInt(picks),
    points,
    price: formatCents(price),
    provinces: 1,
    total: BigInt(picks) * points * price,
  };
}

/** Points typed in the slip: a whole number from 1, else null (the confirm button stays off). */
export function parsePoints(value: string): bigint | null {
  const trimmed = value.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const points = BigInt(trimmed);
  return points >= 1n ? points : null;
}
