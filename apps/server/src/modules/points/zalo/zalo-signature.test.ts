import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { checkZaloTimestamp, drawPrize, verifyZaloMac, zaloMac } from './zalo-signature.js';

const table = [
  { cents: 100n, weight: 3 },
  { cents: 500n, weight: 1 },
];

describe('Zalo signature', () => {
  it('is mac= and sha256 of app id, raw body, timestamp and secret', () => {
    const expected = createHash('sha256').update('app{"a":1}1700000000000secret').digest('hex');
    expect(zaloMac('app', '{"a":1}', '1700000000000', 'secret')).toBe(`mac=${expected}`);
  });

  it('refuses a wrong, short or missing mac, and any mac without a secret', () => {
    const input = { appId: 'app', rawBody: '{}', timestamp: '1', secretKey: 'secret' };
    expect(() => verifyZaloMac(zaloMac('app', '{}', '1', 'secret'), input)).not.toThrow();
    for (const given of [zaloMac('app', '{}', '1', 'other'), 'mac=', undefined])
      expect(() => verifyZaloMac(given, input)).toThrow(AppError);
    expect(() => verifyZaloMac(zaloMac('app', '{}', '1', ''), { ...input, secretKey: '' })).toThrow(
      'error_zalo_signature',
    );
  });

  it('takes a timestamp within 5 minutes only', () => {
    const now = new Date(1_700_000_000_000);
    expect(() => checkZaloTimestamp(now.getTime() - 299_000, now)).not.toThrow();
    expect(() => checkZaloTimestamp(now.getTime() + 301_000, now)).toThrow('error_zalo_stale');
    expect(() => checkZaloTimestamp(Number.NaN, now)).toThrow('error_zalo_stale');
  });
});

describe('drawPrize', () => {
  it('gives each prize the share of its weight', () => {
    // Every number below the total weight, once: 3 land on the first prize, 1 on the second.
    const drawn = [0, 1, 2, 3].map((n) => drawPrize(table, () => n));
    expect(drawn).toEqual([100n, 100n, 100n, 500n]);
  });

  it('refuses an empty table', () => {
    expect(() => drawPrize([])).toThrow('empty');
  });
});
