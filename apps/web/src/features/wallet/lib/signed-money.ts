import { formatMoney } from '../../../lib/money';

export type Sign = 'plus' | 'minus';

/** Which way a signed amount went; none for zero. */
export function signOf(value: string): Sign | undefined {
  if (!/[1-9]/.test(value)) return undefined;
  return value.trim().startsWith('-') ? 'minus' : 'plus';
}

/** "+P 1,000.00", "−P 25.50", "P 0.00": the sign in front of the symbol. */
export function formatSigned(value: string, symbol: string): string {
  const sign = signOf(value);
  const amount = formatMoney(value.trim().replace(/^-/, ''));
  const prefix = sign === 'minus' ? '−' : sign === 'plus' ? '+' : '';
  return `${prefix}${symbol} ${amount}`;
}
