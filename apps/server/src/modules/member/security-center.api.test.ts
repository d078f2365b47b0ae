import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../db/schema.js';
import { memberCalls, memberSession } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `sc${Date.now().toString(36)}${n++}`, options);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

async function lastAudit(memberId: number, action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor, `member:${memberId}`), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

describe('guards', () => {
  it('refuses anonymous callers and trial accounts on every securityCenter call', async () => {
    const trial = await fresh({ isAgent: 4 });
    const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string][] = [
      ['GET', '/wps/member/profile'],
      ['PUT', '/wps/member/profile'],
      ['GET', '/wps/member/bankAccounts'],
      ['GET', '/wps/member/banks'],
      ['POST', '/wps/member/security/mobile/code'],
      ['POST', '/wps/member/security/email/code'],
      ['DELETE', '/wps/member/bankAccounts/1'],
    ];
    for (const [method, url] of calls) {
      const anonymous = await api.json(null, method, url, method === 'GET' ? undefined : {});
      expect([anonymous.status, anonymous.code], url).toEqual([401, 'error_not_logged_in']);
      const asTrial = await api.json(trial, method, url, method === 'GET' ? undefined : {});
      expect([asTrial.status, asTrial.code], url).toEqual([403, 'in_need_true_account']);
    }
  });
});

describe('profile', () => {
  it('reads masked personal data and updates contact fields by the field rules', async () => {
    const me = await fresh({ mobileCountryCode: '63', mobile: '9175550001', email: 'pf@swerte.example' });
    const read = await api.json(me, 'GET', '/wps/member/profile');
    expect(read.status).toBe(200);
    expect(read.value).toMatchObject({
      mobileNum: '+63 917****001',
      email: 'pf***@swerte.example',
      payeeName: null,
      hasPassword: true,
      hasPaymentPassword: false,
      bankAccountCount: 0,
    });

    const bad = await api.json(me, 'PUT', '/wps/member/profile', { whatsapp: 'abc', qqNum: '12' });
    expect([bad.status, bad.code]).toEqual([400, 'error_field_invalid']);
    expect(Object.keys((bad.value as { fields: object }).fields).sort()).toEqual(['qqNum', 'whatsapp']);

    const ok = await api.json(me, 'PUT', '/wps/member/profile', {
      nickname: 'Lucky Star',
      payeeName: '  Juan   Dela Cruz ',
      whatsapp: '639175550001',
      line: 'juan.dc',
      idNumber: 'ABC-12345678',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.value).toMatchObject({
      nickname: 'Lucky Star',
      payeeName: 'Juan Dela Cruz',
      whatsapp: '639175550001',
      line: 'juan.dc',
      idNumber: '********5678',
    });
    const audit = await lastAudit(me.id, 'member.profile_update');
    expect(audit?.after).toMatchObject({ payeeName: 'Juan Dela Cruz', idNumber: '********5678' });

    const cleared = await api.json(me, 'PUT', '/wps/member/profile', { line: '' });
    expect((cleared.value as { line: unknown }).line).toBeNull();
    // The same value again is no change; a different one is refused.
    const same = await api.json(me, 'PUT', '/wps/member/profile', { payeeName: 'Juan Dela Cruz' });
    expect(same.status).toBe(200);
    for (const body of [{ payeeName: 'Pedro Penduko' }, { payeeName: '' }, { idNumber: 'XYZ-1' }]) {
      const locked = await api.json(me, 'PUT', '/wps/member/profile', body);
      expect([locked.status, locked.code]).toEqual([409, 'error_profile_field_locked']);
    }
  });

  it('applies the operator rule when the registration field is on', async () => {
    const settings = await t.app.services.system.getSettings();
    await t.app.services.system.setSetting(
      'register',
      {
        ...settings.register,
        line: {
          enabled: true,
          required: true,
          minLength: 4,
          maxLength: 8,
          acceptedPattern: '[a-z]+',
          patternId: 9,
        },
      },
      { actor: 'test' },
    );
    try {
      const me = await fresh();
      const pattern = await api.json(me, 'PUT', '/wps/member/profile', { line: 'ABCDE' });
      expect(pattern.value).toEqual({ fields: { line: 'LINE ID: 4 - 8 characters' } });
      expect((await api.json(me, 'PUT', '/wps/member/profile', { line: 'abcde' })).status).toBe(200);
      const required = await api.json(me, 'PUT', '/wps/member/profile', { line: '' });
      expect(required.value).toEqual({ fields: { line: 'This is required' } });
    } finally {
      await t.app.services.system.setSetting('register', settings.register, { actor: 'test' });
    }
  });
});

describe('payment password', () => {
  const url = '/wps/member/paymentPassword';

  it('is set with the login password, changed with the old one, and must be 6 digits', async () => {
    const me = await fresh({ password: 'Login1234' });
    const plain = await api.json(me, 'POST', url, { newPaymentPassword: '123456' });
    expect(plain.code).toBe('error_encryption_required');
    const short = await api.enc(me, 'POST', url, {
      password: 'Login1234',
      newPaymentPassword: '12345',
      confirmPaymentPassword: '12345',
    });
    expect(short.value).toEqual({ fields: { newPaymentPassword: 'Payment password: 6 digits' } });
    const mismatch = await api.enc(me, 'POST', url, {
      password: 'Login1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123457',
    });
    expect(mismatch.value).toEqual({ fields: { confirmPaymentPassword: 'The two entries do not match' } });
    const noLogin = await api.enc(me, 'POST', url, {
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(noLogin.value).toEqual({ fields: { password: 'This is required' } });
    const wrongLogin = await api.enc(me, 'POST', url, {
      password: 'Wrong1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect([wrongLogin.status, wrongLogin.code]).toEqual([400, 'error_old_password']);
    const set = await api.enc(me, 'POST', url, {
      password: 'Login1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await lastAudit(me.id, 'member.payment_password_set')).not.toBeNull();
    const [row] = await t.database.db.select().from(members).where(eq(members.id, me.id));
    expect(row?.paymentPasswordHash).toMatch(/^\$argon2id\$/);

    const noOld = await api.enc(me, 'POST', url, {
      password: 'Login1234',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(noOld.value).toEqual({ fields: { oldPaymentPassword: 'This is required' } });
    const wrongOld = await api.enc(me, 'POST', url, {
      oldPaymentPassword: '000000',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect([wrongOld.status, wrongOld.code]).toEqual([400, 'error_payment_password']);
    const changed = await api.enc(me, 'POST', url, {
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.status).toBe(200);
    expect(await lastAudit(me.id, 'member.payment_password_change')).not.toBeNull();
    const profile = await api.json(me, 'GET', '/wps/member/profile');
    expect((profile.value as { hasPaymentPassword: boolean }).hasPaymentPassword).toBe(true);
  });

  it('needs a login password first on accounts made without one', async () => {
    const me = await fresh({ password: null });
    const res = await api.enc(me, 'POST', url, {
      password: 'x',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect([res.status, res.code]).toEqual([400, 'error_login_password_not_set']);
  });

  it('locks after five wrong entries in 15 minutes, even for the right one', async () => {
    const me = await fresh({ paymentPassword: '112233' });
    const attempt = (old: string) =>
      api.enc(me, 'POST', url, {
        oldPaymentPassword: old,
        newPaymentPassword: '445566',
        confirmPaymentPassword: '445566',
      });
    for (let i = 1; i <= 4; i++) expect((await attempt('999999')).code).toBe('error_payment_password');
    const fifth = await attempt('999999');
    expect([fifth.status, fifth.code]).toEqual([429, 'error_payment_password_locked']);
    expect((fifth.value as { retryAfter: number }).retryAfter).toBeGreaterThan(800);
    const right = await attempt('112233');
    expect([right.status, right.code]).toEqual([429, 'error_payment_password_locked']);
    expect(await lastAudit(me.id, 'member.payment_password_failed')).toMatchObject({
      after: { failures: 5 },
    });
  });
});

describe('bind mobile and e-mail', () => {
  it('binds a new mobile number with the code sent to it, and refuses one that is taken', async () => {
    const me = await fresh();
    const invalid = await api.json(me, 'POST', '/wps/member/security/mobile/code', {
      countryDialingCode: '63',
      mobileNum: '12345',
    });
    expect(invalid.value).toEqual({ fields: { mobileNum: 'The mobile number is not valid' } });
    const taken = await api.json(me, 'POST', '/wps/member/security/mobile/code', {
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
    expect([taken.status, taken.code]).toEqual([409, 'error_mobile_taken']);

    const sent = await api.json(me, 'POST', '/wps/member/security/mobile/code', {
      countryDialingCode: '63',
      mobileNum: '09175550101',
    });
    expect([sent.status, sent.value]).toEqual([200, { expiredMinutes: 5 }]);
    const code = (await api.client.lastSms('+639175550101'))?.code ?? '';
    const wrong = await api.enc(me, 'POST', '/wps/member/security/mobile', {
      countryDialingCode: '63',
      mobileNum: '09175550101',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.status, wrong.code]).toEqual([400, 'error_verification_code']);
    const bound = await api.enc(me, 'POST', '/wps/member/security/mobile', {
      countryDialingCode: '63',
      mobileNum: '09175550101',
      verificationCode: code,
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect((bound.value as { mobileNum: string }).mobileNum).toBe('+63 917****101');
    expect(await lastAudit(me.id, 'member.mobile_bind')).toMatchObject({
      before: null,
      after: '+63 917****101',
    });
    const again = await api.json(me, 'POST', '/wps/member/security/mobile/code', {
      countryDialingCode: '63',
      mobileNum: '9175550101',
    });
    expect([again.status, again.code]).toEqual([409, 'error_conflict']);
  });

  it('asks for the login password to replace a bound address, and throttles code requests', async () => {
    const me = await fresh({ email: 'old.addr@swerte.example' });
    const taken = await api.json(me, 'POST', '/wps/member/security/email/code', {
      email: 'demoplayer@swerte.example',
    });
    expect([taken.status, taken.code]).toEqual([409, 'error_email_taken']);
    const sent = await api.json(me, 'POST', '/wps/member/security/email/code', {
      email: 'New.Addr@swerte.example',
    });
    expect(sent.status).toBe(200);
    const resend = await api.json(me, 'POST', '/wps/member/security/email/code', {
      email: 'new.addr@swerte.example',
    });
    expect([resend.status, resend.code]).toEqual([429, 'error_too_many_requests']);
    const code = /\b(\d{6})\b/.exec((await api.client.lastEmail('new.addr@swerte.example'))?.body ?? '')?.[1];
    const body = { email: 'new.addr@swerte.example', verificationCode: code };
    const noPassword = await api.enc(me, 'POST', '/wps/member/security/email', body);
    expect(noPassword.value).toEqual({ fields: { password: 'This is required' } });
    const wrongPassword = await api.enc(me, 'POST', '/wps/member/security/email', {
      ...body,
      password: 'Nope1234',
    });
    expect(wrongPassword.code).toBe('error_old_password');
    const ok = await api.enc(me, 'POST', '/wps/member/security/email', { ...body, password: 'Login1234' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.value as { email: string }).email).toBe('ne***@swerte.example');
    const [row] = await t.database.db.select().from(members).where(eq(members.id, me.id));
    expect(row?.email).toBe('new.addr@swerte.example');
    const reused = await api.enc(me, 'POST', '/wps/member/security/email', {
      ...body,
      password: 'Login1234',
    });
    expect(reused.code).toBe('error_verification_code');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, `member:${me.id}`), like(auditLog.action, 'member.%')));
    expect(audits.map((a) => a.action)).toEqual(['member.rebind_failed', 'member.email_bind']);
  });
});
