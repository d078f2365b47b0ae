import { dateAtOffset, formatDrawDate, zoneOffsetMinutes } from '@swerte/games';

/** §9: a lottery date as YYYY.MM.DD, of an instant in the given zone (the site's, by default Manila). */
export function drawDateText(instant: string | number | Date, timeZone = 'Asia/Manila'): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  return formatDrawDate(dateAtOffset(ms, zoneOffsetMinutes(timeZone, ms)));
}

/**
 * A countdown of milliseconds as HH:MM:SS (MM:SS under an hour, "2 d HH:MM:SS" beyond a day, `dayUnit`
 * in the page's language); 00:00 once it is over.
 */
export function countdownText(remainingMs: number, dayUnit = 'd'): string {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => n.toString().padStart(2, '0');
  if (days > 0) return `${days} ${dayUnit} ${two(h)}:${two(m)}:${two(s)}`;
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
