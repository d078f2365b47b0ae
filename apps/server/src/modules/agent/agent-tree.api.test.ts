import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../test/account-helpers.js';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { agentApplications, auditLog, memberTree, members } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'optreeadmin', 'admin');
});
afterAll(async () => {
  await t.close();
});

/** Every (ancestor, depth) above the member, nearest first: what the closure table holds for it. */
const above = async (memberId: number) =>
  (
    await t.database.db
      .select({ ancestor: memberTree.ancestorId, depth: memberTree.depth })
      .from(memberTree)
      .where(eq(memberTree.descendantId, memberId))
      .orderBy(memberTree.depth)
  ).map((row) => [row.ancestor, row.depth]);

const move = (memberId: number, uplineId: number | null, headers = admin) =>
  callJson(t.app, {
    method: 'POST',
    url: '/wps/admin/agent/tree/move',
    headers,
    payload: { memberId, uplineId, remark: 'restructure' },
  });

describe('the downline tree', () => {
  it('gives an approved agent a code that places registrations under it', async () => {
    const who = await memberSession(t.app, 'treeapplicant');
    await api.json(who, 'POST', '/wps/agent/application', {
      contactName: 'Rosa',
      contact: '+63 917 000 1111',
      channel: 'social',
      teamSize: 5,
    });
    const [application] = await t.database.db
      .select({ id: agentApplications.id })
      .from(agentApplications)
      .where(eq(agentApplications.memberId, who.id));
    const approve = await callJson(t.app, {
      method: 'POST',
      url: `/wps/admin/agent/applications/${application!.id}/approve`,
      headers: admin,
      payload: {},
    });
    expect(approve.status).toBe(200);
    const invite = await api.json(who, 'GET', '/wps/agent/invite');
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const { code, path } = invite.value as { code: string; path: string };
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(path).toBe(`/register?referralCode=${code}`);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.application.approve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ affiliateCode: code });

    // The registration page's call, with the code from the link (the one path /join and the form share).
    const c = createAuthClient(t.app, t.database.db);
    const current = await t.app.services.system.getWhitelabel();
    await t.app.services.system.setSetting(
      'whitelabel',
      { ...current, USERNAMEREG3: '1', REGMOBVERF3: '0' },
      { actor: 'test' },
    );
    const check = await c.call({ method: 'GET', url: `/wps/agent/affiliate?code=${code.toLowerCase()}` });
    expect(check.status).toBe(200);
    const res = await c.enc(
      'PUT',
      '/wps/member/register',
      {
        username: 'treerecruit1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '9175550991',
        countryDialingCode: '63',
        termsAccepted: true,
        referralCode: code,
        altcha: await c.altcha(),
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [recruit] = await t.database.db.select().from(members).where(eq(members.username, 'treerecruit1'));
    expect(recruit?.uplineId).toBe(who.id);
    expect(await above(recruit!.id)).toEqual([
      [recruit!.id, 0],
      [who.id, 1],
    ]);
  });

  it('stops a code working once its member is no longer an agent', async () => {
    const agent = await memberSession(t.app, 'treedemoted', { isAgent: 1 });
    const { code } = (await api.json(agent, 'GET', '/wps/agent/invite')).value as { code: string };
    await t.database.db.update(members).set({ isAgent: 0 }).where(eq(members.id, agent.id));
    const c = createAuthClient(t.app, t.database.db);
    const check = await c.call({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` });
    expect([check.status, check.body.code]).toEqual([400, 'invitation_code_error']);
  });

  it('keeps every path at any depth, and moves a whole branch in one audited step', async () => {
    const top = await memberSession(t.app, 'treetop', { isAgent: 1 });
    const sub = await memberSession(t.app, 'treesub', { isAgent: 2, uplineId: top.id });
    const leaf = await memberSession(t.app, 'treeleaf', { uplineId: sub.id });
    const other = await memberSession(t.app, 'treeother', { isAgent: 41 });
    expect(await above(leaf.id)).toEqual([
      [leaf.id, 0],
      [sub.id, 1],
      [top.id, 2],
    ]);

    // The console browses the tree a level at a time: direct downline only, with branch sizes.
    const second = await memberSession(t.app, 'treesub2', { uplineId: top.id });
    const children = (query = '') =>
      callJson(t.app, {
        method: 'GET',
        url: `/wps/admin/agent/tree/${top.id}/children${query}`,
        headers: admin,
      });
    expect((await children()).value).toEqual({
      list: [
        expect.objectContaining({ id: sub.id, username: 'treesub', isAgent: 2, teamSize: 1 }),
        expect.objectContaining({ id: second.id, username: 'treesub2', isAgent: 0, teamSize: 0 }),
      ],
      nextCursor: null,
    });
    const first = await children('?size=1');
    expect(first.value).toMatchObject({ list: [{ id: sub.id }], nextCursor: sub.id });
    expect((await children(`?size=1&after=${sub.id}`)).value).toMatchObject({
      list: [{ id: second.id }],
      nextCursor: null,
    });
    expect((await children('?kind=agents')).value).toMatchObject({ list: [{ id: sub.id }] });
    expect((await children('?kind=players')).value).toMatchObject({ list: [{ id: second.id }] });
    expect(
      (
        await callJson(t.app, {
          method: 'GET',
          url: '/wps/admin/agent/tree/987654321/children',
          headers: admin,
        })
      ).code,
    ).toBe('error_not_found');

    const res = await move(sub.id, other.id);
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(res.value).toEqual({
      memberId: sub.id,
      path: [{ id: other.id, username: 'treeother', isAgent: 41 }],
      teamSize: 1,
    });
    expect(await above(leaf.id)).toEqual([
      [leaf.id, 0],
      [sub.id, 1],
      [other.id, 2],
    ]);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, sub.id));
    expect(row?.uplineId).toBe(other.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.tree.move'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      before: { memberId: sub.id, uplineId: top.id, path: [top.id] },
      after: { memberId: sub.id, uplineId: other.id, path: [other.id], branchSize: 2, remark: 'restructure' },
    });
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    const topLevel = await move(sub.id, null);
    expect(topLevel.value).toMatchObject({ path: [], teamSize: 1 });
    expect(await above(leaf.id)).toEqual([
      [leaf.id, 0],
      [sub.id, 1],
    ]);
  });

  it('refuses a cycle: under itself or its own downline, also when two crossing moves arrive together', async () => {
    const a = await memberSession(t.app, 'treecyclea', { isAgent: 1 });
    const b = await memberSession(t.app, 'treecycleb', { isAgent: 1, uplineId: a.id });
    const c = await memberSession(t.app, 'treecyclec', { uplineId: b.id });
    for (const [memberId, uplineId] of [
      [a.id, a.id],
      [a.id, b.id],
      [a.id, c.id],
    ] as const) {
      const res = await move(memberId, uplineId);
      expect([res.status, res.code]).toEqual([409, 'error_tree_cycle']);
    }
    expect(await above(c.id)).toEqual([
      [c.id, 0],
      [b.id, 1],
      [a.id, 2],
    ]);

    const x = await memberSession(t.app, 'treecrossx', { isAgent: 1 });
    const y = await memberSession(t.app, 'treecrossy', { isAgent: 1 });
    const both = await Promise.all([move(x.id, y.id), move(y.id, x.id)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(memberTree)
      .where(and(eq(memberTree.ancestorId, x.id), eq(memberTree.descendantId, y.id)));
    const reverse = await t.database.db
      .select()
      .from(memberTree)
      .where(and(eq(memberTree.ancestorId, y.id), eq(memberTree.descendantId, x.id)));
    expect(rows.length + reverse.length).toBe(1);
  });

  it('lets only admins move; support reads a path; unknown members are not found', async () => {
    const support = await operatorHeaders(t.app, 'optreesupport', 'support');
    const leaf = await memberSession(t.app, 'treeguarded');
    const refused = await move(leaf.id, null, support);
    expect([refused.status, refused.code]).toEqual([403, 'error_forbidden']);
    const path = await callJson(t.app, {
      method: 'GET',
      url: `/wps/admin/agent/tree/${leaf.id}`,
      headers: support,
    });
    expect(path.value).toEqual({ memberId: leaf.id, path: [], teamSize: 0 });
    expect((await move(987654321, null)).code).toBe('error_not_found');
    expect((await move(leaf.id, 987654321)).code).toBe('error_not_found');
    const member = await api.json(leaf, 'POST', '/wps/admin/agent/tree/move', {
      memberId: leaf.id,
      uplineId: null,
    });
    expect(member.status).toBe(401);
  });
});
