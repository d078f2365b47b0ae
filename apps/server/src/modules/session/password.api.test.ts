import type { LoginValue } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createAuthClient, makeMember as makeMemberIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let c: ReturnType<typeof createAuthClient>;
let ipCounter = 1;
const nextIp = () => `192.0.2.${ipCounter++}`;

beforeAll(async () => {
  t = await buildTestApp();
  c = createAuthClient(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const makeMember = (username: string, password: string | null, extra?: Parameters<typeof makeMemberIn>[3]) =>
  makeMemberIn(t.app, username, password, extra);

const en = { 'accept-language': 'en' };

describe('change password', () => {
  it('checks the old password, the rule and the confirmation; revokes every session; returns a fresh token', async () => {
    await makeMember('changer', 'First1234');
    const ip = nextIp();
    const a = await c.loginToken('changer', 'First1234', ip);
    const b = await c.loginToken('changer', 'First1234', ip);
    const change = (body: object, token = a.token) =>
      c.enc('POST', '/wps/member/password', body, {
        headers: { ...c.bearer(token), ...en },
        remoteAddress: ip,
      });

    const plain = await c.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: c.bearer(a.token),
      payload: { newPassword: 'x', confirmNewPassword: 'x' },
    });
    expect(plain.body.code).toBe('error_encryption_required');
    const short = await change({ oldPassword: 'First1234', newPassword: 'a1', confirmNewPassword: 'a1' });
    expect([short.status, short.body.code, short.body.value]).toEqual([
      400,
      'error_field_invalid',
      { fields: { newPassword: '6 - 20 characters' } },
    ]);
    const mismatch = await change({
      oldPassword: 'First1234',
      newPassword: 'Second123',
      confirmNewPassword: 'Second124',
    });
    expect(mismatch.body.value).toEqual({ fields: { confirmNewPassword: 'The two entries do not match' } });
    const missingOld = await change({ newPassword: 'Second123', confirmNewPassword: 'Second123' });
    expect(missingOld.body.value).toEqual({ fields: { oldPassword: 'This is required' } });
    const wrongOld = await change({
      oldPassword: 'Nope12345',
      newPassword: 'Second123',
      confirmNewPassword: 'Second123',
    });
    expect([wrongOld.status, wrongOld.body.code]).toEqual([400, 'error_old_password']);

    const ok = await change({
      oldPassword: 'First1234',
      newPassword: 'Second123',
      confirmNewPassword: 'Second123',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const fresh = ok.body.value as { token: string };
    for (const old of [a.token, b.token]) {
      expect((await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(old) })).status).toBe(
        401,
      );
    }
    expect(
      (await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(fresh.token) })).status,
    ).toBe(200);
    expect((await c.login('changer', 'First1234', {}, { remoteAddress: ip })).status).toBe(401);
    const captcha = await t.app.services.session.human.createCaptcha();
    const relogin = await c.login(
      'changer',
      'Second123',
      { captchaKey: captcha.captchaKey, captcha: captcha.answer },
      { remoteAddress: ip },
    );
    expect(relogin.status).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.password_change'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('Second123');
  });

  it('clears the flag of a forced change; a member without a password needs no old one', async () => {
    const resetIp = nextIp();
    const flagged = await c.loginToken('demoreset', 'Reset1234', resetIp);
    expect(flagged.mustChangePassword).toBe(true);
    const ok = await c.enc(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Reset1234', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      { headers: c.bearer(flagged.token) },
    );
    expect(ok.status).toBe(200);
    const again = await c.login('demoreset', 'Better123', {}, { remoteAddress: resetIp });
    expect(again.body.value).toMatchObject({ mustChangePassword: false });

    await makeMember('nopass', null, { mobileCountryCode: '63', mobile: '9173330001' });
    const ip = nextIp();
    await c.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        countryDialingCode: '63',
        mobileNo: '9173330001',
        altcha: await c.altcha(),
        purpose: 'login',
      },
      remoteAddress: ip,
    });
    const code = (await c.lastSms('+639173330001'))?.code;
    const login = await c.enc(
      'POST',
      '/wps/session/login',
      { type: 'sms', countryDialingCode: '63', mobileNum: '9173330001', verificationCode: code },
      { remoteAddress: ip },
    );
    const value = login.body.value as unknown as LoginValue;
    expect(value.userInfo.hasPassword).toBe(false);
    const set = await c.enc(
      'POST',
      '/wps/member/password',
      { newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { headers: c.bearer(value.token) },
    );
    expect(set.status).toBe(200);
    expect((set.body.value as { userInfo: { hasPassword: boolean } }).userInfo.hasPassword).toBe(true);
  });
});

describe('forgot password by e-mail', () => {
  it('e-mails a one-time link (form post) and the token resets the password and the sessions', async () => {
    const ip = nextIp();
    const before = await c.loginToken('demoplayer', 'Demo1234', '10.9.0.1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demoplayer&email=DemoPlayer%40swerte.example',
      remoteAddress: ip,
    });
    expect(res.json()).toEqual({
      success: true,
      code: 'password_sent',
      message: 'Naipadala na ang password. Pakitingnan.',
      value: null,
    });
    const mail = await c.lastEmail('demoplayer@swerte.example');
    const link = /(http\S+\/forget\?resetToken=(\S+))/.exec(mail?.body ?? '');
    expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/forget\?resetToken=/);
    const resetToken = decodeURIComponent(link?.[2] ?? '');
    const mismatch = await c.enc('POST', '/wps/member/password/reset', {
      resetToken,
      newPassword: 'Reset9876',
      confirmNewPassword: 'Reset9875',
    });
    expect(mismatch.body.code).toBe('error_field_invalid');
    const ok = await c.enc('POST', '/wps/member/password/reset', {
      resetToken,
      newPassword: 'Reset9876',
      confirmNewPassword: 'Reset9876',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const reuse = await c.enc('POST', '/wps/member/password/reset', {
      resetToken,
      newPassword: 'Reset9877',
      confirmNewPassword: 'Reset9877',
    });
    expect(reuse.body.code).toBe('error_verification_code');
    expect(
      (await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(before.token) })).status,
    ).toBe(401);
    expect((await c.login('demoplayer', 'Reset9876', {}, { remoteAddress: '10.9.0.1' })).status).toBe(200);
  });

  it('answers error_user_not_exist for a mismatch, accepts JSON, and throttles per address and per username', async () => {
    const ip = nextIp();
    const post = (payload: object, remoteAddress = ip) =>
      c.call({ method: 'POST', url: '/wps/member/password/email', payload, remoteAddress });
    const wrongMail = await post({ username: 'demoagent', email: 'someone@else.example' });
    const noUser = await post({ username: 'ghost', email: 'demoagent@swerte.example' });
    expect([wrongMail.status, wrongMail.body.code]).toEqual([400, 'error_user_not_exist']);
    expect(noUser.body).toEqual(wrongMail.body);
    const codes: string[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post({ username: `ghost${i}`, email: 'x@y.example' })).body.code);
    expect(codes.slice(0, 3)).toEqual(Array(3).fill('error_user_not_exist'));
    expect(codes[3]).toBe('error_too_many_requests');
    const perUser: number[] = [];
    for (let i = 0; i < 4; i++)
      perUser.push((await post({ username: 'demoagent', email: 'x@y.example' }, nextIp())).status);
    expect(perUser).toEqual([400, 400, 429, 429]);
  });
});

describe('forgot password by phone', () => {
  it('resets with the SMS code when CHNGPASSVERIF3 is on', async () => {
    await makeMember('phonereset', 'Phone1234', { mobileCountryCode: '63', mobile: '9174440001' });
    const ip = nextIp();
    const session = await c.loginToken('phonereset', 'Phone1234', ip);
    await c.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        countryDialingCode: '63',
        mobileNo: '9174440001',
        altcha: await c.altcha(),
        purpose: 'resetPassword',
      },
      remoteAddress: ip,
    });
    const code = (await c.lastSms('+639174440001'))?.code ?? '';
    const body = {
      countryDialingCode: '63',
      mobileNum: ' 9174440001 ',
      verificationCode: code,
      newPassword: 'ByPhone123',
    };
    const badMobile = await c.enc(
      'POST',
      '/wps/member/password/verification',
      { ...body, mobileNum: '12345' },
      { headers: en },
    );
    expect(badMobile.body.value).toEqual({ fields: { mobileNum: 'The mobile number is not valid' } });
    const badCode = await c.enc('POST', '/wps/member/password/verification', {
      ...body,
      verificationCode: '000000',
    });
    expect(badCode.body.code).toBe('error_verification_code');
    const ok = await c.enc('POST', '/wps/member/password/verification', body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(
      (await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(session.token) })).status,
    ).toBe(401);
    expect((await c.login('phonereset', 'ByPhone123', {}, { remoteAddress: ip })).status).toBe(200);

    const wl = await t.app.services.system.getWhitelabel();
    await t.app.services.system.setSetting('whitelabel', { ...wl, CHNGPASSVERIF3: '0' }, { actor: 'test' });
    const off = await c.enc('POST', '/wps/member/password/verification', body);
    expect([off.status, off.body.code]).toEqual([403, 'error_feature_disabled']);
    await t.app.services.system.setSetting('whitelabel', wl, { actor: 'test' });
  });
});
