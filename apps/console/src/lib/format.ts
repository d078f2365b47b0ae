/** The site's zone: figures and times are shown as the site's days (the server's SITE_TIMEZONE default). */
export const SITE_TIME_ZONE = 'Asia/Manila';

const moneyFormat = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1234.50" (the API's decimal string) → "1,234.50", without ever going through a float's rounding. */
export function formatMoney(value: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!match) return value;
  const [, sign, whole, cents] = match;
  const grouped = moneyFormat.format(BigInt(whole ?? '0')).replace(/\.00$/, '');
  return `${sign}${grouped}.${cents}`;
}

/** The sum of the API's decimal strings ("12.50", "-3.05"), added as integer cents. */
export function sumMoney(values: readonly string[]): string {
  let cents = 0n;
  for (const value of values) {
    const match = /^(-?)(\d+)\.(\d{2})$/.exec(value);
    if (!match) throw new Error(`not money: ${value}`);
    const amount = BigInt(`${match[2] ?? '0'}${match[3] ?? '00'}`);
    cents += match[1] ? -amount : amount;
  }
  const sign = cents < 0n ? '-' : '';
  const abs = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** A decimal string as a number for a chart's axis only (never for arithmetic on money). */
export const moneyToChart = (value: string) => Number(value);

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as the site's wall clock: "26/11/2026, 13:40". */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/** The site day of an instant, as YYYY-MM-DD. */
export function siteDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(at);
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One CSV field: quoted when it holds a quote, a separator or a line break; formulas neutralised. */
export function csvField(value: unknown): string {
  let text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : '';
  // A spreadsheet runs a cell starting with =, +, - or @ as a formula: a member's name must not.
  if (/^[=+@\t\r]/.test(text) || (/^-/.test(text) && !/^-\d+(\.\d+)?$/.test(text))) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a download link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A fresh idempotency key for one money action (a retry of the same action reuses it). */
export function newIdempotencyKey(prefix: string): string {
  const random = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** datetime-local (the operator's clock) ⇄ the ISO instant the API keeps. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
