import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRows } from '../../../platform/db/raw-rows.js';
import { makeMember } from '../../../../test/auth-helpers.js';
import { expectReconciled, grant } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { drawResults, ledgerCounts, paidTo, placeMany } from '../../../../test/bulk-helpers.js';
import { walletMember } from '../../../../test/wallet-helpers.js';
import type { SettleManyInput } from './bets.bulk.js';
import { houseShardKey } from '../ledger/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const STAKE = 100n;
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const settleMany = (input: SettleManyInput) => t.app.services.betSettlement.settleMany(input);
const settleOne = (vendorBetId: string, payout: bigint) =>
  t.database.db.transaction((tx) =>
    t.app.services.bets.settleBet(tx, { vendor: 'SW_LOTTO', vendorBetId, payout, validBet: STAKE }),
  );
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string; message?: string }) => error.code ?? error.message ?? 'unknown',
  );

/** Members funded with `cash` each, and `count` open bets spread over them. */
async function draw(prefix: string, members: number, count: number, cash = 100_000n) {
  const made = await Promise.all(
    Array.from({ length: members }, (_, i) => walletMember(t.app, `${prefix}${i}`, { cash })),
  );
  const memberIds = made.map((m) => m.id);
  const ids = await placeMany(t.app, memberIds, { prefix, count, stake: STAKE });
  return { memberIds, ids, results: drawResults(ids, STAKE) };
}

describe('bulk settlement of bets', () => {
  it('settles many bets in batches with the rows and keys of a single settlement', async () => {
    const { memberIds, ids, results } = await draw('bulka', 4, 45);
    const before = await Promise.all(memberIds.map(cashOf));
    const report = await settleMany({ settlementKey: 'draw:test:a', items: results, batchSize: 7 });

    const winners = results.filter((r) => r.payout > 0n);
    const paid = winners.reduce((sum, r) => sum + r.payout, 0n);
    expect(report).toMatchObject({
      batchCount: 7,
      batchesRun: 7,
      batchesSkipped: 0,
      settled: 45,
      replayed: 0,
    });
    expect(report).toMatchObject({ refused: [], amount: paid });
    for (const [i, id] of memberIds.entries())
      expect(await cashOf(id)).toBe(before[i]! + paidTo(results, memberIds, id));
    expect(await ledgerCounts(t.app, 'bulka')).toEqual({
      payouts: winners.length,
      postings: 2 * winners.length,
      settled: 45,
      open: 0,
    });
    const one = winners[0]!;
    const entry = await t.app.services.wallet.ledger.findEntry(
      `payout:SW_LOTTO:${one.vendorBetId}`,
      t.database.db,
    );
    // The member's own house sub-account, as a single settlement would move it.
    const winner = memberIds[ids.indexOf(one.vendorBetId) % 4]!;
    expect(entry?.postings.map((p) => [p.accountKey, p.amount])).toEqual([
      [houseShardKey('game_revenue', winner, t.config.LEDGER_HOUSE_SHARDS), -one.payout],
      [`cash:${winner}`, one.payout],
    ]);
  });

  it('moves nothing when the same settlement runs again, or the same bets under another key', async () => {
    const { memberIds, results } = await draw('bulkb', 3, 20);
    await settleMany({ settlementKey: 'draw:test:b', items: results, batchSize: 6 });
    const cash = await Promise.all(memberIds.map(cashOf));
    const counts = await ledgerCounts(t.app, 'bulkb');

    const again = await settleMany({ settlementKey: 'draw:test:b', items: results, batchSize: 6 });
    expect(again).toMatchObject({ batchesRun: 0, batchesSkipped: 4, settled: 0, replayed: 20, amount: 0n });
    const other = await settleMany({ settlementKey: 'draw:test:b2', items: results, batchSize: 50 });
    expect(other).toMatchObject({ batchesRun: 1, settled: 0, replayed: 20, refused: [], amount: 0n });
    expect(await Promise.all(memberIds.map(cashOf))).toEqual(cash);
    expect(await ledgerCounts(t.app, 'bulkb')).toEqual(counts);
    // Each bet told once to what subscribes to settled bets (reports, points), with its own figures,
    // a batch's bets packed in one event.
    const events = await rawRows<{ bet: string; payout: string; n: string; rows: string }>(
      t.database.db,
      sql`SELECT b.vendor_bet_id AS bet, max(p.payload->>'payoutCents') AS payout, count(*)::text AS n,
            count(DISTINCT e.id)::text AS rows
          FROM outbox_events e
          CROSS JOIN LATERAL jsonb_array_elements(CASE jsonb_typeof(e.payload) WHEN 'array' THEN e.payload ELSE jsonb_build_array(e.payload) END) AS p(payload)
          JOIN bets b ON b.id = (p.payload->>'betId')::bigint
          WHERE e.type = 'bet.settled' AND b.vendor_bet_id LIKE 'bulkb%' GROUP BY b.vendor_bet_id`,
    );
    expect(events.map((e) => [e.bet, e.payout, e.n]).sort()).toEqual(
      results.map((r) => [r.vendorBetId, String(r.payout), '1']).sort(),
    );
    const packed = await rawRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM outbox_events e
          WHERE e.type = 'bet.settled' AND jsonb_typeof(e.payload) = 'array'
            AND e.payload->0->>'betId' IN (SELECT id::text FROM bets WHERE vendor_bet_id LIKE 'bulkb%')`,
    );
    // 20 bets in batches of 6: four events, not twenty.
    expect(packed[0]!.n).toBe('4');
    // The same key with other items (here: another batch size) is not this settlement.
    expect(await codeOf(settleMany({ settlementKey: 'draw:test:b', items: results, batchSize: 5 }))).toBe(
      'error_idempotency_conflict',
    );
  });

  it('skips a bet settled singly the same way, and refuses one settled otherwise, a void one and an unknown one', async () => {
    const { memberIds, ids, results } = await draw('bulkc', 2, 8);
    const [same, other] = [results[1]!, results[2]!];
    await settleOne(same.vendorBetId, same.payout);
    await settleOne(other.vendorBetId, other.payout + 1n);
    await t.database.db.transaction((tx) =>
      t.app.services.bets.voidBet(tx, { vendor: 'SW_LOTTO', vendorBetId: ids[3]! }),
    );
    const cash = await Promise.all(memberIds.map(cashOf));
    const items = [
      ...results,
      { vendor: 'SW_LOTTO', vendorBetId: 'bulkc-none', payout: 100n, validBet: 100n },
    ];

    const report = await settleMany({ settlementKey: 'draw:test:c', items, batchSize: 4 });
    expect(report).toMatchObject({ settled: 5, replayed: 1 });
    expect(report.refused).toEqual([
      { item: `SW_LOTTO:${other.vendorBetId}`, code: 'error_idempotency_conflict' },
      { item: `SW_LOTTO:${ids[3]}`, code: 'error_bet_closed' },
      { item: 'SW_LOTTO:bulkc-none', code: 'error_not_found' },
    ]);
    for (const [i, id] of memberIds.entries())
      expect(await cashOf(id)).toBe(cash[i]! + paidTo(results, memberIds, id, [1, 2, 3]));
    const counts = await ledgerCounts(t.app, 'bulkc');
    expect(counts).toMatchObject({ open: 0, settled: 7 });
  });

  it('refuses bad input before settling anything', async () => {
    const { results } = await draw('bulkd', 1, 3);
    const negative = [...results, { ...results[0]!, vendorBetId: 'x', payout: -1n }];
    expect(await codeOf(settleMany({ settlementKey: 'draw:test:d', items: negative }))).toBe(
      'error_amount_invalid',
    );
    const twice = [...results, results[0]!];
    expect(await codeOf(settleMany({ settlementKey: 'draw:test:d', items: twice }))).toBe(
      'error_invalid_request',
    );
    expect(await codeOf(settleMany({ settlementKey: 'draw:test:d', items: results, batchSize: 0 }))).toBe(
      'error_invalid_request',
    );
    expect(await ledgerCounts(t.app, 'bulkd')).toMatchObject({ open: 3, payouts: 0 });
  });

  it('pays a trial account in play money and counts a cash member’s valid bets towards a locked bonus', async () => {
    const trial = await makeMember(t.app, 'bulktrial', null, { isAgent: 4 });
    await t.app.services.system.getSettings();
    const grantPlayMoney = await t.app.services.wallet.prepareTrialPlayMoney();
    await t.database.db.transaction((tx) => grantPlayMoney(tx, trial.id));
    const cash = await walletMember(t.app, 'bulkbonus', { cash: 10_000n });
    await grant(t.app, {
      memberId: cash.id,
      source: 'bulk-test',
      title: 'Test',
      amount: 500n,
      turnoverRequired: 250n,
    });
    const ids = await placeMany(t.app, [trial.id, cash.id], { prefix: 'bulke', count: 6, stake: STAKE });
    const results = ids.map((vendorBetId) => ({
      vendor: 'SW_LOTTO',
      vendorBetId,
      payout: 150n,
      validBet: STAKE,
    }));
    const playBefore = (await t.app.services.wallet.ledger.getBalance(trial.id, t.database.db)).play;

    await settleMany({ settlementKey: 'draw:test:e', items: results, batchSize: 4 });
    const trialBalances = await t.app.services.wallet.ledger.getBalance(trial.id, t.database.db);
    expect([trialBalances.play - playBefore, trialBalances.cash]).toEqual([450n, 0n]);
    const cashBalances = await t.app.services.wallet.ledger.getBalance(cash.id, t.database.db);
    // 3 bets of 100 paid 150 each; the 300 of valid bets met the 250 of turnover and unlocked the 500.
    expect([cashBalances.cash, cashBalances.bonus]).toEqual([10_000n - 300n + 450n + 500n, 0n]);
  });

  it('settles each bet once when a run fails mid-batch after its writes, and is run again', async () => {
    const { memberIds, results } = await draw('bulkf', 3, 30);
    const cash = await Promise.all(memberIds.map(cashOf));
    const ledger = t.app.services.wallet.ledger;
    const real = ledger.postSelected.bind(ledger);
    let calls = 0;
    vi.spyOn(ledger, 'postSelected').mockImplementation(async (tx, posting) => {
      const done = await real(tx, posting);
      if (++calls === 3) throw new Error('the process died before the commit');
      return done;
    });
    const input = { settlementKey: 'draw:test:f', items: results, batchSize: 5 };
    expect(await codeOf(settleMany(input))).toBe('the process died before the commit');
    // Batches 0 and 1 committed; batch 2 rolled back whole; batches 3 to 5 never started.
    expect(await ledgerCounts(t.app, 'bulkf')).toMatchObject({ settled: 10, open: 20 });

    const resumed = await settleMany(input);
    expect(resumed).toMatchObject({ batchesRun: 4, batchesSkipped: 2, settled: 20 });
    const winners = results.filter((r) => r.payout > 0n).length;
    expect(await ledgerCounts(t.app, 'bulkf')).toEqual({
      payouts: winners,
      postings: 2 * winners,
      settled: 30,
      open: 0,
    });
    for (const [i, id] of memberIds.entries())
      expect(await cashOf(id)).toBe(cash[i]! + paidTo(results, memberIds, id));
  });

  it('pays once when two runs of one settlement race', async () => {
    const { memberIds, results } = await draw('bulkg', 4, 40);
    const cash = await Promise.all(memberIds.map(cashOf));
    const input = { settlementKey: 'draw:test:g', items: results, batchSize: 4 };
    const [a, b] = await Promise.all([settleMany(input), settleMany(input)]);
    expect(a.batchesRun + b.batchesRun).toBe(10);
    expect(a.settled + b.settled).toBe(40);
    const winners = results.filter((r) => r.payout > 0n).length;
    expect(await ledgerCounts(t.app, 'bulkg')).toEqual({
      payouts: winners,
      postings: 2 * winners,
      settled: 40,
      open: 0,
    });
    for (const [i, id] of memberIds.entries())
      expect(await cashOf(id)).toBe(cash[i]! + paidTo(results, memberIds, id));
  });

  it('runs beside single bets of the same members without a deadlock, and the books still add up', async () => {
    const { memberIds, results } = await draw('bulkh', 4, 48);
    const cash = await Promise.all(memberIds.map(cashOf));
    const singles = async (memberId: number, n: number) => {
      for (let k = 0; k < 6; k++) {
        const vendorBetId = `bulkh-single-${n}-${k}`;
        await t.database.db.transaction(async (tx) => {
          await t.app.services.bets.placeBet(tx, {
            memberId,
            vendor: 'SW_RNG',
            vendorBetId,
            gameType: 'RNG',
            gameCode: 'reels-1',
            stake: 200n,
          });
          await t.app.services.bets.settleBet(tx, {
            vendor: 'SW_RNG',
            vendorBetId,
            payout: 300n,
            validBet: 200n,
          });
        });
      }
    };
    const [report] = await Promise.all([
      settleMany({ settlementKey: 'draw:test:h', items: results, batchSize: 6 }),
      ...memberIds.map((id, n) => singles(id, n)),
    ]);
    expect(report).toMatchObject({ settled: 48, refused: [] });
    for (const [i, id] of memberIds.entries())
      expect(await cashOf(id)).toBe(cash[i]! + paidTo(results, memberIds, id) + 6n * 100n);
  });
});
