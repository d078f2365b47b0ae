import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberBankAccounts, members } from '../../db/schema.js';
import { memberCalls, memberSession } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `ba${Date.now().toString(36)}${n++}`, { paymentPassword: '246810', ...options });

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

const url = '/wps/member/bankAccounts';
const account = (accountNumber: string, extra: object = {}) => ({
  bankCode: 'BDO',
  accountName: 'Maria Santos',
  accountNumber,
  paymentPassword: '246810',
  ...extra,
});
interface Listed {
  list: { id: number; bankCode: string; accountNumber: string; isDefault: boolean; accountName: string }[];
  max: number;
}

describe('banks', () => {
  it('lists the seeded Philippine banks and e-wallets', async () => {
    const me = await fresh();
    const res = await api.json(me, 'GET', '/wps/member/banks');
    const codes = (res.value as { code: string }[]).map((b) => b.code);
    expect(codes).toEqual(
      expect.arrayContaining(['BDO', 'BPI', 'MBTC', 'LBP', 'PNB', 'UBP', 'GCASH', 'MAYA']),
    );
  });
});

describe('bank accounts', () => {
  it('adds accounts in the payee name (set on the first), masks numbers, audits', async () => {
    const me = await fresh();
    const first = await api.enc(me, 'POST', url, account('1234-5678-90'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.value).toMatchObject({
      list: [{ bankCode: 'BDO', accountNumber: '****7890', isDefault: true, accountName: 'Maria Santos' }],
      max: 5,
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, me.id));
    expect(row?.payeeName).toBe('Maria Santos');
    const [stored] = await t.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, me.id));
    expect(stored?.accountNumber).toBe('1234567890');

    const upper = await api.enc(
      me,
      'POST',
      url,
      account('555566667777', { bankCode: 'GCASH', accountName: 'MARIA  SANTOS' }),
    );
    expect(upper.status).toBe(200);
    const listed = upper.value as Listed;
    expect(listed.list.map((a) => [a.bankCode, a.isDefault])).toEqual([
      ['BDO', true],
      ['GCASH', false],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, `member:${me.id}`), eq(auditLog.action, 'member.bank_account_add')));
    expect(audits.map((a) => a.after)).toEqual([
      { id: stored?.id, bankCode: 'BDO', accountNumber: '****7890', payeeNameSet: 'Maria Santos' },
      { id: listed.list[1]?.id, bankCode: 'GCASH', accountNumber: '****7777' },
    ]);
  });

  it('refuses a wrong name, number, bank, payment password, a duplicate and a sixth account', async () => {
    const me = await fresh({ payeeName: 'Jose Rizal' });
    const cases: [object, number, string][] = [
      [account('12345678', { accountName: 'Andres Bonifacio' }), 400, 'error_payee_name_mismatch'],
      [account('12345', { accountName: 'Jose Rizal' }), 400, 'error_bank_account_number'],
      [account('123456789012345678901', { accountName: 'Jose Rizal' }), 400, 'error_bank_account_number'],
      [account('12ab5678', { accountName: 'Jose Rizal' }), 400, 'error_bank_account_number'],
      [account('12345678', { accountName: 'Jose Rizal', bankCode: 'NOPE' }), 400, 'error_bank_invalid'],
      [
        account('12345678', { accountName: 'Jose Rizal', paymentPassword: '000000' }),
        400,
        'error_payment_password',
      ],
      [account('12345678', { accountName: 'J0se!!' }), 400, 'error_field_invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await api.enc(me, 'POST', url, body);
      expect([res.status, res.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const noPassword = await fresh();
    await t.database.db
      .update(members)
      .set({ paymentPasswordHash: null })
      .where(eq(members.id, noPassword.id));
    const unset = await api.enc(noPassword, 'POST', url, account('12345678'));
    expect([unset.status, unset.code]).toEqual([400, 'error_payment_password_not_set']);

    for (let i = 0; i < 5; i++) {
      const ok = await api.enc(me, 'POST', url, account(`1000000${i}`, { accountName: 'jose rizal' }));
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    const duplicate = await api.enc(me, 'POST', url, account('10000001', { accountName: 'Jose Rizal' }));
    expect([duplicate.status, duplicate.code]).toEqual([409, 'error_bank_account_limit']);
    const listed = (await api.json(me, 'GET', url)).value as Listed;
    const removed = await api.json(me, 'DELETE', `${url}/${listed.list[4]?.id}`);
    expect(removed.status).toBe(200);
    const again = await api.enc(me, 'POST', url, account('10000002', { accountName: 'Jose Rizal' }));
    expect([again.status, again.code]).toEqual([409, 'error_bank_account_exists']);
    // The removed number may be bound again.
    const rebound = await api.enc(me, 'POST', url, account('10000001', { accountName: 'Jose Rizal' }));
    expect(rebound.status, JSON.stringify(rebound.body)).toBe(200);
  });

  it('sets the default and removes softly; another member’s account is not found', async () => {
    const me = await fresh();
    await api.enc(me, 'POST', url, account('20000001'));
    const two = (await api.enc(me, 'POST', url, account('20000002'))).value as Listed;
    const [a, b] = [two.list[0], two.list[1]];
    expect(a?.isDefault).toBe(true);
    const switched = await api.json(me, 'PUT', `${url}/${b?.id}/default`);
    expect((switched.value as Listed).list.map((x) => [x.id, x.isDefault])).toEqual([
      [b?.id, true],
      [a?.id, false],
    ]);
    const other = await fresh({ payeeName: 'Other Person' });
    for (const [method, path] of [
      ['PUT', `${url}/${b?.id}/default`],
      ['DELETE', `${url}/${b?.id}`],
    ] as const) {
      const res = await api.json(other, method, path);
      expect([res.status, res.code]).toEqual([404, 'error_not_found']);
    }
    const bad = await api.json(me, 'DELETE', `${url}/abc`);
    expect(bad.status).toBe(400);

    const removed = await api.json(me, 'DELETE', `${url}/${b?.id}`);
    expect((removed.value as Listed).list.map((x) => [x.id, x.isDefault])).toEqual([[a?.id, true]]);
    const [row] = await t.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.id, b?.id ?? 0));
    expect(row?.removedAt).toBeInstanceOf(Date);
    const gone = await api.json(me, 'DELETE', `${url}/${b?.id}`);
    expect(gone.status).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, `member:${me.id}`), eq(auditLog.action, 'member.bank_account_remove')));
    expect(audit).toHaveLength(1);
    const profile = await api.json(me, 'GET', '/wps/member/profile');
    expect((profile.value as { bankAccountCount: number }).bankAccountCount).toBe(1);
  });
});
