/** A moment as the site's calendar day, 'YYYY-MM-DD' (the records calls take days in that zone). */
export function siteDate(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** '2026-01-22' as the site writes dates elsewhere (the header clock): '2026/01/22'. */
export function slashed(day: string): string {
  return day.replaceAll('-', '/');
}
