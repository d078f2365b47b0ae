export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/** Baccarat value of a card: ace 1, two to nine at face value, tens and pictures 0. */
export function cardValue(card: Card): number {
  const index = RANKS.indexOf(card.rank);
  return index < 9 ? index + 1 : 0;
}

/** Hand total: the last digit of the sum of the card values. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/** The card at position `index` (0 to SHOE_SIZE − 1) of an unshuffled shoe: deck by deck, suit by suit, A to K. */
export function shoeCard(index: number): Card {
  const inDeck = index % 52;
  return { rank: RANKS[inDeck % 13]!, suit: SUITS[Math.floor(inDeck / 13)]! };
}
