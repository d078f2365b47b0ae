import fc from 'fast-check';
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

  it('pays the pool from the upline when uplines pay, and carries a won period into the next', () => {
    const rows = waterfall(
      chain.slice(0, 2),
      figures([
        [1, 0n, 30_000n, 3],
        [2, 0n, 20_000n, 2],
      ]),
      (id) => (id === 20 ? -4_000n : 0n),
      { dividend: true, payer: 'upline', carryLoss: true },
    );
    // 2 % of 30,000 to the top from the platform; 1 % of (20,000 − 4,000 carried) to 2 from 1.
    expect(rows.map((r) => [r.agentId, r.payerId, r.due, r.carriedOut])).toEqual([
      [1, null, 600n, 0n],
      [2, 1, 160n, 0n],
    ]);
    const won = waterfall(chain.slice(0, 1), figures([[1, 0n, -5_000n, 3]]), () => -1_000n, dividendOn);
    expect(won.map((r) => [r.due, r.carriedIn, r.carriedOut])).toEqual([[0n, -1_000n, -6_000n]]);
  });
});

const dividendOn = { dividend: true, payer: 'platform', carryLoss: true } as const;
const dividendOf = (rateBp: number) => [tier(rateBp)];

describe('the dividend waterfall when branches net out', () => {
  /** Top 1 (40 %) with sub-agents 2 (30 %) and 3 (20 %) under it. */
  const twoBranches: WaterfallContract[] = [
    { id: 10, agentId: 1, uplineId: null, tiers: dividendOf(4000) },
    { id: 20, agentId: 2, uplineId: 1, tiers: dividendOf(3000) },
    { id: 30, agentId: 3, uplineId: 1, tiers: dividendOf(2000) },
  ];
  const settle = (losses: [number, bigint][], payer: 'platform' | 'upline' = 'platform') =>
    waterfall(twoBranches, figures(losses.map(([id, loss]) => [id, 0n, loss, 1])), () => 0n, {
      ...dividendOn,
      payer,
    }).map((r) => [r.agentId, r.due]);

  it('pays each level its rate minus its downline rate on that branch while every branch lost', () => {
    // Branch 2 lost 10,000, branch 3 lost 5,000, the top's own players lost 1,000: team 16,000.
    expect(
      settle([
        [1, 16_000n],
        [2, 10_000n],
        [3, 5_000n],
      ]),
    ).toEqual([
      [1, 6_400n - 3_000n - 1_000n], // 10 % of 10,000 + 20 % of 5,000 + 40 % of 1,000
      [2, 3_000n],
      [3, 1_000n],
    ]);
  });

  it('pays nothing at all when one branch won what the other lost', () => {
    expect(
      settle([
        [1, 0n],
        [2, 10_000n],
        [3, -10_000n],
      ]),
    ).toEqual([
      [1, 0n],
      [2, 0n],
      [3, 0n],
    ]);
  });

  it('shares the top rate on the team net loss between branches that lost more than the team', () => {
    // Branches lost 10,000 and 5,000, the top's own players won 10,000: the team lost 5,000, 40 % is
    // 2,000, and the claims (3,000 and 1,000) share it three to one.
    const rows = settle([
      [1, 5_000n],
      [2, 10_000n],
      [3, 5_000n],
    ]);
    expect(rows).toEqual([
      [1, 0n],
      [2, 1_500n],
      [3, 500n],
    ]);
    expect(
      settle(
        [
          [1, 5_000n],
          [2, 10_000n],
          [3, 5_000n],
        ],
        'upline',
      ),
    ).toEqual([
      [1, 2_000n],
      [2, 1_500n],
      [3, 500n],
    ]);
  });

  it('caps a lower level by what its upline holds when the middle branch won overall', () => {
    // 1 (40 %) → 2 (30 %) → 3 (20 %): 3's team lost 1,000, 2's own players won 1,500 (2's team won
    // 500), 1's own players lost 2,000 (team 1,500: 600 in all). 3 is owed 200 but 2 holds nothing.
    const line: WaterfallContract[] = [
      { id: 10, agentId: 1, uplineId: null, tiers: dividendOf(4000) },
      { id: 20, agentId: 2, uplineId: 1, tiers: dividendOf(3000) },
      { id: 30, agentId: 3, uplineId: 2, tiers: dividendOf(2000) },
    ];
    const rows = waterfall(
      line,
      figures([
        [1, 0n, 1_500n, 3],
        [2, 0n, -500n, 2],
        [3, 0n, 1_000n, 1],
      ]),
      () => 0n,
      { ...dividendOn, carryLoss: false },
    );
    expect(rows.map((r) => [r.agentId, r.due])).toEqual([
      [1, 600n],
      [2, 0n],
      [3, 0n],
    ]);
  });
});

/** A random agent tree: agent 0 at the top, each other agent under an earlier one, with its own players. */
const trees = fc
  .array(
    fc.record({
      parent: fc.nat(),
      rateBp: fc.integer({ min: 1, max: 10_000 }),
      ownLoss: fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
      ownValidBet: fc.bigInt({ min: 0n, max: 1_000_000n }),
    }),
    { minLength: 1, maxLength: 9 },
  )
  .map((agents) => agents.map((agent, i) => ({ ...agent, parent: i === 0 ? -1 : agent.parent % i })));

function teamsOf(agents: { parent: number; ownLoss: bigint; ownValidBet: bigint }[]) {
  const team = agents.map(() => ({ validBet: 0n, netLoss: 0n, activeMembers: 1 }));
  // Each agent's own players count for it and every agent above it (parents come first).
  agents.forEach((agent, i) => {
    for (let at = i; at !== -1; at = agents[at]!.parent) {
      team[at]!.validBet += agent.ownValidBet;
      team[at]!.netLoss += agent.ownLoss;
    }
  });
  return team;
}

describe('the waterfall on any tree', () => {
  it('never pays a level below zero, nor a chain more than the top rate × max(0, team net loss)', () => {
    fc.assert(
      fc.property(trees, fc.constantFrom('platform', 'upline'), fc.boolean(), (agents, payer, dividend) => {
        const team = teamsOf(agents);
        const contracts = agents.map((agent, i) => ({
          id: 100 + i,
          agentId: i,
          uplineId: agent.parent === -1 ? null : agent.parent,
          tiers: [tier(agent.rateBp)],
        }));
        const rows = waterfall(
          contracts,
          (id) => team[id],
          () => 0n,
          {
            dividend,
            payer,
            carryLoss: false,
          },
        );
        expect(rows).toHaveLength(agents.length);
        const top = rows.find((r) => r.agentId === 0)!;
        const base = dividend ? team[0]!.netLoss : team[0]!.validBet;
        const bound = (BigInt(top.rateBp) * (base > 0n ? base : 0n)) / 10_000n;
        const dueOf = new Map(rows.map((r) => [r.agentId, r.due]));
        for (const row of rows) {
          expect(row.due).toBeGreaterThanOrEqual(0n);
          // When uplines pay, a level never passes down more than its own row brought it.
          const passed = agents.reduce(
            (sum, a, i) => (a.parent === row.agentId ? sum + dueOf.get(i)! : sum),
            0n,
          );
          if (payer === 'upline') expect(passed).toBeLessThanOrEqual(row.due);
        }
        const total = payer === 'platform' ? rows.reduce((sum, r) => sum + r.due, 0n) : top.due;
        expect(total).toBeLessThanOrEqual(bound);
        // While no branch won, each level is due its rate minus its downlines' rates, branch by branch.
        if (!dividend || agents.every((a) => a.ownLoss >= 0n))
          for (const row of rows.filter(() => payer === 'platform')) {
            const own = grossOf(
              row.rateBp,
              dividend ? team[row.agentId]!.netLoss : team[row.agentId]!.validBet,
            );
            const below = rows
              .filter((r) => agents[r.agentId]!.parent === row.agentId)
              .reduce(
                (sum, r) =>
                  sum + grossOf(r.rateBp, dividend ? team[r.agentId]!.netLoss : team[r.agentId]!.validBet),
                0n,
              );
            expect(row.due).toBe(own - below);
          }
      }),
      { numRuns: 500 },
    );
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
