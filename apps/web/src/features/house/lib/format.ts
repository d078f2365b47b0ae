import type { GameSession } from '@swerte/contracts';
import { useCurrencySymbol } from '../../../lib/currency';
import { formatMoney } from '../../../lib/money';

/** "P 1,234.50" (the operator's symbol) for cash; play money carries none ("1,234.50" with a PLAY badge beside it). */
export function useGameMoney(currency: GameSession['currency']) {
  const symbol = useCurrencySymbol();
  return (amount: string) => (currency === 'PHP' ? `${symbol} ${formatMoney(amount)}` : formatMoney(amount));
}
