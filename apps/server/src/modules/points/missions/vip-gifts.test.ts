import { describe, expect, it } from 'vitest';
import { birthdayGiftDue, birthdaysOn, giftsDue, type GiftLevel } from './vip-gifts.js';

const level = (n: number, levelUpGift: bigint, monthlyGift: bigint, birthdayGift = 0n): GiftLevel => ({
  level: n,
  minDeposit: 0n,
  minValidBet: 0n,
  nameTy: `Antas ${n}`,
  nameEn: `Level ${n}`,
  giftKind: 'cash',
  levelUpGift,
  monthlyGift,
  birthdayGift,
  giftTurnoverMultiple: 0,
});

const ladder = [
  level(1, 0n, 0n),
  level(2, 8_800n, 2_800n),
  level(3, 18_800n, 0n),
  level(4, 58_800n, 12_800n),
];

describe('VIP gifts due', () => {
  it('are every level-up gift up to the level, and the month gift of the level stood on', () => {
    expect(giftsDue(ladder, 3, '202611').map((g) => [g.source, g.amount])).toEqual([
      ['vip:level:2', 8_800n],
      ['vip:level:3', 18_800n],
    ]);
    expect(giftsDue(ladder, 2, '202611').map((g) => [g.source, g.amount])).toEqual([
      ['vip:level:2', 8_800n],
      ['vip:month:202611', 2_800n],
    ]);
    expect(giftsDue(ladder, 4, '202612').at(-1)).toMatchObject({
      source: 'vip:month:202612',
      amount: 12_800n,
      title: { EN: 'VIP Level 4 gift for 2026/12', TY: 'Regalo ng VIP Antas 4 para sa 2026/12' },
    });
  });

  it('are none below the first gift, and none on a ladder without gifts', () => {
    expect(giftsDue(ladder, 1, '202611')).toEqual([]);
    expect(giftsDue(ladder, 0, '202611')).toEqual([]);
    expect(giftsDue([level(1, 0n, 0n), level(2, 0n, 0n)], 2, '202611')).toEqual([]);
  });
});

describe('VIP birthday gifts', () => {
  const withBirthdays = [level(1, 0n, 0n), level(2, 0n, 0n, 0n), level(3, 0n, 0n, 28_800n)];

  it("are the gift of the level stood on, once a year, and none where the level has none", () => {
    expect(birthdayGiftDue(withBirthdays, 3, '2026')).toMatchObject({
      source: 'vip:birthday:2026',
      amount: 28_800n,
      title: { EN: 'Happy birthday! Your VIP Level 3 gift' },
    });
    expect(birthdayGiftDue(withBirthdays, 2, '2026')).toBeNull();
    expect(birthdayGiftDue(withBirthdays, 0, '2026')).toBeNull();
  });

  it('fall on the day itself; 29 February is kept on the 28th of a common year', () => {
    expect(birthdaysOn('20261126')).toEqual([{ month: 11, day: 26 }]);
    expect(birthdaysOn('20270228')).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(birthdaysOn('20280228')).toEqual([{ month: 2, day: 28 }]);
    expect(birthdaysOn('20280229')).toEqual([{ month: 2, day: 29 }]);
    expect(birthdaysOn('21000228')).toHaveLength(2);
  });
});
