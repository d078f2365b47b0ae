import type { LoginValue } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../../test/wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const balance = (headers: Record<string, string>) =>
  callJson(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', headers });

describe('balance', () => {
  it('is 0.00 for a new member, with the site currency symbol', async () => {
    const member = await walletMember(t.app, 'walletnew');
    expect(await balance(member.headers)).toEqual({
      status: 200,
      code: 'ok',
      value: { sumBalance: '0.00', mainBalance: '0.00', isSingle: false, currencySymbol: 'P' },
    });
    expect((await balance({})).status).toBe(401);
  });

  it('adds every vendor wallet to the cash wallet', async () => {
    const member = await walletMember(t.app, 'walletsum', { cash: 10_000n });
    const moved = await callJson(t.app, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: member.headers,
      payload: { vassalage: 'PEARL', direction: 'in', amount: '30.50', transferId: 'sum-0001' },
    });
    expect(moved.status).toBe(200);
    expect((await balance(member.headers)).value).toMatchObject({
      sumBalance: '100.00',
      mainBalance: '69.50',
    });
  });

  it('follows the wallet setting for isSingle', async () => {
    const member = await walletMember(t.app, 'walletsingle');
    const wallet = (await t.app.services.system.getSettings()).wallet;
    await t.app.services.system.setSetting('wallet', { ...wallet, isSingle: true }, { actor: 'test' });
    expect((await balance(member.headers)).value).toMatchObject({ isSingle: true });
    const refused = await callJson(t.app, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: member.headers,
      payload: { vassalage: 'PEARL', direction: 'in', amount: '1', transferId: 'single-01' },
    });
    expect([refused.status, refused.code]).toEqual([403, 'error_feature_disabled']);
    await t.app.services.system.setSetting('wallet', wallet, { actor: 'test' });
  });
});

describe('free play', () => {
  it('credits the trial account with play money, never cash', async () => {
    const whitelabel = await t.app.services.system.getWhitelabel();
    await t.app.services.system.setSetting(
      'whitelabel',
      { ...whitelabel, FREEPLAY3: '1' },
      { actor: 'test' },
    );
    const c = createAuthClient(t.app, t.database.db);
    const res = await c.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await c.altcha() },
    });
    expect(res.status).toBe(200);
    const value = res.body.value as unknown as LoginValue;
    expect((await balance(c.bearer(value.token))).value).toMatchObject({
      sumBalance: '2000.00',
      mainBalance: '2000.00',
    });
    const balances = await t.app.services.wallet.ledger.getBalance(value.userInfo.id, t.database.db);
    expect(balances).toMatchObject({ cash: 0n, play: 200_000n });
    expect(
      await t.app.services.wallet.ledger.findEntry(`play_money:${value.userInfo.id}`, t.database.db),
    ).toMatchObject({
      postings: [
        { accountKey: `play:${value.userInfo.id}`, amount: 200_000n },
        { accountKey: 'house:play_money', amount: -200_000n },
      ],
    });
    const transfer = await callJson(t.app, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: c.bearer(value.token),
      payload: { vassalage: 'PEARL', direction: 'in', amount: '1', transferId: 'trial-0001' },
    });
    expect([transfer.status, transfer.code]).toEqual([403, 'in_need_true_account']);
    await t.app.services.system.setSetting('whitelabel', whitelabel, { actor: 'test' });
  });
});

describe('reconciliation after the wallet calls', () => {
  it('finds every account equal to its postings and a zero total', async () => {
    expect(await t.app.services.wallet.ledger.reconcile()).toMatchObject({ ok: true, total: 0n });
  });
});
