/** The fields of a §3 lottery item the list filters read. */
export interface FilterableLottery {
  gameId: number;
  gameName: string;
  gameMenuTag: string;
  /** §3: weekday numbers the game draws on, a comma list (Sunday 1 … Saturday 7). */
  drawDayOfWeek: string;
}

/** §9: weekday filter values, Sunday 1 … Saturday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** §9: menu tag arrows above 7 tags. */
export const TAG_ARROWS_ABOVE = 7;
/** The tag that lists the member's favourites (LOTTFAV). */
export const FAVOURITES_TAG = 'FAV';

export interface LotteryFilter {
  tag: string | null;
  weekday: number | null;
  search: string;
  favourites: readonly number[];
}

export function drawsOn(item: Pick<FilterableLottery, 'drawDayOfWeek'>, weekday: number): boolean {
  return item.drawDayOfWeek
    .split(',')
    .map((day) => Number(day.trim()))
    .includes(weekday);
}

/** The items a lottery list shows: its menu tag (or favourites), the weekday, then the search by name. */
export function filterLotteries<T extends FilterableLottery>(
  items: readonly T[],
  filter: LotteryFilter,
): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return items.filter((item) => {
    if (filter.tag === FAVOURITES_TAG) {
      if (!filter.favourites.includes(item.gameId)) return false;
    } else if (filter.tag !== null && item.gameMenuTag !== filter.tag) return false;
    if (filter.weekday !== null && !drawsOn(item, filter.weekday)) return false;
    return needle === '' || item.gameName.toLocaleLowerCase().includes(needle);
  });
}

/** Today's weekday number (Sunday 1) in the site's zone, the filter's first choice. */
export function weekdayToday(now: Date, timeZone = 'Asia/Manila'): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name) + 1;
}
