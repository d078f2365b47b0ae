import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { maskAccount, multipleOf } from './rank-list.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  rank: number;
  account: string;
  gameType: string;
  gameName: string;
  vendorName: string;
  betAmount: string;
  winAmount: string;
  multiple: string;
}

const board = async (query = '') => {
  const answer = await callJson(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_getRankList${query}` });
  expect(answer.status).toBe(200);
  return answer.value?.list as Entry[];
};

describe('winner board (GCSGAME_getRankList)', () => {
  it("ranks the period's biggest real-money wins with masked names, per game type", async () => {
    const winner = await walletMember(t.app, 'bigwinner', { cash: 100_000n });
    const trial = await walletMember(t.app, 'trialwinner', { extra: { isAgent: 4 } });
    await bet(t.app, winner.id, { stake: 1_000n, payout: 50_000n, vendor: 'SW_RNG' });
    await bet(t.app, winner.id, { stake: 2_000n, payout: 9_000n, vendor: 'SW_LIVE', gameType: 'LIVE' });
    await bet(t.app, winner.id, { stake: 5_000n, payout: 0n });
    // Play money never shows, however big.
    // Prepared before the transaction: it reads settings, which would wait on the open transaction.
    const givePlayMoney = await t.app.services.wallet.prepareTrialPlayMoney();
    await t.database.db.transaction((tx) => givePlayMoney(tx, trial.id));
    await bet(t.app, trial.id, { stake: 100n, payout: 90_000n });
    // A win from last month is outside the week.
    const old = await bet(t.app, winner.id, { stake: 100n, payout: 80_000n });
    await t.database.db.execute(
      sql`UPDATE bets SET settled_at = now() - interval '20 days' WHERE id = ${old.bet.id}`,
    );

    const week = await board('?count=5');
    expect(week.map((entry) => [entry.rank, entry.account, entry.winAmount])).toEqual([
      [1, 'bi****er', '500.00'],
      [2, 'bi****er', '90.00'],
    ]);
    expect(week[0]).toMatchObject({
      gameType: 'RNG',
      betAmount: '10.00',
      multiple: '50.00',
      vendorName: 'Swerte Slots',
    });
    expect((await board('?gameType=LIVE&period=day')).map((entry) => entry.winAmount)).toEqual(['90.00']);
    expect((await board('?period=month')).map((entry) => entry.winAmount)).toContain('800.00');
  });

  it('refuses a period or count outside the contract', async () => {
    for (const query of ['?period=year', '?count=0', '?count=51', '?gameType=POKER']) {
      const answer = await callJson(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_getRankList${query}` });
      expect(answer).toMatchObject({ status: 400, code: 'error_invalid_request' });
    }
  });

  it('masks names and computes multiples without floats', () => {
    expect(maskAccount('demoplayer')).toBe('de****er');
    expect(maskAccount('abcd')).toBe('a***');
    expect(multipleOf(300n, 1_000n)).toBe('3.33');
    expect(multipleOf(0n, 10n)).toBe('0.00');
  });
});
