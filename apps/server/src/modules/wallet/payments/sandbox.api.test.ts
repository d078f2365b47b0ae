import { createHmac } from 'node:crypto';
import type { Deposit, DepositMethod } from '@swerte/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, gatewayEvents, journalEntries } from '../../../db/schema.js';
import {
  mainBalance,
  memberCalls,
  memberSession,
  type MemberSession,
} from '../../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const CALLBACK = '/wps/wallet/gateway/sandbox/callback';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let methods: DepositMethod[];
let n = 0;
const fresh = () => memberSession(t.app, `sb${Date.now().toString(36)}${n++}`);

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_GATEWAY_SECRET: SECRET });
  api = memberCalls(t.app);
  methods = (await api.json(await fresh(), 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
});
afterAll(async () => {
  await t.close();
});

const gatewayId = () => methods.find((m) => m.kind === 'gateway')?.id;
const bankId = () => methods.find((m) => m.kind === 'bank')?.id;

async function startPayment(who: MemberSession, amount = '250.00') {
  const res = await api.json(who, 'POST', '/wps/wallet/deposit/gateway', { methodId: gatewayId(), amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.value as { deposit: Deposit; payUrl: string };
}

let eventNo = 0;
function event(orderNo: string, extra: Record<string, unknown> = {}) {
  return {
    eventId: `evt-${Date.now()}-${eventNo++}`,
    orderNo,
    amount: '250.00',
    status: 'paid',
    txId: 'TX123',
    timestamp: Math.floor(Date.now() / 1000),
    ...extra,
  };
}

async function callback(body: object | string, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const sig = signature ?? createHmac('sha256', SECRET).update(raw).digest('hex');
  const res = await t.app.inject({
    method: 'POST',
    url: CALLBACK,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig, 'accept-language': 'en' },
    payload: raw,
  });
  return { status: res.statusCode, ...res.json<{ code: string; value: Record<string, unknown> | null }>() };
}

async function statusOf(orderNo: string) {
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  return row;
}
async function eventCount() {
  const [row] = await t.database.db.select({ n: count() }).from(gatewayEvents);
  return row?.n ?? 0;
}

describe('sandbox gateway', () => {
  it('pays through its own page: the signed callback credits the wallet at once', async () => {
    const me = await fresh();
    const { deposit, payUrl } = await startPayment(me);
    expect(deposit).toMatchObject({ status: 'pending', kind: 'gateway', amount: '250.00' });
    expect(payUrl).toMatch(new RegExp(`^/sandbox-pay/${deposit.orderNo}\\?t=[0-9a-f]{32}$`));
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('PHP 250.00');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/sandbox-pay/${deposit.orderNo}?t=${'0'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);

    const token = new URL(payUrl, 'http://x').searchParams.get('t') ?? '';
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${deposit.orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${token}&action=pay`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('approved');
    expect(await mainBalance(t.app, me)).toBe('250.00');
    const row = await statusOf(deposit.orderNo);
    expect(row).toMatchObject({ status: 'approved', decidedBy: 'gateway:sandbox' });
    expect(row?.reference).toMatch(/^SBX/);
    const again = await t.app.inject({ method: 'GET', url: payUrl });
    expect(again.body).toContain('approved');
  });

  it('refuses bad signatures, stale or future timestamps and unknown orders', async () => {
    const me = await fresh();
    const { deposit } = await startPayment(me);
    const before = await eventCount();
    const body = event(deposit.orderNo);
    const wrongKey = createHmac('sha256', 'another-secret').update(JSON.stringify(body)).digest('hex');
    for (const signature of [wrongKey, 'nothex', '']) {
      const res = await callback(body, signature);
      expect([res.status, res.code]).toEqual([401, 'error_gateway_signature']);
    }
    // The signature covers the raw bytes: the same JSON with other spacing is not the signed body.
    const signed = createHmac('sha256', SECRET).update(JSON.stringify(body)).digest('hex');
    expect((await callback(JSON.stringify(body, null, 1), signed)).code).toBe('error_gateway_signature');
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 301, now + 301]) {
      const res = await callback(event(deposit.orderNo, { timestamp }));
      expect([res.status, res.code]).toEqual([400, 'error_gateway_stale']);
    }
    const unknown = await callback(event('D2026010199999999'));
    expect([unknown.status, unknown.code]).toEqual([404, 'error_not_found']);
    const bankOrder = (
      await api.json(me, 'POST', '/wps/wallet/deposit/bank', { methodId: bankId(), amount: '250' })
    ).value as Deposit;
    expect((await callback(event(bankOrder.orderNo))).code).toBe('error_not_found');
    const garbage = await callback('{"not":"an event"}');
    expect([garbage.status, garbage.code]).toEqual([400, 'error_invalid_request']);
    expect(await eventCount()).toBe(before);
    expect((await statusOf(deposit.orderNo))?.status).toBe('pending');
    expect(await mainBalance(t.app, me)).toBe('0.00');
  });

  it('credits once: a replayed event and a second event change nothing', async () => {
    const me = await fresh();
    const { deposit } = await startPayment(me);
    const first = event(deposit.orderNo);
    const ok = await callback(first);
    expect([ok.status, ok.value]).toEqual([
      200,
      { orderNo: deposit.orderNo, status: 'approved', replayed: false },
    ]);
    const replay = await callback(first);
    expect([replay.status, replay.value]).toEqual([
      200,
      { orderNo: deposit.orderNo, status: 'approved', replayed: true },
    ]);
    const second = await callback(event(deposit.orderNo));
    expect(second.value).toMatchObject({ status: 'approved', replayed: false });
    expect(await mainBalance(t.app, me)).toBe('250.00');
    const entries = await t.database.db
      .select({ n: count() })
      .from(journalEntries)
      .where(eq(journalEntries.memberId, me.id));
    expect(entries[0]?.n).toBe(1);
  });

  it('leaves nothing written when the event does not match the order, and cancels on failure', async () => {
    const me = await fresh();
    const { deposit } = await startPayment(me);
    const before = await eventCount();
    const wrongAmount = event(deposit.orderNo, { amount: '2500.00' });
    const refused = await callback(wrongAmount);
    expect([refused.status, refused.code]).toEqual([409, 'error_conflict']);
    expect(await eventCount()).toBe(before);
    expect((await statusOf(deposit.orderNo))?.status).toBe('pending');
    // The event id was not spent by the refused call.
    const failed = await callback({ ...wrongAmount, amount: '250.00', status: 'failed' });
    expect(failed.value).toMatchObject({ status: 'cancelled', replayed: false });
    const lateCredit = await callback(event(deposit.orderNo));
    expect([lateCredit.status, lateCredit.code]).toEqual([409, 'error_conflict']);
    expect(await mainBalance(t.app, me)).toBe('0.00');
    const mine = (await api.json(me, 'GET', '/wps/wallet/deposits')).value as { list: Deposit[] };
    expect(mine.list[0]).toMatchObject({ orderNo: deposit.orderNo, status: 'cancelled' });
  });

  it('checks the amount against the gateway method and refuses a bank method', async () => {
    const me = await fresh();
    const low = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gatewayId(),
      amount: '20',
    });
    expect([low.status, low.code]).toEqual([400, 'error_amount_below_min']);
    const bank = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: bankId(),
      amount: '200',
    });
    expect(bank.code).toBe('error_deposit_method_unavailable');
    const format = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gatewayId(),
      amount: '2,000',
    });
    expect(format.code).toBe('error_amount_invalid');
  });
});
