import { rankOf, suitOf, type PdCard } from './pusoy-dos-cards';

/** Five-card hands, weakest first: a higher kind beats any lower one. */
export const FIVE_CARD_KINDS = ['straight', 'flush', 'fullHouse', 'fourOfAKind', 'straightFlush'] as const;
export type ComboKind = 'single' | 'pair' | 'triple' | (typeof FIVE_CARD_KINDS)[number];

export interface Combo {
  kind: ComboKind;
  cards: PdCard[];
  /** Compared left to right between combos of one size and kind. */
  key: number[];
}

const counts = (cards: readonly PdCard[]) => {
  const byRank = new Map<number, number>();
  for (const card of cards) byRank.set(rankOf(card), (byRank.get(rankOf(card)) ?? 0) + 1);
  return byRank;
};

/**
 * What a set of cards plays as, or null when it is no combo. Singles, pairs and triples compare by
 * their highest card (rank, then suit). Five-card hands: a straight is five ranks in a row without
 * wrapping (3-4-5-6-7 lowest, J-Q-K-A-2 highest) and compares by its highest card; a flush compares
 * its ranks from the top, then the suit; a full house by its three, four of a kind (with any fifth
 * card) by its four, a straight flush as a straight.
 */
export function classify(input: readonly PdCard[]): Combo | null {
  const cards = [...input].sort((a, b) => a - b);
  if (new Set(cards).size !== cards.length || cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51))
    return null;
  const top = cards[cards.length - 1]!;
  const byRank = counts(cards);
  if (cards.length === 1) return { kind: 'single', cards, key: [top] };
  if (cards.length === 2) return byRank.size === 1 ? { kind: 'pair', cards, key: [top] } : null;
  if (cards.length === 3) return byRank.size === 1 ? { kind: 'triple', cards, key: [top] } : null;
  if (cards.length !== 5) return null;

  const ranks = [...byRank.keys()].sort((a, b) => a - b);
  const straight = ranks.length === 5 && ranks[4]! - ranks[0]! === 4;
  const flush = cards.every((card) => suitOf(card) === suitOf(top));
  if (straight && flush) return { kind: 'straightFlush', cards, key: [top] };
  const groups = [...byRank.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  if (groups[0]![1] === 4) return { kind: 'fourOfAKind', cards, key: [groups[0]![0]] };
  if (groups[0]![1] === 3 && groups[1]![1] === 2) return { kind: 'fullHouse', cards, key: [groups[0]![0]] };
  if (flush) return { kind: 'flush', cards, key: [...cards.map(rankOf).reverse(), suitOf(top)] };
  if (straight) return { kind: 'straight', cards, key: [top] };
  return null;
}

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
};

/** True when `play` may follow `table`: as many cards, and higher (a five-card hand by kind first). */
export function beats(play: Combo, table: Combo): boolean {
  if (play.cards.length !== table.cards.length) return false;
  if (play.cards.length === 5) {
    const byKind =
      FIVE_CARD_KINDS.indexOf(play.kind as (typeof FIVE_CARD_KINDS)[number]) -
      FIVE_CARD_KINDS.indexOf(table.kind as (typeof FIVE_CARD_KINDS)[number]);
    if (byKind !== 0) return byKind > 0;
  }
  return compareKeys(play.key, table.key) > 0;
}
