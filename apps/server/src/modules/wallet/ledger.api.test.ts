import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import { migrateDatabase } from '../../platform/db/migrate.js';
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
const entry = (key: string, memberId: number, amount: bigint): PostInput => ({
  idempotencyKey: key,
  kind: 'adjust',
  memberId,
  actor: 'system',
  postings: [
    { accountKey: accountKey.cash(memberId), amount },
    { accountKey: house, amount: -amount },
  ],
});
const post = (input: PostInput) => t.database.db.transaction((tx) => ledger.post(tx, input));

describe(`ledger on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('posts, replays a key, refuses an overdraft', async () => {
    const first = await post(entry('smoke:1', 1, 500n));
    expect(first.replayed).toBe(false);
    expect(first.postings[0]?.balanceAfter).toBe(500n);
    const again = await post(entry('smoke:1', 1, 500n));
    expect(again).toMatchObject({ replayed: true, entryId: first.entryId });
    await expect(post(entry('smoke:2', 1, -501n))).rejects.toMatchObject({
      code: 'error_insufficient_balance',
    });
    expect((await ledger.getBalance(1)).cash).toBe(500n);
    const report = await ledger.reconcile();
    expect(report).toMatchObject({ ok: true, total: 0n, accounts: 2, entries: 1 });
  });
});
