import { encryptBody, EncryptionKeySchema } from '@swerte/contracts';
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

describe('enc calls', () => {
  it('publishes an RSA-OAEP key and opens bodies the WebCrypto encryptor made', async () => {
    const key = EncryptionKeySchema.parse(
      (await c.call({ method: 'GET', url: '/wps/system/encryptionKey' })).body.value,
    );
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const res = await c.login('demoplayer', 'Demo1234');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ mustChangePassword: false });
  });

  it('refuses a plain body, a stale ts, a foreign key id and a tampered ciphertext', async () => {
    const plain = await c.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'demoplayer', password: 'Demo1234', altcha: 'x' },
    });
    expect([plain.status, plain.body.code]).toEqual([400, 'error_encryption_required']);
    const key = await c.encryptionKey();
    const stale = await encryptBody(key, { type: 'username' }, Date.now() - 6 * 60_000);
    const future = await encryptBody(key, { type: 'username' }, Date.now() + 6 * 60_000);
    const foreign = await encryptBody({ ...key, keyId: 'other' }, { type: 'username' });
    const tampered = await encryptBody(key, { type: 'username' });
    tampered.enc.data = Buffer.from(
      Buffer.from(tampered.enc.data, 'base64').map((b, i) => (i === 0 ? b ^ 1 : b)),
    ).toString('base64');
    for (const payload of [stale, future, foreign, tampered, { enc: 'nope' }]) {
      const res = await c.call({ method: 'POST', url: '/wps/session/login', payload });
      expect([res.status, res.body.code]).toEqual([400, 'error_encryption_required']);
    }
  });
});

describe('ALTCHA', () => {
  it('is required, and a solution works once', async () => {
    const altcha = await c.altcha();
    const first = await c.enc('POST', '/wps/session/login', {
      type: 'username',
      username: 'demoagent',
      password: 'Agent1234',
      altcha,
    });
    expect(first.status).toBe(200);
    const replay = await c.enc('POST', '/wps/session/login', {
      type: 'username',
      username: 'demoagent',
      password: 'Agent1234',
      altcha,
    });
    expect([replay.status, replay.body.code]).toEqual([400, 'error_human_verification']);
    const forged = await c.enc('POST', '/wps/session/login', {
      type: 'username',
      username: 'demoagent',
      password: 'Agent1234',
      altcha: Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'a', number: 1, salt: 'b', signature: 'c' }),
      ).toString('base64'),
    });
    expect([forged.status, forged.body.code]).toEqual([400, 'error_human_verification']);
  });
});

describe('captcha', () => {
  it('serves a PNG and keeps the answer on the server', async () => {
    const res = await c.call({ method: 'GET', url: '/wps/captcha' });
    expect(res.status).toBe(200);
    const value = res.body.value as { captchaKey: string; image: string };
    expect(Object.keys(value).sort()).toEqual(['captchaKey', 'image']);
    expect(value.image.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });

  it('accepts the right answer once; wrong and expired answers fail', async () => {
    const { human } = t.app.services.session;
    const issued = await human.createCaptcha();
    expect(await human.verifyCaptcha(issued.captchaKey, issued.answer)).toBe(true);
    expect(await human.verifyCaptcha(issued.captchaKey, issued.answer)).toBe(false);
    const other = await human.createCaptcha();
    expect(await human.verifyCaptcha(other.captchaKey, other.answer === '0000' ? '1111' : '0000')).toBe(
      false,
    );
    expect(await human.verifyCaptcha(other.captchaKey, other.answer)).toBe(false); // spent by the wrong try
  });
});
