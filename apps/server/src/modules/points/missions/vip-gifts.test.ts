import { describe, expect, it } from 'vitest';
import { giftsDue, type GiftLevel } from './vip-gifts.js';

const level = (n: number, levelUpGift: bigint, monthlyGift: bigint): GiftLevel => ({
  level: n,
  minDeposit: 0n,
  minValidBet: 0n,
  nameTy: `Antas ${n}`,
  nameEn: `Level ${n}`,
  giftKind: 'cash',
  levelUpGift,
  monthlyGift,
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
