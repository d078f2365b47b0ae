import type { LoginValue, MemberInfo } from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
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
    expect(value.userInfo).toMatchObject({ isAgent: 0, toUpline: true, hasPassword: true, email: 'ne***@example.com' });
    const info = await c.call({ method: 'GET', url: '/wps/member/info', headers: c.bearer(value.token) });
    expect((info.body.value as unknown as MemberInfo).username).toBe(value.userInfo.username);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, value.userInfo.id));
    const [agent] = await t.database.db.select().from(members).where(eq(members.username, 'demoagent'));
    expect(row?.uplineId).toBe(agent?.id);
    expect(row?.email).toBe('new.player@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

export { sql };
