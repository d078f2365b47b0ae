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
import { approvedDeposit, seededPromotion } from '../../../test/promo-helpers.js';
import { bonusGrants, memberMessages } from '../../db/schema.js';

// During a time-out or self-exclusion no marketing reaches the member (issue 15): operator messages and
// reward notes are neither delivered nor shown, and no promotion or reward can be joined or claimed.
// Service notes (a deposit approved, a withdrawal paid) still arrive.

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let support: { authorization: string };
let n = 0;
const fresh = () => memberSession(t.app, `rgmk${Date.now().toString(36)}${n++}`);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  support = await operatorHeaders(t.app, 'rgmksupport', 'support');
});
afterAll(async () => {
  await t.close();
});

const compose = async (memberId: number, title: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/admin/messages',
    headers: support,
    payload: {
      title: { TY: title, EN: title },
      body: { TY: 'Alok', EN: 'Offer' },
      audience: { kind: 'member', memberId },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: AdminMessage }>().value;
};
const inbox = async (who: MemberSession) =>
  ((await api.json(who, 'GET', '/wps/relay/CSP_getMessageList?filter=all')).value as MessagePage).list.map(
    (m) => m.title,
  );
const unread = async (who: MemberSession) =>
  ((await api.json(who, 'GET', '/wps/relay/CSP_unreadCount')).value as UnreadCount).count;
const timeout = (who: MemberSession, days = 1) =>
  api.json(who, 'POST', '/wps/member/protection/timeout', { days });

describe('messages during a time-out', () => {
  it('delivers no marketing, hides what came before, and still brings service notes', async () => {
    const me = await fresh();
    const earlier = await compose(me.id, 'Before the break');
    expect(await unread(me)).toBe(1);
    expect((await timeout(me)).status).toBe(200);

    // Sent during the break: never copied into the inbox.
    expect((await compose(me.id, 'During the break')).recipients).toBe(0);
    const { messages } = t.app.services.loyalty;
    await t.database.db.transaction(async (tx) => {
      await messages.sendAutomatic(tx, me.id, `reward:rg-${me.id}`, {
        title: { EN: 'Reward ready', TY: 'Handa na ang reward' },
        body: { EN: 'Claim it', TY: 'I-claim' },
      });
      await messages.sendAutomatic(tx, me.id, `deposit:rg-${me.id}`, {
        title: { EN: 'Deposit approved', TY: 'Naaprubahan ang deposito' },
        body: { EN: 'Credited', TY: 'Naidagdag' },
      });
    });
    const copies = await t.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, me.id));
    expect(copies).toHaveLength(2); // the message from before, and the deposit note

    // The message from before is not shown, nor counted, nor can it be acted on, while the break lasts.
    expect(await inbox(me)).toEqual(['Deposit approved']);
    expect(await unread(me)).toBe(1);
    const read = await api.json(me, 'POST', '/wps/relay/CSP_readMessage', { ids: [earlier.id] });
    expect(read.code).toBe('error_not_found');

    // When the break ends, what was delivered before shows again; what was sent during it never comes.
    await t.database.db.execute(
      sql`UPDATE member_protection SET block_until = now() - interval '1 second' WHERE member_id = ${me.id}`,
    );
    expect(await inbox(me)).toEqual(['Deposit approved', 'Before the break']);
    expect(await unread(me)).toBe(2);
  });
});

describe('promotions and rewards during a block', () => {
  it('refuses joining and claiming a promotion during a time-out, and pays nothing', async () => {
    const id = await seededPromotion(t.app, 'deposit_bonus');
    const me = await fresh();
    expect((await api.json(me, 'POST', '/wps/relay/MCS2_joinPromotion', { id })).status).toBe(200);
    await approvedDeposit(t.app, me.id, '500');
    await timeout(me, 3);
    const claim = await api.json(me, 'POST', '/wps/relay/MCS2_claimPromotion', { id });
    expect([claim.status, claim.code]).toEqual([403, 'error_timed_out']);
    expect(claim.body.message).toMatch(/taking a break until/);
    const grants = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, me.id));
    expect(grants).toEqual([]);

    const other = await fresh();
    await timeout(other);
    const join = await api.json(other, 'POST', '/wps/relay/MCS2_joinPromotion', { id });
    expect(join.code).toBe('error_timed_out');
  });

  it('refuses the reward center claim of a self-excluded member', async () => {
    const me = await fresh();
    await t.app.services.protection.protection.selfExclude(me.id, 6, { actor: `member:${me.id}`, ip: '::1' });
    await expect(t.app.services.loyalty.rewards.claim(me.id, { all: true }, 'EN')).rejects.toMatchObject({
      code: 'error_self_excluded',
    });
  });
});
