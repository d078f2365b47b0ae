import { describe, expect, it } from 'vitest';
import { SEA_BET_KIND_CODES, VN_BET_TYPE_CODES } from '@swerte/contracts';
import { SEA_BET_KINDS, VN_BET_TYPES, type VnResult } from '@swerte/games';
import {
  checkSlipBet,
  defaultSettings,
  effectiveSettings,
  returnPercent,
  settleTicket,
  storedSettings,
} from './rules.js';

/** packages/games' worked North example (lottery/examples.ts): lô 65 comes five times, 01 once. */
const NORTH_EXAMPLE: VnResult = {
  region: 'north',
  prizes: {
    special: ['98765'],
    first: ['12340'],
    second: ['00001', '00002'],
    third: ['00003', '00004', '00005', '00006', '00007', '00065'],
    fourth: ['0008', '0009', '0010', '0011'],
    fifth: ['0012', '0013', '0014', '0015', '0016', '0765'],
    sixth: ['017', '018', '765'],
    seventh: ['19', '20', '21', '65'],
  },
};

describe('lottery rules', () => {
  const north = defaultSettings('north');
  const sea = defaultSettings('sea');

  it('prices a Vietnamese ticket by points × price × combinations and spreads its liability per number', () => {
    const checked = checkSlipBet('north', north, {
      betType: 'xien2',
      numbers: ['01', '02', '03'],
      points: 2,
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [ticket] = checked.tickets;
    // C(3, 2) = 3 pairs at 1.00 a point: 6.00; each number sits in 2 pairs paying 17.00 a point.
    expect(ticket!.stake).toBe(600n);
    expect(ticket!.liabilities).toEqual([
      { number: '01', amount: 2n * 1_700n * 2n },
      { number: '02', amount: 6_800n },
      { number: '03', amount: 6_800n },
    ]);
  });

  it("records each number's liability over every occurrence: a draw never pays a number more", () => {
    // Every North prize ending in 65 (27 slots): lô 65 wins 27 times, đá 65–01 never, 65–00 …
    const prizes: Record<string, string[]> = {};
    for (const [prize, numbers] of Object.entries(NORTH_EXAMPLE.prizes))
      prizes[prize] = numbers.map((n) => `${'0'.repeat(n.length - 2)}65`);
    const allSixtyFive = { region: 'north', prizes } as VnResult;
    const cases = [
      { betType: 'lo2', numbers: ['65', '01'] },
      { betType: 'lo3', numbers: ['065', '765'] },
      { betType: 'lo4', numbers: ['0065'] },
      { betType: 'dau', numbers: ['65'] },
      { betType: 'dauDuoi', numbers: ['65'] },
      { betType: 'da', numbers: ['65', '01', '20'] },
      { betType: 'xien2', numbers: ['65', '01', '20'] },
    ];
    for (const result of [NORTH_EXAMPLE, allSixtyFive])
      for (const { betType, numbers } of cases) {
        const checked = checkSlipBet('north', north, { betType, numbers, points: 3 });
        expect(checked.ok, betType).toBe(true);
        if (!checked.ok) return;
        const ticket = checked.tickets[0]!;
        const settled = settleTicket(ticket, { kind: 'vn', result });
        for (const { number, amount } of ticket.liabilities) {
          const paidOn = settled.wins
            .filter((win) => win.numbers.includes(number))
            .reduce((sum, win) => sum + (3n * ticket.odds.pays * BigInt(win.times * 2)) / 2n, 0n);
          expect(paidOn <= amount, `${betType} ${number}: paid ${paidOn} > liability ${amount}`).toBe(true);
        }
      }
    // Lô 65 on the all-65 table pays exactly its liability: 3 points × 95.00 × 27.
    const lo = checkSlipBet('north', north, { betType: 'lo2', numbers: ['65'], points: 3 });
    expect(lo.ok && lo.tickets[0]!.liabilities).toEqual([{ number: '65', amount: 3n * 9_500n * 27n }]);
    expect(lo.ok && settleTicket(lo.tickets[0]!, { kind: 'vn', result: allSixtyFive }).payout).toBe(
      3n * 9_500n * 27n,
    );
    // Đề reads one prize: one occurrence, as before.
    const de = checkSlipBet('north', north, { betType: 'de', numbers: ['65'], points: 3 });
    expect(de.ok && de.tickets[0]!.liabilities).toEqual([{ number: '65', amount: 3n * 9_500n }]);
  });

  it('makes each SEA number a ticket of its own, a sum paying by its ways', () => {
    const checked = checkSlipBet('sea', sea, { betType: 'sum', numbers: ['0', '22'], points: 1 });
    expect(checked.ok && checked.tickets.map((t) => [t.numbers[0], t.odds.pays])).toEqual([
      ['0', 9_700_000n],
      ['22', 9_700_000n / 6_000n],
    ]);
  });

  it('answers the ticket checker codes for bad input', () => {
    const code = (kind: 'north' | 'sea', bet: Parameters<typeof checkSlipBet>[2]) => {
      const checked = checkSlipBet(kind, kind === 'sea' ? sea : north, bet);
      return checked.ok ? 'ok' : checked.code;
    };
    expect(code('north', { betType: 'digit', numbers: ['1'], points: 1 })).toBe('error_lottery_bet_type');
    expect(code('north', { betType: 'lo2', numbers: ['123'], points: 1 })).toBe(
      'error_lottery_number_format',
    );
    expect(code('north', { betType: 'lo2', numbers: ['12'], points: 1, position: 1 })).toBe(
      'error_lottery_number_format',
    );
    expect(code('sea', { betType: 'digit', numbers: ['x'], points: 1, position: 1 })).toBe(
      'error_lottery_number_format',
    );
    expect(code('sea', { betType: 'digit', numbers: ['10'], points: 1, position: 1 })).toBe(
      'error_lottery_number_range',
    );
    expect(code('sea', { betType: 'digit', numbers: ['1'], points: 1 })).toBe('error_lottery_number_range');
    expect(code('sea', { betType: 'sumOddEven', numbers: ['odd', 'odd'], points: 1 })).toBe(
      'error_lottery_number_duplicate',
    );
    expect(code('north', { betType: 'lo2', numbers: ['12'], points: 1_000_000 })).toBe('error_bet_above_max');
  });

  it('keeps operator settings over the defaults and ignores what is not a setting', () => {
    const changed = { ...north, lo2: { ...north.lo2!, pays: 9_000n, enabled: false } };
    const back = effectiveSettings('north', {
      ...storedSettings(changed),
      nope: { price: '1' },
      de: { price: '-5' },
    });
    expect(back.lo2).toMatchObject({ pays: 9_000n, enabled: false });
    expect(back.de).toEqual(north.de);
    expect(back).not.toHaveProperty('nope');
    expect(checkSlipBet('north', back, { betType: 'lo2', numbers: ['12'], points: 1 })).toMatchObject({
      ok: false,
      code: 'error_lottery_bet_type',
    });
  });

  it('shows the exact returns of the default odds', () => {
    expect(returnPercent('north', 'lo2', north.lo2!)).toBe('95.0000');
    expect(returnPercent('south', 'xien2', defaultSettings('south').xien2!)).toBe('91.3773');
    expect(returnPercent('sea', 'positionBigSmall', sea.positionBigSmall!)).toBe('97.5000');
  });

  it('settles a ticket on the worked North example with the odds it was bought at', () => {
    const outcome = { kind: 'vn' as const, result: NORTH_EXAMPLE };
    const odds = { price: 2_700n, pays: 9_500n, maxPayout: 100_000_000n };
    // lô 65, 01, 99 at 2 points: 65 five times, 01 once: 2 × 95 × 6 = 1,140.00.
    const settled = settleTicket(
      { betType: 'lo2', numbers: ['65', '01', '99'], position: null, points: 2, odds },
      outcome,
    );
    expect(settled.payout).toBe(114_000n);
    expect(settled.wins).toEqual([
      { numbers: ['65'], times: 5 },
      { numbers: ['01'], times: 1 },
    ]);
    const sea = settleTicket(
      {
        betType: 'digit',
        numbers: ['3'],
        position: 2,
        points: 4,
        odds: { price: 100n, pays: 970n, maxPayout: 100_000_000n },
      },
      { kind: 'sea', digits: [1, 3, 4, 9, 3] },
    );
    expect(sea).toEqual({ payout: 3_880n, wins: [{ numbers: ['3'], times: 1 }] });
  });
});

describe('the wire and the maths', () => {
  it('name the same bet types and fast-draw kinds', () => {
    expect([...VN_BET_TYPE_CODES]).toEqual([...VN_BET_TYPES]);
    expect([...SEA_BET_KIND_CODES].sort()).toEqual([...SEA_BET_KINDS].sort());
  });
});
