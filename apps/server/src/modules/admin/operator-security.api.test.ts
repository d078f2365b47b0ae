import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, makeOperator } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';
import { operatorRecoveryCodes, operatorSessions, operators } from '../../db/wallet-schema.js';
import { totpAt } from '../../platform/totp.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'secadmin', 'admin');
});
afterAll(async () => {
  await t.close();
});

let addressN = 1;
const nextAddress = () => `198.51.100.${addressN++}`;
const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  callJson(t.app, { method: 'POST', url, payload, remoteAddress });
const login = (username: string, password: string, remoteAddress?: string) =>
  post('/wps/admin/session/login', { username, password }, remoteAddress);
const stepNow = () => Math.floor(Date.now() / 30_000);
const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });
const me = (headers: Record<string, string>, remoteAddress?: string) =>
  callJson(t.app, {
    method: 'GET',
    url: '/wps/admin/session',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const auditOf = async (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

/** A finance operator enrolled through the login steps: their secret and recovery codes. */
async function enrolled(username: string) {
  await makeOperator(t.app, username, 'finance', `${username}-Pass-1234`);
  const first = await login(username, `${username}-Pass-1234`);
  const challenge = String(first.value?.challenge);
  const enrolment = await post('/wps/admin/session/login/enrol', { challenge });
  const secret = String(enrolment.value?.secret);
  const step = stepNow();
  const confirmed = await post('/wps/admin/session/login/enrol/confirm', {
    challenge,
    code: totpAt(secret, step),
  });
  return { secret, step, confirmed };
}

describe('operator second factor (TOTP)', () => {
  it('makes admin and finance enrol at their first login, with a secret shown once and stored encrypted', async () => {
    await makeOperator(t.app, 'secfin1', 'finance', 'Secfin1-Pass-1234');
    const first = await login('secfin1', 'Secfin1-Pass-1234');
    expect(first.status).toBe(200);
    expect(first.value).toMatchObject({ step: 'enrol' });
    expect(String(first.value?.challenge)).toMatch(/^opc_/);
    expect(first.value).not.toHaveProperty('token');
    const challenge = String(first.value?.challenge);
    // The challenge opens nothing but the enrolment.
    expect((await me(bearer(challenge))).status).toBe(401);
    expect((await post('/wps/admin/session/login/totp', { challenge, code: '123456' })).code).toBe(
      'error_login_challenge',
    );
    const enrolment = await post('/wps/admin/session/login/enrol', { challenge });
    expect(enrolment.status).toBe(200);
    const secret = String(enrolment.value?.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(enrolment.value?.otpauthUri)).toMatch(
      new RegExp(`^otpauth://totp/.*secfin1\\?.*secret=${secret}`),
    );
    expect(String(enrolment.value?.qrSvg)).toContain('<svg');
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, 'secfin1'));
    expect(row?.totpPendingSecret).toMatch(/^v1\./);
    expect(row?.totpPendingSecret).not.toContain(secret);
    expect(row?.totpSecret).toBeNull();

    const wrong = await post('/wps/admin/session/login/enrol/confirm', { challenge, code: '000000' });
    expect([wrong.status, wrong.code]).toEqual([400, 'error_totp_invalid']);
    const ok = await post('/wps/admin/session/login/enrol/confirm', {
      challenge,
      code: totpAt(secret, stepNow()),
    });
    expect(ok.status).toBe(200);
    expect(ok.value).toMatchObject({ step: 'session', operator: { username: 'secfin1', role: 'finance' } });
    const codes = ok.value?.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await me(bearer(ok.value?.token))).value).toMatchObject({ username: 'secfin1' });
    const stored = await t.database.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, row!.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.codeHash)).not.toContain(code);
    // The enrolment challenge was used.
    expect((await post('/wps/admin/session/login/enrol', { challenge })).code).toBe('error_login_challenge');
    expect((await auditOf('admin.totp.enrolled')).length).toBeGreaterThan(0);
  });

  it('then asks for a code at each login and refuses a code used before (replay)', async () => {
    const { secret, step } = await enrolled('secfin2');
    const first = await login('secfin2', 'secfin2-Pass-1234');
    expect(first.value).toMatchObject({ step: 'totp' });
    const challenge = String(first.value?.challenge);
    const replay = await post('/wps/admin/session/login/totp', { challenge, code: totpAt(secret, step) });
    expect([replay.status, replay.code]).toEqual([400, 'error_totp_invalid']);
    const ok = await post('/wps/admin/session/login/totp', { challenge, code: totpAt(secret, step + 1) });
    expect(ok.value).toMatchObject({ step: 'session', operator: { username: 'secfin2' } });
    // One challenge, one session.
    const again = await post('/wps/admin/session/login/totp', { challenge, code: totpAt(secret, step + 1) });
    expect(again.code).toBe('error_login_challenge');
  });

  it('lets one of two parallel logins with the same code in, not both', async () => {
    const { secret, step } = await enrolled('secfin3');
    const challenges = await Promise.all(
      [1, 2].map(async () => String((await login('secfin3', 'secfin3-Pass-1234')).value?.challenge)),
    );
    const answers = await Promise.all(
      challenges.map((challenge) =>
        post('/wps/admin/session/login/totp', { challenge, code: totpAt(secret, step + 1) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once instead of a TOTP code', async () => {
    const { confirmed } = await enrolled('secfin4');
    const [code] = confirmed.value?.recoveryCodes as string[];
    const first = await login('secfin4', 'secfin4-Pass-1234');
    const ok = await post('/wps/admin/session/login/totp', {
      challenge: first.value?.challenge,
      code: code!.toUpperCase(),
    });
    expect(ok.value).toMatchObject({ step: 'session' });
    const second = await login('secfin4', 'secfin4-Pass-1234');
    const spent = await post('/wps/admin/session/login/totp', {
      challenge: second.value?.challenge,
      code: code!,
    });
    expect(spent.code).toBe('error_totp_invalid');
  });

  it('counts wrong codes toward the account lock, and the right code is refused while locked', async () => {
    const { secret, step } = await enrolled('secfin5');
    const first = await login('secfin5', 'secfin5-Pass-1234');
    const challenge = first.value?.challenge;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await post('/wps/admin/session/login/totp', { challenge, code: `00000${i}` })).code);
    expect(codes).toEqual([
      'error_totp_invalid',
      'error_totp_invalid',
      'error_totp_invalid',
      'error_totp_invalid',
      'error_login_locked',
    ]);
    const right = await post('/wps/admin/session/login/totp', { challenge, code: totpAt(secret, step + 1) });
    expect([right.status, right.code]).toEqual([429, 'error_login_locked']);
    expect((await auditOf('admin.login_failed')).some((row) => row.actor.startsWith('operator:'))).toBe(true);
  });

  it('lets support, content and auditor in with the password alone', async () => {
    for (const role of ['support', 'content', 'auditor'] as const) {
      await makeOperator(t.app, `sec${role}`, role, `sec${role}-Pass-1234`);
      expect((await login(`sec${role}`, `sec${role}-Pass-1234`)).value).toMatchObject({ step: 'session' });
    }
  });
});

describe('operator sessions and addresses', () => {
  it('ends a session left idle with its own catalogue key', async () => {
    const headers = await operatorHeaders(t.app, 'secidle', 'support');
    expect((await me(headers)).status).toBe(200);
    const token = headers.authorization.slice('Bearer '.length);
    const { sha256 } = await import('../../platform/tokens.js');
    await t.database.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.tokenHash, sha256(token)));
    const idle = await me(headers);
    expect([idle.status, idle.code]).toEqual([401, 'error_operator_idle']);
  });

  it('signs out everywhere: every session of the operator ends', async () => {
    await makeOperator(t.app, 'seceverywhere', 'support', 'Everywhere-1234');
    const a = bearer((await login('seceverywhere', 'Everywhere-1234')).value?.token);
    const b = bearer((await login('seceverywhere', 'Everywhere-1234')).value?.token);
    const other = await operatorHeaders(t.app, 'secbystander', 'support');
    const out = await callJson(t.app, { method: 'DELETE', url: '/wps/admin/session/all', headers: a });
    expect(out.status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it('keeps an operator with an allow-list to it, at login and at every call, audited', async () => {
    await makeOperator(t.app, 'secallow', 'support', 'Allowlist-1234');
    const inside = '203.0.113.7';
    const session = bearer((await login('secallow', 'Allowlist-1234', inside)).value?.token);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, 'secallow'));
    const set = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/operators/${row!.id}`,
      headers: admin,
      payload: { allowedCidrs: ['203.0.113.0/24'] },
    });
    expect(set.value).toMatchObject({ allowedCidrs: ['203.0.113.0/24'] });
    const outside = await login('secallow', 'Allowlist-1234', '198.18.0.1');
    expect([outside.status, outside.code]).toEqual([403, 'error_operator_address']);
    expect((await login('secallow', 'Allowlist-1234', '203.0.113.9')).value).toMatchObject({
      step: 'session',
    });
    expect((await me(session, inside)).status).toBe(200);
    const call = await me(session, '198.18.0.2');
    expect([call.status, call.code]).toEqual([403, 'error_operator_address']);
    expect((await auditOf('admin.login_address_refused')).length).toBeGreaterThan(0);
    expect((await auditOf('operator.address_refused')).length).toBeGreaterThan(0);
  });
});

describe('operator management', () => {
  it('lets an admin create, re-role, disable and reset the second factor of operators, audited', async () => {
    const created = await callJson(t.app, {
      method: 'POST',
      url: '/wps/admin/operators',
      headers: admin,
      payload: { username: 'seccontent2', role: 'content', password: 'Content2-Pass-1234' },
    });
    expect(created.value).toMatchObject({
      username: 'seccontent2',
      role: 'content',
      disabled: false,
      totp: false,
    });
    const id = Number(created.value?.id);
    const taken = await callJson(t.app, {
      method: 'POST',
      url: '/wps/admin/operators',
      headers: admin,
      payload: { username: 'SECCONTENT2', role: 'content', password: 'Content2-Pass-1234' },
    });
    expect(taken.code).toBe('error_username_taken');
    const session = bearer((await login('seccontent2', 'Content2-Pass-1234')).value?.token);
    const promoted = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/operators/${id}`,
      headers: admin,
      payload: { role: 'finance' },
    });
    expect(promoted.value).toMatchObject({ role: 'finance' });
    // A new role ends the old sessions; a finance login now enrols a second factor.
    expect((await me(session)).status).toBe(401);
    expect((await login('seccontent2', 'Content2-Pass-1234')).value).toMatchObject({ step: 'enrol' });

    const { secret } = await enrolled('secfin6');
    expect(secret).toBeTruthy();
    const [fin] = await t.database.db.select().from(operators).where(eq(operators.username, 'secfin6'));
    const reset = await callJson(t.app, {
      method: 'POST',
      url: `/wps/admin/operators/${fin!.id}/totp/reset`,
      headers: admin,
    });
    expect(reset.value).toMatchObject({ username: 'secfin6', totp: false });
    expect((await login('secfin6', 'secfin6-Pass-1234')).value).toMatchObject({ step: 'enrol' });

    const disabled = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/operators/${id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(disabled.value).toMatchObject({ disabled: true });
    expect((await login('seccontent2', 'Content2-Pass-1234')).code).toBe('error_account_disabled');

    const [self] = await t.database.db.select().from(operators).where(eq(operators.username, 'secadmin'));
    const own = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/operators/${self!.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect([own.status, own.code]).toEqual([403, 'error_forbidden']);
    const badRange = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/operators/${id}`,
      headers: admin,
      payload: { allowedCidrs: ['not-a-range'] },
    });
    expect(badRange.code).toBe('error_invalid_request');

    const list = await callJson(t.app, { method: 'GET', url: '/wps/admin/operators', headers: admin });
    expect((list.value?.list as { username: string }[]).map((o) => o.username)).toEqual(
      expect.arrayContaining(['secadmin', 'seccontent2', 'secfin6']),
    );
    const updates = await auditOf('admin.operator.update');
    expect(updates.map((row) => [row.before, row.after])).toContainEqual([
      { id, role: 'content', disabled: false, allowedCidrs: [] },
      { id, role: 'finance', disabled: false, allowedCidrs: [] },
    ]);
    expect((await auditOf('admin.operator.totp_reset')).length).toBe(1);
  });
});

describe('audit search', () => {
  it('finds actions by operator, member, action and time, newest first, paged by keyset', async () => {
    const finance = await operatorHeaders(t.app, 'secauditfin', 'finance');
    const [fin] = await t.database.db.select().from(operators).where(eq(operators.username, 'secauditfin'));
    const { walletMember } = await import('../../../test/wallet-helpers.js');
    const member = await walletMember(t.app, 'secauditmember');
    for (const [i, amount] of ['10.00', '5.00', '-3.00'].entries()) {
      const res = await callJson(t.app, {
        method: 'POST',
        url: '/wps/admin/wallet/adjust',
        headers: finance,
        payload: { memberId: member.id, amount, reason: `audit ${i}`, idempotencyKey: `sec-audit-${i}` },
      });
      expect(res.status).toBe(200);
    }
    const search = (query: string, headers = admin) =>
      callJson(t.app, { method: 'GET', url: `/wps/admin/audit?${query}`, headers });
    const first = await search(`operatorId=${fin!.id}&action=wallet.adjust&size=2`);
    const list = first.value?.list as { id: number; actor: string; after: { amount: string } }[];
    expect(list.map((row) => row.after.amount)).toEqual(['-3.00', '5.00']);
    expect(list.every((row) => row.actor === `operator:${fin!.id}`)).toBe(true);
    const second = await search(
      `operatorId=${fin!.id}&action=wallet.adjust&size=2&before=${String(first.value?.next)}`,
    );
    expect((second.value?.list as { after: { amount: string } }[]).map((row) => row.after.amount)).toEqual([
      '10.00',
    ]);
    expect(second.value?.next).toBeNull();
    const byMember = await search(`memberId=${member.id}`);
    expect((byMember.value?.list as { before: { memberId: number } }[]).length).toBe(3);
    const prefix = await search(`operatorId=${fin!.id}&action=admin.`);
    expect((prefix.value?.list as { action: string }[]).map((row) => row.action)).toContain(
      'admin.totp.enrolled',
    );
    const future = await search(`from=${new Date(Date.now() + 3_600_000).toISOString()}`);
    expect(future.value?.list).toEqual([]);
    // The auditor reads it; support does not.
    const auditor = await operatorHeaders(t.app, 'secauditor2', 'auditor');
    expect((await search('size=1', auditor)).status).toBe(200);
    const support = await operatorHeaders(t.app, 'secauditsupport', 'support');
    expect((await search('size=1', support)).status).toBe(403);
  });
});
