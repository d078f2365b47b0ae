import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, toHex, utf8 } from './sha256';

const bytes = (hex: string): Uint8Array => Uint8Array.from(Buffer.from(hex, 'hex'));
const filled = (value: number, length: number): Uint8Array => new Uint8Array(length).fill(value);
const ascii = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'ascii'));

// Deterministic pseudo-random bytes, so a failure names the same input every run.
function sampleBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(toHex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(toHex(sha256(ascii('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto for every length around the padding boundaries', () => {
    for (let length = 0; length <= 300; length++) {
      const message = sampleBytes(length, length + 1);
      expect(toHex(sha256(message)), `length ${length}`).toBe(
        createHash('sha256').update(message).digest('hex'),
      );
    }
  });
});

describe('hmacSha256', () => {
  // RFC 4231 §4.2–4.8.
  const largeKey = filled(0xaa, 131);
  const cases: [string, Uint8Array, Uint8Array, string][] = [
    [
      '1',
      filled(0x0b, 20),
      ascii('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      '2',
      ascii('Jefe'),
      ascii('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      '3',
      filled(0xaa, 20),
      filled(0xdd, 50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    ],
    [
      '4',
      bytes('0102030405060708090a0b0c0d0e0f10111213141516171819'),
      filled(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      '6',
      largeKey,
      ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      '7',
      largeKey,
      ascii(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ];

  it.each(cases)('matches RFC 4231 test case %s', (_name, key, data, expected) => {
    expect(toHex(hmacSha256(key, data))).toBe(expected);
  });

  it('matches RFC 4231 test case 5 (truncated to 128 bits)', () => {
    const mac = hmacSha256(filled(0x0c, 20), ascii('Test With Truncation'));
    expect(toHex(mac.subarray(0, 16))).toBe('a3b6167473100ee06e0c796c2955552b');
  });

  it('matches node:crypto for keys shorter than, equal to and longer than a block', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
      for (const messageLength of [0, 1, 55, 56, 64, 119, 120, 500]) {
        const key = sampleBytes(keyLength, keyLength * 7 + 1);
        const message = sampleBytes(messageLength, messageLength * 13 + 5);
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });
});

describe('utf8', () => {
  it('encodes as TextEncoder does, including astral characters and lone surrogates', () => {
    const encoder = new TextEncoder();
    for (const text of [
      '',
      'seed',
      'Swerte ñ ₱ 運',
      'emoji 🎰🍀',
      'lone \ud800 high',
      'lone \udc00 low',
      'end \ud83c',
    ]) {
      expect(utf8(text)).toEqual(encoder.encode(text));
    }
  });
});
