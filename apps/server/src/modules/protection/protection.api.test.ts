import type { DepositMethod, Jurisdiction, PlaySession, ProtectionStatus } from '@swerte/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bets, deposits, members } from '../../db/schema.js';
import {
  mainBalance,
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let support: { authorization: string };
let bankMethod: DepositMethod;
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `rg${Date.now().toString(36)}${n++}`, options);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  support = await operatorHeaders(t.app, 'rgsupport', 'support');
  const me = await fresh();
  const methods = (await api.json(me, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
  bankMethod = methods.find((m) => m.kind === 'bank')!;
});
afterAll(async () => {
  await t.close();
});

const deposit = (who: MemberSession, amount: string) =>
  api.json(who, 'POST', '/wps/wallet/deposit/bank', { methodId: bankMethod.id, amount, reference: 'ref' });
const setLimit = (who: MemberSession, body: object) =>
  api.json(who, 'POST', '/wps/member/protection/limits', body);
const status = async (who: MemberSession) =>
  (await api.json(who, 'GET', '/wps/member/protection')).value as ProtectionStatus;
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      headers: { ...support, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: string; value: never }>() }));
const stake = (memberId: number, pesos: number, payout?: number) =>
  bet(t.app, memberId, {
    stake: BigInt(pesos * 100),
    ...(payout === undefined ? {} : { payout: BigInt(payout * 100) }),
  });
const usernameOf = async (id: number) =>
  (await t.database.db.select({ username: members.username }).from(members).where(eq(members.id, id)))[0]
    ?.username ?? '';
const refusal = (error: unknown) => ({
  code: (error as { code?: string }).code,
  params: (error as { value?: { params?: Record<string, string> } }).value?.params,
});

describe('deposit limits', () => {
  it('says the first-deposit offer is due until a deposit limit or a deposit, and not after a rejected one', async () => {
    const limited = await fresh();
    expect((await status(limited)).depositLimitOffer).toBe(true);
    expect((await setLimit(limited, { kind: 'deposit', period: 'weekly', amount: '900' })).status).toBe(200);
    expect((await status(limited)).depositLimitOffer).toBe(false);

    const depositor = await fresh();
    expect((await deposit(depositor, '100')).status).toBe(200);
    expect((await status(depositor)).depositLimitOffer).toBe(false);
    // A deposit that never arrived is no first deposit: the offer comes back.
    await t.database.db
      .update(deposits)
      .set({ status: 'rejected' })
      .where(eq(deposits.memberId, depositor.id));
    expect((await status(depositor)).depositLimitOffer).toBe(true);
    // Another kind of limit does not answer the offer.
    expect((await setLimit(depositor, { kind: 'loss', period: 'daily', amount: '50' })).status).toBe(200);
    expect((await status(depositor)).depositLimitOffer).toBe(true);
  });

  it('refuses the deposit that would pass the limit, naming it and when it resets', async () => {
    const me = await fresh();
    expect((await setLimit(me, { kind: 'deposit', period: 'daily', amount: '500' })).status).toBe(200);
    expect((await deposit(me, '300')).status).toBe(200);
    const refused = await deposit(me, '300');
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_deposit']);
    expect(refused.body.message).toMatch(
      /your daily deposit limit of 500\.00\. It resets at \d{4}-\d\d-\d\d 00:00/,
    );
    expect((await deposit(me, '200')).status).toBe(200);
    const [limit] = (await status(me)).limits;
    expect(limit).toMatchObject({ kind: 'deposit', period: 'daily', amount: '500.00', used: '500.00' });
  });

  it('of two parallel deposits that together pass the limit, refuses exactly one', async () => {
    const me = await fresh();
    await setLimit(me, { kind: 'deposit', period: 'weekly', amount: '500' });
    const answers = await Promise.all([deposit(me, '300'), deposit(me, '300'), deposit(me, '300')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(deposits)
      .where(eq(deposits.memberId, me.id));
    expect(row?.n).toBe(1);
  });
});

describe('limit changes', () => {
  it('lowers at once; raises and removes only after the cooling-off and a confirmation', async () => {
    const me = await fresh();
    await setLimit(me, { kind: 'wager', period: 'daily', amount: '100' });
    await setLimit(me, { kind: 'wager', period: 'daily', amount: '80' });
    expect((await status(me)).limits[0]).toMatchObject({ amount: '80.00', pending: null });

    const raised = (await setLimit(me, { kind: 'wager', period: 'daily', amount: '1000' }))
      .value as ProtectionStatus;
    expect(raised.limits[0]).toMatchObject({
      amount: '80.00',
      pending: { amount: '1000.00', removes: false, confirmable: false },
    });
    const early = await api.json(me, 'POST', '/wps/member/protection/limits/confirm', {
      kind: 'wager',
      period: 'daily',
    });
    expect([early.status, early.code]).toEqual([409, 'error_limit_cooling_off']);
    await expect(stake(me.id, 90)).rejects.toThrow('error_limit_wager');

    // The cooling-off (24 hours by default) has passed.
    await t.database.db.execute(
      sql`UPDATE protection_limits SET pending_at = now() - interval '1 minute' WHERE member_id = ${me.id}`,
    );
    const confirmed = await api.json(me, 'POST', '/wps/member/protection/limits/confirm', {
      kind: 'wager',
      period: 'daily',
    });
    expect((confirmed.value as ProtectionStatus).limits[0]).toMatchObject({
      amount: '1000.00',
      pending: null,
    });

    await setLimit(me, { kind: 'wager', period: 'daily', remove: true });
    expect((await status(me)).limits[0]?.pending).toMatchObject({ removes: true });
    await t.database.db.execute(
      sql`UPDATE protection_limits SET pending_at = now() - interval '1 minute' WHERE member_id = ${me.id}`,
    );
    await api.json(me, 'POST', '/wps/member/protection/limits/confirm', { kind: 'wager', period: 'daily' });
    expect((await status(me)).limits).toEqual([]);
    const audited = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.actor, `member:${me.id}`));
    expect(audited[0]?.n).toBeGreaterThanOrEqual(5);
  });
});

describe('stake limits (every stake path goes through the bets service)', () => {
  it('refuses a stake past the wager limit and leaves no bet and no money moved', async () => {
    const me = await fresh();
    await creditCash(t.app, me.id, 100_000n, `rg-credit:${me.id}`);
    await setLimit(me, { kind: 'wager', period: 'weekly', amount: '100' });
    await stake(me.id, 60);
    const error = await stake(me.id, 50).catch((e: unknown) => e);
    expect(refusal(error)).toMatchObject({
      code: 'error_limit_wager',
      params: { period: 'weekly', amount: '100.00' },
    });
    expect(await mainBalance(t.app, me)).toBe('940.00');
    const [row] = await t.database.db.select({ n: count() }).from(bets).where(eq(bets.memberId, me.id));
    expect(row?.n).toBe(1);
  });

  it('counts losses net of wins', async () => {
    const me = await fresh();
    await creditCash(t.app, me.id, 100_000n, `rg-credit:${me.id}`);
    await setLimit(me, { kind: 'loss', period: 'monthly', amount: '100' });
    // A stake counts as lost while its bet is open (what is at risk); a win brings the loss down.
    await stake(me.id, 50, 100); // won 50: net loss -50
    await stake(me.id, 80, 0); // net loss 30
    await stake(me.id, 60, 0); // net loss 90
    expect(refusal(await stake(me.id, 20).catch((e: unknown) => e)).code).toBe('error_limit_loss');
    await stake(me.id, 10);
    const loss = (await status(me)).limits[0];
    expect(loss).toMatchObject({ kind: 'loss', used: '100.00' });
  });

  it('refuses transfers into a vendor wallet during a time-out', async () => {
    const me = await fresh();
    await creditCash(t.app, me.id, 100_000n, `rg-credit:${me.id}`);
    await api.json(me, 'POST', '/wps/member/protection/timeout', { days: 1 });
    const vendors = (await api.json(me, 'GET', '/wps/relay/MCS_getMerchantWallet')).value as {
      list: { vassalage: string }[];
    } | null;
    const vassalage = vendors?.list[0]?.vassalage;
    if (vassalage) {
      const moved = await api.json(me, 'POST', '/wps/relay/GCS_walletTransfer', {
        vassalage,
        direction: 'in',
        amount: '10',
        transferId: `rg-${me.id}`,
      });
      expect(moved.code).toBe('error_timed_out');
    }
    expect(refusal(await stake(me.id, 1).catch((e: unknown) => e)).code).toBe('error_timed_out');
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out stops deposits and play but lets the member log in and withdraw', async () => {
    const me = await fresh({ password: 'Login1234' });
    const ok = await api.json(me, 'POST', '/wps/member/protection/timeout', { days: 7 });
    expect((ok.value as ProtectionStatus).block).toMatchObject({ kind: 'timeout', imposedBy: 'member' });
    const refused = await deposit(me, '200');
    expect([refused.status, refused.code]).toEqual([403, 'error_timed_out']);
    expect(refused.body.message).toMatch(/taking a break until \d{4}-/);
    const login = await api.client.login(await usernameOf(me.id), 'Login1234');
    expect(login.status).toBe(200);
    // A shorter break cannot replace it.
    const shorter = await api.json(me, 'POST', '/wps/member/protection/timeout', { days: 1 });
    expect(shorter.code).toBe('error_block_in_force');
  });

  it('self-exclusion logs out everywhere, refuses login but still lets the balance be withdrawn', async () => {
    const email = `rgx${Date.now().toString(36)}@example.com`;
    const me = await fresh({ paymentPassword: '135790', payeeName: 'Ana Reyes', email, idNumber: `ID${n}` });
    await creditCash(t.app, me.id, 100_000n, `rg-credit:${me.id}`);
    const added = await api.enc(me, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'GCASH',
      accountName: 'Ana Reyes',
      accountNumber: '09171234567',
      paymentPassword: '135790',
    });
    expect(added.status).toBe(200);
    const excluded = await api.json(me, 'POST', '/wps/member/protection/selfExclusion', {
      months: 6,
      confirm: true,
    });
    expect(excluded.status).toBe(200);
    expect((await api.json(me, 'GET', '/wps/member/protection')).status).toBe(401);

    const login = await api.client.login(await usernameOf(me.id), 'Login1234');
    expect([login.status, login.body.code]).toEqual([403, 'error_self_excluded']);
    const withdrawToken = (login.body.value as { withdrawToken?: string }).withdrawToken;
    expect(withdrawToken).toBeTruthy();
    const limited: MemberSession = {
      id: me.id,
      token: withdrawToken!,
      headers: { authorization: `Bearer ${withdrawToken}`, 'accept-language': 'en' },
    };
    expect((await deposit(limited, '200')).code).toBe('error_forbidden');
    expect(refusal(await stake(me.id, 1).catch((e: unknown) => e)).code).toBe('error_self_excluded');
    const out = await api.enc(limited, 'POST', '/wps/wallet/withdraw', {
      amount: '1000',
      paymentPassword: '135790',
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(await mainBalance(t.app, limited)).toBe('0.00');
    expect((await status(limited)).block).toMatchObject({ kind: 'self_exclusion' });
    expect((await api.json(limited, 'POST', '/wps/member/protection/return')).code).toBe(
      'error_exclusion_not_ended',
    );

    const register = await api.client.enc(
      'PUT',
      '/wps/member/register',
      {
        username: `rgnew${n++}x`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: `917${String(Date.now()).slice(-7)}`,
        countryDialingCode: '63',
        verificationCode: '123456',
        email,
        termsAccepted: true,
        altcha: await api.client.altcha(),
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(register.body.code).toBe('error_register_excluded');

    // An operator may lengthen it, never shorten it; both are in the history.
    const shorter = await admin('POST', `/wps/admin/protection/members/${me.id}/exclusion`, {
      months: 3,
      reason: 'x',
    });
    expect(shorter.code).toBe('error_exclusion_shorter');
    const longer = await admin('POST', `/wps/admin/protection/members/${me.id}/exclusion`, {
      months: 24,
      reason: 'Asked by phone',
    });
    expect(longer.status).toBe(200);
    const history = (longer.value as { history: { imposedBy: string; liftedAt: string | null }[] }).history;
    expect(history.map((h) => [h.imposedBy.split(':')[0], h.liftedAt === null])).toEqual([
      ['operator', true],
      ['member', false],
    ]);
  });

  it('lifts a self-exclusion only when it has ended, the player asked, and the cooling-off passed', async () => {
    const me = await fresh();
    await api.json(me, 'POST', '/wps/member/protection/selfExclusion', { months: 6, confirm: true });
    await t.database.db.execute(
      sql`UPDATE protection_blocks SET ends_at = now() - interval '1 day' WHERE member_id = ${me.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE member_protection SET block_until = now() - interval '1 day' WHERE member_id = ${me.id}`,
    );
    // Its period is over, yet it holds until the player asks to come back.
    expect(refusal(await stake(me.id, 1).catch((e: unknown) => e)).code).toBe('error_self_excluded');
    const token = await t.app.services.session.tokens.issue(t.database.db, me.id, 'withdraw', {
      ip: '127.0.0.1',
      userAgent: null,
    });
    const limited = { ...me, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } };
    const asked = (await api.json(limited, 'POST', '/wps/member/protection/return'))
      .value as ProtectionStatus;
    expect(asked.block?.returnAt).toBeTruthy();
    expect(refusal(await stake(me.id, 1).catch((e: unknown) => e)).code).toBe('error_self_excluded');
    await t.database.db.execute(
      sql`UPDATE member_protection SET return_at = now() - interval '1 minute' WHERE member_id = ${me.id}`,
    );
    await creditCash(t.app, me.id, 1_000n, `rg-credit:${me.id}`);
    await expect(stake(me.id, 1)).resolves.toBeTruthy();
  });
});

describe('reality check, activity and the back office', () => {
  it('keeps the interval, reports the session and the activity by day', async () => {
    const me = await fresh();
    await creditCash(t.app, me.id, 10_000n, `rg-credit:${me.id}`);
    await stake(me.id, 30, 45);
    const set = await api.json(me, 'POST', '/wps/member/protection/realityCheck', { minutes: 30 });
    expect((set.value as ProtectionStatus).realityCheckMinutes).toBe(30);
    const session = await api.json(me, 'GET', '/wps/member/protection/session');
    expect(session.value).toMatchObject({ net: '15.00', realityCheckMinutes: 30 });
    const days = (await api.json(me, 'GET', '/wps/member/protection/activity?by=day')).value as {
      stakes: string;
      net: string;
    }[];
    expect(days).toHaveLength(12);
    expect(days[0]).toMatchObject({ stakes: '30.00', net: '15.00' });
    // The recall: the session's last bets, newest first, at most ten.
    for (let i = 0; i < 11; i++) await stake(me.id, 1, i % 2 ? 2 : 0);
    await stake(me.id, 2);
    const recalled = (await api.json(me, 'GET', '/wps/member/protection/session')).value as PlaySession;
    expect(recalled.recent).toHaveLength(10);
    expect(recalled.recent[0]).toMatchObject({ stake: '2.00', net: null, status: 'open' });
    expect(recalled.recent.slice(1, 3).map((b) => [b.stake, b.net])).toEqual([
      ['1.00', '-1.00'],
      ['1.00', '1.00'],
    ]);
    expect(recalled.recent.map((b) => b.stake)).not.toContain('30.00');
  });

  it('lets operators read and set the jurisdictions and the report rule, audited, and shows them on help', async () => {
    const listed = await admin('GET', '/wps/admin/protection/jurisdictions');
    expect(listed.status, JSON.stringify(listed)).toBe(200);
    const [ph] = listed.value as Jurisdiction[];
    expect(ph).toMatchObject({ code: 'PH', isDefault: true, countries: ['PH'], coolingOffHours: 24, minimumAge: 18 });
    const { code: _code, ...current } = ph!;
    // Support reads; only an admin sets.
    const bySupport = await t.app.inject({
      method: 'PUT',
      url: '/wps/admin/protection/jurisdictions/PH',
      headers: support,
      payload: current,
    });
    expect(bySupport.statusCode).toBe(403);
    const adminHeaders = await operatorHeaders(t.app, 'rgadmin', 'admin');
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: adminHeaders, payload });
    const res = await put('/wps/admin/protection/jurisdictions/PH', {
      ...current,
      minimumAge: 21,
      licence: 'PAGCOR 2026-001',
      supportName: 'Gambling Help PH',
      supportPhone: '1800-000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/wps/system/protection' });
    expect(info.json<{ value: unknown }>().value).toMatchObject({
      code: 'PH',
      minimumAge: 21,
      licence: 'PAGCOR 2026-001',
      supportName: 'Gambling Help PH',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'protection.jurisdiction'))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    expect(audit?.after).toMatchObject({ code: 'PH', minimumAge: 21 });
    // Contacts are links on the help page: checked by the shared link parser, https only.
    for (const supportUrl of ['javascript:alert(1)', '/\\evil.example/', 'http://help.example', 'https:///x'])
      expect(
        (await put('/wps/admin/protection/jurisdictions/PH', { ...current, supportUrl })).statusCode,
        supportUrl,
      ).toBe(400);
    expect((await put('/wps/admin/protection/jurisdictions/ph-1', current)).statusCode).toBe(400);
    await put('/wps/admin/protection/jurisdictions/PH', current);

    // The report rule stays site-wide.
    const rule = (await admin('GET', '/wps/admin/protection/settings')).value as Record<string, unknown>;
    expect(rule).toEqual({ reportDays: 7, reportRisePercent: 50, reportMinLoss: '1000.00' });
    expect((await put('/wps/admin/protection/settings', { ...rule, reportDays: 14 })).statusCode).toBe(200);
    expect((await admin('GET', '/wps/admin/protection/settings')).value).toMatchObject({ reportDays: 14 });
    expect((await admin('GET', '/wps/admin/protection/report')).status).toBe(200);
    await put('/wps/admin/protection/settings', rule);
  });
});
