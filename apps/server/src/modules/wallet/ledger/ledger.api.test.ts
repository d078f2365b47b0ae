import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/build-test-app.js';
import { journalEntries, ledgerAccounts, postings } from '../../../db/wallet-schema.js';
import { migrateDatabase } from '../../../platform/db/migrate.js';
import { accountKey } from './ledger.keys.js';
import { createLedgerService, type LedgerService, type PostInput } from './ledger.service.js';

let t: TestDatabase;
let ledger: LedgerService;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateDatabase(t.database);
  ledger = createLedgerService({ db: t.database.db });
});
afterAll(async () => {
  await t.close();
});

const house = accountKey.house('adjustments');
/** Credits (positive) or debits (negative) a member's cash against the adjustments house account. */
const adjust = (key: string, memberId: number, amount: bigint): PostInput => ({
  idempotencyKey: key,
  kind: 'adjust',
  memberId,
  actor: 'system',
  postings: [
    { accountKey: accountKey.cash(memberId), amount },
    { accountKey: house, amount: -amount },
  ],
});
const move = (key: string, from: string, to: string, amount: bigint): PostInput => ({
  idempotencyKey: key,
  kind: 'transfer',
  memberId: null,
  actor: 'system',
  postings: [
    { accountKey: from, amount: -amount },
    { accountKey: to, amount },
  ],
});
const post = (input: PostInput) => t.database.db.transaction((tx) => ledger.post(tx, input));
const cashOf = async (memberId: number) => (await ledger.getBalance(memberId, t.database.db)).cash;

async function expectReconciled() {
  const report = await ledger.reconcile();
  expect(report.mismatches).toEqual([]);
  expect(report.unbalancedEntries).toEqual([]);
  expect(report.total).toBe(0n);
  expect(report.ok).toBe(true);
}

/** Every posting of the account, in id order, continues the previous balance_after. */
async function expectContinuousHistory(key: string) {
  const lines = await t.database.db
    .select({ amount: postings.amount, balanceAfter: postings.balanceAfter })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(ledgerAccounts.key, key))
    .orderBy(asc(postings.id));
  let running = 0n;
  for (const line of lines) {
    running += line.amount;
    expect(line.balanceAfter).toBe(running);
    expect(line.balanceAfter >= 0n).toBe(true);
  }
}

describe(`ledger on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('posts, writes balance_after, and creates accounts on demand', async () => {
    const first = await post(adjust('t1:credit', 1, 500n));
    expect(first).toMatchObject({ replayed: false, idempotencyKey: 't1:credit' });
    expect(first.postings).toEqual([
      { accountKey: 'cash:1', amount: 500n, balanceAfter: 500n },
      { accountKey: house, amount: -500n, balanceAfter: -500n },
    ]);
    expect(await cashOf(1)).toBe(500n);
    await expectReconciled();
  });

  it('returns the first result for a repeated key and moves nothing', async () => {
    const first = await post(adjust('t2:credit', 2, 300n));
    const again = await post(adjust('t2:credit', 2, 300n));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await cashOf(2)).toBe(300n);
    await expect(post(adjust('t2:credit', 2, 301n))).rejects.toMatchObject({
      code: 'error_idempotency_conflict',
    });
  });

  it('refuses an overdraft and leaves nothing written, even when the caller catches', async () => {
    await post(adjust('t3:credit', 3, 100n));
    await expect(post(adjust('t3:debit', 3, -101n))).rejects.toMatchObject({
      code: 'error_insufficient_balance',
    });
    // A caller that catches and commits keeps its own work but no trace of the refused entry.
    await t.database.db.transaction(async (tx) => {
      await expect(ledger.post(tx, move('t3:to-new', 'cash:3', 'cash:33', 500n))).rejects.toMatchObject({
        code: 'error_insufficient_balance',
      });
    });
    expect(await ledger.findEntry('t3:debit', t.database.db)).toBeNull();
    expect(await ledger.findEntry('t3:to-new', t.database.db)).toBeNull();
    const created = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, 'cash:33'));
    expect(created).toEqual([]);
    expect(await cashOf(3)).toBe(100n);
    await expectReconciled();
  });

  it('refuses malformed entries as programming errors', async () => {
    const bad = (postingList: PostInput['postings']) =>
      post({ ...adjust('t4:bad', 4, 1n), postings: postingList });
    await expect(bad([{ accountKey: 'cash:4', amount: 5n }])).rejects.toThrow(/two postings/);
    await expect(
      bad([
        { accountKey: 'cash:4', amount: 5n },
        { accountKey: house, amount: -4n },
      ]),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      bad([
        { accountKey: 'cash:4', amount: 0n },
        { accountKey: house, amount: 0n },
      ]),
    ).rejects.toThrow(/zero posting/);
    await expect(
      bad([
        { accountKey: 'wallet:4', amount: 5n },
        { accountKey: house, amount: -5n },
      ]),
    ).rejects.toThrow(/not a ledger account key/);
    expect(await ledger.findEntry('t4:bad', t.database.db)).toBeNull();
  });

  it('keeps a house account negative and reports member balances by kind', async () => {
    await post(move('t5:play', accountKey.house('play_money'), accountKey.play(5), 200_000n));
    await post(adjust('t5:cash', 5, 1_000n));
    await post(move('t5:vendor', accountKey.cash(5), accountKey.vendor(5, 'PEARL'), 400n));
    const balances = await ledger.getBalance(5, t.database.db);
    expect(balances).toMatchObject({ cash: 600n, play: 200_000n, bonus: 0n });
    expect([...balances.vendors]).toEqual([['PEARL', 400n]]);
    expect(await ledger.getBalance(999, t.database.db)).toMatchObject({ cash: 0n, play: 0n, bonus: 0n });
    await ledger.ensureMemberAccounts(t.database.db, 6, ['cash', 'bonus', 'play']);
    const rows = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, 6));
    expect(rows.map((r) => r.key).sort()).toEqual(['bonus:6', 'cash:6', 'play:6']);
    await expectReconciled();
  });

  it('runs 240 concurrent debits and credits on one wallet without overdrawing', async () => {
    const member = 10;
    await post(adjust('t6:seed', member, 5_000n));
    const operations = Array.from({ length: 240 }, (_, i) =>
      i % 8 < 5 ? adjust(`t6:debit:${i}`, member, -100n) : adjust(`t6:credit:${i}`, member, 50n),
    );
    const results = await Promise.allSettled(operations.map((op) => post(op)));
    const refused = results.filter((r) => r.status === 'rejected');
    for (const failure of refused) {
      expect(failure.reason).toMatchObject({ code: 'error_insufficient_balance' });
    }
    const debits = operations.filter(
      (op, i) => op.postings[0]!.amount < 0n && results[i]!.status === 'fulfilled',
    );
    const credits = operations.filter((op) => op.postings[0]!.amount > 0n);
    expect(await cashOf(member)).toBe(5_000n - 100n * BigInt(debits.length) + 50n * BigInt(credits.length));
    expect(debits.length).toBeGreaterThanOrEqual(50);
    await expectContinuousHistory(accountKey.cash(member));
    await expectReconciled();
  });

  it('moves money both ways between two wallets at once without deadlocking', async () => {
    await post(adjust('t7:a', 11, 10_000n));
    await post(adjust('t7:b', 12, 10_000n));
    const ops = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? move(`t7:ab:${i}`, 'cash:11', 'cash:12', 70n)
        : move(`t7:ba:${i}`, 'cash:12', 'cash:11', 30n),
    );
    await Promise.all(ops.map((op) => post(op)));
    expect(await cashOf(11)).toBe(10_000n - 50n * 70n + 50n * 30n);
    expect(await cashOf(12)).toBe(10_000n + 50n * 70n - 50n * 30n);
    await expectReconciled();
  });

  it('moves money once when the same key arrives 50 times in parallel', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => post(adjust('t8:once', 13, 700n))));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await cashOf(13)).toBe(700n);
    const entries = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, 't8:once'));
    expect(entries).toHaveLength(1);
    await expectReconciled();
  });

  it('reconcile reports a balance changed outside the ledger', async () => {
    await post(adjust('t9:credit', 14, 900n));
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: 1_000n })
      .where(eq(ledgerAccounts.key, 'cash:14'));
    const report = await ledger.reconcile();
    expect(report.ok).toBe(false);
    expect(report.total).toBe(100n);
    expect(report.mismatches).toEqual([
      expect.objectContaining({ key: 'cash:14', stored: 1_000n, posted: 900n, lastBalanceAfter: 900n }),
    ]);
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: 900n })
      .where(eq(ledgerAccounts.key, 'cash:14'));
    await expectReconciled();
  });
});
