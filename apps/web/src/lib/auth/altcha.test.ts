import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaPayload, solveAltcha } from './altcha';
import { createSha256Matcher, sha256Hex } from './sha256';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it('matches node:crypto for short, empty, unicode and multi-block inputs', () => {
    for (const text of [
      '',
      'abc',
      'salt?expires=1700000000&123456',
      'ñ€😀',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(200),
    ]) {
      expect(sha256Hex(text)).toBe(sha(text));
    }
  });
});

describe('solveAltcha', () => {
  it('finds the secret number and builds a payload the server can verify', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: sha('s4lt?expires=1&4321'),
      salt: 's4lt?expires=1&',
      signature: 'sig',
      maxnumber: 10_000,
    };
    expect(await solveAltcha(challenge)).toBe(4321);
    const payload = JSON.parse(atob(altchaPayload(challenge, 4321, 5))) as Record<string, unknown>;
    expect(payload).toMatchObject({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 4321,
      salt: challenge.salt,
      signature: 'sig',
    });
  });

  it('gives up with null past maxnumber', async () => {
    expect(
      await solveAltcha({
        algorithm: 'SHA-256',
        challenge: sha('no'),
        salt: 'x',
        signature: 's',
        maxnumber: 50,
      }),
    ).toBeNull();
  });
});

describe('createSha256Matcher', () => {
  it('agrees with node:crypto around block boundaries', () => {
    for (const prefix of ['', 'a'.repeat(50), 'b'.repeat(54), 'c'.repeat(60), 'd'.repeat(119), 'é']) {
      for (const n of [0, 7, 123456]) {
        expect(createSha256Matcher(prefix, sha(`${prefix}${n}`))(n)).toBe(true);
        expect(createSha256Matcher(prefix, sha(`${prefix}${n}`))(n + 1)).toBe(false);
      }
    }
  });
});
