import { describe, expect, it } from 'vitest';
import { dayRange, lastEndedPeriod, periodAt } from './contract-periods.js';
import { grossOf, waterfall, type TeamFigures, type WaterfallContract } from './contract-waterfall.js';

const tier = (rateBp: number, minActive = 0) => ({ minActive, rateBp });
const salary = { dividend: false, payer: 'platform', carryLoss: false } as const;

/** Top 1 (2 %) → 2 (1 %) → 3 (tiers 0.4 % / 3 % at 5 active, capped by 2's 1 %). */
const chain: WaterfallContract[] = [
  { id: 10, agentId: 1, uplineId: null, tiers: [tier(150), tier(200, 3)] },
  { id: 20, agentId: 2, uplineId: 1, tiers: [tier(100)] },
  { id: 30, agentId: 3, uplineId: 2, tiers: [tier(40), tier(300, 5)] },
];
const figures = (entries: [number, bigint, bigint, number][]) => {
  const map = new Map(
    entries.map(([id, validBet, netLoss, activeMembers]) => [id, { validBet, netLoss, activeMembers }]),
  );
  return (id: number): TeamFigures | undefined => map.get(id);
};

describe('the contract waterfall', () => {
  it('pays each level its rate minus its downline contract, adding up to the top rate', () => {
    const rows = waterfall(
      chain,
      figures([
        [1, 60_000n, 0n, 3],
        [2, 50_000n, 0n, 2],
        [3, 30_000n, 0n, 1],
      ]),
      () => 0n,
      salary,
    );
    expect(rows.map((r) => [r.agentId, r.rateBp, r.due])).toEqual([
      [1, 200, 700n],
      [2, 100, 380n],
      [3, 40, 120n],
    ]);
    expect(rows.reduce((sum, r) => sum + r.due, 0n)).toBe(grossOf(200, 60_000n));
  });

  it('caps a tier above the upline rate at the upline rate, so no level is owed a negative share', () => {
    const rows = waterfall(
      chain,
      figures([
        [1, 90_000n, 0n, 6],
        [2, 80_000n, 0n, 5],
        [3, 70_000n, 0n, 5],
      ]),
      () => 0n,
      salary,
    );
    expect(rows.find((r) => r.agentId === 3)).toMatchObject({ rateBp: 100, due: 700n });
    expect(rows.find((r) => r.agentId === 2)!.due).toBe(100n);
    expect(rows.reduce((sum, r) => sum + r.due, 0n)).toBe(1800n);
  });

  it('leaves out a contract whose upline holds none in the period', () => {
    const rows = waterfall(chain.slice(1), figures([[2, 1000n, 0n, 1]]), () => 0n, salary);
    expect(rows).toEqual([]);
  });

  it('pays the gross from the upline when uplines pay, and carries a won period into the next', () => {
    const rows = waterfall(
      chain.slice(0, 2),
      figures([
        [1, 0n, -5_000n, 3],
        [2, 0n, 20_000n, 2],
      ]),
      (id) => (id === 20 ? -4_000n : 0n),
      { dividend: true, payer: 'upline', carryLoss: true },
    );
    expect(rows.map((r) => [r.agentId, r.payerId, r.due, r.carriedOut])).toEqual([
      [1, null, 0n, -5_000n],
      [2, 1, 160n, 0n],
    ]);
  });
});

describe('contract periods in the site time zone', () => {
  const tz = 'Asia/Manila';
  it('cuts weeks on Monday, half months on the 15th, months at their end', () => {
    expect(dayRange('weekly', '2026-11-25')).toEqual(['2026-11-23', '2026-11-29']);
    expect(dayRange('semimonthly', '2026-02-20')).toEqual(['2026-02-16', '2026-02-28']);
    expect(dayRange('semimonthly', '2026-02-15')).toEqual(['2026-02-01', '2026-02-15']);
    expect(dayRange('monthly', '2028-02-10')).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('starts a site day at its midnight and reads a slot as its own site day so far', () => {
    const day = periodAt('daily', new Date('2026-11-25T17:00:00Z'), tz);
    expect([day.fromDay, day.start.toISOString(), day.end.toISOString()]).toEqual([
      '2026-11-26',
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
    const lastSlot = lastEndedPeriod('realtime', new Date('2026-11-25T16:00:10Z'), tz);
    expect([lastSlot.start.toISOString(), lastSlot.fromDay, lastSlot.dayStart.toISOString()]).toEqual([
      '2026-11-25T15:55:00.000Z',
      '2026-11-25',
      '2026-11-24T16:00:00.000Z',
    ]);
    expect(lastEndedPeriod('hourly', new Date('2026-11-25T10:02:00Z'), tz).start.toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
  });
});
