import { TRIAL_ACCOUNT_TYPE, formatCents } from '@swerte/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bet, expectReconciled, grant } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { vendorCalls } from '../../../test/vendor-calls.js';
import {
  bets,
  bonusGrants,
  journalEntries,
  ledgerAccounts,
  outboxDeliveries,
  outboxEvents,
  postings,
  vendorTransactions,
} from '../../db/schema.js';
import { rawRows } from '../../platform/db/raw-rows.js';
import { accountKey } from '../wallet/ledger/index.js';

// The common debit and credit are one autocommitted statement each (migration 0024); every other case
// takes the service's transaction. These tests hold the two to the same writes, on both databases.

let t: TestApp;
let vendor: ReturnType<typeof vendorCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = vendorCalls(t.app, 'LUZON');
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const round = () => `os-${++seq}`;

/** What a bet wrote, with what differs between two bets of one member (ids, times, round) left out. */
async function writesOf(vendorName: string, roundId: string) {
  const { db } = t.database;
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.vendor, vendorName), eq(bets.vendorBetId, roundId)));
  if (!row) throw new Error(`no bet ${roundId}`);
  const keys = [`bet:${vendorName}:${roundId}`, `payout:${vendorName}:${roundId}`];
  const entries = await db
    .select()
    .from(journalEntries)
    .where(inArray(journalEntries.idempotencyKey, keys))
    .orderBy(asc(journalEntries.id));
  const lines = await db
    .select({ entry: postings.entryId, account: ledgerAccounts.key, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      inArray(
        postings.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(postings.id));
  const events = await db
    .select({ id: outboxEvents.id, type: outboxEvents.type, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(sql`${outboxEvents.payload}->>'betId' = ${String(row.id)}`);
  // Which deliveries were written, not their state: the outbox worker may have run one already.
  const deliveries = events.length
    ? await db
        .select({ handler: outboxDeliveries.handler })
        .from(outboxDeliveries)
        .where(
          inArray(
            outboxDeliveries.eventId,
            events.map((e) => e.id),
          ),
        )
        .orderBy(asc(outboxDeliveries.handler))
    : [];
  return {
    bet: {
      memberId: row.memberId,
      gameType: row.gameType,
      gameCode: row.gameCode,
      gameName: row.gameName,
      stake: row.stake,
      validBet: row.validBet,
      payout: row.payout,
      status: row.status,
      settled: row.settledAt !== null,
    },
    entries: entries.map((e) => ({
      kind: e.kind,
      memberId: e.memberId,
      actor: e.actor,
      remark: e.remark,
      reference: { ...(e.reference as Record<string, unknown>), betId: 'id', vendorBetId: 'round' },
      lines: lines.filter((l) => l.entry === e.id).map((l) => [l.account, l.amount]),
    })),
    events: events.map((e) => ({ type: e.type, payload: { ...(e.payload as object), betId: 'id' } })),
    deliveries,
  };
}

describe('vendor wallet: a debit and a credit in one statement each', () => {
  it('writes what the transaction path writes: bet, entries, postings, event and its deliveries', async () => {
    const p = await vendor.player('osame', 50_000n);
    const viaVendor = round();
    expect(await vendor.debit(p.playerId, `${viaVendor}-d`, viaVendor, '12.34')).toMatchObject({
      success: true,
      value: { balance: '487.66' },
    });
    expect(await vendor.credit(p.playerId, `${viaVendor}-c`, viaVendor, '20.00')).toMatchObject({
      success: true,
      value: { balance: '507.66' },
    });
    const viaService = round();
    await bet(t.app, p.id, {
      vendor: 'LUZON',
      vendorBetId: viaService,
      stake: 1_234n,
      payout: 2_000n,
      validBet: 1_234n,
      gameName: (await writesOf('LUZON', viaVendor)).bet.gameName,
    });
    // The service's bet names game-1; the vendor's reels-1: the rest must be alike.
    const fast = await writesOf('LUZON', viaVendor);
    const slow = await writesOf('LUZON', viaService);
    expect({ ...fast, bet: { ...fast.bet, gameCode: 'x', gameType: 'x' } }).toEqual({
      ...slow,
      bet: { ...slow.bet, gameCode: 'x', gameType: 'x' },
    });
    expect(fast.events).toHaveLength(1);
    expect(fast.deliveries.length).toBeGreaterThan(0);
  });

  it('files each txId with the answer it gave, for its repeats', async () => {
    const p = await vendor.player('ofile', 10_000n);
    const r = round();
    await vendor.debit(p.playerId, `${r}-d`, r, '1.05');
    await vendor.credit(p.playerId, `${r}-c`, r, '0.00');
    const filed = await t.database.db
      .select()
      .from(vendorTransactions)
      .where(inArray(vendorTransactions.txId, [`${r}-d`, `${r}-c`]))
      .orderBy(asc(vendorTransactions.id));
    expect(filed).toMatchObject([
      { op: 'debit', status: 'done', memberId: p.id, roundId: r, amount: 105n, answer: { balance: '98.95' } },
      { op: 'credit', status: 'done', memberId: p.id, roundId: r, amount: 0n, answer: { balance: '98.95' } },
    ]);
    expect(await vendor.credit(p.playerId, `${r}-c`, r, '0.00')).toMatchObject({
      success: true,
      value: { balance: '98.95', replayed: true },
    });
  });

  it("leaves the bet service's transaction out of the common debit and credit", async () => {
    const p = await vendor.player('onetx', 10_000n);
    const r = round();
    const { bets: service } = t.app.services;
    const placed = vi.spyOn(service, 'placeBet');
    const settled = vi.spyOn(service, 'settleBet');
    try {
      expect(await vendor.debit(p.playerId, `${r}-d`, r, '3.00')).toMatchObject({ success: true });
      expect(await vendor.credit(p.playerId, `${r}-c`, r, '4.00')).toMatchObject({ success: true });
      expect(placed).not.toHaveBeenCalled();
      expect(settled).not.toHaveBeenCalled();
      // A repeat is not the common case: the transaction answers it.
      expect(await vendor.debit(p.playerId, `${r}-d`, r, '3.00')).toMatchObject({
        value: { replayed: true },
      });
      expect(placed).toHaveBeenCalledTimes(1);
    } finally {
      placed.mockRestore();
      settled.mockRestore();
    }
  });

  it("counts a win's valid bet towards a locked bonus, as the transaction path does", async () => {
    const p = await vendor.player('obonus', 100_000n);
    await grant(t.app, {
      memberId: p.id,
      source: 'promo:os',
      title: 'Reload',
      amount: 5_000n,
      turnoverRequired: 3_000n,
    });
    const r = round();
    await vendor.debit(p.playerId, `${r}-d`, r, '30.00');
    // The turnover is met: the bonus unlocks into cash on top of the payout.
    expect(await vendor.credit(p.playerId, `${r}-c`, r, '10.00')).toMatchObject({
      success: true,
      value: { balance: formatCents(100_000n - 3_000n + 1_000n + 5_000n) },
    });
    const [g] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, p.id));
    expect(g).toMatchObject({ status: 'completed', turnoverDone: 3_000n });
  });

  it("plays a trial account's play money against the house's play money", async () => {
    const p = await vendor.player('otrial', 0n, { isAgent: TRIAL_ACCOUNT_TYPE });
    await t.database.db.transaction((tx) =>
      t.app.services.wallet.ledger.post(tx, {
        idempotencyKey: `os-play:${p.id}`,
        kind: 'play_money',
        memberId: p.id,
        actor: 'system',
        postings: [
          { accountKey: accountKey.play(p.id), amount: 2_000n },
          { accountKey: accountKey.house('play_money'), amount: -2_000n },
        ],
      }),
    );
    const r = round();
    expect(await vendor.debit(p.playerId, `${r}-d`, r, '5.00')).toMatchObject({
      value: { balance: '15.00' },
    });
    expect(await vendor.credit(p.playerId, `${r}-c`, r, '7.50')).toMatchObject({
      value: { balance: '22.50' },
    });
    const balances = await t.app.services.wallet.ledger.getBalance(p.id, t.database.db);
    expect(balances).toMatchObject({ play: 2_250n, cash: 0n });
  });

  it("refuses a stake past a member's wager limit, through the transaction where the limit is judged", async () => {
    const p = await vendor.player('olimit', 10_000n);
    await t.app.services.protection.protection.setLimit(
      p.id,
      { kind: 'wager', period: 'daily', amount: '10.00' },
      '127.0.0.1',
    );
    const r = round();
    expect(await vendor.debit(p.playerId, `${r}-d`, r, '8.00')).toMatchObject({ success: true });
    const next = round();
    expect(await vendor.debit(p.playerId, `${next}-d`, next, '3.00')).toMatchObject({
      success: false,
      code: 'error_limit_wager',
    });
    const [refused] = await t.database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendor, 'LUZON'), eq(bets.vendorBetId, next)));
    expect(refused).toBeUndefined();
    const balances = await t.app.services.wallet.ledger.getBalance(p.id, t.database.db);
    expect(balances.cash).toBe(10_000n - 800n);
  });

  it('writes cents as the wire does, in SQL as in contracts', async () => {
    const samples = [0n, 1n, 5n, 10n, 99n, 100n, 101n, 12_345n, -1n, -5n, -12_345n, 9_007_199_254_740_993n];
    const rows = await rawRows<{ text: string }>(
      t.database.db,
      sql`SELECT money_text(c) AS text FROM unnest(${`{${samples.join(',')}}`}::bigint[]) WITH ORDINALITY AS s(c, n) ORDER BY n`,
    );
    const texts = rows.map((r) => r.text);
    expect(texts).toEqual(samples.map(formatCents));
  });
});
