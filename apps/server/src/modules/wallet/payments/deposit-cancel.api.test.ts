import type { Deposit, DepositMethod } from '@swerte/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deposits, journalEntries } from '../../../db/schema.js';
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
let bank: DepositMethod;
let gateway: DepositMethod;
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `dc${Date.now().toString(36)}${n++}`, options);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  finance = await operatorHeaders(t.app, 'dcfinance', 'finance');
  const methods = (await api.json(await fresh(), 'GET', '/wps/wallet/deposit/methods'))
    .value as DepositMethod[];
  bank = methods.find((m) => m.kind === 'bank')!;
  gateway = methods.find((m) => m.kind === 'gateway')!;
});
afterAll(async () => {
  await t.close();
});

async function bankDeposit(who: MemberSession, amount = '500') {
  const res = await api.json(who, 'POST', '/wps/wallet/deposit/bank', {
    methodId: bank.id,
    amount,
    receipts: [{ data: imageBytes('png').toString('base64') }],
  });
  expect(res.status).toBe(200);
  const deposit = res.value as Deposit;
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, deposit.orderNo));
  return { ...deposit, id: row!.id };
}
const cancel = (who: MemberSession | null, orderNo: string) =>
  api.json(who, 'POST', `/wps/wallet/deposits/${orderNo}/cancel`);
const decide = (id: number, decision: 'approve' | 'reject') =>
  t.app
    .inject({
      method: 'POST',
      url: `/wps/admin/deposits/${id}/${decision}`,
      headers: { ...finance, 'accept-language': 'en' },
      payload: { remark: 'checked' },
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: string; value: unknown }>() }));
const creditEntries = async (id: number) =>
  t.database.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, `deposit:${id}`));

describe('a member cancels a pending bank deposit', () => {
  it('marks it cancelled, moves nothing, audits it, and the operator can no longer approve it', async () => {
    const me = await fresh();
    const deposit = await bankDeposit(me, '750');
    const res = await cancel(me, deposit.orderNo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.value).toMatchObject({ orderNo: deposit.orderNo, status: 'cancelled', amount: '750.00' });
    expect((res.value as Deposit).decidedAt).not.toBeNull();
    expect((res.value as Deposit).receiptIds).toHaveLength(1);
    const mine = (await api.json(me, 'GET', '/wps/wallet/deposits')).value as { list: Deposit[] };
    expect(mine.list[0]).toMatchObject({ orderNo: deposit.orderNo, status: 'cancelled' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.cancel'), eq(auditLog.actor, `member:${me.id}`)));
    expect(audit).toMatchObject({
      before: { orderNo: deposit.orderNo, status: 'pending' },
      after: { status: 'cancelled' },
      ip: '127.0.0.1',
    });

    const approve = await decide(deposit.id, 'approve');
    expect([approve.status, approve.code]).toEqual([409, 'error_conflict']);
    const reject = await decide(deposit.id, 'reject');
    expect([reject.status, reject.code]).toEqual([409, 'error_conflict']);
    expect(await mainBalance(t.app, me)).toBe('0.00');
    expect(await creditEntries(deposit.id)).toHaveLength(0);

    const again = await cancel(me, deposit.orderNo);
    expect([again.status, again.code]).toEqual([409, 'error_deposit_not_cancellable']);
    // The receipt stays the member's to look at.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/wps/wallet/deposits/${deposit.orderNo}/receipts/${deposit.receiptIds[0]}`,
      headers: me.headers,
    });
    expect(receipt.statusCode).toBe(200);
  });

  it('refuses decided deposits and online payments with the catalogue error', async () => {
    const me = await fresh();
    const approved = await bankDeposit(me, '300');
    expect((await decide(approved.id, 'approve')).status).toBe(200);
    const rejected = await bankDeposit(me, '400');
    expect((await decide(rejected.id, 'reject')).status).toBe(200);
    const online = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gateway.id,
      amount: '500',
    });
    const { orderNo: onlineNo } = (online.value as { deposit: Deposit }).deposit;
    for (const orderNo of [approved.orderNo, rejected.orderNo, onlineNo]) {
      const res = await cancel(me, orderNo);
      expect([res.status, res.code, res.body.message], orderNo).toEqual([
        409,
        'error_deposit_not_cancellable',
        'This deposit can no longer be cancelled.',
      ]);
    }
    const list = ((await api.json(me, 'GET', '/wps/wallet/deposits')).value as { list: Deposit[] }).list;
    expect(list.map((d) => d.status)).toEqual(['pending', 'rejected', 'approved']);
    expect(await mainBalance(t.app, me)).toBe('300.00');
  });

  it("answers 404 for another member's deposit or an unknown one, and needs a real account", async () => {
    const owner = await fresh();
    const other = await fresh();
    const deposit = await bankDeposit(owner);
    const stranger = await cancel(other, deposit.orderNo);
    expect([stranger.status, stranger.code]).toEqual([404, 'error_not_found']);
    expect((await cancel(other, 'D0000000000000000')).status).toBe(404);
    expect((await cancel(other, 'not-an-order')).status).toBe(400);
    expect((await cancel(null, deposit.orderNo)).status).toBe(401);
    const trial = await fresh({ isAgent: 4 });
    expect((await cancel(trial, deposit.orderNo)).code).toBe('in_need_true_account');
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row?.status).toBe('pending');
  });

  it('lets exactly one of a cancel and an approval racing on the same deposit win', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await fresh();
      const deposit = await bankDeposit(me, '100');
      const [cancelled, approved] = await Promise.all([
        cancel(me, deposit.orderNo),
        decide(deposit.id, 'approve'),
      ]);
      expect([cancelled.status, approved.status].sort()).toEqual([200, 409]);
      const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
      const credited = await creditEntries(deposit.id);
      if (row?.status === 'approved') {
        expect([credited.length, await mainBalance(t.app, me)]).toEqual([1, '100.00']);
      } else {
        expect([row?.status, credited.length, await mainBalance(t.app, me)]).toEqual([
          'cancelled',
          0,
          '0.00',
        ]);
      }
    }
  });
});
