import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { encryptBody } from '@swerte/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memoryCounters } from './counters.js';
import { createEncDecoder } from './enc.js';
import { maskEmail, maskMobile, parseMobile } from './phone.js';
import { httpSmsProvider } from './providers/sms.js';
import { totpAt, totpStep, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238, SHA-1 test vectors)', () => {
  // Base32 of the RFC's key '12345678901234567890'.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpAt(secret, Math.floor(seconds / 30))).toBe(code);
    expect(verifyTotp(secret, code, seconds * 1000 + 25_000)).toBe(true);
    expect(verifyTotp(secret, code, seconds * 1000 + 95_000)).toBe(false);
  });
  it('answers the step of a code, and refuses it again once that step is used', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpAt(secret, step), now)).toBe(step);
    expect(totpStep(secret, totpAt(secret, step), now, step)).toBeNull();
    expect(totpStep(secret, totpAt(secret, step - 1), now, step)).toBeNull();
    expect(totpStep(secret, totpAt(secret, step + 1), now, step)).toBe(step + 1);
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('validates per country and normalises the national form', () => {
    expect(parseMobile('63', '09171234567')).toEqual({
      countryCode: '63',
      national: '9171234567',
      e164: '+639171234567',
    });
    expect(parseMobile('63', '917 123 4567')?.e164).toBe('+639171234567');
    expect(parseMobile('63', '+639171234567')?.national).toBe('9171234567');
    expect(parseMobile('63', '1234567890')).toBeNull();
    expect(parseMobile('1', '9171234567')).toBeNull();
    expect(parseMobile('63', '+12025550123')).toBeNull();
    expect(parseMobile('63', "1' OR '1")).toBeNull();
  });
  it('masks', () => {
    expect(maskMobile('63', '9171234567')).toBe('+63 917****567');
    expect(maskEmail('demoplayer@swerte.example')).toBe('de***@swerte.example');
  });
});

describe('memory counters', () => {
  it('count within a window and start again after it', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    expect((await counters.hit('k', 1000)).count).toBe(1);
    expect(await counters.hit('k', 1000)).toEqual({ count: 2, resetInMs: 1000 });
    now = 999;
    expect((await counters.peek('k')).count).toBe(2);
    now = 1000;
    expect((await counters.peek('k')).count).toBe(0);
    expect((await counters.hit('k', 1000)).count).toBe(1);
    await counters.reset('k');
    expect((await counters.peek('k')).count).toBe(0);
  });
});

describe('enc decoder', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeySpki = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
  const decoder = createEncDecoder({ keyId: 'k1', privateKeyPem, publicKeySpki });

  it('opens what the WebCrypto encryptor sealed, within five minutes either way', async () => {
    const body = { username: 'Ñoño', nested: { list: [1, 2] } };
    expect(decoder.decrypt(await encryptBody(decoder.publicKey(), body))).toEqual(body);
    expect(decoder.decrypt(await encryptBody(decoder.publicKey(), body, Date.now() - 4 * 60_000))).toEqual(
      body,
    );
    expect(() => decoder.decrypt({ username: 'plain' })).toThrow('error_encryption_required');
  });
});

describe('HTTP SMS gateway', () => {
  it('posts JSON with the bearer token and fails on a non-2xx answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    const provider = httpSmsProvider(
      { url: 'https://sms.example/send', token: 't0k', sender: 'Swerte' },
      fetchImpl,
    );
    await provider.send('+639171234567', 'hello');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://sms.example/send');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer t0k', 'content-type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({
      to: '+639171234567',
      text: 'hello',
      sender: 'Swerte',
    });
    fetchImpl.mockResolvedValue(new Response('no', { status: 502 }));
    await expect(provider.send('+639171234567', 'x')).rejects.toThrow('502');
  });
});
