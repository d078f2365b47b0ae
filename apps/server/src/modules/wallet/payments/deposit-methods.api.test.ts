import type { AdminDepositMethod, DepositMethod, DepositMethodInput } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.js';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let finance: { authorization: string };
let adminOp: { authorization: string };
let support: { authorization: string };
let me: MemberSession;

const PATH = '/wps/admin/deposit/methods';
const gcash: DepositMethodInput = {
  name: 'GCash transfer',
  kind: 'bank',
  minAmount: '50',
  maxAmount: '10000.5',
  bankCode: 'GCASH',
  accountName: 'SWERTE GAMING CORP',
  accountNumber: '09171234567',
};

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  finance = await operatorHeaders(t.app, 'dmfinance', 'finance');
  adminOp = await operatorHeaders(t.app, 'dmadmin', 'admin');
  support = await operatorHeaders(t.app, 'dmsupport', 'support');
  me = await memberSession(t.app, 'dmmember');
});
afterAll(async () => {
  await t.close();
});

const call = (headers: object, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: string; value: unknown }>() }));
const memberMethods = async () =>
  (await api.json(me, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
const adminMethods = async () => (await call(finance, 'GET', PATH)).value as AdminDepositMethod[];
const lastAudit = async (action: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('back-office deposit methods', () => {
  it('lists every method with its adapter, state and order, for admin and finance only', async () => {
    const list = await adminMethods();
    expect(list.map((m) => [m.kind, m.gateway, m.enabled])).toEqual([
      ['bank', null, true],
      ['gateway', 'sandbox', true],
    ]);
    expect(list[0]).toMatchObject({ minAmount: '100.00', receivingAccount: { bankCode: 'BDO' } });
    expect((await call(adminOp, 'GET', PATH)).status).toBe(200);
    expect((await call(support, 'GET', PATH)).status).toBe(403);
    expect((await call(support, 'POST', PATH, gcash)).status).toBe(403);
    expect((await call(me.headers, 'GET', PATH)).status).toBe(401);
    expect((await call({}, 'GET', PATH)).status).toBe(401);
  });

  it('creates a bank method last in the order, audited, and members see it at once', async () => {
    const created = await call(finance, 'POST', PATH, gcash);
    expect(created.status, JSON.stringify(created)).toBe(200);
    const method = created.value as AdminDepositMethod;
    expect(method).toMatchObject({
      name: 'GCash transfer',
      kind: 'bank',
      minAmount: '50.00',
      maxAmount: '10000.50',
      gateway: null,
      enabled: true,
      receivingAccount: {
        bankCode: 'GCASH',
        bankName: 'GCash',
        accountName: 'SWERTE GAMING CORP',
        accountNumber: '09171234567',
      },
    });
    const shown = await memberMethods();
    expect(shown.at(-1)).toMatchObject({ id: method.id, name: 'GCash transfer', minAmount: '50.00' });
    const audit = await lastAudit('deposit_method.create');
    expect(audit).toMatchObject({
      before: null,
      after: { id: method.id, maxAmount: '10000.50' },
      ip: '127.0.0.1',
    });
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    // A member can deposit through it straight away, within its own limits.
    const low = await api.json(me, 'POST', '/wps/wallet/deposit/bank', {
      methodId: method.id,
      amount: '49.99',
    });
    expect([low.code, low.value]).toEqual(['error_amount_below_min', { min: '50.00' }]);
    const ok = await api.json(me, 'POST', '/wps/wallet/deposit/bank', { methodId: method.id, amount: '50' });
    expect(ok.status).toBe(200);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = (await adminMethods()).length;
    const bad: [Partial<DepositMethodInput>, string, string][] = [
      [{ minAmount: '500', maxAmount: '100' }, 'error_invalid_request', 'body.maxAmount'],
      [{ minAmount: '0' }, 'error_amount_invalid', 'body.minAmount'],
      [{ maxAmount: '-5' }, 'error_amount_invalid', 'body.maxAmount'],
      [{ minAmount: '1.234' }, 'error_amount_invalid', 'body.minAmount'],
      [{ bankCode: null }, 'error_invalid_request', 'body.bankCode'],
      [{ accountName: null }, 'error_invalid_request', 'body.accountName'],
      [{ accountNumber: '12-34' }, 'error_invalid_request', 'body.accountNumber'],
      [{ name: ' ' }, 'error_invalid_request', 'body.name'],
      [{ kind: 'gateway', gateway: null }, 'error_invalid_request', 'body.gateway'],
    ];
    for (const [change, code, field] of bad) {
      const res = await call(finance, 'POST', PATH, { ...gcash, ...change });
      expect([res.status, res.code], JSON.stringify(change)).toEqual([400, code]);
      expect(Object.keys((res.value as { fields: object }).fields)).toContain(field);
    }
    const unknownBank = await call(finance, 'POST', PATH, { ...gcash, bankCode: 'NOPE' });
    expect([unknownBank.status, unknownBank.code]).toEqual([400, 'error_bank_invalid']);
    const unknownGateway = await call(finance, 'POST', PATH, {
      name: 'Paymongo',
      kind: 'gateway',
      minAmount: '100',
      maxAmount: '1000',
      gateway: 'paymongo',
    });
    expect([unknownGateway.status, unknownGateway.code, unknownGateway.value]).toEqual([
      400,
      'error_invalid_request',
      { fields: { gateway: 'one of: sandbox' } },
    ]);
    expect(await adminMethods()).toHaveLength(before);
  });

  it('creates a gateway method on a known adapter, keeping no bank fields', async () => {
    const res = await call(adminOp, 'POST', PATH, {
      name: 'Sandbox two',
      kind: 'gateway',
      minAmount: '20',
      maxAmount: '20',
      gateway: 'sandbox',
      bankCode: 'BDO',
      enabled: false,
    });
    expect(res.status, JSON.stringify(res)).toBe(200);
    const method = res.value as AdminDepositMethod;
    expect(method).toMatchObject({
      kind: 'gateway',
      gateway: 'sandbox',
      receivingAccount: null,
      enabled: false,
    });
    expect((await memberMethods()).some((m) => m.id === method.id)).toBe(false);
  });

  it('updates name, limits and the receiving account; the kind stays', async () => {
    const [bank] = await adminMethods();
    const res = await call(finance, 'PUT', `${PATH}/${bank!.id}`, {
      name: 'Bank transfer (BPI)',
      kind: 'bank',
      minAmount: '200',
      maxAmount: '30000',
      bankCode: 'BPI',
      accountName: 'SWERTE GAMING CORP',
      accountNumber: '1234567890',
    });
    expect(res.status, JSON.stringify(res)).toBe(200);
    const shown = (await memberMethods()).find((m) => m.id === bank!.id);
    expect(shown).toMatchObject({
      name: 'Bank transfer (BPI)',
      minAmount: '200.00',
      maxAmount: '30000.00',
      receivingAccount: { bankCode: 'BPI', accountNumber: '1234567890' },
    });
    const audit = await lastAudit('deposit_method.update');
    expect(audit).toMatchObject({
      before: { name: 'Bank transfer (BDO)', minAmount: '100.00' },
      after: { name: 'Bank transfer (BPI)', minAmount: '200.00' },
    });

    const kindChange = await call(finance, 'PUT', `${PATH}/${bank!.id}`, {
      name: 'Now a gateway',
      kind: 'gateway',
      minAmount: '100',
      maxAmount: '1000',
      gateway: 'sandbox',
    });
    expect([kindChange.status, kindChange.code]).toEqual([409, 'error_conflict']);
    expect((await call(finance, 'PUT', `${PATH}/999999`, gcash)).status).toBe(404);
    expect((await call(finance, 'PUT', `${PATH}/0`, gcash)).status).toBe(400);
  });

  it('switches a method off and on: members lose it at once and cannot deposit through it', async () => {
    const gateway = (await adminMethods()).find((m) => m.gateway === 'sandbox' && m.enabled)!;
    const off = await call(finance, 'PUT', `${PATH}/${gateway.id}/enabled`, { enabled: false });
    expect([off.status, (off.value as AdminDepositMethod).enabled]).toEqual([200, false]);
    expect((await memberMethods()).some((m) => m.id === gateway.id)).toBe(false);
    const pay = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gateway.id,
      amount: '500',
    });
    expect([pay.status, pay.code]).toEqual([400, 'error_deposit_method_unavailable']);
    expect(await lastAudit('deposit_method.disable')).toMatchObject({
      before: { id: gateway.id, enabled: true },
      after: { id: gateway.id, enabled: false },
    });

    const on = await call(finance, 'PUT', `${PATH}/${gateway.id}/enabled`, { enabled: true });
    expect((on.value as AdminDepositMethod).enabled).toBe(true);
    expect((await memberMethods()).some((m) => m.id === gateway.id)).toBe(true);
    expect(await lastAudit('deposit_method.enable')).toMatchObject({ after: { enabled: true } });
    expect((await call(finance, 'PUT', `${PATH}/999999/enabled`, { enabled: true })).status).toBe(404);
    expect((await call(finance, 'PUT', `${PATH}/${gateway.id}/enabled`, { enabled: 'yes' })).status).toBe(
      400,
    );
  });

  it('reorders: the named ids first, the rest after them, as members see it', async () => {
    const ids = (await adminMethods()).map((m) => m.id);
    const last = ids.at(-1)!;
    const res = await call(finance, 'PUT', `${PATH}/order`, { ids: [last, ids[1]] });
    expect(res.status, JSON.stringify(res)).toBe(200);
    const expected = [last, ids[1]!, ...ids.filter((id) => id !== last && id !== ids[1])];
    expect((res.value as AdminDepositMethod[]).map((m) => m.id)).toEqual(expected);
    const enabled = (await adminMethods()).filter((m) => m.enabled).map((m) => m.id);
    expect((await memberMethods()).map((m) => m.id)).toEqual(enabled);
    expect(enabled[0]).toBe(expected.find((id) => enabled.includes(id)));
    const audit = await lastAudit('deposit_method.order');
    expect(audit).toMatchObject({ before: ids, after: expected });

    for (const bad of [[ids[0], ids[0]], [999999], []]) {
      const refused = await call(finance, 'PUT', `${PATH}/order`, { ids: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
