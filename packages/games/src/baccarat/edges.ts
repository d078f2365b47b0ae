import { Fraction } from '../maths/fraction';
import { DECKS } from './cards';
import { bankerDraws, playerDraws } from './rules';

/** Exact probabilities and house edges (as fractions of the stake) of each bet, for a fresh 8-deck shoe. */
export interface BaccaratEdges {
  player: Fraction;
  banker: Fraction;
  tie: Fraction;
  /** Probability of each winner. */
  probability: { player: Fraction; banker: Fraction; tie: Fraction };
  /** Player pair and banker pair share one edge: both look only at two cards of a full shoe. */
  pair: Fraction;
}

/**
 * Enumerates every ordered way the coup's cards can come out of a fresh shoe of `decks` decks, by
 * value (ten-value cards are 16 a deck, other values 4), weighting each by the cards left. Each path is
 * scaled to six cards, so all weights share the denominator N·(N−1)…(N−5). Uses the game's own
 * drawing rules, so the published figures check them.
 */
export function baccaratEdges(decks = DECKS): BaccaratEdges {
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  const wins = { player: 0, banker: 0, tie: 0 };
  // Weights are integers below N^6 (about 5·10^15 for 8 decks), exact in doubles.
  const take = (value: number): number => left[value]!--;
  const put = (value: number): void => void left[value]!++;
  const record = (player: number, banker: number, weight: number) => {
    if (player > banker) wins.player += weight;
    else if (banker > player) wins.banker += weight;
    else wins.tie += weight;
  };

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (w4 > 0) coupFrom(player, banker, w4);
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }

  function coupFrom(player: number, banker: number, w4: number): void {
    const six = (weight: number, drawn: number) => weight * (drawn < 5 ? (size - 4) * (size - 5) : size - 5);
    if (player >= 8 || banker >= 8) return record(player, banker, six(w4, 4));
    if (!playerDraws(player)) {
      if (!bankerDraws(banker, null)) return record(player, banker, six(w4, 4));
      for (let b3 = 0; b3 < 10; b3++) record(player, (banker + b3) % 10, six(w4 * left[b3]!, 5));
      return;
    }
    for (let p3 = 0; p3 < 10; p3++) {
      const w5 = w4 * take(p3);
      const total = (player + p3) % 10;
      if (w5 > 0 && bankerDraws(banker, p3)) {
        for (let b3 = 0; b3 < 10; b3++) record(total, (banker + b3) % 10, w5 * left[b3]!);
      } else if (w5 > 0) {
        record(total, banker, six(w5, 5));
      }
      put(p3);
    }
  }

  const total = BigInt(size * (size - 1) * (size - 2) * (size - 3)) * BigInt((size - 4) * (size - 5));
  const p = {
    player: new Fraction(BigInt(wins.player), total),
    banker: new Fraction(BigInt(wins.banker), total),
    tie: new Fraction(BigInt(wins.tie), total),
  };
  const perRank = BigInt(4 * decks);
  const pairChance = new Fraction(13n * perRank * (perRank - 1n), BigInt(size) * BigInt(size - 1));
  return {
    player: p.banker.sub(p.player),
    banker: p.player.sub(p.banker.mul(new Fraction(95n, 100n))),
    tie: Fraction.one.sub(p.tie.mul(9)),
    probability: p,
    pair: Fraction.one.sub(pairChance.mul(12)),
  };
}
