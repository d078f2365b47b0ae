import { describe, expect, it } from 'vitest';
import { windowCounts, windowValues } from './bets';
import type { VnBetType } from './bets';
import { NORTH_EXAMPLE, SOUTH_EXAMPLE } from './examples';
import { defaultVnOdds } from './odds';
import type { BetOdds } from './odds';
import type { VnResult } from './regions';
import { settleVnTicket } from './settle';

const play = (result: VnResult, type: VnBetType, numbers: string[], points = 1n, odds?: BetOdds) =>
  settleVnTicket({ type, numbers, points }, result, odds ?? defaultVnOdds(result.region, type));

describe('Vietnamese bet settlement (North worked example)', () => {
  const north = NORTH_EXAMPLE;

  it('reads 27 two-digit lô, 23 three-digit and 20 four-digit', () => {
    expect(windowValues(north, 'lo2')).toHaveLength(27);
    expect(windowValues(north, 'lo3')).toHaveLength(23);
    expect(windowValues(north, 'lo4')).toHaveLength(20);
    expect(windowCounts(north, 'lo2').get('65')).toBe(5);
  });

  it('pays bao lô once per occurrence (nháy)', () => {
    // 2 points on 65, 01, 99 at 27.00 a point, 1 ăn 95: 65 five times, 01 once.
    const ticket = play(north, 'lo2', ['65', '01', '99'], 2n);
    expect(ticket.stake).toBe(2n * 2_700n * 3n);
    expect(ticket.payout).toBe(2n * 9_500n * 6n);
    expect(ticket.wins.map((w) => [w.numbers, w.halves])).toEqual([
      [['65'], 10n],
      [['01'], 2n],
    ]);
    // 765 ends the special, the sixth fifth prize and the third sixth prize; 065 only the sixth third.
    expect(play(north, 'lo3', ['765', '065', '001']).payout).toBe(90_000n * 5n);
    expect(play(north, 'lo4', ['8765', '0765', '0065']).payout).toBe(900_000n * 3n);
  });

  it('pays đề, đề đầu, đề giải nhất, 3 càng and 4 càng on their prize only', () => {
    expect(play(north, 'de', ['65', '40']).payout).toBe(9_500n);
    expect(play(north, 'de', ['40']).payout).toBe(0n);
    expect(play(north, 'deHead', ['98', '65']).payout).toBe(9_500n);
    expect(play(north, 'deFirst', ['40']).payout).toBe(9_500n);
    expect(play(north, 'cang3', ['765']).payout).toBe(90_000n);
    expect(play(north, 'cang3', ['065']).payout).toBe(0n);
    expect(play(north, 'cang4', ['8765']).payout).toBe(850_000n);
  });

  it('pays đầu on the four seventh prizes, đầu đuôi on them and the special, đầu/đuôi digits of the đề', () => {
    expect(play(north, 'dau', ['19', '65', '40']).payout).toBe(2n * 9_500n);
    expect(play(north, 'dau', ['19']).stake).toBe(400n);
    expect(play(north, 'dauDuoi', ['65']).payout).toBe(2n * 9_500n);
    expect(play(north, 'dauDuoi', ['65']).stake).toBe(500n);
    expect(play(north, 'digitHead', ['6', '5']).payout).toBe(950n);
    expect(play(north, 'digitTail', ['5']).payout).toBe(950n);
  });

  it('pays xiên once when every number of a group comes, each group of the ticket on its own', () => {
    expect(play(north, 'xien2', ['65', '01']).payout).toBe(1_700n);
    expect(play(north, 'xien2', ['65', '99']).payout).toBe(0n);
    // Four numbers make six pairs; 65–01, 65–02 and 01–02 come.
    const four = play(north, 'xien2', ['65', '01', '02', '99'], 3n);
    expect(four.stake).toBe(3n * 100n * 6n);
    expect(four.payout).toBe(3n * 1_700n * 3n);
    expect(play(north, 'xien3', ['01', '02', '03']).payout).toBe(7_500n);
    expect(play(north, 'xien4', ['01', '02', '03', '99']).payout).toBe(0n);
    expect(play(north, 'xien4', ['01', '02', '03', '65']).payout).toBe(35_000n);
  });

  it('pays đá per pair, a repeat of either number adding half a win', () => {
    // 65 came five times: (5 + 1) / 2 = 3 wins; 01–02 once each: one win.
    const ticket = play(north, 'da', ['65', '01', '02']);
    expect(ticket.stake).toBe(300n);
    expect(ticket.wins.map((w) => w.halves)).toEqual([6n, 6n, 2n]);
    expect(ticket.payout).toBe(1_500n * 3n + 1_500n * 3n + 1_500n);
    // Half a win on an odd stake rounds down to the cent.
    const odd = play(north, 'da', ['65', '40'], 1n, { price: 100n, pays: 1_501n, maxPayout: 10n ** 9n });
    expect(odd.payout).toBe(4_503n);
    const half = settleVnTicket(
      { type: 'da', numbers: ['01', '02'], points: 1n },
      { ...north, prizes: { ...north.prizes, first: ['12301'] } },
      { price: 100n, pays: 1_501n, maxPayout: 10n ** 9n },
    );
    // 01 now comes twice and 02 once: (2 + 1) / 2 × 15.01 = 22.515 → 22.51.
    expect(half.payout).toBe(2_251n);
  });

  it('pays lô trượt when none of the group comes', () => {
    expect(play(north, 'truot4', ['22', '23', '24', '25']).payout).toBe(285n);
    expect(play(north, 'truot4', ['22', '23', '24', '01']).payout).toBe(0n);
    // Five numbers make five groups of four; only the one without 01 misses entirely.
    expect(play(north, 'truot4', ['22', '23', '24', '25', '01']).payout).toBe(285n);
  });

  it('caps a ticket at its maximum payout', () => {
    const capped = play(north, 'lo2', ['65'], 100n, { price: 2_700n, pays: 9_500n, maxPayout: 1_000_000n });
    expect(capped.uncapped).toBe(4_750_000n);
    expect(capped.payout).toBe(1_000_000n);
  });
});

describe('Vietnamese bet settlement (South worked example)', () => {
  const south = SOUTH_EXAMPLE;

  it('reads 18, 17 and 16 lô', () => {
    expect(windowValues(south, 'lo2')).toHaveLength(18);
    expect(windowValues(south, 'lo3')).toHaveLength(17);
    expect(windowValues(south, 'lo4')).toHaveLength(16);
  });

  it('settles each bet type on the six-digit special and the eighth prize', () => {
    expect(play(south, 'lo2', ['56']).payout).toBe(5n * 9_500n);
    expect(play(south, 'lo2', ['56']).stake).toBe(1_800n);
    expect(play(south, 'lo3', ['456']).payout).toBe(3n * 90_000n);
    expect(play(south, 'lo4', ['3456', '0456']).payout).toBe(2n * 900_000n);
    expect(play(south, 'de', ['56']).payout).toBe(9_500n);
    expect(play(south, 'deHead', ['12']).payout).toBe(9_500n);
    expect(play(south, 'deFirst', ['11']).payout).toBe(9_500n);
    expect(play(south, 'dau', ['56']).payout).toBe(9_500n);
    expect(play(south, 'dauDuoi', ['56']).payout).toBe(2n * 9_500n);
    expect(play(south, 'digitHead', ['5']).payout).toBe(950n);
    expect(play(south, 'digitTail', ['6']).payout).toBe(950n);
    expect(play(south, 'cang3', ['456']).payout).toBe(90_000n);
    expect(play(south, 'cang4', ['3456']).payout).toBe(850_000n);
    expect(play(south, 'xien2', ['56', '11']).payout).toBe(3_500n);
    expect(play(south, 'xien3', ['56', '11', '22']).payout).toBe(23_500n);
    expect(play(south, 'xien4', ['56', '11', '22', '33']).payout).toBe(165_000n);
    expect(play(south, 'da', ['56', '45']).payout).toBe(3n * 3_300n);
    expect(play(south, 'truot8', ['01', '02', '03', '04', '05', '06', '07', '08']).payout).toBe(425n);
    expect(play(south, 'truot10', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '56']).payout).toBe(
      0n,
    );
  });
});
