import type { ApprovalRequest, Withdrawal } from '@swerte/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mainBalance,
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { auditLog, journalEntries, promotionEntries, withdrawals } from '../../db/schema.js';
import { seededPromotion } from '../../../test/promo-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let first: Record<string, string>;
let second: Record<string, string>;
let support: Record<string, string>;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'eyesadmin', 'admin');
  first = await operatorHeaders(t.app, 'eyesfirst', 'finance');
  second = await operatorHeaders(t.app, 'eyessecond', 'finance');
  support = await operatorHeaders(t.app, 'eyessupport', 'support');
  // Above 1,000.00 an adjustment or a payout waits for a second operator.
  const set = await call(admin, 'PUT', '/wps/admin/approvals/thresholds', {
    adjust: '1000',
    withdrawal_paid: '1000.00',
    bonus_grant: null,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function call(
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = res.json<{ code: string; value: unknown }>();
  return { status: res.statusCode, code: body.code, value: body.value, body };
}

async function member(cash = 0n): Promise<MemberSession> {
  const who = await memberSession(t.app, `eyes${Date.now().toString(36)}${n++}`, {
    paymentPassword: '135790',
    payeeName: 'Ana Reyes',
  });
  if (cash > 0n) await creditCash(t.app, who.id, cash, `test-credit:${who.id}`);
  return who;
}

const adjustBody = (memberId: number, amount: string) => ({
  memberId,
  amount,
  reason: 'four-eyes test',
  idempotencyKey: `eyes-${memberId}-${amount.replace(/\W/g, '_')}-${n++}`,
});
const request = (headers: Record<string, string>, action: object) =>
  call(headers, 'POST', '/wps/admin/approvals', action);
const entriesOf = async (key: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, key))
  )[0]!.n;

describe('four-eyes approvals', () => {
  it('sets the amounts, audited with before and after', async () => {
    const read = await call(first, 'GET', '/wps/admin/approvals/thresholds');
    expect(read.value).toEqual({ adjust: '1000.00', withdrawal_paid: '1000.00', bonus_grant: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.approvals.thresholds'))
      .orderBy(auditLog.id);
    expect(audit?.before).toEqual({ adjust: null, withdrawal_paid: null, bonus_grant: null });
    expect(audit?.after).toEqual({ adjust: '1000.00', withdrawal_paid: '1000.00', bonus_grant: null });
    // Only the admin sets them.
    const refused = await call(first, 'PUT', '/wps/admin/approvals/thresholds', {
      adjust: null,
      withdrawal_paid: null,
      bonus_grant: null,
    });
    expect([refused.status, refused.code]).toEqual([403, 'error_forbidden']);
  });

  it('runs an adjustment at or below the amount at once, and refuses one above it', async () => {
    const who = await member();
    const small = await call(first, 'POST', '/wps/admin/wallet/adjust', adjustBody(who.id, '1000.00'));
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(await mainBalance(t.app, who)).toBe('1000.00');
    for (const amount of ['1000.01', '-1500']) {
      const big = await call(first, 'POST', '/wps/admin/wallet/adjust', adjustBody(who.id, amount));
      expect([big.status, big.code]).toEqual([409, 'error_approval_required']);
    }
    expect(await mainBalance(t.app, who)).toBe('1000.00');
  });

  it('holds a large adjustment until a second operator approves it, never the one who asked', async () => {
    const who = await member();
    const body = adjustBody(who.id, '2500.00');
    const asked = await request(first, { kind: 'adjust', adjust: body });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pending = asked.value as ApprovalRequest;
    expect(pending).toMatchObject({
      kind: 'adjust',
      state: 'pending',
      amount: '2500.00',
      memberId: who.id,
      requestedBy: { username: 'eyesfirst' },
      decidedBy: null,
    });
    expect(await mainBalance(t.app, who)).toBe('0.00');
    const listed = await call(second, 'GET', '/wps/admin/approvals?state=pending');
    expect((listed.value as { list: ApprovalRequest[] }).list.map((row) => row.id)).toContain(pending.id);

    const own = await call(first, 'POST', `/wps/admin/approvals/${pending.id}/approve`);
    expect([own.status, own.code]).toEqual([403, 'error_approval_own']);
    expect(await mainBalance(t.app, who)).toBe('0.00');

    const approved = await call(second, 'POST', `/wps/admin/approvals/${pending.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.value).toMatchObject({ state: 'executed', decidedBy: { username: 'eyessecond' } });
    expect(await mainBalance(t.app, who)).toBe('2500.00');
    const again = await call(admin, 'POST', `/wps/admin/approvals/${pending.id}/approve`);
    expect([again.status, again.code]).toEqual([409, 'error_approval_decided']);
    expect(await mainBalance(t.app, who)).toBe('2500.00');
    expect(await entriesOf(`adjust:${body.idempotencyKey}`)).toBe(1);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'admin.approval.%'));
    const mine = audits.filter((row) => JSON.stringify(row.after).includes(`"approvalId":${pending.id}`));
    expect(mine.map((row) => row.action).sort()).toEqual([
      'admin.approval.approve',
      'admin.approval.request',
    ]);
    expect(mine.find((row) => row.action === 'admin.approval.approve')?.before).toMatchObject({
      state: 'pending',
    });
  });

  it('executes a request once when two operators approve it at the same time', async () => {
    const who = await member();
    const body = adjustBody(who.id, '5000.00');
    const pending = (await request(first, { kind: 'adjust', adjust: body })).value as ApprovalRequest;
    const answers = await Promise.all([
      call(second, 'POST', `/wps/admin/approvals/${pending.id}/approve`),
      call(admin, 'POST', `/wps/admin/approvals/${pending.id}/approve`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.code).toBe('error_approval_decided');
    expect(await mainBalance(t.app, who)).toBe('5000.00');
    expect(await entriesOf(`adjust:${body.idempotencyKey}`)).toBe(1);
  });

  it('rejects with a reason: nothing moves, and it cannot be approved after', async () => {
    const who = await member();
    const pending = (await request(first, { kind: 'adjust', adjust: adjustBody(who.id, '3000') }))
      .value as ApprovalRequest;
    const noReason = await call(second, 'POST', `/wps/admin/approvals/${pending.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const rejected = await call(second, 'POST', `/wps/admin/approvals/${pending.id}/reject`, {
      reason: 'No ticket for this credit',
    });
    expect(rejected.value).toMatchObject({ state: 'rejected', reason: 'No ticket for this credit' });
    const late = await call(admin, 'POST', `/wps/admin/approvals/${pending.id}/approve`);
    expect([late.status, late.code]).toEqual([409, 'error_approval_decided']);
    expect(await mainBalance(t.app, who)).toBe('0.00');
  });

  it('holds a large payout: the withdrawal is paid only when a second operator approves', async () => {
    const api = memberCalls(t.app);
    const who = await member(500_000n);
    await api.enc(who, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'GCASH',
      accountName: 'Ana Reyes',
      accountNumber: '09171234567',
      paymentPassword: '135790',
    });
    const held = await api.enc(who, 'POST', '/wps/wallet/withdraw', {
      paymentPassword: '135790',
      amount: '1500',
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderNo, (held.value as Withdrawal).orderNo));
    const direct = await call(first, 'POST', `/wps/admin/withdrawals/${row!.id}/paid`, { remark: '' });
    expect([direct.status, direct.code]).toEqual([409, 'error_approval_required']);
    const pending = (
      await request(first, {
        kind: 'withdrawal_paid',
        withdrawalId: row!.id,
        decision: { remark: 'bank ref 77' },
      })
    ).value as ApprovalRequest;
    expect(pending).toMatchObject({ amount: '1500.00', memberId: who.id, state: 'pending' });
    const stillPending = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, row!.id));
    expect(stillPending[0]?.status).toBe('pending');
    expect((await call(second, 'POST', `/wps/admin/approvals/${pending.id}/approve`)).status).toBe(200);
    const paid = await t.database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, row!.id), eq(withdrawals.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(await entriesOf(`withdrawal_paid:${row!.id}`)).toBe(1);
  });

  it('refuses a support operator every approvals call, audited', async () => {
    const who = await member();
    const pending = (await request(first, { kind: 'adjust', adjust: adjustBody(who.id, '4000') }))
      .value as ApprovalRequest;
    for (const [method, url, payload] of [
      ['GET', '/wps/admin/approvals', undefined],
      ['POST', '/wps/admin/approvals', { kind: 'adjust', adjust: adjustBody(who.id, '4000') }],
      ['POST', `/wps/admin/approvals/${pending.id}/approve`, undefined],
      ['POST', `/wps/admin/approvals/${pending.id}/reject`, { reason: 'no' }],
    ] as const) {
      const res = await call(support, method, url, payload);
      expect([res.status, res.code], url).toEqual([403, 'error_forbidden']);
    }
    const forbidden = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.forbidden'));
    const routes = forbidden.map((row) => (row.after as { path?: string } | null)?.path);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/wps/admin/approvals',
        '/wps/admin/approvals/:id/approve',
        '/wps/admin/approvals/:id/reject',
      ]),
    );
    expect(await mainBalance(t.app, who)).toBe('0.00');
    const still = await call(second, 'GET', '/wps/admin/approvals?state=pending');
    expect((still.value as { list: ApprovalRequest[] }).list.map((row) => row.id)).toContain(pending.id);
  });

  it('holds a large bonus grant: the application is paid only when a second operator approves', async () => {
    await call(admin, 'PUT', '/wps/admin/approvals/thresholds', {
      adjust: '1000',
      withdrawal_paid: '1000',
      bonus_grant: '100',
    });
    const id = await seededPromotion(t.app, 'apply');
    const who = await member();
    const sent = await memberCalls(t.app).json(who, 'POST', '/wps/relay/MCS2_applyPromotion', {
      id,
      note: 'Big win on Lucky Reels',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, who.id), eq(promotionEntries.promotionId, id)));
    const review = { amount: '500', remark: 'checked the round' };
    const direct = await call(
      first,
      'POST',
      `/wps/admin/content/promotions/entries/${entry!.id}/approve`,
      review,
    );
    expect([direct.status, direct.code]).toEqual([409, 'error_approval_required']);
    const pending = (await request(first, { kind: 'bonus_grant', entryId: entry!.id, review }))
      .value as ApprovalRequest;
    expect(pending).toMatchObject({ kind: 'bonus_grant', amount: '500.00', memberId: who.id });
    const approved = await call(second, 'POST', `/wps/admin/approvals/${pending.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [paid] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.id, entry!.id));
    expect([paid?.state, paid?.amount]).toEqual(['issued', 50_000n]);
  });
});
