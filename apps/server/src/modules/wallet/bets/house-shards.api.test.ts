import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { walletMember } from '../../../../test/wallet-helpers.js';
import { ledgerAccounts } from '../../../db/schema.js';
import { houseShardKey } from '../ledger/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LEDGER_HOUSE_SHARDS: '4' });
});
afterAll(async () => {
  await t.close();
});

const houseRevenue = async () =>
  (await t.app.services.wallet.ledger.houseBalances(t.database.db)).get('game_revenue') ?? 0n;
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;

describe('house sub-accounts', () => {
  it("posts each member's bets to the member's sub-account, and the house reads as their sum", async () => {
    const before = await houseRevenue();
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => walletMember(t.app, `shard${i}`, { cash: 10_000n })),
    );
    // Every member bets 3 times at once with the others: lost stakes of 1.00, one paid 2.50.
    await Promise.all(
      members.flatMap((m) => [
        bet(t.app, m.id, { stake: 100n, payout: 0n }),
        bet(t.app, m.id, { stake: 100n, payout: 250n }),
        bet(t.app, m.id, { stake: 100n }),
      ]),
    );
    for (const m of members) expect(await cashOf(m.id)).toBe(10_000n - 300n + 250n);
    expect((await houseRevenue()) - before).toBe(8n * 50n);

    const subAccounts = await t.database.db
      .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(like(ledgerAccounts.key, 'house:game_revenue%'));
    // Eight consecutive member ids cover every residue: all four sub-accounts were posted to.
    const keys = subAccounts.map((a) => a.key);
    for (const shard of [0, 1, 2, 3]) expect(keys).toContain(`house:game_revenue:${shard}`);
    expect(keys.filter((key) => /:\d+$/.test(key))).toHaveLength(4);
    const [first] = members;
    const [own] = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, houseShardKey('game_revenue', first!.id, 4)));
    expect(own?.balance).toBeGreaterThanOrEqual(50n);

    const report = await t.app.services.wallet.reconcile();
    expect(report.ok).toBe(true);
    const revenue = report.house.find((h) => h.code === 'game_revenue');
    expect(BigInt(revenue!.balance.replace('.', ''))).toBe(await houseRevenue());
    await expectReconciled(t.app);
  });

  it('refuses the bets a balance does not cover when they race, and pays the rest once', async () => {
    const m = await walletMember(t.app, 'shardrace', { cash: 300n });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => bet(t.app, m.id, { stake: 100n })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'error_insufficient_balance' });
    expect(await cashOf(m.id)).toBe(0n);
    await expectReconciled(t.app);
  });
});
