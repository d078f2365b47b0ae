import { describe, expect, it } from 'vitest';
import {
  PROVINCES,
  dateAtOffset,
  drawDayOfWeek,
  fastDrawAt,
  fastNumero,
  formatClock,
  formatDrawDate,
  nextVnDraw,
  parseNumero,
  provincesDrawing,
  vnNumero,
  weekdayNumber,
  zoneOffsetMinutes,
} from './calendar';

const MANILA = 8 * 60;
const at = (iso: string) => Date.parse(iso);
const province = (code: string) => PROVINCES.find((p) => p.code === code)!;

describe('draw calendar', () => {
  it('numbers weekdays Sunday 1 … Saturday 7 and writes dates YYYY.MM.DD', () => {
    // 26 November 2026 is a Thursday.
    expect(weekdayNumber({ year: 2026, month: 11, day: 26 })).toBe(5);
    expect(weekdayNumber({ year: 2026, month: 11, day: 29 })).toBe(1);
    expect(weekdayNumber({ year: 2026, month: 11, day: 28 })).toBe(7);
    expect(formatDrawDate({ year: 2026, month: 1, day: 5 })).toBe('2026.01.05');
  });

  it('has the state schedule: the North daily, South and Central provinces on their days', () => {
    const names = (code: 'north' | 'central' | 'south') =>
      provincesDrawing({ year: 2026, month: 11, day: 30 }, code).map((p) => p.code);
    // Monday: TP.HCM, Đồng Tháp, Cà Mau; Thừa Thiên Huế and Phú Yên.
    expect(names('south')).toEqual(['TPHCM', 'DOTH', 'CAMA']);
    expect(names('central')).toEqual(['TTHU', 'PHYE']);
    expect(names('north')).toEqual(['MB']);
    for (let weekday = 1; weekday <= 7; weekday++) {
      const south = PROVINCES.filter((p) => p.region === 'south' && p.days.includes(weekday));
      const central = PROVINCES.filter((p) => p.region === 'central' && p.days.includes(weekday));
      expect(south.length).toBe(weekday === 7 ? 4 : 3);
      expect(central.length).toBeGreaterThanOrEqual(2);
    }
    expect(drawDayOfWeek(province('TPHCM'))).toBe('2,7');
    expect(drawDayOfWeek(province('MB'))).toBe('1,2,3,4,5,6,7');
  });

  it('draws at Vietnam time and locks before it', () => {
    // Thursday 26 Nov 2026, 10:00 Manila: the North draws at 18:15 Vietnam = 11:15 UTC.
    const draw = nextVnDraw(province('MB'), at('2026-11-26T02:00:00Z'), 900);
    expect(draw).toMatchObject({
      numero: '20261126',
      drawAt: at('2026-11-26T11:15:00Z'),
      lockAt: at('2026-11-26T11:00:00Z'),
    });
    // Shown in the site's zone: the North at 19:15 Manila, the South at 17:15.
    expect(formatClock(draw.drawAt, MANILA)).toBe('19:15');
    expect(formatClock(nextVnDraw(province('TANI'), at('2026-11-26T00:00:00Z'), 600).drawAt, MANILA)).toBe(
      '17:15',
    );
    // After the lock the next one is tomorrow's.
    expect(nextVnDraw(province('MB'), at('2026-11-26T11:00:00Z'), 900).numero).toBe('20261127');
    // Tây Ninh draws on Thursdays at 16:15 Vietnam; on Friday the next is a week later.
    expect(nextVnDraw(province('TANI'), at('2026-11-27T00:00:00Z'), 600)).toMatchObject({
      numero: '20261203',
      drawAt: at('2026-12-03T09:15:00Z'),
      lockAt: at('2026-12-03T09:05:00Z'),
    });
  });

  it('numbers fast draws by the site day and period, and moves past a locked period', () => {
    // 00:00:30 Manila: the first 1-minute period draws at 00:01 with the lock 10 s before.
    const first = fastDrawAt(at('2026-11-25T16:00:30Z'), 1, MANILA, 10);
    expect(first).toMatchObject({ numero: '20261126-0001', drawAt: at('2026-11-25T16:01:00Z') });
    const locked = fastDrawAt(at('2026-11-25T16:00:55Z'), 1, MANILA, 10);
    expect(locked).toMatchObject({ numero: '20261126-0002', drawAt: at('2026-11-25T16:02:00Z') });
    // 23:58 Manila, 5-minute draws: the last period of the day draws at midnight.
    expect(fastDrawAt(at('2026-11-26T15:58:00Z'), 5, MANILA, 30).numero).toBe('20261126-0288');
    expect(fastDrawAt(at('2026-11-26T15:59:45Z'), 5, MANILA, 30).numero).toBe('20261127-0001');
    expect(fastDrawAt(at('2026-11-26T03:00:00Z'), 3, MANILA, 30).numero).toBe('20261126-0221');
  });

  it('reads numeros back and rejects what is not one', () => {
    expect(parseNumero(vnNumero({ year: 2026, month: 2, day: 28 }))).toEqual({
      date: { year: 2026, month: 2, day: 28 },
      period: null,
    });
    expect(parseNumero(fastNumero({ year: 2026, month: 11, day: 26 }, 1440))?.period).toBe(1440);
    expect(parseNumero('20260230')).toBeNull();
    expect(parseNumero('20261126-0000')).toBeNull();
    expect(parseNumero('2026-11-26')).toBeNull();
  });

  it('takes zone offsets from the time-zone data', () => {
    expect(zoneOffsetMinutes('Asia/Manila', at('2026-11-26T00:00:00Z'))).toBe(480);
    expect(zoneOffsetMinutes('Asia/Ho_Chi_Minh', at('2026-06-26T00:00:00Z'))).toBe(420);
    expect(dateAtOffset(at('2026-11-25T16:00:00Z'), MANILA)).toEqual({ year: 2026, month: 11, day: 26 });
  });
});
