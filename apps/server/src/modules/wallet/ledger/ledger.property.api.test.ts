import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/build-test-app.js';
import { ledgerOps, MemoryLedger, toPostInput } from '../../../../test/ledger-model.js';
import { migrateDatabase } from '../../../platform/db/migrate.js';
import { isAppError } from '../../../platform/errors.js';
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

async function postOutcome(input: PostInput): Promise<string> {
  try {
    const entry = await t.database.db.transaction((tx) => ledger.post(tx, input));
    return entry.replayed ? 'replayed' : 'ok';
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

describe(`ledger against its model on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('gives the same outcome and balances as the in-memory model, and reconciles', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(ledgerOps(12), async (ops) => {
        // Each run has members and keys of its own in the one database.
        const base = ++run * 100;
        const model = new MemoryLedger();
        for (const op of ops) {
          const input = toPostInput(op, base);
          expect(await postOutcome(input)).toBe(model.post(input));
        }
        for (const member of [1, 2, 3, 4]) {
          const stored = await ledger.getBalance(base + member, t.database.db);
          expect(stored.cash).toBe(model.balance(`cash:${base + member}`));
          for (const vendor of ['PEARL', 'REEF'])
            expect(stored.vendors.get(vendor) ?? 0n).toBe(model.balance(`vendor:${base + member}:${vendor}`));
        }
      }),
      { numRuns: 12 },
    );
    const report = await ledger.reconcile();
    expect(report).toMatchObject({ ok: true, total: 0n, mismatches: [], unbalancedEntries: [] });
  });
});
