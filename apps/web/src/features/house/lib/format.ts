import type { GameSession } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';

/** "₱ 1,234.50" for cash; play money carries no peso sign ("1,234.50" with a PLAY badge beside it). */
export function gameMoney(currency: GameSession['currency']) {
  return (amount: string) => (currency === 'PHP' ? `₱ ${formatMoney(amount)}` : formatMoney(amount));
}
