import type { AdminWithdrawal, Withdrawal } from '@swerte/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  journalEntries,
  operators,
  ledgerAccounts,
  memberBankAccounts,
  withdrawals,
} from '../../../db/schema.js';
import {
  mainBalance,
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { creditCash } from '../../../../test/wallet-helpers.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let finance: { authorization: string };
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  finance = await operatorHeaders(t.app, 'wdfinance', 'finance');
});
afterAll(async () => {
  await t.close();
});

/** A member with a payment password, a bound account and `cash` pesos in the wallet. */
async function saver(cash: bigint, options: { bank?: boolean } = {}) {
  const me = await memberSession(t.app, `wd${Date.now().toString(36)}${n++}`, {
    paymentPassword: '135790',
    payeeName: 'Ana Reyes',
  });
  if (cash > 0n) await creditCash(t.app, me.id, cash * 100n, `test-credit:${me.id}`);
  let accountId = 0;
  if (options.bank !== false) {
    const added = await api.enc(me, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'GCASH',
      accountName: 'Ana Reyes',
      accountNumber: '09171234567',
      paymentPassword: '135790',
    });
    accountId = (added.value as { list: { id: number }[] }).list[0]?.id ?? 0;
  }
  return { ...me, accountId };
}

const withdraw = (who: MemberSession, body: Record<string, unknown>) =>
  api.enc(who, 'POST', '/wps/wallet/withdraw', { paymentPassword: '135790', ...body });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...finance, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: string; value: unknown }>() }));
async function rowOf(orderNo: string) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  if (!row) throw new Error(`no withdrawal ${orderNo}`);
  return row;
}
async function houseBalance(code: string) {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, `house:${code}`));
  return row?.balance ?? 0n;
}

describe('withdrawal requests', () => {
  it('holds the amount; a rejection releases it; a payout keeps the books balanced', async () => {
    const me = await saver(1000n);
    const info = await api.json(me, 'GET', '/wps/wallet/withdraw/info');
    expect(info.value).toEqual({
      minAmount: '100.00',
      maxAmount: '50000.00',
      dailyCount: 5,
      usedToday: 0,
      balance: '1000.00',
      hasPaymentPassword: true,
      confirmMinutes: 30,
    });
    const clearingBefore = await houseBalance('withdrawals_clearing');
    const payoutsBefore = await houseBalance('payouts');

    const first = await withdraw(me, { amount: '300' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const held = first.value as Withdrawal;
    expect(held).toMatchObject({
      amount: '300.00',
      status: 'pending',
      bankName: 'GCash',
      accountName: 'Ana Reyes',
      accountNumber: '****4567',
      confirmation: null,
    });
    expect(held.orderNo).toMatch(/^W\d{16}$/);
    expect(await mainBalance(t.app, me)).toBe('700.00');
    expect(await houseBalance('withdrawals_clearing')).toBe(clearingBefore + 30_000n);

    const row = await rowOf(held.orderNo);
    const list = (await admin('GET', '/wps/admin/withdrawals?status=pending')).value as {
      list: AdminWithdrawal[];
    };
    expect(list.list.find((w) => w.id === row.id)).toMatchObject({
      accountNumber: '09171234567',
      bankCode: 'GCASH',
      memberId: me.id,
    });
    const rejected = await admin('POST', `/wps/admin/withdrawals/${row.id}/reject`, {
      remark: 'Name check failed',
    });
    expect(rejected.value).toMatchObject({ status: 'rejected', remark: 'Name check failed' });
    expect(await mainBalance(t.app, me)).toBe('1000.00');
    expect(await houseBalance('withdrawals_clearing')).toBe(clearingBefore);
    expect((await admin('POST', `/wps/admin/withdrawals/${row.id}/paid`, {})).code).toBe('error_conflict');

    const second = (await withdraw(me, { amount: '450.25', bankAccountId: me.accountId }))
      .value as Withdrawal;
    const secondRow = await rowOf(second.orderNo);
    const paid = await admin('POST', `/wps/admin/withdrawals/${secondRow.id}/paid`, {
      remark: 'GCash ref 99',
    });
    expect(paid.status, JSON.stringify(paid)).toBe(200);
    const paidValue = paid.value as AdminWithdrawal;
    expect(paidValue).toMatchObject({ status: 'paid', confirmation: null });
    const decided = new Date(paidValue.decidedAt ?? '').getTime();
    expect(new Date(paidValue.confirmDeadlineAt ?? '').getTime() - decided).toBe(30 * 60_000);
    expect(await mainBalance(t.app, me)).toBe('549.75');
    expect(await houseBalance('withdrawals_clearing')).toBe(clearingBefore);
    expect(await houseBalance('payouts')).toBe(payoutsBefore + 45_025n);
    // Shown by name; the ledger keeps the operator's id.
    expect(paidValue.decidedBy).toBe('wdfinance');
    const [operator] = await t.database.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.username, 'wdfinance'));
    const keys = await t.database.db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(eq(journalEntries.actor, `operator:${operator!.id}`));
    expect(keys.map((k) => k.key).sort()).toEqual([
      `withdrawal_paid:${secondRow.id}`,
      `withdrawal_release:${row.id}`,
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `operator:${operator!.id}`));
    expect(audits.map((a) => [a.action, a.ip])).toEqual(
      expect.arrayContaining([
        ['withdrawal.reject', '127.0.0.1'],
        ['withdrawal.paid', '127.0.0.1'],
      ]),
    );
    expect((await t.app.services.wallet.ledger.reconcile()).ok).toBe(true);
  });

  it('refuses every bad request and writes nothing then', async () => {
    const me = await saver(500n);
    const noBank = await saver(500n, { bank: false });
    const other = await saver(500n);
    const trial = await memberSession(t.app, `wdtrial${n++}`, { isAgent: 4, paymentPassword: '135790' });
    const cases: [MemberSession, Record<string, unknown>, number, string][] = [
      [me, { amount: 'ten' }, 400, 'error_amount_invalid'],
      [me, { amount: '100.001' }, 400, 'error_amount_invalid'],
      [me, { amount: '-100' }, 400, 'error_amount_invalid'],
      [me, { amount: '99.99' }, 400, 'error_amount_below_min'],
      [me, { amount: '50000.01' }, 400, 'error_amount_above_max'],
      [me, { amount: '500.01' }, 400, 'error_insufficient_balance'],
      [me, { amount: '100', paymentPassword: '000000' }, 400, 'error_payment_password'],
      [me, { amount: '100', bankAccountId: other.accountId }, 404, 'error_not_found'],
      [noBank, { amount: '100' }, 400, 'error_no_bank_account'],
      [trial, { amount: '100' }, 403, 'in_need_true_account'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await withdraw(who, body);
      expect([res.status, res.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const plain = await api.json(me, 'POST', '/wps/wallet/withdraw', {
      amount: '100',
      paymentPassword: '135790',
    });
    expect(plain.code).toBe('error_encryption_required');
    const unset = await memberSession(t.app, `wdunset${n++}`, { payeeName: 'Ana Reyes' });
    await t.database.db.insert(memberBankAccounts).values({
      memberId: unset.id,
      bankCode: 'BDO',
      accountName: 'Ana Reyes',
      accountNumber: '1234567890',
      isDefault: true,
    });
    expect((await withdraw(unset, { amount: '100' })).code).toBe('error_payment_password_not_set');

    for (const who of [me, noBank]) {
      const [rows] = await t.database.db
        .select({ n: count() })
        .from(withdrawals)
        .where(eq(withdrawals.memberId, who.id));
      expect(rows?.n).toBe(0);
      expect(await mainBalance(t.app, who)).toBe('500.00');
    }
    const [audits] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actor, `member:${me.id}`), eq(auditLog.action, 'withdrawal.request')));
    expect(audits?.n).toBe(0);
  });

  it('keeps to the daily count and never overdraws under concurrent requests', async () => {
    const wallet = (await t.app.services.system.getSettings()).wallet;
    await t.app.services.system.setSetting('wallet', { ...wallet, withdrawDailyCount: 2 }, { actor: 'test' });
    try {
      const me = await saver(1000n);
      const results = await Promise.all(['400', '400', '400'].map((amount) => withdraw(me, { amount })));
      const codes = results.map((r) => r.code).sort();
      expect(codes).toEqual(['error_withdraw_daily_limit', 'ok', 'ok']);
      expect(results.find((r) => r.code === 'error_withdraw_daily_limit')?.value).toEqual({ limit: 2 });
      expect(await mainBalance(t.app, me)).toBe('200.00');

      const rich = await saver(1000n);
      const race = await Promise.all(['700', '700'].map((amount) => withdraw(rich, { amount })));
      expect(race.map((r) => r.code).sort()).toEqual(['error_insufficient_balance', 'ok']);
      expect(await mainBalance(t.app, rich)).toBe('300.00');
      const info = (await api.json(rich, 'GET', '/wps/wallet/withdraw/info')).value as { usedToday: number };
      expect(info.usedToday).toBe(1);
    } finally {
      await t.app.services.system.setSetting('wallet', wallet, { actor: 'test' });
    }
  });
});

describe('confirmation after payout (§4)', () => {
  async function paidWithdrawal(me: Awaited<ReturnType<typeof saver>>, amount = '100') {
    const w = (await withdraw(me, { amount })).value as Withdrawal;
    const row = await rowOf(w.orderNo);
    await admin('POST', `/wps/admin/withdrawals/${row.id}/paid`, {});
    return { orderNo: w.orderNo, id: row.id };
  }
  const confirm = (who: MemberSession, orderNo: string, confirmation: string) =>
    api.json(who, 'POST', `/wps/wallet/withdrawals/${orderNo}/confirm`, { confirmation });

  it('takes one answer from the owner, within the window', async () => {
    const me = await saver(1000n);
    const other = await saver(0n);
    const pending = (await withdraw(me, { amount: '100' })).value as Withdrawal;
    expect((await confirm(me, pending.orderNo, 'received')).code).toBe('error_conflict');
    const { orderNo } = await paidWithdrawal(me);
    expect((await confirm(other, orderNo, 'received')).status).toBe(404);
    expect((await confirm(me, orderNo, 'maybe')).status).toBe(400);
    const answered = await confirm(me, orderNo, 'not_received');
    expect(answered.value).toMatchObject({ orderNo, status: 'paid', confirmation: 'not_received' });
    expect((await confirm(me, orderNo, 'received')).code).toBe('error_conflict');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, `member:${me.id}`), eq(auditLog.action, 'withdrawal.confirm')));
    expect(audit?.after).toEqual({ orderNo, confirmation: 'not_received' });
    const full = await paidWithdrawal(me);
    expect((await confirm(me, full.orderNo, 'full_payment')).value).toMatchObject({
      confirmation: 'full_payment',
    });
  });

  it('counts an unanswered payout as received once its deadline has passed', async () => {
    const me = await saver(1000n);
    const late = await paidWithdrawal(me);
    const open = await paidWithdrawal(me);
    const deadline = new Date(Date.now() - 1000);
    await t.database.db
      .update(withdrawals)
      .set({ confirmDeadlineAt: deadline })
      .where(eq(withdrawals.id, late.id));
    expect((await confirm(me, late.orderNo, 'not_received')).code).toBe('error_conflict');
    const listed = (await api.json(me, 'GET', '/wps/wallet/withdrawals')).value as {
      list: Withdrawal[];
      nextCursor: number | null;
    };
    expect(listed.list.find((w) => w.orderNo === late.orderNo)).toMatchObject({
      confirmation: 'received',
      confirmedAt: deadline.toISOString(),
    });
    expect(listed.list.find((w) => w.orderNo === open.orderNo)).toMatchObject({ confirmation: null });
    const page = (await api.json(me, 'GET', '/wps/wallet/withdrawals?pageSize=1')).value as {
      list: Withdrawal[];
      nextCursor: number | null;
    };
    expect(page.list.map((w) => w.orderNo)).toEqual([open.orderNo]);
    const next = (await api.json(me, 'GET', `/wps/wallet/withdrawals?pageSize=1&cursor=${page.nextCursor}`))
      .value as {
      list: Withdrawal[];
    };
    expect(next.list.map((w) => w.orderNo)).toEqual([late.orderNo]);
  });
});
