import { describe, expect, it } from 'vitest';
import { FAVOURITES_TAG, drawsOn, filterLotteries, weekdayToday } from './list-filters';
import { countdownText, drawDateText } from './draw-date';

const items = [
  { gameId: 1, gameName: 'Miền Bắc', gameMenuTag: 'NORTH', drawDayOfWeek: '1,2,3,4,5,6,7' },
  { gameId: 2, gameName: 'TP. Hồ Chí Minh', gameMenuTag: 'SOUTH', drawDayOfWeek: '2,7' },
  { gameId: 3, gameName: 'Đà Nẵng', gameMenuTag: 'CENTRAL', drawDayOfWeek: '4,7' },
];
const none = { tag: null, weekday: null, search: '', favourites: [] };

describe('lottery list filters', () => {
  it('reads the weekday list, Sunday 1 … Saturday 7', () => {
    expect(drawsOn(items[1]!, 2)).toBe(true);
    expect(drawsOn(items[1]!, 3)).toBe(false);
    expect(weekdayToday(new Date('2026-11-29T04:00:00Z'))).toBe(1); // a Sunday in Manila
    expect(weekdayToday(new Date('2026-11-28T17:00:00Z'))).toBe(1); // Saturday UTC, Sunday 01:00 in Manila
  });

  it('filters by tag, weekday and name together', () => {
    expect(filterLotteries(items, { ...none, weekday: 7 }).map((i) => i.gameId)).toEqual([1, 2, 3]);
    expect(filterLotteries(items, { ...none, weekday: 4, tag: 'CENTRAL' }).map((i) => i.gameId)).toEqual([3]);
    expect(filterLotteries(items, { ...none, search: 'hồ chí' }).map((i) => i.gameId)).toEqual([2]);
  });

  it('lists the favourites under the favourites tag', () => {
    expect(
      filterLotteries(items, { ...none, tag: FAVOURITES_TAG, favourites: [3] }).map((i) => i.gameId),
    ).toEqual([3]);
  });
});

describe('draw dates and countdowns', () => {
  it('shows dates as YYYY.MM.DD in the site zone', () => {
    expect(drawDateText('2026-11-26T17:30:00Z')).toBe('2026.11.27');
    expect(drawDateText('not a date')).toBe('');
  });

  it('counts down in MM:SS, with hours when there are some', () => {
    expect(countdownText(65_400)).toBe('01:05');
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(-10)).toBe('00:00');
    expect(countdownText(3 * 86_400_000 + 7_000, 'araw')).toBe('3 araw 00:00:07');
  });
});
