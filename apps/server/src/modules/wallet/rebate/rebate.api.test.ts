import type { ManualRebate, RebateClaim, RebateClaimValue } from '@swerte/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  mainBalance,
  memberCalls,
  memberSession,
  type MemberSession,
} from '../../../../test/account-helpers.js';
import { bet, expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { creditCash } from '../../../../test/wallet-helpers.js';
import { bets, rebateClaims } from '../../../db/schema.js';
import type { RebateSettings } from '../../system/system.settings.js';
import { siteDay } from '../../../platform/site-day.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function player(prefix: string, extra: Parameters<typeof memberSession>[2] = {}) {
  const me = await memberSession(t.app, `${prefix}${Date.now().toString(36)}${n++}`, extra);
  if (extra.isAgent !== 4) await creditCash(t.app, me.id, 10_000_000n, `test-credit:${me.id}`);
  return me;
}
const preview = async (who: MemberSession) =>
  (await api.json(who, 'GET', '/wps/relay/MCS2_getManualRebate')).value as ManualRebate;
const claim = (who: MemberSession) => api.json(who, 'POST', '/wps/relay/MCS2_claimManualRebate');
const today = () => siteDay('Asia/Manila', new Date()).ymd;
const by = { actor: 'test' };

async function withRebate(change: Partial<RebateSettings>, work: () => Promise<void>) {
  const { system } = t.app.services;
  const before = (await system.getSettings()).rebate;
  await system.setSetting('rebate', { ...before, ...change }, by);
  try {
    await work();
  } finally {
    await system.setSetting('rebate', before, by);
  }
}

describe('manual rebate', () => {
  it('pays valid bets × the game type rate, once; bets settled later accrue for the next claim', async () => {
    const me = await player('reb');
    const fresh = await preview(me);
    expect(fresh).toMatchObject({ enabled: true, minClaim: '1.00', claimable: '0.00', lastClaimAt: null });
    expect(fresh.games.map((g) => [g.gameType, g.rateBp, g.ratePercent])).toEqual([
      ['RNG', 80, '0.80'],
      ['LIVE', 50, '0.50'],
      ['SPORTS', 50, '0.50'],
      ['FISH', 80, '0.80'],
      ['COCKFIGHT', 30, '0.30'],
      ['ESPORTS', 50, '0.50'],
      ['PVP', 60, '0.60'],
      ['ELOTT', 30, '0.30'],
    ]);

    await bet(t.app, me.id, { stake: 100_000n, payout: 0n });
    await bet(t.app, me.id, {
      stake: 60_000n,
      payout: 90_000n,
      validBet: 50_000n,
      gameType: 'LIVE',
      vendor: 'SW_LIVE',
    });
    const open = await bet(t.app, me.id, { stake: 40_000n });
    const voided = await bet(t.app, me.id, { stake: 40_000n });
    await t.database.db.transaction((tx) =>
      t.app.services.bets.voidBet(tx, { vendor: 'SW_RNG', vendorBetId: voided.bet.vendorBetId }),
    );
    const accrued = await preview(me);
    expect(accrued).toMatchObject({ claimable: '10.50', validBet: '1500.00' });
    expect(accrued.games.slice(0, 2)).toEqual([
      { gameType: 'RNG', bets: 1, validBet: '1000.00', rateBp: 80, ratePercent: '0.80', amount: '8.00' },
      { gameType: 'LIVE', bets: 1, validBet: '500.00', rateBp: 50, ratePercent: '0.50', amount: '2.50' },
    ]);

    const balanceBefore = await mainBalance(t.app, me);
    const first = await claim(me);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const value = first.value as RebateClaimValue;
    expect(value).toMatchObject({ period: `${today()}-1`, validBet: '1500.00', amount: '10.50' });
    expect(value.games.map((g) => [g.gameType, g.amount])).toEqual([
      ['RNG', '8.00'],
      ['LIVE', '2.50'],
    ]);
    expect(value.mainBalance).toBe(await mainBalance(t.app, me));
    expect(BigInt(value.mainBalance.replace('.', '')) - BigInt(balanceBefore.replace('.', ''))).toBe(1_050n);
    expect(
      await t.app.services.wallet.ledger.findEntry(`rebate:${me.id}:${value.period}`, t.database.db),
    ).not.toBeNull();
    expect(await preview(me)).toMatchObject({ claimable: '0.00', lastClaimAt: value.createdAt });

    // Nothing new: the second claim is below the minimum and changes nothing.
    const nothing = await claim(me);
    expect([nothing.status, nothing.code, nothing.body.value]).toEqual([
      400,
      'error_rebate_below_min',
      { min: '1.00' },
    ]);

    await t.database.db.transaction((tx) =>
      t.app.services.bets.settleBet(tx, {
        vendor: 'SW_RNG',
        vendorBetId: open.bet.vendorBetId,
        payout: 0n,
        validBet: 40_000n,
      }),
    );
    expect(await preview(me)).toMatchObject({ claimable: '3.20' });
    const second = (await claim(me)).value as RebateClaimValue;
    expect(second).toMatchObject({ period: `${today()}-2`, amount: '3.20', validBet: '400.00' });

    const history = await api.json(me, 'GET', '/wps/relay/MCS2_getRebateClaims?pageSize=1');
    const page1 = history.value as { list: RebateClaim[]; nextCursor: number };
    expect(page1.list.map((c) => c.period)).toEqual([second.period]);
    const page2 = await api.json(
      me,
      'GET',
      `/wps/relay/MCS2_getRebateClaims?pageSize=1&cursor=${page1.nextCursor}`,
    );
    expect((page2.value as { list: RebateClaim[] }).list).toEqual([
      {
        id: value.id,
        period: value.period,
        validBet: '1500.00',
        amount: '10.50',
        games: value.games,
        createdAt: value.createdAt,
      },
    ]);
    const rows = await api.json(me, 'GET', '/wps/relay/ODSFE2_MemTrans?type=rebate');
    expect((rows.value as { list: { amount: string }[] }).list.map((r) => r.amount)).toEqual([
      '3.20',
      '10.50',
    ]);

    const other = await player('rebother');
    expect((await api.json(other, 'GET', '/wps/relay/MCS2_getRebateClaims')).value).toEqual({
      list: [],
      nextCursor: null,
    });
    expect(await preview(other)).toMatchObject({ claimable: '0.00' });
  });

  it('keeps what is below the minimum claimable for later', async () => {
    const me = await player('rebmin');
    await bet(t.app, me.id, { stake: 10_000n, payout: 0n });
    expect(await preview(me)).toMatchObject({ claimable: '0.80' });
    const refused = await claim(me);
    expect([refused.status, refused.code]).toEqual([400, 'error_rebate_below_min']);
    expect(await t.database.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, me.id))).toEqual(
      [],
    );
    await bet(t.app, me.id, { stake: 5_000n, payout: 0n });
    expect(await preview(me)).toMatchObject({ claimable: '1.20' });
    expect((await claim(me)).value).toMatchObject({ amount: '1.20', validBet: '150.00' });
  });

  it('refuses trial accounts and a switched-off rebate', async () => {
    const trial = await player('rebtrial', { isAgent: 4 });
    for (const res of [await claim(trial), await api.json(trial, 'GET', '/wps/relay/MCS2_getManualRebate')])
      expect([res.status, res.code]).toEqual([403, 'in_need_true_account']);

    const me = await player('reboff');
    await bet(t.app, me.id, { stake: 100_000n, payout: 0n });
    await withRebate({ enabled: false }, async () => {
      expect(await preview(me)).toMatchObject({ enabled: false, claimable: '0.00', games: [] });
      const off = await claim(me);
      expect([off.status, off.code]).toEqual([403, 'error_feature_disabled']);
    });
    expect(await preview(me)).toMatchObject({ claimable: '8.00' });
  });

  it('credits once when the member claims 20 times at once', async () => {
    const me = await player('rebrace');
    for (let i = 0; i < 5; i++) await bet(t.app, me.id, { stake: 100_000n, payout: 0n });
    const before = await mainBalance(t.app, me);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(me)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 200))
      expect(['error_rebate_claimed', 'error_rebate_below_min']).toContain(res.code);
    expect(ok[0]?.value).toMatchObject({ amount: '40.00' });
    const after = await mainBalance(t.app, me);
    expect(BigInt(after.replace('.', '')) - BigInt(before.replace('.', ''))).toBe(4_000n);
    expect(
      await t.database.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, me.id)),
    ).toHaveLength(1);
  });

  it('covers each settled bet exactly once while bets settle during claims', async () => {
    const me = await player('rebsettle');
    await withRebate({ minClaim: '0.01' }, async () => {
      const placed = [];
      for (let i = 0; i < 20; i++) placed.push(await bet(t.app, me.id, { stake: 10_000n }));
      const settleAll = placed.map((p) =>
        t.database.db.transaction((tx) =>
          t.app.services.bets.settleBet(tx, {
            vendor: 'SW_RNG',
            vendorBetId: p.bet.vendorBetId,
            payout: 0n,
            validBet: 10_000n,
          }),
        ),
      );
      const claims = Array.from({ length: 6 }, () => claim(me));
      await Promise.all([...settleAll, ...claims]);
      await claim(me);
      const rows = await t.database.db
        .select({ id: bets.id, claim: bets.rebateClaimId })
        .from(bets)
        .where(
          inArray(
            bets.id,
            placed.map((p) => p.bet.id),
          ),
        );
      expect(rows.filter((r) => r.claim === null)).toEqual([]);
      const made = await t.database.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, me.id));
      // Each claim's valid bet is exactly that of the bets pointing at it, and together they are all 20.
      for (const row of made) {
        const covered = rows.filter((r) => r.claim === row.id).length;
        expect(row.validBet).toBe(BigInt(covered) * 10_000n);
        expect(row.amount).toBe(BigInt(covered) * 80n);
      }
      expect(made.reduce((sum, row) => sum + row.amount, 0n)).toBe(1_600n);
      const left = await t.database.db
        .select()
        .from(bets)
        .where(and(eq(bets.memberId, me.id), isNull(bets.rebateClaimId), eq(bets.status, 'settled')));
      expect(left).toEqual([]);
    });
  });
});
