import type { VnRegion } from './regions';
import type { SeaInterval } from './sea';

/** A calendar date (no time, no zone). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** §9: weekdays are numbered Sunday 1 … Saturday 7. */
export function weekdayNumber(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 1;
}

const pad = (value: number, width: number) => value.toString().padStart(width, '0');

/** §9: a lottery date is shown as YYYY.MM.DD. */
export function formatDrawDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}.${pad(date.month, 2)}.${pad(date.day, 2)}`;
}

/** The wall-clock time of an instant at a fixed UTC offset, `HH:mm` (draw times in the site's zone). */
export function formatClock(instant: number, offsetMinutes: number): string {
  const d = new Date(instant + offsetMinutes * 60_000);
  return `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}`;
}

/** The calendar date `days` after `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The calendar date of an instant (ms since the epoch) at a fixed UTC offset in minutes. */
export function dateAtOffset(instant: number, offsetMinutes: number): CalendarDate {
  const d = new Date(instant + offsetMinutes * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant of a wall-clock time on a date at a fixed UTC offset. */
export function instantAt(date: CalendarDate, minutesOfDay: number, offsetMinutes: number): number {
  return Date.UTC(date.year, date.month - 1, date.day) + (minutesOfDay - offsetMinutes) * 60_000;
}

/**
 * A zone's UTC offset at an instant, in minutes, from the Intl time-zone data (browser and Node alike).
 * The site's zone (Asia/Manila, +8) and Vietnam's (+7) keep no daylight saving.
 */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Vietnam's state lotteries draw on Vietnam time, UTC+7 all year. */
export const VIETNAM_OFFSET_MINUTES = 7 * 60;

/** Draw time of each region, Vietnam time, minutes after midnight: South 16:15, Central 17:15, North 18:15. */
export const VN_DRAW_MINUTES: Record<VnRegion, number> = {
  south: 16 * 60 + 15,
  central: 17 * 60 + 15,
  north: 18 * 60 + 15,
};

export interface Province {
  code: string;
  name: string;
  region: VnRegion;
  /** Weekday numbers it draws on, Sunday 1 … Saturday 7. */
  days: readonly number[];
}

const p = (code: string, name: string, region: VnRegion, ...days: number[]): Province => ({
  code,
  name,
  region,
  days,
});

/**
 * The state lottery schedule. The North draws daily in Hà Nội's company's name with the host city
 * rotating (Hà Nội Monday and Thursday, Quảng Ninh Tuesday, Bắc Ninh Wednesday, Hải Phòng Friday,
 * Nam Định Saturday, Thái Bình Sunday); it is one game, `MB`. South and Central provinces draw on
 * their own days, two to four a day.
 */
export const PROVINCES: readonly Province[] = [
  p('MB', 'Miền Bắc', 'north', 1, 2, 3, 4, 5, 6, 7),
  // South (16:15)
  p('TPHCM', 'TP. Hồ Chí Minh', 'south', 2, 7),
  p('DOTH', 'Đồng Tháp', 'south', 2),
  p('CAMA', 'Cà Mau', 'south', 2),
  p('BETR', 'Bến Tre', 'south', 3),
  p('VUTA', 'Vũng Tàu', 'south', 3),
  p('BALI', 'Bạc Liêu', 'south', 3),
  p('DONA', 'Đồng Nai', 'south', 4),
  p('CATH', 'Cần Thơ', 'south', 4),
  p('SOTR', 'Sóc Trăng', 'south', 4),
  p('TANI', 'Tây Ninh', 'south', 5),
  p('ANGI', 'An Giang', 'south', 5),
  p('BITH', 'Bình Thuận', 'south', 5),
  p('VILO', 'Vĩnh Long', 'south', 6),
  p('BIDU', 'Bình Dương', 'south', 6),
  p('TRVI', 'Trà Vinh', 'south', 6),
  p('LOAN', 'Long An', 'south', 7),
  p('BIPH', 'Bình Phước', 'south', 7),
  p('HAGI', 'Hậu Giang', 'south', 7),
  p('TIGI', 'Tiền Giang', 'south', 1),
  p('KIGI', 'Kiên Giang', 'south', 1),
  p('DALA', 'Đà Lạt', 'south', 1),
  // Central (17:15)
  p('TTHU', 'Thừa Thiên Huế', 'central', 1, 2),
  p('PHYE', 'Phú Yên', 'central', 2),
  p('DALK', 'Đắk Lắk', 'central', 3),
  p('QUNA', 'Quảng Nam', 'central', 3),
  p('DANA', 'Đà Nẵng', 'central', 4, 7),
  p('KHHO', 'Khánh Hòa', 'central', 1, 4),
  p('BIDI', 'Bình Định', 'central', 5),
  p('QUTR', 'Quảng Trị', 'central', 5),
  p('QUBI', 'Quảng Bình', 'central', 5),
  p('GILA', 'Gia Lai', 'central', 6),
  p('NITH', 'Ninh Thuận', 'central', 6),
  p('QUNG', 'Quảng Ngãi', 'central', 7),
  p('DANO', 'Đắk Nông', 'central', 7),
  p('KOTU', 'Kon Tum', 'central', 1),
];

/** §3 drawDayOfWeek: the comma list of a province's weekday numbers. */
export function drawDayOfWeek(province: Province): string {
  return [...province.days].sort((a, b) => a - b).join(',');
}

/** The provinces drawing on a date. */
export function provincesDrawing(date: CalendarDate, region?: VnRegion): Province[] {
  const weekday = weekdayNumber(date);
  return PROVINCES.filter((pr) => pr.days.includes(weekday) && (!region || pr.region === region));
}

/** A daily draw's numero: its Vietnam date as YYYYMMDD (one draw a day per game). */
export function vnNumero(date: CalendarDate): string {
  return `${pad(date.year, 4)}${pad(date.month, 2)}${pad(date.day, 2)}`;
}

export interface DrawTimes {
  numero: string;
  date: CalendarDate;
  /** Instants, ms since the epoch. */
  drawAt: number;
  /** Betting closes here: drawAt − lockSeconds. */
  lockAt: number;
}

/** Lock time: `lockSeconds` before the draw. */
export function lockTime(drawAt: number, lockSeconds: number): number {
  return drawAt - lockSeconds * 1000;
}

/** The first draw of a province whose betting is still open at `now` (lock after now). */
export function nextVnDraw(province: Province, now: number, lockSeconds: number): DrawTimes {
  const today = dateAtOffset(now, VIETNAM_OFFSET_MINUTES);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (!province.days.includes(weekdayNumber(date))) continue;
    const drawAt = instantAt(date, VN_DRAW_MINUTES[province.region], VIETNAM_OFFSET_MINUTES);
    const lockAt = lockTime(drawAt, lockSeconds);
    if (lockAt > now) return { numero: vnNumero(date), date, drawAt, lockAt };
  }
  throw new RangeError(`${province.code} has no draw day`);
}

/**
 * Fast draws run around the clock in periods of 1, 3 or 5 minutes from midnight of the site's day;
 * period k (1, 2…, 1440 / interval) draws at midnight + k × interval. Its numero is the date and the
 * period: YYYYMMDD-NNNN.
 */
export function fastDrawAt(
  now: number,
  interval: SeaInterval,
  offsetMinutes: number,
  lockSeconds: number,
): DrawTimes {
  const step = interval * 60_000;
  // The period containing `now` ends at the next multiple of the interval (a draw exactly at now is past).
  const date0 = dateAtOffset(now, offsetMinutes);
  const midnight = instantAt(date0, 0, offsetMinutes);
  let index = Math.floor((now - midnight) / step) + 1;
  let drawAt = midnight + index * step;
  if (lockTime(drawAt, lockSeconds) <= now) {
    index++;
    drawAt += step;
  }
  const perDay = 1440 / interval;
  const date = index > perDay ? addDays(date0, 1) : date0;
  if (index > perDay) index -= perDay;
  return { numero: fastNumero(date, index), date, drawAt, lockAt: lockTime(drawAt, lockSeconds) };
}

/** A fast draw's numero: YYYYMMDD-NNNN, the period of the day from 0001. */
export function fastNumero(date: CalendarDate, period: number): string {
  return `${vnNumero(date)}-${pad(period, 4)}`;
}

/** Reads a numero back: the date and, for a fast draw, the period. Null when it is not one. */
export function parseNumero(numero: string): { date: CalendarDate; period: number | null } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(numero);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addDays(date, 0);
  if (check.year !== date.year || check.month !== date.month || check.day !== date.day) return null;
  const period = match[4] === undefined ? null : Number(match[4]);
  if (period === 0) return null;
  return { date, period };
}
