import { handTotal } from './cards';
import type { Card } from './cards';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  cards: Card[];
  total: number;
}

/** One coup of punto banco. */
export interface BaccaratRound {
  player: BaccaratHand;
  banker: BaccaratHand;
  winner: BaccaratWinner;
  /** A two-card 8 or 9 on either side ended the coup. */
  natural: boolean;
  /** The first two cards of a hand share a rank (K-K, not K-Q). */
  playerPair: boolean;
  bankerPair: boolean;
}

/** The player draws a third card on 0–5 and stands on 6–7 (8–9 are naturals and never reach this). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. When the player stood, the banker draws on 0–5 like the player. When the player
 * drew, it depends on the banker's total and the value of the player's third card `x`:
 * 0–2 draw; 3 draws unless x is 8; 4 draws on x 2–7; 5 on x 4–7; 6 on x 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const x = playerThird;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return x !== 8;
    case 4:
      return x >= 2 && x <= 7;
    case 5:
      return x >= 4 && x <= 7;
    case 6:
      return x === 6 || x === 7;
    default:
      return false;
  }
}

/**
 * Plays one coup with cards taken from `draw` in dealing order: player, banker, player, banker, then
 * the player's third card if the rules call for it, then the banker's.
 */
export function playCoup(draw: () => Card): BaccaratRound {
  const [p1, b1, p2, b2] = [draw(), draw(), draw(), draw()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const third = draw();
      player.push(third);
      playerThird = handTotal([third]);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player: { cards: player, total: playerTotal },
    banker: { cards: banker, total: bankerTotal },
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    natural,
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}
