import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../../test/wallet-helpers.js';
import { auditLog } from '../../../db/schema.js';
import { createPasswordHasher } from '../../../platform/password.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const transfer = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  callJson(t.app, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers, payload });
const merchantWallet = (headers: Record<string, string>) =>
  callJson(t.app, { method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers });

describe('vendor transfers', () => {
  it('moves money in and out, once per transferId', async () => {
    const m = await walletMember(t.app, 'xferinout', { cash: 50_000n });
    const into = await transfer(m.headers, {
      vassalage: 'REEF',
      direction: 'in',
      amount: '120.25',
      transferId: 'io-00001',
    });
    expect(into).toEqual({
      status: 200,
      code: 'ok',
      value: {
        transferId: 'io-00001',
        vassalage: 'REEF',
        direction: 'in',
        amount: '120.25',
        mainBalance: '379.75',
        vendorBalance: '120.25',
      },
    });
    const again = await transfer(m.headers, {
      vassalage: 'REEF',
      direction: 'in',
      amount: '120.25',
      transferId: 'io-00001',
    });
    expect(again).toEqual(into);
    const out = await transfer(m.headers, {
      vassalage: 'REEF',
      direction: 'out',
      amount: '20',
      transferId: 'io-00002',
    });
    expect(out.value).toMatchObject({ mainBalance: '399.75', vendorBalance: '100.25' });
    const reused = await transfer(m.headers, {
      vassalage: 'REEF',
      direction: 'in',
      amount: '5',
      transferId: 'io-00002',
    });
    expect([reused.status, reused.code]).toEqual([409, 'error_idempotency_conflict']);
  });

  it('refuses each bad request with its catalogue code', async () => {
    const m = await walletMember(t.app, 'xfererrors', { cash: 1_000n });
    const body = { vassalage: 'PEARL', direction: 'in', transferId: 'err-00001' };
    for (const amount of ['0', '0.00', '-5', '1.234', 'abc', '', '99999999999999']) {
      const res = await transfer(m.headers, { ...body, amount });
      expect([amount, res.status, res.code]).toEqual([amount, 400, 'error_amount_invalid']);
    }
    const tooMuch = await transfer(m.headers, { ...body, amount: '10.01' });
    expect([tooMuch.status, tooMuch.code]).toEqual([400, 'error_insufficient_balance']);
    const outTooMuch = await transfer(m.headers, { ...body, direction: 'out', amount: '0.01' });
    expect(outTooMuch.code).toBe('error_insufficient_balance');
    for (const vassalage of ['SW_RNG', 'NOPE']) {
      const res = await transfer(m.headers, { ...body, vassalage, amount: '1' });
      expect([res.status, res.code]).toEqual([400, 'error_vendor_not_transfer']);
    }
    const badDirection = await transfer(m.headers, { ...body, direction: 'sideways', amount: '1' });
    expect(badDirection.code).toBe('error_invalid_request');
    const anonymous = await transfer({}, { ...body, amount: '1' });
    expect(anonymous.status).toBe(401);
    expect((await t.app.services.wallet.ledger.getBalance(m.id, t.database.db)).cash).toBe(1_000n);
  });

  it('lists every transfer-mode vendor, 0.00 where never used, and consolidates them back', async () => {
    const m = await walletMember(t.app, 'xferlist', { cash: 10_000n });
    expect((await merchantWallet(m.headers)).value).toEqual({
      mainBalance: '100.00',
      sumBalance: '100.00',
      list: [
        { vassalage: 'PEARL', displayName: 'Pearl Live Casino', gameType: 'LIVE', balance: '0.00' },
        { vassalage: 'ARENA8', displayName: 'Arena Eight', gameType: 'SPORTS', balance: '0.00' },
        { vassalage: 'REEF', displayName: 'Reef Hunters', gameType: 'FISH', balance: '0.00' },
      ],
    });
    await transfer(m.headers, { vassalage: 'PEARL', direction: 'in', amount: '10', transferId: 'list-0001' });
    await transfer(m.headers, {
      vassalage: 'ARENA8',
      direction: 'in',
      amount: '15.5',
      transferId: 'list-0002',
    });
    const listed = await merchantWallet(m.headers);
    expect(listed.value).toMatchObject({ mainBalance: '74.50', sumBalance: '100.00' });
    const consolidate = () =>
      callJson(t.app, { method: 'POST', url: '/wps/member/info/funds/consolidated', headers: m.headers });
    const first = await consolidate();
    expect(first.value).toMatchObject({ moved: '25.50', mainBalance: '100.00', sumBalance: '100.00' });
    expect((first.value?.list as { balance: string }[]).map((w) => w.balance)).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect((await consolidate()).value).toMatchObject({ moved: '0.00', mainBalance: '100.00' });
  });
});

describe('transfer to upline', () => {
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  const c = () => createAuthClient(t.app, t.database.db);
  const send = (headers: Record<string, string>, body: Record<string, unknown>) =>
    c().enc('POST', '/wps/member/transferUpline', body, { headers });
  const body = { amount: '12.34', paymentPassword: '135790', transferId: 'up-000001' };

  it('moves cash to the upline after the payment-password check, audited', async () => {
    const agent = await walletMember(t.app, 'uplineagent', { extra: { isAgent: 1 } });
    const orphan = await walletMember(t.app, 'uplineorphan', { cash: 5_000n });
    const noUpline = await send(orphan.headers, body);
    expect([noUpline.status, noUpline.body.code]).toEqual([403, 'error_no_upline']);

    const unset = await walletMember(t.app, 'uplineunset', { cash: 5_000n, extra: { uplineId: agent.id } });
    expect((await send(unset.headers, body)).body.code).toBe('error_payment_password_not_set');

    const m = await walletMember(t.app, 'uplinesender', {
      cash: 5_000n,
      extra: { uplineId: agent.id, paymentPasswordHash: await hasher.hash('135790') },
    });
    const wrong = await send(m.headers, { ...body, paymentPassword: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'error_payment_password']);
    const tooMuch = await send(m.headers, { ...body, amount: '50.01', transferId: 'up-toomuch' });
    expect(tooMuch.body.code).toBe('error_insufficient_balance');
    const zero = await send(m.headers, { ...body, amount: '0' });
    expect(zero.body.code).toBe('error_amount_invalid');

    const ok = await send(m.headers, body);
    expect([ok.status, ok.body.value]).toEqual([
      200,
      { transferId: 'up-000001', amount: '12.34', mainBalance: '37.66' },
    ]);
    expect((await send(m.headers, body)).body.value).toEqual(ok.body.value);
    expect((await t.app.services.wallet.ledger.getBalance(agent.id, t.database.db)).cash).toBe(1_234n);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'wallet.transfer_upline'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actor: `member:${m.id}`,
      before: { balance: '50.00' },
      after: { balance: '37.66', uplineId: agent.id, amount: '12.34' },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'wallet.transfer_upline'));
    expect(audits).toHaveLength(1);
    const plain = await callJson(t.app, {
      method: 'POST',
      url: '/wps/member/transferUpline',
      headers: m.headers,
      payload: body,
    });
    expect(plain.code).toBe('error_encryption_required');
  });
});
