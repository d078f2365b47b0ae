import type { JurisdictionInput, LoginValue, MemberInfo } from '@swerte/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.js';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let c: ReturnType<typeof createAuthClient>;
let ipCounter = 10;
/** Each registration from its own address, so per-number and per-address code limits do not interfere. */
const nextIp = () => `198.51.100.${ipCounter++}`;
const by = { actor: 'test' };

beforeAll(async () => {
  t = await buildTestApp();
  c = createAuthClient(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function setFlags(flags: Record<string, '0' | '1'>) {
  const current = await t.app.services.system.getWhitelabel();
  await t.app.services.system.setSetting('whitelabel', { ...current, ...flags }, by);
}

async function setRule(field: string, change: Record<string, unknown>) {
  const rules = await t.app.services.system.getRegisterSettings();
  await t.app.services.system.setSetting(
    'register',
    { ...rules, [field]: { ...rules[field as keyof typeof rules], ...change } },
    by,
  );
}

let mobileCounter = 1000;
const nextMobile = () => `917555${String(mobileCounter++).padStart(4, '0')}`;

async function smsCode(national: string, remoteAddress: string): Promise<string> {
  const res = await c.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '63', mobileNo: national, altcha: await c.altcha() },
    remoteAddress,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.value).toEqual({ expiredMinutes: 5 });
  return (await c.lastSms(`+63${national}`))?.code ?? '';
}

async function registerUsername(extra: Record<string, unknown> = {}, remoteAddress = nextIp()) {
  const mobile = nextMobile();
  const code = await smsCode(mobile, remoteAddress);
  const suffix = mobile.slice(-6);
  return c.enc(
    'PUT',
    '/wps/member/register',
    {
      username: `player${suffix}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      termsAccepted: true,
      altcha: await c.altcha(),
      ...extra,
    },
    { remoteAddress, headers: { 'accept-language': 'en' } },
  );
}

describe('registration by username', () => {
  beforeEach(async () => {
    await setFlags({ USERNAMEREG3: '1', MOBILENUMREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' });
  });

  it('registers, logs in and returns member info', async () => {
    const res = await registerUsername({ affiliateCode: 'SWERTE88', email: 'New.Player@Example.com' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = res.body.value as unknown as LoginValue;
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.firstTimeLogin).toBe(true);
    expect(value.userInfo).toMatchObject({
      isAgent: 0,
      toUpline: true,
      hasPassword: true,
      email: 'ne***@example.com',
    });
    const info = await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(value.token) });
    expect((info.body.value as unknown as MemberInfo).username).toBe(value.userInfo.username);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, value.userInfo.id));
    const [agent] = await t.database.db.select().from(members).where(eq(members.username, 'demoagent'));
    expect(row?.uplineId).toBe(agent?.id);
    expect(row?.email).toBe('new.player@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('lets a newcomer to the demo register by username alone: no mobile number, no SMS code', async () => {
    const res = await c.enc(
      'PUT',
      '/wps/member/register',
      {
        username: 'newcomer01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        altcha: await c.altcha(),
      },
      { remoteAddress: nextIp(), headers: { 'accept-language': 'en' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.value as unknown as LoginValue).userInfo.username).toBe('newcomer01');
  });

  it('reports every broken field with its message, min/max substituted and collapsed, in the request language', async () => {
    await setRule('qqNum', {
      enabled: true,
      required: false,
      minLength: 6,
      maxLength: 6,
      acceptedPattern: '^\\d+$',
      patternId: 8,
    });
    const res = await registerUsername({
      username: 'ab',
      password: 'Secret123',
      confirmPassword: 'Secret124',
      qqNum: '12a',
      email: 'not-an-email',
      termsAccepted: false,
    });
    expect([res.status, res.body.code]).toEqual([400, 'error_field_invalid']);
    expect(res.body.value).toEqual({
      fields: {
        username: '6 - 16 letters or digits',
        confirmPassword: 'The two entries do not match',
        qqNum: 'QQ number: 6 digits',
        email: 'Enter a valid e-mail address',
        termsAccepted: 'not empty?',
      },
    });
    // An operator who asks every new member for a mobile number.
    await setRule('mobileNum', { required: true });
    const ty = await c.enc('PUT', '/wps/member/register', {
      username: 'ab',
      termsAccepted: true,
      altcha: 'x',
    });
    expect((ty.body.value as { fields: Record<string, string> }).fields).toMatchObject({
      username: '6 - 16 na titik o numero',
      password: 'Kailangan ito',
      mobileNum: 'Kailangan ito',
    });
    await setRule('qqNum', { enabled: false, required: false });
    await setRule('mobileNum', { required: false });
  });

  it('checks mobile numbers per country and requires the SMS code when REGMOBVERF3 is on', async () => {
    const bad = await c.enc(
      'PUT',
      '/wps/member/register',
      {
        username: 'mobilebad1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '1234567890',
        countryDialingCode: '63',
        termsAccepted: true,
        altcha: 'x',
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(bad.body.value).toEqual({
      fields: { mobileNum: 'The mobile number is not valid', verificationCode: 'This is required' },
    });
    const wrongCode = await registerUsername({ verificationCode: '000000' });
    expect([wrongCode.status, wrongCode.body.code]).toEqual([400, 'error_verification_code']);
  });

  it('refuses an invalid affiliate or referral code with invitation_code_error; GET /wps/agent/affiliate checks one', async () => {
    const res = await registerUsername({ affiliateCode: 'NOPE123' });
    expect([res.status, res.body.code]).toEqual([400, 'invitation_code_error']);
    const referral = await registerUsername({ referralCode: 'NOPE123' });
    expect(referral.body.code).toBe('invitation_code_error');
    const good = await c.call({
      method: 'GET',
      url: '/wps/agent/affiliate?code=swerte88&domain=www.swerte.example',
    });
    expect(good.body.value).toEqual({ code: 'SWERTE88', agentName: 'Demo Agent' });
    const badCheck = await c.call({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE' });
    expect([badCheck.status, badCheck.body.code]).toEqual([400, 'invitation_code_error']);
  });

  it('refuses duplicates: username (any case), mobile and e-mail, with 409', async () => {
    const first = await registerUsername({ username: 'dupuser01', email: 'dup@example.com' });
    expect(first.status).toBe(200);
    expect((await registerUsername({ username: 'DUPUSER01' })).body.code).toBe('error_username_taken');
    expect((await registerUsername({ email: 'DUP@example.com' })).body.code).toBe('error_email_taken');
    const mobileTaken = await c.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: '09171234567', altcha: await c.altcha() },
    });
    expect([mobileTaken.status, mobileTaken.body.code]).toEqual([409, 'error_mobile_taken']);
  });

  it('two concurrent registrations of one username: one 200, one 409, no half-created member', async () => {
    const [a, b] = await Promise.all([
      registerUsername({ username: 'racer0001' }),
      registerUsername({ username: 'racer0001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain('error_username_taken');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(members)
      .where(eq(members.username, 'racer0001'));
    expect(row?.n).toBe(1);
  });

  it('asks for the captcha when the operator enables it', async () => {
    await setRule('captcha', {
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 4,
      acceptedPattern: '*',
      patternId: 17,
    });
    const without = await registerUsername();
    expect([without.status, without.body.code]).toEqual([400, 'error_captcha']);
    const captcha = await t.app.services.session.human.createCaptcha();
    const withCaptcha = await registerUsername({ captchaKey: captcha.captchaKey, captcha: captcha.answer });
    expect(withCaptcha.status, JSON.stringify(withCaptcha.body)).toBe(200);
    await setRule('captcha', { enabled: false, required: false });
  });

  it('registers without login when login:false', async () => {
    const res = await registerUsername({ login: false });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ token: '' });
  });

  it('is refused when USERNAMEREG3 is off', async () => {
    await setFlags({ USERNAMEREG3: '0' });
    const res = await c.enc('PUT', '/wps/member/register', { termsAccepted: true, altcha: 'x' });
    expect([res.status, res.body.code]).toEqual([403, 'error_feature_disabled']);
  });
});

describe('registration by mobile number', () => {
  beforeEach(async () => {
    await setFlags({ USERNAMEREG3: '1', MOBILENUMREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' });
  });

  async function registerMobile(extra: Record<string, unknown> = {}, withCode = true) {
    const ip = nextIp();
    const mobile = nextMobile();
    const code = withCode ? await smsCode(mobile, ip) : undefined;
    return {
      mobile,
      res: await c.enc(
        'PUT',
        '/wps/member/register/mobile',
        {
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: code,
          termsAccepted: true,
          altcha: await c.altcha(),
          ...extra,
        },
        { remoteAddress: ip, headers: { 'accept-language': 'en' } },
      ),
    };
  }

  it('with MOBILENUMPASSREG3 on asks for a password; with it off registers a password-less member', async () => {
    const needs = await registerMobile();
    expect(needs.res.body.value).toEqual({
      fields: { password: 'This is required', confirmPassword: 'This is required' },
    });
    const withPassword = await registerMobile({ password: 'Mobile123', confirmPassword: 'Mobile123' });
    expect(withPassword.res.status, JSON.stringify(withPassword.res.body)).toBe(200);
    expect((withPassword.res.body.value as unknown as LoginValue).userInfo).toMatchObject({
      username: `m${withPassword.mobile}`,
      hasPassword: true,
    });
    await setFlags({ MOBILENUMPASSREG3: '0' });
    const without = await registerMobile();
    expect(without.res.status).toBe(200);
    expect((without.res.body.value as unknown as LoginValue).userInfo.hasPassword).toBe(false);
  });

  it('the SMS code is single use; REGMOBVERF3 off needs no code and refuses registration SMS', async () => {
    await setFlags({ MOBILENUMPASSREG3: '0' });
    const ip = nextIp();
    const mobile = nextMobile();
    const code = await smsCode(mobile, ip);
    const body = { mobileNum: mobile, countryDialingCode: '63', verificationCode: code, termsAccepted: true };
    expect(
      (await c.enc('PUT', '/wps/member/register/mobile', { ...body, altcha: await c.altcha() })).status,
    ).toBe(200);
    const again = await c.enc('PUT', '/wps/member/register/mobile', { ...body, altcha: await c.altcha() });
    expect(again.body.code).toBe('error_mobile_taken');
    await setFlags({ REGMOBVERF3: '0' });
    const noCode = await registerMobile({}, false);
    expect(noCode.res.status).toBe(200);
    const sms = await c.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: nextMobile(), altcha: await c.altcha() },
    });
    expect([sms.status, sms.body.code]).toEqual([403, 'error_feature_disabled']);
  });

  it('is refused when MOBILENUMREG3 is off', async () => {
    await setFlags({ MOBILENUMREG3: '0' });
    const res = await c.enc('PUT', '/wps/member/register/mobile', { termsAccepted: true, altcha: 'x' });
    expect(res.body.code).toBe('error_feature_disabled');
  });
});

describe('registration under the jurisdiction rules and with limits (issue 15)', () => {
  beforeEach(async () => {
    await setFlags({ USERNAMEREG3: '1', MOBILENUMREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' });
  });
  const acting = { operatorId: 1, ip: '127.0.0.1' };
  /** Changes a jurisdiction (the default, the Philippines', unless named). */
  async function setRules(change: Partial<JurisdictionInput>, code = 'PH') {
    const { admin } = t.app.services.protection;
    const { code: _code, ...current } = (await admin.jurisdictions()).find((j) => j.code === code) ?? {
      ...(await admin.jurisdictions()).find((j) => j.isDefault)!,
      isDefault: false,
      countries: [],
    };
    return admin.setJurisdiction(code, { ...current, ...change }, acting);
  }
  /** A date `years` years before today's UTC date, moved by `days`. */
  const bornYearsAgo = (years: number, days = 0) => {
    const at = new Date();
    at.setUTCFullYear(at.getUTCFullYear() - years);
    at.setUTCDate(at.getUTCDate() + days);
    return at.toISOString().slice(0, 10);
  };

  it('asks for the date of birth when the settings do, refusing a bad date and anyone under age', async () => {
    await setRules({ askDateOfBirth: true, minimumAge: 18 });
    try {
      const missing = await registerUsername();
      expect(missing.body.code).toBe('error_field_invalid');
      expect(JSON.stringify(missing.body)).toContain('dateOfBirth');
      const impossible = await registerUsername({ dateOfBirth: '2001-02-30' });
      expect(JSON.stringify(impossible.body)).toMatch(/dateOfBirth.*The date of birth is not valid/);

      const young = await registerUsername({ dateOfBirth: bornYearsAgo(18, 2) });
      expect([young.status, young.body.code, young.body.message]).toEqual([
        403,
        'error_register_underage',
        'You must be 18 or older to register and play.',
      ]);
      const [before] = await t.database.db.select({ n: count() }).from(members);

      const adult = await registerUsername({ dateOfBirth: bornYearsAgo(18, -1) });
      expect(adult.status, JSON.stringify(adult.body)).toBe(200);
      const id = (adult.body.value as LoginValue).userInfo.id;
      const [row] = await t.database.db
        .select()
        .from(members)
        .where(eq(members.id, Number(id)));
      expect(row?.dateOfBirth).toBe(bornYearsAgo(18, -1));
      const [after] = await t.database.db.select({ n: count() }).from(members);
      expect(after!.n).toBe(before!.n + 1);

      // An operator who sets 21 raises the bar, and the site's permission shows the same age.
      await setRules({ minimumAge: 21 });
      const twenty = await registerUsername({ dateOfBirth: bornYearsAgo(20) });
      expect([twenty.body.code, twenty.body.message]).toEqual([
        'error_register_underage',
        'You must be 21 or older to register and play.',
      ]);
      const permission = await t.app.inject({ method: 'GET', url: '/wps/system/permission' });
      expect(
        permission.json<{ value: { info: { site: { minimumAge: number } } } }>().value.info.site.minimumAge,
      ).toBe(21);
    } finally {
      await setRules({ askDateOfBirth: false, minimumAge: 18 });
    }
  });

  it('takes limits set while registering, in force at once', async () => {
    const res = await registerUsername({
      limits: [
        { kind: 'deposit', period: 'weekly', amount: '2000' },
        { kind: 'session', period: 'daily', minutes: 120 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = Number((res.body.value as LoginValue).userInfo.id);
    const status = await t.app.services.protection.protection.status(id);
    expect(status.limits.map((l) => [l.kind, l.period, l.amount ?? l.minutes, l.pending])).toEqual([
      ['deposit', 'weekly', '2000.00', null],
      ['session', 'daily', 120, null],
    ]);
    // The same kind and period twice is a bad request, and nobody is registered.
    const twice = await registerUsername({
      limits: [
        { kind: 'loss', period: 'daily', amount: '10' },
        { kind: 'loss', period: 'daily', amount: '20' },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it("follows the jurisdiction of the registration's country: its age, mandatory limit and reality check", async () => {
    // The Philippines move to a stricter jurisdiction; the default keeps serving every other country.
    await setRules({ countries: [] });
    await setRules(
      {
        nameTy: 'Mahigpit',
        nameEn: 'Strict',
        countries: ['PH'],
        minimumAge: 21,
        askDateOfBirth: true,
        mandatoryLimits: true,
        realityCheckMinutes: 30,
        coolingOffHours: 48,
        licence: 'Strict Gaming Authority 7',
      },
      'STRICT',
    );
    try {
      const jurisdictions = await t.app.services.protection.admin.jurisdictions();
      expect(jurisdictions.find((j) => j.code === 'STRICT')).toMatchObject({ countries: ['PH'], isDefault: false });
      // A visitor whose country is unknown reads the default's rules.
      const info = await t.app.inject({ method: 'GET', url: '/wps/system/protection' });
      expect(info.json<{ value: unknown }>().value).toMatchObject({ code: 'PH', minimumAge: 18 });

      const twenty = await registerUsername({ dateOfBirth: bornYearsAgo(20) });
      expect(twenty.body.code).toBe('error_register_underage');
      const noLimit = await registerUsername({ dateOfBirth: bornYearsAgo(30) });
      expect([noLimit.status, noLimit.body.code, noLimit.body.message]).toEqual([
        400,
        'error_register_limit_required',
        'A deposit limit is required to register here.',
      ]);
      const [before] = await t.database.db.select({ n: count() }).from(members);
      const limited = await registerUsername({
        dateOfBirth: bornYearsAgo(30),
        limits: [{ kind: 'deposit', period: 'daily', amount: '500' }],
      });
      expect(limited.status, JSON.stringify(limited.body)).toBe(200);
      const [after] = await t.database.db.select({ n: count() }).from(members);
      expect(after!.n).toBe(before!.n + 1);
      const id = Number((limited.body.value as LoginValue).userInfo.id);
      const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
      expect(row?.jurisdiction).toBe('STRICT');
      expect(await t.app.services.protection.protection.status(id)).toMatchObject({
        jurisdiction: 'STRICT',
        realityCheckMinutes: 30,
        coolingOffHours: 48,
      });
      // Raising the limit waits the jurisdiction's 48 hours.
      const raised = await t.app.services.protection.protection.setLimit(
        id,
        { kind: 'deposit', period: 'daily', amount: '900' },
        '127.0.0.1',
      );
      const pendingAt = Date.parse(raised.limits[0]!.pending!.effectiveAt);
      expect(pendingAt - Date.now()).toBeGreaterThan(47 * 3_600_000);

      // One country, one jurisdiction; and the default cannot stop being one by itself.
      await expect(setRules({ countries: ['PH'] })).rejects.toMatchObject({
        code: 'error_jurisdiction_country_taken',
      });
      await expect(setRules({ isDefault: false })).rejects.toMatchObject({ code: 'error_jurisdiction_default' });
    } finally {
      await setRules({ countries: [] }, 'STRICT');
      await setRules({ countries: ['PH'] });
    }
  });
});
