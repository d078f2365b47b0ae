import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, makeOperator, walletMember } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';
import { memoryCounters } from '../../platform/counters.js';
import type { AppError } from '../../platform/errors.js';
import { createPasswordHasher } from '../../platform/password.js';
import { createOperatorLoginService } from './operator-login.service.js';
import { operatorSessions } from '../../db/wallet-schema.js';
import { operatorLoginSteps } from '../../../test/operator-login.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await makeOperator(t.app, 'opfinance', 'finance', 'Finance-12345');
  await makeOperator(t.app, 'opsupport', 'support', 'Support-12345');
  await makeOperator(t.app, 'opleaving', 'admin', 'Leaving-12345');
});
afterAll(async () => {
  await t.close();
});

let addressN = 1;
const nextAddress = () => `198.51.100.${addressN++}`;
/** Each login from an address of its own, so one test's failures never ask another for a captcha. */
const login = (
  username: string,
  password: string,
  extra: Record<string, string> = {},
  remoteAddress = nextAddress(),
) =>
  callJson(t.app, {
    method: 'POST',
    url: '/wps/admin/session/login',
    payload: { username, password, ...extra },
    remoteAddress,
  });
const sessions = new Map<string, Promise<Record<string, string>>>();
/**
 * The console's login steps (admin and finance enrol TOTP at their first login), once per operator unless
 * `fresh`: each later login needs the next 30-second TOTP step, and a third within a step would wait for it.
 */
function operatorHeaders(username: string, password: string, { fresh = false } = {}) {
  const kept = sessions.get(username);
  if (kept && !fresh) return kept;
  const remoteAddress = nextAddress();
  const headers = operatorLoginSteps(
    async (url, payload) =>
      callJson(t.app, { method: 'POST', url, payload: payload as object, remoteAddress }),
    username,
    password,
  ).then((token) => ({ authorization: `Bearer ${token}` }));
  if (!fresh) sessions.set(username, headers);
  return headers;
}
const adjust = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  callJson(t.app, { method: 'POST', url: '/wps/admin/wallet/adjust', headers, payload });

describe('operator sessions', () => {
  it('logs in with the right password only, with an opaque token stored hashed', async () => {
    await makeOperator(t.app, 'opwrongpw', 'support', 'Wrongpw-12345');
    expect((await login('opwrongpw', 'wrong-password')).code).toBe('error_login_failed');
    expect((await login('nobody', 'Finance-12345')).code).toBe('error_login_failed');
    const ok = await login('OPSUPPORT', 'Support-12345');
    expect(ok.status).toBe(200);
    expect(ok.value).toMatchObject({ step: 'session', operator: { username: 'opsupport', role: 'support' } });
    const token = String(ok.value?.token);
    expect(token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select({ hash: operatorSessions.tokenHash }).from(operatorSessions);
    expect(stored.map((s) => s.hash)).not.toContain(token);
    const me = await callJson(t.app, {
      method: 'GET',
      url: '/wps/admin/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.value).toMatchObject({ username: 'opsupport', role: 'support' });
  });

  it('has the demo operator of the demo seed, who enrols a second factor at the first login', async () => {
    const demo = await login('demoadmin', 'DemoAdmin1234');
    expect(demo.value).toMatchObject({ step: 'enrol' });
    expect(String(demo.value?.challenge)).toMatch(/^opc_/);
  });

  it('keeps member and operator tokens apart', async () => {
    const member = await walletMember(t.app, 'adminprobe');
    const asMember = await callJson(t.app, {
      method: 'GET',
      url: '/wps/admin/session',
      headers: member.headers,
    });
    expect([asMember.status, asMember.code]).toEqual([401, 'error_not_logged_in']);
    const operator = await operatorHeaders('opfinance', 'Finance-12345');
    const asOperator = await callJson(t.app, {
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: operator,
    });
    expect(asOperator.status).toBe(401);
    expect((await callJson(t.app, { method: 'GET', url: '/wps/admin/wallet/reconcile' })).status).toBe(401);
  });

  it('refuses a disabled operator, and ends their open sessions', async () => {
    const headers = await operatorHeaders('opleaving', 'Leaving-12345');
    await t.app.services.operators.setDisabled('opleaving', true, { actor: 'test' });
    const refused = await login('opleaving', 'Leaving-12345');
    expect([refused.status, refused.code]).toEqual([403, 'error_account_disabled']);
    expect((await callJson(t.app, { method: 'GET', url: '/wps/admin/session', headers })).status).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const headers = await operatorHeaders('opfinance', 'Finance-12345', { fresh: true });
    const out = await callJson(t.app, { method: 'DELETE', url: '/wps/admin/session/logout', headers });
    expect(out.status).toBe(200);
    expect((await callJson(t.app, { method: 'GET', url: '/wps/admin/session', headers })).status).toBe(401);
  });
});

describe('operator login throttle', () => {
  const captcha = async () => {
    const { captchaKey, answer } = await t.app.services.session.human.createCaptcha();
    return { captchaKey, captcha: answer };
  };

  it('after a failure on the account, the next try needs a captcha, from any address', async () => {
    await makeOperator(t.app, 'opcaptcha', 'support', 'Captcha-12345');
    const wrong = await login('opcaptcha', 'wrong-password');
    expect([wrong.code, wrong.value]).toEqual(['error_login_failed', { captcha: true }]);
    expect((await login('opcaptcha', 'Captcha-12345')).code).toBe('error_captcha');
    expect((await login('opcaptcha', 'Captcha-12345', { captchaKey: 'x', captcha: '0000' })).code).toBe(
      'error_captcha',
    );
    expect((await login('opcaptcha', 'Captcha-12345', await captcha())).status).toBe(200);
    // The success cleared the account's failures.
    expect((await login('opcaptcha', 'Captcha-12345')).status).toBe(200);
  });

  it('a failure from an address asks that address for a captcha, whatever account it tries next', async () => {
    const address = nextAddress();
    expect((await login('nobody-here', 'whatever-1', {}, address)).code).toBe('error_login_failed');
    expect((await login('opfinance', 'Finance-12345', {}, address)).code).toBe('error_captcha');
    expect((await login('opfinance', 'Finance-12345', await captcha(), address)).status).toBe(200);
  });

  it('five failures from five addresses lock the account; the right password gets the same answer', async () => {
    await makeOperator(t.app, 'oplocked', 'admin', 'Locked-123456');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login('oplocked', `guess-${i}-xyz`, await captcha())).code);
    expect(codes).toEqual([
      'error_login_failed',
      'error_login_failed',
      'error_login_failed',
      'error_login_failed',
      'error_login_locked',
    ]);
    for (const password of ['Locked-123456', 'guess-9-xyz']) {
      const res = await login('oplocked', password, await captcha());
      expect([res.status, res.code]).toEqual([429, 'error_login_locked']);
      expect(res.value).toMatchObject({ captcha: true });
      expect(Number(res.value?.retryAfter)).toBeGreaterThan(250);
      expect(Number(res.value?.retryAfter)).toBeLessThanOrEqual(300);
    }
  });

  it('each lock within a day lasts twice as long as the one before', async () => {
    await makeOperator(t.app, 'opbackoff', 'support', 'Backoff-12345');
    let clock = Date.now();
    const throttled = createOperatorLoginService({
      db: t.database.db,
      hasher: createPasswordHasher({ memoryCost: 1024, timeCost: 1 }),
      counters: memoryCounters(() => clock),
      human: t.app.services.session.human,
      serverSecret: 'test-server-secret-of-thirty-two-chars',
      now: () => new Date(clock),
    });
    const attempt = async (password: string) => {
      const { captchaKey, answer } = await t.app.services.session.human.createCaptcha();
      return throttled
        .login({ username: 'opbackoff', password, captchaKey, captcha: answer }, '192.0.2.10')
        .then(
          () => ({ code: 'ok', retryAfter: 0 }),
          (error: AppError) => ({ code: error.code, retryAfter: Number(error.value?.retryAfter ?? 0) }),
        );
    };
    const locks: number[] = [];
    for (let round = 0; round < 8; round++) {
      let last = { code: '', retryAfter: 0 };
      for (let i = 0; i < 5; i++) last = await attempt(`wrong-${round}-${i}`);
      expect(last.code).toBe('error_login_locked');
      locks.push(last.retryAfter);
      clock += last.retryAfter * 1000 + 1000;
    }
    expect(locks).toEqual([300, 600, 1200, 2400, 4800, 9600, 19_200, 38_400]);
    expect((await attempt('Backoff-12345')).code).toBe('ok');
  });
});

describe('balance adjustments', () => {
  it('credits and debits cash against house:adjustments, audited with before and after', async () => {
    const headers = await operatorHeaders('opfinance', 'Finance-12345');
    const member = await walletMember(t.app, 'adjusted');
    const body = {
      memberId: member.id,
      amount: '100.50',
      reason: 'Goodwill credit',
      idempotencyKey: 'adj-000001',
    };
    const credit = await adjust(headers, body);
    expect(credit).toMatchObject({
      status: 200,
      value: {
        memberId: member.id,
        amount: '100.50',
        balanceBefore: '0.00',
        balanceAfter: '100.50',
        replayed: false,
      },
    });
    const replay = await adjust(headers, body);
    expect(replay.value).toMatchObject({
      entryId: credit.value?.entryId,
      balanceAfter: '100.50',
      replayed: true,
    });
    const conflict = await adjust(headers, { ...body, amount: '5' });
    expect([conflict.status, conflict.code]).toEqual([409, 'error_idempotency_conflict']);
    const debit = await adjust(headers, { ...body, amount: '-0.50', idempotencyKey: 'adj-000002' });
    expect(debit.value).toMatchObject({ balanceBefore: '100.50', balanceAfter: '100.00' });
    const overdraw = await adjust(headers, { ...body, amount: '-100.01', idempotencyKey: 'adj-000003' });
    expect([overdraw.status, overdraw.code]).toEqual([400, 'error_insufficient_balance']);
    expect((await t.app.services.wallet.ledger.getBalance(member.id, t.database.db)).cash).toBe(10_000n);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'wallet.adjust'))
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      before: { memberId: member.id, balance: '0.00' },
      after: { memberId: member.id, balance: '100.50', amount: '100.50', reason: 'Goodwill credit' },
    });
    expect(audits[1]?.actor).toMatch(/^operator:\d+$/);
  });

  it('refuses bad input, unknown or trial members, and operators without a money role', async () => {
    const headers = await operatorHeaders('opfinance', 'Finance-12345');
    const member = await walletMember(t.app, 'adjustbad');
    const body = { memberId: member.id, amount: '1', reason: 'Test', idempotencyKey: 'bad-000001' };
    for (const amount of ['0', '-0.00', '1.001', '1e3', '--1']) {
      expect((await adjust(headers, { ...body, amount })).code).toBe('error_amount_invalid');
    }
    expect((await adjust(headers, { ...body, reason: '' })).code).toBe('error_invalid_request');
    expect((await adjust(headers, { ...body, reason: 'x'.repeat(201) })).code).toBe('error_invalid_request');
    expect((await adjust(headers, { ...body, idempotencyKey: undefined })).code).toBe(
      'error_invalid_request',
    );
    expect((await adjust(headers, { ...body, memberId: 987_654 })).status).toBe(404);
    const trial = await walletMember(t.app, 'adjusttrial', { extra: { isAgent: TRIAL_ACCOUNT_TYPE } });
    expect((await adjust(headers, { ...body, memberId: trial.id })).code).toBe('in_need_true_account');

    const support = await operatorHeaders('opsupport', 'Support-12345');
    const refused = await adjust(support, body);
    expect([refused.status, refused.code]).toEqual([403, 'error_forbidden']);
    const reconcile = await callJson(t.app, {
      method: 'GET',
      url: '/wps/admin/wallet/reconcile',
      headers: support,
    });
    expect(reconcile.status).toBe(403);
  });
});

describe('reconciliation', () => {
  it('reports every account equal to its postings and a zero total', async () => {
    const headers = await operatorHeaders('opfinance', 'Finance-12345');
    const res = await callJson(t.app, { method: 'GET', url: '/wps/admin/wallet/reconcile', headers });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ ok: true, total: '0.00', mismatches: [], unbalancedEntries: [] });
    expect(Number(res.value?.entries)).toBeGreaterThan(0);
  });
});
