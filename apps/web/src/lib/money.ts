const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal money string from the API ("1234.5", "-0.50", "1234567.00") shown with 2 decimals and
 * thousands separators ("1,234.50"). Works on the digits only: a float would round large amounts.
 * Extra decimals are cut, not rounded (the API sends exactly 2). Anything else comes back unchanged.
 */
export function formatMoney(value: string): string {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return value;
  const [, minus = '', digits = '0', decimals = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = decimals.padEnd(2, '0').slice(0, 2);
  const isZero = /^0*$/.test(whole + cents);
  return `${isZero ? '' : minus}${grouped}.${cents}`;
}

/** Symbol and amount as the header shows them: "P 1,234.50". */
export function formatMoneyWithSymbol(value: string, symbol: string): string {
  const amount = formatMoney(value);
  return symbol ? `${symbol} ${amount}` : amount;
}

/**
 * A whole amount in short form for headlines ("up to 131K"): thousands as K, millions as M, one decimal
 * at most, cut rather than rounded so a headline never promises more than the amount. Cents are left
 * out; below 1,000 it is the whole amount. Anything that is not money comes back unchanged.
 */
export function formatMoneyCompact(value: string): string {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return value;
  const [, minus = '', digits = '0'] = match;
  const whole = BigInt(digits);
  const short = (unit: bigint, suffix: string) => {
    const tenths = (whole * 10n) / unit;
    const text = tenths % 10n === 0n ? `${tenths / 10n}` : `${tenths / 10n}.${tenths % 10n}`;
    return `${text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${suffix}`;
  };
  const text =
    whole >= 1_000_000n ? short(1_000_000n, 'M') : whole >= 1_000n ? short(1_000n, 'K') : `${whole}`;
  return whole === 0n ? text : `${minus}${text}`;
}
