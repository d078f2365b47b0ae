import type { Rng } from '../fair/rng';

/**
 * Pusoy Dos cards. Ranks run 3 (lowest) to 2 (highest); suits rank clubs < spades < hearts < diamonds.
 * A card is its index 0–51 in that order (rank-major), so comparing cards is comparing numbers.
 */
export const PD_RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'] as const;
export const PD_SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
export type PdRank = (typeof PD_RANKS)[number];
export type PdSuit = (typeof PD_SUITS)[number];
export type PdCard = number;

export const rankOf = (card: PdCard): number => Math.floor(card / 4);
export const suitOf = (card: PdCard): number => card % 4;
export const pdCard = (rank: PdRank, suit: PdSuit): PdCard =>
  PD_RANKS.indexOf(rank) * 4 + PD_SUITS.indexOf(suit);
export const THREE_OF_CLUBS = pdCard('3', 'clubs');

const SYMBOLS: Record<PdSuit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };
/** "3♣", "10♦": for rules text, logs and tests. */
export const cardName = (card: PdCard): string =>
  `${PD_RANKS[rankOf(card)]}${SYMBOLS[PD_SUITS[suitOf(card)]!]}`;

export const SEATS = 4;
export const HAND_SIZE = 13;

/**
 * Shuffles a full deck from the fair stream (Fisher–Yates from the top: the k-th card is position
 * k + rng.int(52 − k)) and deals it in order, 13 cards to each of the four seats, each hand sorted.
 */
export function dealPusoyDos(rng: Rng): PdCard[][] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let k = 0; k < 51; k++) {
    const pick = k + rng.int(52 - k);
    [deck[k], deck[pick]] = [deck[pick]!, deck[k]!];
  }
  return Array.from({ length: SEATS }, (_, seat) =>
    deck.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE).sort((a, b) => a - b),
  );
}
