/**
 * Money on the house pages as integer cents (bigint): the API sends "1234.50", stakes are summed and
 * multiplied here, and a float would drift. Only well-formed amounts reach these functions.
 */
export function toCents(money: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return 0n;
  const [, minus, whole = '0', decimals = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 123456n → "1234.56" (the API's shape, which formatMoney then groups). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
