import { describe, expect, it } from 'vitest';
import { defaultVnOdds } from './odds';
import { checkOpen, checkSeaBet, checkVnTicket } from './ticket';
import type { SeaBet } from './sea';

const limits = { minStake: 100n, maxStake: 1_000_000n, maxNumbers: 10 };
const north = (type: string, numbers: string[], points = 1n) =>
  checkVnTicket({ type, numbers, points }, defaultVnOdds('north', type as 'lo2'), limits);

describe('ticket checks', () => {
  it('accepts a good ticket and prices it', () => {
    expect(north('lo2', ['00', '99'], 3n)).toEqual({
      ok: true,
      value: { type: 'lo2', numbers: ['00', '99'], points: 3n },
      stake: 3n * 2_700n * 2n,
    });
    // Five numbers of xiên 3 make ten groups.
    const xien = north('xien3', ['01', '02', '03', '04', '05']);
    expect(xien.ok && xien.stake).toBe(1_000n);
  });

  it('names what is wrong', () => {
    const code = (result: ReturnType<typeof north>) => (result.ok ? 'ok' : result.code);
    expect(code(north('loto', ['01']))).toBe('error_lottery_bet_type');
    expect(code(north('lo2', ['1']))).toBe('error_lottery_number_format');
    expect(code(north('lo2', ['123']))).toBe('error_lottery_number_format');
    expect(code(north('lo2', ['1a']))).toBe('error_lottery_number_format');
    expect(code(north('cang3', ['12']))).toBe('error_lottery_number_format');
    expect(code(north('digitTail', ['12']))).toBe('error_lottery_number_format');
    expect(code(north('lo2', ['12', '12']))).toBe('error_lottery_number_duplicate');
    expect(code(north('xien3', ['12', '13']))).toBe('error_lottery_numbers_count');
    expect(
      code(
        north(
          'lo2',
          Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0')),
        ),
      ),
    ).toBe('error_lottery_numbers_count');
    expect(code(north('lo2', []))).toBe('error_lottery_numbers_count');
    expect(code(north('lo2', ['12'], 0n))).toBe('error_lottery_points');
    expect(code(north('de', ['12'], 0n))).toBe('error_lottery_points');
    // 1 point of đề costs 1.00, under the 1.00 minimum? No: equal is allowed; 0.99 is not.
    expect(code(checkVnTicket({ type: 'de', numbers: ['12'], points: 1n }, { price: 99n }, limits))).toBe(
      'error_bet_below_min',
    );
    expect(code(north('lo2', ['12'], 1_000n))).toBe('error_bet_above_max');
    // A bet type the game does not offer.
    const offered = checkVnTicket(
      { type: 'da', numbers: ['01', '02'], points: 1n },
      { price: 100n },
      limits,
      ['lo2'],
    );
    expect(offered.ok ? 'ok' : offered.code).toBe('error_lottery_bet_type');
  });

  it('checks fast SEA bets', () => {
    const odds = { price: 100n };
    const code = (bet: SeaBet, points = 1n) => {
      const result = checkSeaBet(bet, points, odds, limits);
      return result.ok ? result.stake : result.code;
    };
    expect(code({ kind: 'digit', position: 5, digit: 9 }, 4n)).toBe(400n);
    expect(code({ kind: 'digit', position: 6, digit: 9 })).toBe('error_lottery_number_range');
    expect(code({ kind: 'digit', position: 1, digit: 10 })).toBe('error_lottery_number_range');
    expect(code({ kind: 'digit', position: 1.5, digit: 1 })).toBe('error_lottery_number_range');
    expect(code({ kind: 'sum', total: 46 })).toBe('error_lottery_number_range');
    expect(code({ kind: 'sumBigSmall', pick: 'odd' } as unknown as SeaBet)).toBe(
      'error_lottery_number_format',
    );
    expect(code({ kind: 'jackpot' } as unknown as SeaBet)).toBe('error_lottery_bet_type');
    expect(code({ kind: 'sumOddEven', pick: 'odd' }, 0n)).toBe('error_lottery_points');
    expect(code({ kind: 'sumOddEven', pick: 'odd' }, 100_000n)).toBe('error_bet_above_max');
  });

  it('closes betting at the lock instant', () => {
    expect(checkOpen(999, 1_000)).toEqual({ ok: true });
    expect(checkOpen(1_000, 1_000)).toEqual({ ok: false, code: 'error_bet_closed' });
  });
});
