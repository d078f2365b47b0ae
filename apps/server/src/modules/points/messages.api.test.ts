import type { AdminMessage, MessagePage, UnreadCount } from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { auditLog, memberMessages } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let support: { authorization: string };
let alice: MemberSession, bob: MemberSession, agent: MemberSession, teamMember: MemberSession;

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '50' });
  api = memberCalls(t.app);
  await t.app.ready();
  support = await operatorHeaders(t.app, 'msgsupport', 'support');
  alice = await memberSession(t.app, 'inboxalice');
  bob = await memberSession(t.app, 'inboxbob');
  agent = await memberSession(t.app, 'inboxagent', { isAgent: 1 });
  teamMember = await memberSession(t.app, 'inboxteam', { uplineId: agent.id });
});
afterAll(async () => {
  await t.close();
});

const call = <T>(who: MemberSession, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  api.json(who, method, url, payload) as Promise<{ status: number; code: string; value: T }>;
const unread = async (who: MemberSession) =>
  (await call<UnreadCount>(who, 'GET', '/wps/relay/CSP_unreadCount')).value.count;
const inbox = async (who: MemberSession, filter = 'all') =>
  (await call<MessagePage>(who, 'GET', `/wps/relay/CSP_getMessageList?filter=${filter}`)).value;

async function compose(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/admin/messages',
    headers: support,
    payload: { title: { TY: 'Balita', EN: 'News' }, body: { TY: 'Kumusta', EN: 'Hello' }, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: AdminMessage }>().value;
}

describe('platform messages', () => {
  it('delivers to one member, a team or all, and the unread count goes down as they are read', async () => {
    await compose({ audience: { kind: 'member', memberId: alice.id } });
    await compose({ audience: { kind: 'team', agentId: agent.id }, title: { TY: 'Koponan', EN: 'Team' } });
    const all = await compose({ audience: { kind: 'all' } });
    expect(all.recipients).toBeGreaterThanOrEqual(4);
    expect(await unread(alice)).toBe(2);
    expect(await unread(teamMember)).toBe(2);
    expect(await unread(agent)).toBe(1);

    const page = await inbox(alice);
    expect(page.list.map((m) => m.title)).toEqual(['News', 'News']);
    const first = page.list[0]!;
    const read = await call<UnreadCount>(alice, 'POST', '/wps/relay/CSP_readMessage', { ids: [first.id] });
    expect(read.value.count).toBe(1);
    expect((await inbox(alice, 'unread')).list.map((m) => m.id)).not.toContain(first.id);
    const removed = await call<UnreadCount>(alice, 'POST', '/wps/relay/CSP_deleteMessage', {
      ids: [page.list[1]!.id],
    });
    expect(removed.value.count).toBe(0);
    expect((await inbox(alice)).list.map((m) => m.id)).toEqual([first.id]);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'messages.compose')),
    ).toHaveLength(3);
  });

  it("refuses to read or delete another member's message, and changes nothing", async () => {
    const mine = await compose({ audience: { kind: 'member', memberId: bob.id } });
    for (const path of ['/wps/relay/CSP_readMessage', '/wps/relay/CSP_deleteMessage']) {
      const res = await call(alice, 'POST', path, { ids: [mine.id] });
      expect(res.code).toBe('error_not_found');
      expect(res.status).toBe(404);
    }
    // Mixed with one of her own: still nothing changes.
    const own = (await inbox(alice)).list[0]!;
    expect((await call(alice, 'POST', '/wps/relay/CSP_deleteMessage', { ids: [own.id, mine.id] })).code).toBe(
      'error_not_found',
    );
    expect((await inbox(alice)).list.map((m) => m.id)).toContain(own.id);
    const [copy] = await t.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.messageId, mine.id));
    expect(copy).toMatchObject({ memberId: bob.id, readAt: null, deletedAt: null });
    expect(await unread(bob)).toBeGreaterThanOrEqual(1);
  });

  it('holds a scheduled message until it is due', async () => {
    const later = await compose({
      audience: { kind: 'member', memberId: bob.id },
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(later.deliveredAt).toBeNull();
    const before = await unread(bob);
    expect(await t.app.services.loyalty.messages.deliverDue()).toBe(0);
    await t.database.db.execute(
      // Its time comes: the job's next run delivers it.
      sql`UPDATE messages SET send_at = now() WHERE id = ${later.id}`,
    );
    expect(await t.app.services.loyalty.messages.deliverDue()).toBe(1);
    expect(await unread(bob)).toBe(before + 1);
  });

  it('tells the member when a deposit is approved and a withdrawal paid, once each', async () => {
    await t.database.db.transaction(async (tx) => {
      await t.app.events.publish(tx, 'deposit.approved', {
        depositId: 9001,
        memberId: bob.id,
        amountCents: '50000',
      });
      await t.app.events.publish(tx, 'deposit.approved', {
        depositId: 9001,
        memberId: bob.id,
        amountCents: '50000',
      });
      await t.app.events.publish(tx, 'withdrawal.paid', {
        withdrawalId: 77,
        memberId: bob.id,
        amountCents: '12050',
      });
    });
    for (let i = 0; i < 100; i++) {
      const titles = (await inbox(bob)).list.map((m) => m.title);
      if (titles.includes('Withdrawal paid') && titles.includes('Deposit approved')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const list = (await inbox(bob)).list;
    expect(list.filter((m) => m.title === 'Deposit approved')).toHaveLength(1);
    expect(list.find((m) => m.title === 'Withdrawal paid')?.body).toContain('120.50');
  });
});
