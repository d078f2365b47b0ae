import { rankOf } from './pusoy-dos-cards';
import { beats, classify } from './pusoy-dos-combos';
import { timeoutMove, type PdGame, type PdMove } from './pusoy-dos-game';

/**
 * A simple practice opponent: on the lead its lowest card; otherwise the weakest single, pair or triple
 * of its hand that beats the table, or a pass (it never plays five-card hands). Always a legal move.
 */
export function botMove(game: PdGame): PdMove {
  const table = game.table;
  if (!table) return timeoutMove(game);
  const size = table.combo.cards.length;
  if (size > 3) return { type: 'pass' };
  const hand = game.hands[game.turn]!;
  // Hands are sorted, so the first run of `size` cards of one rank that beats is the weakest that does.
  for (let i = 0; i + size <= hand.length; i++) {
    const cards = hand.slice(i, i + size);
    if (rankOf(cards[0]!) !== rankOf(cards[size - 1]!)) continue;
    const combo = classify(cards);
    if (combo && beats(combo, table.combo)) return { type: 'play', cards };
  }
  return { type: 'pass' };
}
