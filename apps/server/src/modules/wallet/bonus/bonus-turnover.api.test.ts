import type { BonusGrant } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession } from '../../../../test/account-helpers.js';
import { bet, expectReconciled, grant } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { creditCash } from '../../../../test/wallet-helpers.js';
import { bonusGrants, journalEntries } from '../../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let n = 0;
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

async function player(cash: bigint) {
  const me = await memberSession(t.app, `bt${Date.now().toString(36)}${n++}`);
  await creditCash(t.app, me.id, cash, `bt-credit:${me.id}`);
  return me;
}
const balances = (memberId: number) => t.app.services.wallet.ledger.getBalance(memberId, t.database.db);
const bonusDetails = async (me: Awaited<ReturnType<typeof player>>) =>
  ((await api.json(me, 'GET', '/wps/relay/MCS2_getBonusDetails')).value as { list: BonusGrant[] }).list;

describe('bonus turnover', () => {
  it('counts settled valid bets towards the bonus and unlocks it into cash once the turnover is played', async () => {
    const me = await player(100_000n);
    const { grant: g } = await grant(t.app, {
      memberId: me.id,
      source: 'promo:900',
      title: 'Reload 20%',
      amount: 10_000n,
      turnoverRequired: 50_000n,
    });
    await bet(t.app, me.id, { stake: 30_000n, payout: 0n, validBet: 30_000n });
    await bet(t.app, me.id, { stake: 20_000n }); // open: counts only when settled
    expect(await bonusDetails(me)).toMatchObject([
      { status: 'active', turnoverDone: '300.00', turnoverRequired: '500.00' },
    ]);
    expect(await balances(me.id)).toMatchObject({ cash: 50_000n, bonus: 10_000n });

    const settled = await bet(t.app, me.id, { stake: 25_000n, payout: 40_000n, validBet: 25_000n });
    // 25,000 + bonus 10,000 back on top of the 25,000 left and the payout.
    expect(settled.balance).toBe(25_000n + 40_000n + 10_000n);
    expect(await balances(me.id)).toMatchObject({ cash: 75_000n, bonus: 0n });
    expect(await bonusDetails(me)).toMatchObject([
      { status: 'completed', turnoverDone: '500.00', turnoverRequired: '500.00' },
    ]);
    const [unlock] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `bonus-unlock:${g.id}`));
    expect(unlock).toMatchObject({ kind: 'bonus_unlock', memberId: me.id });
    const record = await api.json(me, 'GET', '/wps/relay/ODSFE2_MemTrans?type=bonus_unlock');
    expect(record.status, JSON.stringify(record.body)).toBe(200);

    // Later bets change nothing on a completed grant.
    await bet(t.app, me.id, { stake: 10_000n, payout: 0n });
    expect((await bonusDetails(me))[0]?.turnoverDone).toBe('500.00');
    await expectReconciled(t.app);
  });

  it('fills the oldest grant first and carries the rest to the next; a void or a draw counts nothing', async () => {
    const me = await player(200_000n);
    const first = await grant(t.app, {
      memberId: me.id,
      source: 'promo:901',
      title: 'A',
      amount: 1_000n,
      turnoverRequired: 10_000n,
    });
    const second = await grant(t.app, {
      memberId: me.id,
      source: 'promo:902',
      title: 'B',
      amount: 2_000n,
      turnoverRequired: 20_000n,
    });
    await bet(t.app, me.id, { stake: 15_000n, payout: 0n });
    const read = async (id: number) =>
      (await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, id)))[0];
    expect(await read(first.grant.id)).toMatchObject({ status: 'completed', turnoverDone: 10_000n });
    expect(await read(second.grant.id)).toMatchObject({ status: 'active', turnoverDone: 5_000n });
    expect(await balances(me.id)).toMatchObject({ cash: 186_000n, bonus: 2_000n });

    const open = await bet(t.app, me.id, { stake: 30_000n });
    await t.database.db.transaction((tx) =>
      t.app.services.bets.voidBet(tx, { vendor: open.bet.vendor, vendorBetId: open.bet.vendorBetId }),
    );
    await bet(t.app, me.id, { stake: 5_000n, payout: 10_000n, validBet: 0n }); // a draw: no valid bet
    expect(await read(second.grant.id)).toMatchObject({ turnoverDone: 5_000n });
    await expectReconciled(t.app);
  });

  it('keeps one settlement and one unlock when the same settlement is reported 20 times at once', async () => {
    const me = await player(50_000n);
    await grant(t.app, {
      memberId: me.id,
      source: 'promo:903',
      title: 'C',
      amount: 5_000n,
      turnoverRequired: 10_000n,
    });
    const placed = await bet(t.app, me.id, { stake: 10_000n });
    const settle = () =>
      t.database.db.transaction((tx) =>
        t.app.services.bets.settleBet(tx, {
          vendor: placed.bet.vendor,
          vendorBetId: placed.bet.vendorBetId,
          payout: 0n,
          validBet: 10_000n,
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 20 }, settle));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await balances(me.id)).toMatchObject({ cash: 45_000n, bonus: 0n });
    await expectReconciled(t.app);
  });
});
