import { REGISTER_FIELDS } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let c: ReturnType<typeof createAuthClient>;
beforeAll(async () => {
  t = await buildTestApp();
  c = createAuthClient(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** Hostile values: empty, long, unicode, control characters, injection, wrong types. */
const NASTY: unknown[] = [
  '',
  ' ',
  'a'.repeat(256),
  'x'.repeat(5000),
  '🎰'.repeat(100),
  'Ñoño ßüñ 中文 עברית',
  '\u0000\u0007\u001b[31m',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '(a+)+$'.repeat(10),
  12345,
  null,
  { $ne: null },
  ['a'],
  true,
];

function expectClientError(status: number, body: { success: boolean; code: string }, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
  expect(body.success, label).toBe(false);
  expect(typeof body.code, label).toBe('string');
}

describe('fuzzed fields never cause a 5xx', () => {
  it('registration (both modes), every field', async () => {
    const base = {
      username: 'fuzzuser1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9171239999',
      countryDialingCode: '63',
      verificationCode: '123456',
      termsAccepted: true,
      altcha: 'x',
    };
    const fields = [
      ...REGISTER_FIELDS,
      'referralCode',
      'domain',
      'countryDialingCode',
      'captchaKey',
      'termsAccepted',
      'altcha',
      'login',
      'registerUrl',
      'registerMethod',
    ];
    for (const url of ['/wps/member/register', '/wps/member/register/mobile']) {
      for (const field of fields) {
        for (const value of NASTY) {
          const res = await c.enc('PUT', url, { ...base, [field]: value });
          expectClientError(res.status, res.body, `${url} ${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
  });

  it('login (both types), verification, SMS and forgot-password fields', async () => {
    const cases: [string, 'POST', object, boolean][] = [
      [
        '/wps/session/login',
        'POST',
        { type: 'username', username: 'demoplayer', password: 'x', altcha: 'x' },
        true,
      ],
      [
        '/wps/session/login',
        'POST',
        { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '1' },
        true,
      ],
      ['/wps/session/login/verify', 'POST', { verifyToken: 'x', method: 'sms', answer: '1' }, true],
      [
        '/wps/member/password/verification',
        'POST',
        { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '1', newPassword: 'x' },
        true,
      ],
      [
        '/wps/member/password/reset',
        'POST',
        { resetToken: 'x'.repeat(20), newPassword: 'x', confirmNewPassword: 'x' },
        true,
      ],
      [
        '/wps/verification/sms/register',
        'POST',
        { countryDialingCode: '63', mobileNo: '9171234567', altcha: 'x' },
        false,
      ],
      [
        '/wps/verification/sms/noLogin',
        'POST',
        { countryDialingCode: '63', mobileNo: '9171234567', altcha: 'x', purpose: 'login' },
        false,
      ],
      ['/wps/member/password/email', 'POST', { username: 'demoplayer', email: 'a@b.example' }, false],
      ['/wps/session/social/exchange', 'POST', { code: 'x'.repeat(20) }, false],
    ];
    let n = 0;
    for (const [url, method, base, encrypted] of cases) {
      for (const field of Object.keys(base)) {
        for (const value of NASTY) {
          const body = { ...base, [field]: value };
          const remoteAddress = `172.16.${Math.floor(n / 250)}.${n++ % 250}`;
          const res = encrypted
            ? await c.enc(method, url, body, { remoteAddress })
            : await c.call({ method, url, payload: body, remoteAddress });
          expectClientError(res.status, res.body, `${url} ${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
  });

  it('malformed enc envelopes and bodies', async () => {
    for (const payload of [
      {},
      { enc: {} },
      { enc: { keyId: 'x', key: '%%%', iv: '', data: '' } },
      'not json',
      [1, 2],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(res.statusCode, res.json(), JSON.stringify(payload));
    }
  });
});
