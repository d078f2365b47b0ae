import { LANGUAGE_TAGS } from '@swerte/contracts';
import type { Language } from '@swerte/contracts';

/** DESIGN.md: times are shown in the site's time zone, default Asia/Manila. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

type Part = 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'second';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, language: Language): Intl.DateTimeFormat {
  const key = `${timeZone}|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { ...options, timeZone });
    } catch {
      // An unknown zone from the operator's settings must not break the header.
      formatter = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
        ...options,
        timeZone: DEFAULT_TIME_ZONE,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string, language: Language): Record<Part, string> {
  const parts = {} as Record<Part, string>;
  for (const part of formatterFor(timeZone, language).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type as Part] = part.value;
  }
  return parts;
}

/** The header clock (§2): `YYYY/MM/DD (ddd) HH:mm:ss` in the site's time zone. */
export function formatClock(date: Date, timeZone: string, language: Language): string {
  const p = partsOf(date, timeZone, language);
  const weekday = p.weekday.replace(/\.$/, '');
  return `${p.year}/${p.month}/${p.day} (${weekday}) ${p.hour}:${p.minute}:${p.second}`;
}

/** A moment as `YYYY/MM/DD HH:mm` in the site's time zone (maintenance end, notices). */
export function formatDateTime(date: Date, timeZone: string, language: Language): string {
  const p = partsOf(date, timeZone, language);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}
