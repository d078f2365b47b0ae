import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, verificationCodes } from '../../db/schema.js';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let c: ReturnType<typeof createAuthClient>;
let n = 2000;
const nextMobile = () => `917666${String(n++).padStart(4, '0')}`;
let ipN = 1;
const nextIp = () => `100.64.0.${ipN++}`;

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '8' });
  c = createAuthClient(t.app, t.database.db, { altchaAddress: () => `100.65.0.${ipN++ % 250}` });
});
afterAll(async () => {
  await t.close();
});

async function send(mobileNo: string, remoteAddress: string, countryDialingCode = '63') {
  return c.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode, mobileNo, altcha: await c.altcha() },
    remoteAddress,
    headers: { 'accept-language': 'en' },
  });
}

describe('SMS codes', () => {
  it('validates the number per country (in_mobileNum_error) and requires ALTCHA', async () => {
    const bad = await send('12345', nextIp());
    expect([bad.status, bad.body.code, bad.body.value]).toEqual([
      400,
      'error_field_invalid',
      { fields: { mobileNo: 'The mobile number is not valid' } },
    ]);
    expect((await send('9171234567', nextIp(), '1')).body.code).toBe('error_field_invalid');
    const noAltcha = await c.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: nextMobile(), altcha: 'bad' },
      remoteAddress: nextIp(),
    });
    expect(noAltcha.body.code).toBe('error_human_verification');
  });

  it('stores only an HMAC of the code; the outbox row has it; no log of number or code', async () => {
    const mobile = nextMobile();
    expect((await send(mobile, nextIp())).status).toBe(200);
    const sms = await c.lastSms(`+63${mobile}`);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, `+63${mobile}`));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(sms?.code);
  });

  it('allows one code a minute per number (429 with retryAfter), five an hour', async () => {
    const mobile = nextMobile();
    expect((await send(mobile, nextIp())).status).toBe(200);
    const soon = await send(mobile, nextIp());
    expect([soon.status, soon.body.code]).toEqual([429, 'error_too_many_requests']);
    expect(soon.body.value?.retryAfter).toBeGreaterThan(50);
    const target = `+63${mobile}`;
    for (let i = 0; i < 4; i++) {
      await t.database.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - (10 + i) * 60_000) })
        .where(eq(verificationCodes.target, target));
      const res = await send(mobile, nextIp());
      expect(res.status, `send ${i + 2}`).toBe(i < 4 ? 200 : 429);
    }
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(verificationCodes.target, target));
    const sixth = await send(mobile, nextIp());
    expect(sixth.body.code).toBe('error_too_many_requests');
  });

  it('lets one of 25 parallel requests for one number through the resend gap', async () => {
    const target = `+63${nextMobile()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.app.services.session.codes.sendSms('register', target, `100.66.0.${i + 1}`).then(
          () => 'sent',
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'error_too_many_requests')).toHaveLength(24);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target));
    expect(rows).toHaveLength(1);
  });

  it('limits codes per address to twenty an hour', async () => {
    const ip = nextIp();
    const rows = Array.from({ length: 20 }, () => ({
      purpose: 'register',
      target: `+63${nextMobile()}`,
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
      ip,
    }));
    await t.database.db.insert(verificationCodes).values(rows);
    const res = await send(nextMobile(), ip);
    expect(res.body.code).toBe('error_too_many_requests');
  });

  it("follows the operator's resend gap and hourly cap (security settings)", async () => {
    const security = (await t.app.services.system.getSettings()).security;
    const by = { actor: 'test' };
    await t.app.services.system.setSetting(
      'security',
      { ...security, codeResendSeconds: 0, codesPerTargetHour: 2 },
      by,
    );
    try {
      const mobile = nextMobile();
      expect((await send(mobile, nextIp())).status).toBe(200);
      expect((await send(mobile, nextIp())).status).toBe(200);
      expect((await send(mobile, nextIp())).body.code).toBe('error_too_many_requests');
    } finally {
      await t.app.services.system.setSetting('security', security, by);
    }
  });

  it('codes expire, are single use and die after 5 wrong attempts', async () => {
    const { codes } = t.app.services.session;
    const verify = (target: string, code: string) =>
      codes.verify('register', target, code).then(
        () => 'ok',
        (e: { code?: string }) => e.code,
      );
    const expiring = nextMobile();
    await send(expiring, nextIp());
    const expiringCode = (await c.lastSms(`+63${expiring}`))?.code ?? '';
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, `+63${expiring}`));
    expect(await verify(`+63${expiring}`, expiringCode)).toBe('error_verification_code');

    const mobile = nextMobile();
    await send(mobile, nextIp());
    const code = (await c.lastSms(`+63${mobile}`))?.code ?? '';
    expect(await verify(`+63${mobile}`, code)).toBe('ok');
    expect(await verify(`+63${mobile}`, code)).toBe('error_verification_code');
    // Another purpose never accepts it.
    expect(
      await codes.verify('login', `+63${mobile}`, code).then(
        () => 'ok',
        () => 'refused',
      ),
    ).toBe('refused');

    const guessed = nextMobile();
    await send(guessed, nextIp());
    const right = (await c.lastSms(`+63${guessed}`))?.code ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await verify(`+63${guessed}`, wrong)).toBe('error_verification_code');
    expect(await verify(`+63${guessed}`, right)).toBe('error_verification_code');
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, `+63${guessed}`)));
    expect(row?.attempts).toBeGreaterThanOrEqual(5);
  });
});

describe('per-route limits', () => {
  it('limits captcha, ALTCHA and login calls per address on top of the global limit', async () => {
    for (const [method, url] of [
      ['GET', '/wps/captcha'],
      ['GET', '/wps/verification/altcha'],
      ['POST', '/wps/session/login'],
      ['PUT', '/wps/member/register'],
      ['POST', '/wps/member/password/email'],
    ] as const) {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        statuses.push(
          (await t.app.inject({ method, url, remoteAddress: ip, payload: method === 'GET' ? undefined : {} }))
            .statusCode,
        );
      }
      expect(
        statuses.slice(0, 8).every((s) => s !== 429),
        url,
      ).toBe(true);
      expect(statuses[8], url).toBe(429);
      const last = await t.app.inject({ method, url, remoteAddress: ip });
      expect(last.json<{ code: string }>().code).toBe('error_too_many_requests');
    }
  });

  it('writes audit rows for logins and failures without the password', async () => {
    await c.login('demoplayer', 'Demo1234', {}, { remoteAddress: nextIp() });
    await c.login('demoplayer', 'WrongPass1', {}, { remoteAddress: nextIp() });
    const rows = await t.database.db.select().from(auditLog);
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('session.login');
    expect(actions).toContain('session.login_failed');
    expect(JSON.stringify(rows)).not.toMatch(/Demo1234|WrongPass1/);
  });
});
