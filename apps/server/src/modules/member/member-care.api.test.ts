import type { AdminBankAccount, MemberNote, MemberVip } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
const op = {} as Record<'admin' | 'finance' | 'support' | 'auditor', { authorization: string }>;
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  for (const role of ['admin', 'finance', 'support', 'auditor'] as const)
    op[role] = await operatorHeaders(t.app, `care${role}`, role);
});
afterAll(async () => {
  await t.close();
});

const call = (
  who: keyof typeof op,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) =>
  callJson(t.app, {
    method,
    url: `/wps/admin/members/${url}`,
    headers: op[who],
    ...(payload ? { payload } : {}),
  });
const lastAudit = async (action: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id))
  )[0];

describe("an operator's fixed VIP level", () => {
  it('fixes the level the member stands on, audited with the reason, and returns them to the ladder', async () => {
    const m = await memberSession(t.app, 'carevip');
    const earned = (await call('support', 'GET', `${m.id}/vip`)).value as MemberVip;
    expect(earned).toMatchObject({ memberId: m.id, earnedLevel: 1, level: 1, override: null });

    // Only an admin fixes it; a level the ladder lacks is not found.
    expect((await call('support', 'PUT', `${m.id}/vip`, { level: 3, reason: 'x' })).status).toBe(403);
    expect((await call('admin', 'PUT', `${m.id}/vip`, { level: 99, reason: 'x' })).code).toBe(
      'error_not_found',
    );
    expect((await call('admin', 'PUT', '987654321/vip', { level: 3, reason: 'x' })).code).toBe(
      'error_not_found',
    );

    const fixed = await call('admin', 'PUT', `${m.id}/vip`, { level: 3, reason: 'Loyal since launch' });
    expect(fixed.status).toBe(200);
    expect(fixed.value).toMatchObject({
      earnedLevel: 1,
      level: 3,
      override: { level: 3, reason: 'Loyal since launch', operator: 'careadmin' },
    });
    // The member sees it in the member info and on the VIP page.
    const info = await api.json(m, 'GET', '/wps/member/info');
    expect((info.value as { clubLabel: { rankLevel: number } }).clubLabel.rankLevel).toBe(3);
    const audit = await lastAudit('member.vip_level');
    expect(audit?.before).toMatchObject({ memberId: m.id, level: 1, override: null });
    expect(audit?.after).toMatchObject({ memberId: m.id, level: 3, reason: 'Loyal since launch' });

    const back = await call('admin', 'PUT', `${m.id}/vip`, { level: null, reason: 'Back to the ladder' });
    expect(back.value).toMatchObject({ level: 1, override: null });
    const info2 = await api.json(m, 'GET', '/wps/member/info');
    expect((info2.value as { clubLabel: { rankLevel: number } }).clubLabel.rankLevel).toBe(1);
  });
});

describe("a member's withdrawal accounts in the console", () => {
  it('lists them in full, lets finance check one and support remove one with a reason', async () => {
    const m = await memberSession(t.app, 'carebank', { paymentPassword: '246810' });
    const added = await api.enc(m, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'BDO',
      accountName: 'Maria Santos',
      accountNumber: '1234-5678-90',
      paymentPassword: '246810',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const listed = (await call('auditor', 'GET', `${m.id}/bankAccounts`)).value as {
      list: AdminBankAccount[];
    };
    expect(listed.list).toEqual([
      expect.objectContaining({
        accountNumber: '1234567890',
        isDefault: true,
        verifiedAt: null,
        removedAt: null,
      }),
    ]);
    const id = listed.list[0]?.id ?? 0;

    expect((await call('support', 'POST', `${m.id}/bankAccounts/${id}/verify`)).status).toBe(403);
    const checked = await call('finance', 'POST', `${m.id}/bankAccounts/${id}/verify`);
    expect((checked.value as { list: AdminBankAccount[] }).list[0]).toMatchObject({
      verifiedBy: 'carefinance',
    });
    const verified = await lastAudit('member.bank_account_verify');
    expect(verified?.actor).toMatch(/^operator:\d+$/);
    expect(verified).toMatchObject({
      before: { memberId: m.id, id, verifiedAt: null },
      after: { memberId: m.id, id },
    });

    // The reason is required; another member's account id is not found.
    expect((await call('support', 'POST', `${m.id}/bankAccounts/${id}/remove`, { reason: '' })).status).toBe(
      400,
    );
    expect((await call('support', 'POST', `1/bankAccounts/${id}/remove`, { reason: 'x' })).code).toBe(
      'error_not_found',
    );
    const removed = await call('support', 'POST', `${m.id}/bankAccounts/${id}/remove`, {
      reason: 'Member asked by phone',
    });
    expect((removed.value as { list: AdminBankAccount[] }).list[0]?.removedAt).not.toBeNull();
    expect(await lastAudit('member.bank_account_remove')).toMatchObject({
      before: { memberId: m.id, id, accountNumber: '****7890' },
      after: { memberId: m.id, id, reason: 'Member asked by phone' },
    });
    const mine = await api.json(m, 'GET', '/wps/member/bankAccounts');
    expect((mine.value as { list: unknown[] }).list).toEqual([]);
    expect((await call('finance', 'POST', `${m.id}/bankAccounts/${id}/verify`)).code).toBe('error_not_found');
  });
});

describe("operators' notes on a member", () => {
  it('adds plain-text notes of at most 140 characters and lists them newest first, by page', async () => {
    const m = await memberSession(t.app, 'carenote');
    for (const [who, text] of [
      ['support', 'Called about a late deposit'],
      ['finance', 'Deposit found and approved'],
      ['admin', '<b>not bold</b>'],
    ] as const)
      expect((await call(who, 'POST', `${m.id}/notes`, { text })).status).toBe(200);

    const first = (await call('auditor', 'GET', `${m.id}/notes?pageSize=2`)).value as {
      list: MemberNote[];
      nextCursor: number | null;
    };
    expect(first.list.map((n) => [n.author, n.text])).toEqual([
      ['careadmin', '<b>not bold</b>'],
      ['carefinance', 'Deposit found and approved'],
    ]);
    const rest = (await call('auditor', 'GET', `${m.id}/notes?pageSize=2&cursor=${first.nextCursor}`))
      .value as {
      list: MemberNote[];
      nextCursor: number | null;
    };
    expect(rest).toMatchObject({ list: [{ author: 'caresupport' }], nextCursor: null });
    expect(await lastAudit('member.note_add')).toMatchObject({
      after: { memberId: m.id, text: '<b>not bold</b>' },
    });

    // 140 characters as the reader counts them (emoji included), not one more; no control characters.
    expect((await call('support', 'POST', `${m.id}/notes`, { text: '🎰'.repeat(140) })).status).toBe(200);
    expect((await call('support', 'POST', `${m.id}/notes`, { text: 'a'.repeat(141) })).status).toBe(400);
    expect((await call('support', 'POST', `${m.id}/notes`, { text: 'two\nlines' })).status).toBe(400);
    expect((await call('support', 'POST', `${m.id}/notes`, { text: '   ' })).status).toBe(400);
    expect((await call('auditor', 'POST', `${m.id}/notes`, { text: 'read only' })).status).toBe(403);
    expect((await call('support', 'POST', '987654321/notes', { text: 'nobody' })).code).toBe(
      'error_not_found',
    );
  });
});
