import type { LoginValue } from '@swerte/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { createAuthClient, makeMember } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog, sessions } from '../../db/schema.js';

let t: TestApp;
let c: ReturnType<typeof createAuthClient>;
let admin: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };
let ip = 1;
const nextIp = () => `198.51.100.${ip++}`;

beforeAll(async () => {
  t = await buildTestApp();
  c = createAuthClient(t.app, t.database.db);
  admin = await operatorHeaders(t.app, 'opstatus', 'admin');
  support = await operatorHeaders(t.app, 'opstatussup', 'support');
  finance = await operatorHeaders(t.app, 'opstatusfin', 'finance');
});
afterAll(async () => {
  await t.close();
});

const op = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = admin) =>
  callJson(t.app, { method, url: `/wps/admin/members/${url}`, headers, ...(payload ? { payload } : {}) });
const memberCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });
const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);

describe('member lock, unlock and forced password change (/wps/admin/members/:id/...)', () => {
  it('locks a member: sessions end, logins are refused with error_member_locked; unlock lets them in', async () => {
    const member = await makeMember(t.app, 'lockme', 'Lock12345');
    const login = await c.login('lockme', 'Lock12345', {}, { remoteAddress: nextIp() });
    const token = (login.body.value as unknown as LoginValue).token;
    expect((await memberCall(token)).statusCode).toBe(200);
    const sessions = await op('GET', `${member.id}/sessions`);
    expect((sessions.value as { list: unknown[] }).list).toHaveLength(1);

    // The contract asks for a reason.
    expect((await op('POST', `${member.id}/lock`, { reason: ' ' })).code).toBe('error_invalid_request');
    const locked = await op('POST', `${member.id}/lock`, { reason: 'Chargeback under review' }, support);
    expect(locked.value).toMatchObject({ status: 'locked', reason: 'Chargeback under review' });
    expect((await memberCall(token)).statusCode).toBe(401);
    const refused = await c.login('lockme', 'Lock12345', {}, { remoteAddress: nextIp() });
    expect([refused.status, refused.body.code]).toEqual([403, 'error_member_locked']);
    const [audit] = await audits('member.lock');
    expect(audit).toMatchObject({
      before: { memberId: member.id, status: 'active' },
      after: { status: 'locked', sessionsEnded: 1 },
    });
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    const history = await op('GET', `${member.id}/logins`);
    const actions = (history.value as { list: { action: string }[] }).list.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['session.login_locked', 'session.login']);

    expect((await op('POST', `${member.id}/unlock`, { reason: 'Cleared' })).value).toMatchObject({
      status: 'active',
    });
    expect((await c.login('lockme', 'Lock12345', {}, { remoteAddress: nextIp() })).status).toBe(200);
  });

  it("refuses every later call of a locked member, even with a token the lock's revocation missed", async () => {
    const member = await makeMember(t.app, 'lockall', 'LockAll12345');
    const first = (await c.login('lockall', 'LockAll12345', {}, { remoteAddress: nextIp() })).body
      .value as unknown as LoginValue;
    const second = (await c.login('lockall', 'LockAll12345', {}, { remoteAddress: nextIp() })).body
      .value as unknown as LoginValue;
    const calls = (token: string) =>
      Promise.all(
        ['/wps/member/info', '/wps/member/info/funds/consolidated'].map(
          async (url) =>
            (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }))
              .statusCode,
        ),
      );
    expect(await calls(first.token)).toEqual([200, 200]);
    await op('POST', `${member.id}/lock`, { reason: 'Account takeover suspected' }, support);
    expect([...(await calls(first.token)), ...(await calls(second.token))]).toEqual([401, 401, 401, 401]);
    // A token written as the lock landed (its revocation did not see it): the status is read per call.
    await t.database.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.memberId, member.id));
    expect(await calls(first.token)).toEqual([401, 401]);
    expect((await op('POST', `${member.id}/unlock`, { reason: 'Owner verified' }, support)).status).toBe(200);
  });

  it('tells a locked account only to the one who knows its password', async () => {
    const member = await makeMember(t.app, 'lockguess', 'Guess12345');
    await op('POST', `${member.id}/lock`, { reason: 'Fraud check' });
    expect((await c.login('lockguess', 'Wrong12345', {}, { remoteAddress: nextIp() })).body.code).toBe(
      'error_login_failed',
    );
  });

  it('forces a password change at the next login and ends the sessions', async () => {
    const member = await makeMember(t.app, 'forceme', 'Force12345');
    const first = await c.login('forceme', 'Force12345', {}, { remoteAddress: nextIp() });
    const token = (first.body.value as unknown as LoginValue).token;
    const forced = await op('POST', `${member.id}/forcePasswordChange`, { reason: 'Leaked password' });
    expect(forced.value).toMatchObject({ status: 'active', mustChangePassword: true });
    expect((await memberCall(token)).statusCode).toBe(401);
    const next = await c.login('forceme', 'Force12345', {}, { remoteAddress: nextIp() });
    expect((next.body.value as unknown as LoginValue).mustChangePassword).toBe(true);
  });

  it("ends one session, only the member's own, and refuses the money roles", async () => {
    const member = await makeMember(t.app, 'endone', 'EndOne12345');
    const other = await makeMember(t.app, 'endother', 'EndOther12345');
    const a = (await c.login('endone', 'EndOne12345', {}, { remoteAddress: nextIp() })).body
      .value as unknown as LoginValue;
    const b = (await c.login('endone', 'EndOne12345', {}, { remoteAddress: nextIp() })).body
      .value as unknown as LoginValue;
    const list = (await op('GET', `${member.id}/sessions`)).value as { list: { id: number }[] };
    expect(list.list).toHaveLength(2);
    const newest = list.list[0]!.id;
    // Another member's path does not reach this session.
    expect((await op('POST', `${other.id}/sessions/${newest}/end`)).code).toBe('error_not_found');
    expect((await op('POST', `${member.id}/sessions/${newest}/end`)).status).toBe(200);
    expect((await memberCall(b.token)).statusCode).toBe(401);
    expect((await memberCall(a.token)).statusCode).toBe(200);
    expect((await op('POST', `${member.id}/sessions/${newest}/end`)).code).toBe('error_not_found');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.session_end')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ memberId: member.id, session: { id: newest } });

    expect((await op('POST', `${member.id}/lock`, { reason: 'x' }, finance)).status).toBe(403);
    expect((await op('GET', '987654321/status')).code).toBe('error_not_found');
  });
});
