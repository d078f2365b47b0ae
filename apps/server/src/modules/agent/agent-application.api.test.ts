import type { AdminAgentApplication, AgentApplication, AgentApplyBody, LoginValue } from '@swerte/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { agentApplications, auditLog, members } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
let support: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'opagentadmin', 'admin');
  support = await operatorHeaders(t.app, 'opagentsupport', 'support');
});
afterAll(async () => {
  await t.close();
});

const APPLY = '/wps/agent/application';
const ADMIN = '/wps/admin/agent/applications';
const BODY: AgentApplyBody = {
  contactName: 'Maria Santos',
  contact: '+63 917 123 4567',
  channel: 'community',
  teamSize: 25,
  note: 'I run a basketball league in Quezon City.',
};

const operator = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = admin,
  payload?: object,
) => callJson(t.app, { method, url, headers, ...(payload ? { payload } : {}) });
const apply = (who: Parameters<typeof api.json>[0], body: unknown = BODY) =>
  api.json(who, 'POST', APPLY, body);
const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'agent.application.%'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const isAgentOf = async (id: number) =>
  (await t.database.db.select({ isAgent: members.isAgent }).from(members).where(eq(members.id, id)))[0]
    ?.isAgent;

describe('agent applications: the member side', () => {
  it('applies once and reads the application back; nothing before applying', async () => {
    const who = await memberSession(t.app, 'agentapplicant1');
    expect((await api.json(who, 'GET', APPLY)).value).toBeNull();

    const res = await apply(who, { ...BODY, contactName: '  Maria Santos  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const application = res.value as AgentApplication;
    expect(application).toMatchObject({ ...BODY, status: 'pending', remark: '', decidedAt: null });

    expect((await api.json(who, 'GET', APPLY)).value).toEqual(application);
  });

  it('refuses a visitor, a trial account and an agent with their keys', async () => {
    expect([(await apply(null)).status, (await apply(null)).code]).toEqual([401, 'error_not_logged_in']);
    const trial = await memberSession(t.app, 'agenttrial1', { isAgent: 4 });
    const refused = await apply(trial);
    expect([refused.status, refused.code]).toEqual([403, 'in_need_true_account']);
    for (const isAgent of [1, 2, 41, 42]) {
      const agent = await memberSession(t.app, `agentalready${isAgent}`, { isAgent });
      const again = await apply(agent);
      expect([again.status, again.code]).toEqual([409, 'error_already_agent']);
    }
    const rows = await t.database.db.select().from(agentApplications);
    expect(rows.some((row) => row.memberId === trial.id)).toBe(false);
  });

  it('validates the form with the contract: bounded fields, known channels, a note of up to 140', async () => {
    const who = await memberSession(t.app, 'agentvalidate1');
    for (const bad of [
      { ...BODY, contactName: '' },
      { ...BODY, contact: 'x' },
      { ...BODY, contact: '<script>' },
      { ...BODY, channel: 'tv' },
      { ...BODY, teamSize: 0 },
      { ...BODY, teamSize: 1.5 },
      { ...BODY, note: 'a'.repeat(141) },
    ]) {
      const res = await apply(who, bad);
      expect([res.status, res.code], JSON.stringify(bad)).toEqual([400, 'error_invalid_request']);
    }
    expect((await apply(who, { ...BODY, note: 'é'.repeat(140), contact: '@maria.s_ph' })).status).toBe(200);
  });

  it('keeps one pending application per member, also when two arrive together', async () => {
    const who = await memberSession(t.app, 'agentdouble1');
    const both = await Promise.all([apply(who), apply(who), apply(who)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(both.filter((res) => res.status === 409).map((res) => res.code)).toEqual([
      'error_agent_application_pending',
      'error_agent_application_pending',
    ]);
    const later = await apply(who);
    expect([later.status, later.code]).toEqual([409, 'error_agent_application_pending']);
    const rows = await t.database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.memberId, who.id));
    expect(rows).toHaveLength(1);
  });
});

describe('agent applications: the operator side', () => {
  async function pendingOf(memberId: number): Promise<AdminAgentApplication> {
    const [row] = await t.database.db
      .select({ id: agentApplications.id })
      .from(agentApplications)
      .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));
    if (!row) throw new Error(`no pending application of ${memberId}`);
    return { id: row.id } as AdminAgentApplication;
  }

  it('lists pending applications oldest first, a page at a time', async () => {
    const made: number[] = [];
    for (const n of [1, 2, 3]) {
      const who = await memberSession(t.app, `agentlisted${n}`);
      made.push(((await apply(who)).value as AgentApplication).id);
    }
    const seen: AdminAgentApplication[] = [];
    let cursor: number | null = null;
    do {
      const query: string = `${ADMIN}?status=pending&size=2${cursor === null ? '' : `&after=${cursor}`}`;
      const page = await operator('GET', query, support);
      expect(page.status).toBe(200);
      const value = page.value as unknown as { list: AdminAgentApplication[]; nextCursor: number | null };
      expect(value.list.length).toBeLessThanOrEqual(2);
      seen.push(...value.list);
      cursor = value.nextCursor;
    } while (cursor !== null);
    const ids = seen.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(made));
    expect(seen.every((row) => row.status === 'pending')).toBe(true);
    expect(seen.find((row) => row.id === made[0])).toMatchObject({
      username: 'agentlisted1',
      decidedBy: null,
    });
  });

  it('approves: the member becomes an agent at once, passes the agent check and agent login; audited', async () => {
    const who = await memberSession(t.app, 'agentapproved1', { password: 'Agent5678' });
    await apply(who);
    const check = await api.json(who, 'GET', '/wps/agent/check');
    expect([check.status, check.code]).toEqual([403, 'error_not_agent']);

    const { id } = await pendingOf(who.id);
    const res = await operator('POST', `${ADMIN}/${id}/approve`, admin, { remark: 'Welcome aboard' });
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(res.value).toMatchObject({ id, status: 'approved', remark: 'Welcome aboard', memberId: who.id });
    expect(typeof (res.value as unknown as AdminAgentApplication).decidedBy).toBe('number');
    expect(await isAgentOf(who.id)).toBe(1);

    // The same session: isAgent is read with the session on each call.
    expect((await api.json(who, 'GET', '/wps/agent/check')).value).toEqual({ isAgent: 1 });
    expect((await api.json(who, 'GET', '/wps/member/info')).value).toMatchObject({ isAgent: 1 });
    expect((await api.json(who, 'GET', APPLY)).value).toMatchObject({
      status: 'approved',
      remark: 'Welcome aboard',
    });
    const login = await api.client.login('agentapproved1', 'Agent5678', { agentOnly: true });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect((login.body.value as unknown as LoginValue).userInfo.isAgent).toBe(1);

    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'agent.application.approve',
      before: { id, status: 'pending', isAgent: 0 },
      after: { id, status: 'approved', isAgent: 1 },
    });
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    const again = await apply(who);
    expect([again.status, again.code]).toEqual([409, 'error_already_agent']);
  });

  it('rejects with a remark the member sees; the member may apply again; audited', async () => {
    const who = await memberSession(t.app, 'agentrejected1');
    await apply(who);
    const { id } = await pendingOf(who.id);
    const noRemark = await operator('POST', `${ADMIN}/${id}/reject`, support, { remark: '  ' });
    expect([noRemark.status, noRemark.code]).toEqual([400, 'error_invalid_request']);

    const res = await operator('POST', `${ADMIN}/${id}/reject`, support, {
      remark: 'Please add a reachable mobile number.',
    });
    expect(res.status).toBe(200);
    expect(await isAgentOf(who.id)).toBe(0);
    const mine = (await api.json(who, 'GET', APPLY)).value as AgentApplication;
    expect(mine).toMatchObject({ id, status: 'rejected', remark: 'Please add a reachable mobile number.' });
    expect(mine.decidedAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'agent.application.reject',
      after: { id, status: 'rejected', remark: 'Please add a reachable mobile number.' },
    });

    const second = await apply(who, { ...BODY, contact: '+63 918 765 4321' });
    expect(second.status).toBe(200);
    expect((await api.json(who, 'GET', APPLY)).value).toMatchObject({ status: 'pending', remark: '' });
  });

  it('decides once: a decided application is refused, and concurrent approvals approve once', async () => {
    const who = await memberSession(t.app, 'agentrace1');
    await apply(who);
    const { id } = await pendingOf(who.id);
    const before = (await t.database.db.select().from(auditLog)).length;
    const both = await Promise.all([
      operator('POST', `${ADMIN}/${id}/approve`, admin, {}),
      operator('POST', `${ADMIN}/${id}/approve`, support, {}),
      operator('POST', `${ADMIN}/${id}/reject`, admin, { remark: 'late' }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const winner = both.find((res) => res.status === 200)!;
    const losers = both.filter((res) => res.status === 409).map((res) => res.code);
    expect(losers).toEqual(['error_agent_application_decided', 'error_agent_application_decided']);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before + 1);
    const status = (winner.value as unknown as AdminAgentApplication).status;
    expect(await isAgentOf(who.id)).toBe(status === 'approved' ? 1 : 0);

    for (const action of ['approve', 'reject'] as const) {
      const late = await operator('POST', `${ADMIN}/${id}/${action}`, admin, { remark: 'again' });
      expect([late.status, late.code]).toEqual([409, 'error_agent_application_decided']);
    }
    const missing = await operator('POST', `${ADMIN}/987654321/approve`, admin, {});
    expect([missing.status, missing.code]).toEqual([404, 'error_not_found']);
  });

  it('refuses member tokens, visitors and the finance role on the operator calls', async () => {
    const who = await memberSession(t.app, 'agentsneaky1');
    await apply(who);
    const { id } = await pendingOf(who.id);
    const finance = await operatorHeaders(t.app, 'opagentfinance', 'finance');
    for (const [headers, expected] of [
      [who.headers, [401, 'error_not_logged_in']],
      [{}, [401, 'error_not_logged_in']],
      [finance, [403, 'error_forbidden']],
    ] as const) {
      const list = await operator('GET', `${ADMIN}?status=pending`, headers);
      expect([list.status, list.code]).toEqual(expected);
      const approve = await operator('POST', `${ADMIN}/${id}/approve`, headers, {});
      expect([approve.status, approve.code]).toEqual(expected);
      const reject = await operator('POST', `${ADMIN}/${id}/reject`, headers, { remark: 'no' });
      expect([reject.status, reject.code]).toEqual(expected);
    }
    expect(await isAgentOf(who.id)).toBe(0);
    expect((await api.json(who, 'GET', APPLY)).value).toMatchObject({ status: 'pending' });
  });
});
