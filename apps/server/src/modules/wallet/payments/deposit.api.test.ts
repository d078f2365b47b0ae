import { RECEIPT_MAX_BYTES, type AdminDeposit, type Deposit, type DepositMethod } from '@swerte/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, depositReceipts, deposits, journalEntries } from '../../../db/schema.js';
import {
  imageBytes,
  mainBalance,
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let finance: { authorization: string };
let support: { authorization: string };
let bankMethod: DepositMethod;
let gatewayMethod: DepositMethod;
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `dp${Date.now().toString(36)}${n++}`, options);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  finance = await operatorHeaders(t.app, 'depfinance', 'finance');
  support = await operatorHeaders(t.app, 'depsupport', 'support');
  const me = await fresh();
  const methods = (await api.json(me, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
  [bankMethod, gatewayMethod] = [
    methods.find((m) => m.kind === 'bank')!,
    methods.find((m) => m.kind === 'gateway')!,
  ];
});
afterAll(async () => {
  await t.close();
});

const b64 = (data: Buffer) => data.toString('base64');
const deposit = (who: MemberSession, body: Record<string, unknown>) =>
  api.json(who, 'POST', '/wps/wallet/deposit/bank', { methodId: bankMethod.id, ...body });
const admin = (headers: object, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: string; value: unknown }>() }));
async function depositCount(memberId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(deposits)
    .where(eq(deposits.memberId, memberId));
  return row?.n ?? 0;
}

describe('deposit methods', () => {
  it('lists the operator’s methods with limits and the receiving account, for real accounts only', async () => {
    expect(bankMethod).toMatchObject({
      name: 'Bank transfer (BDO)',
      minAmount: '100.00',
      maxAmount: '50000.00',
      receivingAccount: { bankCode: 'BDO', bankName: 'BDO Unibank', accountNumber: '001234567890' },
    });
    expect(gatewayMethod).toMatchObject({ receivingAccount: null, minAmount: '100.00' });
    const trial = await fresh({ isAgent: 4 });
    for (const url of ['/wps/wallet/deposit/methods', '/wps/wallet/deposits', '/wps/wallet/withdrawals']) {
      expect((await api.json(trial, 'GET', url)).code).toBe('in_need_true_account');
      expect((await api.json(null, 'GET', url)).status).toBe(401);
    }
    const posted = await deposit(trial, { amount: '500' });
    expect([posted.status, posted.code]).toEqual([403, 'in_need_true_account']);
  });
});

describe('bank deposits', () => {
  it('creates a pending deposit with receipts, moving no money until an operator approves', async () => {
    const me = await fresh();
    const png = imageBytes('png', 2048);
    const res = await deposit(me, {
      amount: '1500.5',
      reference: 'BDO-REF-778',
      receipts: [{ data: `data:image/png;base64,${b64(png)}` }, { data: b64(imageBytes('jpeg')) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.value as Deposit;
    expect(created).toMatchObject({
      amount: '1500.50',
      status: 'pending',
      reference: 'BDO-REF-778',
      kind: 'bank',
    });
    expect(created.orderNo).toMatch(/^D\d{16}$/);
    expect(created.receiptIds).toHaveLength(2);
    expect(await mainBalance(t.app, me)).toBe('0.00');

    const receiptUrl = `/wps/wallet/deposits/${created.orderNo}/receipts/${created.receiptIds[0]}`;
    const mine = await t.app.inject({ method: 'GET', url: receiptUrl, headers: me.headers });
    expect([mine.statusCode, mine.headers['content-type'], mine.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    expect(mine.rawPayload.equals(png)).toBe(true);
    const other = await fresh();
    expect((await t.app.inject({ method: 'GET', url: receiptUrl, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: receiptUrl })).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, created.orderNo));
    const opUrl = `/wps/admin/deposits/${row?.id}/receipts/${created.receiptIds[1]}`;
    const byFinance = await t.app.inject({ method: 'GET', url: opUrl, headers: finance });
    expect([byFinance.statusCode, byFinance.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await t.app.inject({ method: 'GET', url: opUrl, headers: support })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: opUrl, headers: me.headers })).statusCode).toBe(401);

    const approved = await admin(finance, 'POST', `/wps/admin/deposits/${row?.id}/approve`, {
      remark: 'matched',
    });
    expect(approved.status, JSON.stringify(approved)).toBe(200);
    expect(approved.value).toMatchObject({ status: 'approved', remark: 'matched' });
    expect((approved.value as AdminDeposit).decidedBy).toBe('depfinance');
    expect(await mainBalance(t.app, me)).toBe('1500.50');
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `deposit:${row?.id}`));
    expect(entry).toMatchObject({ kind: 'deposit', memberId: me.id });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.approve'), eq(auditLog.actor, String(entry?.actor))));
    expect(audit).toMatchObject({
      before: { orderNo: created.orderNo, status: 'pending' },
      after: { status: 'approved', amount: '1500.50', remark: 'matched' },
      ip: '127.0.0.1',
    });

    const twice = await admin(finance, 'POST', `/wps/admin/deposits/${row?.id}/approve`, {});
    expect([twice.status, twice.code]).toEqual([409, 'error_conflict']);
    const rejectAfter = await admin(finance, 'POST', `/wps/admin/deposits/${row?.id}/reject`, {
      remark: 'late',
    });
    expect([rejectAfter.status, rejectAfter.code]).toEqual([409, 'error_conflict']);
    expect(await mainBalance(t.app, me)).toBe('1500.50');
  });

  it('refuses bad amounts, limits, methods and receipts, and writes nothing then', async () => {
    const me = await fresh();
    for (const amount of ['abc', '-5', '10.123', '0', '0.00', '1e3', '', '12345678901234', ' 1 0 ']) {
      const res = await deposit(me, { amount });
      expect([res.status, res.code], amount).toEqual([400, 'error_amount_invalid']);
    }
    const low = await deposit(me, { amount: '99.99' });
    expect([low.status, low.code, low.value]).toEqual([400, 'error_amount_below_min', { min: '100.00' }]);
    const high = await deposit(me, { amount: '50000.01' });
    expect([high.status, high.code, high.value]).toEqual([
      400,
      'error_amount_above_max',
      { max: '50000.00' },
    ]);
    for (const methodId of [gatewayMethod.id, 9999]) {
      const res = await deposit(me, { methodId, amount: '500' });
      expect([res.status, res.code]).toEqual([400, 'error_deposit_method_unavailable']);
    }
    const good = { data: b64(imageBytes('png')) };
    const gif = await deposit(me, {
      amount: '500',
      receipts: [good, good, { data: b64(imageBytes('gif')) }],
    });
    expect([gif.status, gif.code]).toEqual([400, 'error_receipt_type']);
    const svg = await deposit(me, {
      amount: '500',
      receipts: [{ data: `data:image/png;base64,${b64(Buffer.from('<svg/>'))}` }],
    });
    expect(svg.code).toBe('error_receipt_type');
    const big = await deposit(me, {
      amount: '500',
      receipts: [good, { data: b64(imageBytes('jpeg', RECEIPT_MAX_BYTES + 1)) }],
    });
    expect([big.status, big.code]).toEqual([400, 'error_receipt_too_large']);
    const four = await deposit(me, { amount: '500', receipts: [good, good, good, good] });
    expect([four.status, four.code]).toEqual([400, 'error_invalid_request']);
    expect(await depositCount(me.id)).toBe(0);
    // Exactly 5 MB is fine.
    const max = await deposit(me, {
      amount: '500',
      receipts: [{ data: b64(imageBytes('jpeg', RECEIPT_MAX_BYTES)) }],
    });
    expect(max.status).toBe(200);
    const [stored] = await t.database.db
      .select({ size: depositReceipts.size, mime: depositReceipts.mime })
      .from(depositReceipts)
      .innerJoin(deposits, eq(deposits.id, depositReceipts.depositId))
      .where(eq(deposits.memberId, me.id));
    expect(stored).toEqual({ size: RECEIPT_MAX_BYTES, mime: 'image/jpeg' });
  });

  it('rejects with a remark, pages by keyset, and keeps members apart', async () => {
    const me = await fresh();
    const other = await fresh();
    const orders: string[] = [];
    for (const amount of ['100', '200', '300']) {
      orders.push(((await deposit(me, { amount })).value as Deposit).orderNo);
    }
    await deposit(other, { amount: '400' });
    const first = await api.json(me, 'GET', '/wps/wallet/deposits?pageSize=2');
    const page1 = first.value as { list: Deposit[]; nextCursor: number | null };
    expect(page1.list.map((d) => d.amount)).toEqual(['300.00', '200.00']);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (await api.json(me, 'GET', `/wps/wallet/deposits?pageSize=2&cursor=${page1.nextCursor}`))
      .value as { list: Deposit[]; nextCursor: number | null };
    expect([page2.list.map((d) => d.amount), page2.nextCursor]).toEqual([['100.00'], null]);
    expect((await api.json(me, 'GET', '/wps/wallet/deposits?pageSize=500')).status).toBe(400);

    const pending = await admin(finance, 'GET', '/wps/admin/deposits?status=pending&pageSize=50');
    const list = (pending.value as { list: AdminDeposit[] }).list;
    const target = list.find((d) => d.orderNo === orders[1]);
    expect(target).toMatchObject({ memberId: me.id, status: 'pending', amount: '200.00' });
    expect(list.every((d) => d.status === 'pending')).toBe(true);

    const noRemark = await admin(finance, 'POST', `/wps/admin/deposits/${target?.id}/reject`, {
      remark: ' ',
    });
    expect(noRemark.status).toBe(400);
    const rejected = await admin(finance, 'POST', `/wps/admin/deposits/${target?.id}/reject`, {
      remark: 'No transfer found',
    });
    expect(rejected.value).toMatchObject({ status: 'rejected', remark: 'No transfer found' });
    expect(await mainBalance(t.app, me)).toBe('0.00');
    const mine = (await api.json(me, 'GET', '/wps/wallet/deposits')).value as { list: Deposit[] };
    expect(mine.list.find((d) => d.orderNo === orders[1])).toMatchObject({
      status: 'rejected',
      remark: 'No transfer found',
    });

    expect((await admin(finance, 'POST', '/wps/admin/deposits/999999/approve', {})).status).toBe(404);
    expect((await admin(support, 'GET', '/wps/admin/deposits')).status).toBe(403);
    expect((await admin(support, 'POST', `/wps/admin/deposits/${target?.id}/approve`, {})).status).toBe(403);
    expect((await admin(me.headers, 'GET', '/wps/admin/deposits')).status).toBe(401);
    expect((await admin({}, 'GET', '/wps/admin/deposits')).status).toBe(401);
  });
});
