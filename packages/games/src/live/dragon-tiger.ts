import { DECKS, RANKS, SUITS, type Card } from '../baccarat/cards';
import { shoeDraw } from '../baccarat/deal';
import type { Rng } from '../fair/rng';
import { Fraction } from '../maths/fraction';

export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DragonTigerBetKind = (typeof DRAGON_TIGER_BETS)[number];

export interface DragonTigerRound {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
  /** Same rank and same suit. */
  suitedTie: boolean;
}

export interface DragonTigerBet {
  kind: DragonTigerBetKind;
  /** Cents. */
  stake: bigint;
}

export interface DragonTigerBetResult extends DragonTigerBet {
  /** halfLost: a dragon or tiger bet on a tie gets half its stake back. */
  outcome: 'win' | 'lose' | 'halfLost';
  /** Cents returned, stake included. */
  payout: bigint;
}

/** Winnings to one, stake excluded. */
export const DRAGON_TIGER_ODDS: Readonly<Record<DragonTigerBetKind, number>> = {
  dragon: 1,
  tiger: 1,
  tie: 8,
  suitedTie: 50,
};

/** Ace lowest (1), king highest (13); suits do not rank. */
export const dragonTigerRank = (card: Card): number => RANKS.indexOf(card.rank) + 1;

export function dragonTigerRound(dragon: Card, tiger: Card): DragonTigerRound {
  const d = dragonTigerRank(dragon);
  const t = dragonTigerRank(tiger);
  return {
    dragon,
    tiger,
    winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
    suitedTie: d === t && dragon.suit === tiger.suit,
  };
}

/** One card to the dragon, then one to the tiger, from a fresh 8-deck shoe drawn from the fair stream. */
export function dealDragonTiger(rng: Rng): DragonTigerRound {
  const draw = shoeDraw(rng);
  const dragon = draw();
  return dragonTigerRound(dragon, draw());
}

/**
 * Settles in integer cents. On a tie a dragon or tiger bet loses half: half its stake comes back,
 * rounded down to the cent (the house keeps the odd cent, as with baccarat's commission).
 */
export function settleDragonTiger(
  bets: readonly DragonTigerBet[],
  round: DragonTigerRound,
): DragonTigerBetResult[] {
  return bets.map((bet) => {
    if (bet.stake <= 0n) throw new RangeError('a stake is a positive number of cents');
    const win = bet.stake * BigInt(DRAGON_TIGER_ODDS[bet.kind] + 1);
    switch (bet.kind) {
      case 'dragon':
      case 'tiger':
        if (round.winner === 'tie') return { ...bet, outcome: 'halfLost', payout: bet.stake / 2n };
        return round.winner === bet.kind
          ? { ...bet, outcome: 'win', payout: win }
          : { ...bet, outcome: 'lose', payout: 0n };
      case 'tie':
        return round.winner === 'tie'
          ? { ...bet, outcome: 'win', payout: win }
          : { ...bet, outcome: 'lose', payout: 0n };
      case 'suitedTie':
        return round.suitedTie
          ? { ...bet, outcome: 'win', payout: win }
          : { ...bet, outcome: 'lose', payout: 0n };
    }
  });
}

/**
 * Exact house edge of each bet for a fresh shoe: every ordered pair of cards weighted by the copies
 * left, settled with the game's own settlement (an even stake, so the half-back on a tie is exact).
 */
export function dragonTigerEdges(decks = DECKS): Record<DragonTigerBetKind, Fraction> {
  const cards = RANKS.flatMap((rank) => SUITS.map((suit): Card => ({ rank, suit })));
  const stake = 2n;
  const returned: Record<DragonTigerBetKind, bigint> = { dragon: 0n, tiger: 0n, tie: 0n, suitedTie: 0n };
  let total = 0n;
  for (const [i, dragon] of cards.entries())
    for (const [j, tiger] of cards.entries()) {
      const weight = BigInt(decks * (decks - (i === j ? 1 : 0)));
      if (weight === 0n) continue;
      total += weight;
      const round = dragonTigerRound(dragon, tiger);
      for (const result of settleDragonTiger(
        DRAGON_TIGER_BETS.map((kind) => ({ kind, stake })),
        round,
      ))
        returned[result.kind] += weight * result.payout;
    }
  const edgeOf = (kind: DragonTigerBetKind) => Fraction.one.sub(new Fraction(returned[kind], total * stake));
  return {
    dragon: edgeOf('dragon'),
    tiger: edgeOf('tiger'),
    tie: edgeOf('tie'),
    suitedTie: edgeOf('suitedTie'),
  };
}
