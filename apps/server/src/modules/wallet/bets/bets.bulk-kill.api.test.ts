import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, testDriver, type TestApp } from '../../../../test/build-test-app.js';
import { drawResults, ledgerCounts, paidTo, placeMany } from '../../../../test/bulk-helpers.js';
import { walletMember } from '../../../../test/wallet-helpers.js';

const CHILD = fileURLToPath(new URL('../../../../test/bulk-settle-child.ts', import.meta.url));

/** The database URL of the test's own database (the harness made it on DATABASE_URL's server). */
async function ownUrl(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`SELECT current_database() AS name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${(result as { rows: { name: string }[] }).rows[0]!.name}`;
  return url.toString();
}

/** Runs the child until it reports being inside batch `stopAt`, then SIGKILLs it (bounded: 60 s). */
function killInsideBatch(args: string[], stopAt: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args, String(stopAt)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`inside batch ${stopAt}`)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL' && out.includes(`inside batch ${stopAt}`)) resolve();
      else
        reject(
          new Error(`the settlement process was not killed inside batch ${stopAt}: ${out.slice(-2000)}`),
        );
    });
  });
}

// A second process needs a database both can reach: PostgreSQL only (PGlite here lives in memory).
describe.skipIf(testDriver() !== 'postgres')('a bulk settlement killed mid-batch', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = mkdtempSync(join(tmpdir(), 'swerte-bulk-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('keeps the committed batches, loses the killed one whole, and settles each bet once when resumed', async () => {
    const members = await Promise.all(
      [0, 1, 2].map((i) => walletMember(t.app, `bulkkill${i}`, { cash: 50_000n })),
    );
    const memberIds = members.map((m) => m.id);
    const ids = await placeMany(t.app, memberIds, { prefix: 'bulkkill', count: 36, stake: 100n });
    const results = drawResults(ids, 100n);
    const cash = await Promise.all(
      memberIds.map(async (id) => (await t.app.services.wallet.ledger.getBalance(id, t.database.db)).cash),
    );
    const itemsPath = join(dir, 'items.json');
    writeFileSync(
      itemsPath,
      JSON.stringify(results, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    );

    await killInsideBatch([await ownUrl(t), itemsPath, 'draw:kill', '6'], 2);
    // Batches 0 and 1 committed; batch 2 died with its connection and left nothing.
    expect(await ledgerCounts(t.app, 'bulkkill')).toMatchObject({ settled: 12, open: 24 });

    const resumed = await t.app.services.betSettlement.settleMany({
      settlementKey: 'draw:kill',
      items: results,
      batchSize: 6,
    });
    expect(resumed).toMatchObject({
      batchCount: 6,
      batchesSkipped: 2,
      batchesRun: 4,
      settled: 24,
      refused: [],
    });
    const winners = results.filter((r) => r.payout > 0n).length;
    expect(await ledgerCounts(t.app, 'bulkkill')).toEqual({
      payouts: winners,
      postings: 2 * winners,
      settled: 36,
      open: 0,
    });
    for (const [i, id] of memberIds.entries())
      expect((await t.app.services.wallet.ledger.getBalance(id, t.database.db)).cash).toBe(
        cash[i]! + paidTo(results, memberIds, id),
      );
    await expectReconciled(t.app);
  }, 120_000);
});
