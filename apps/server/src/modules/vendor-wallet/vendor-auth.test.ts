import { describe, expect, it } from 'vitest';
import {
  checkTimestamp,
  memberIdOf,
  playerIdOf,
  signVendorBody,
  vendorSecret,
  verifyVendorSignature,
} from './vendor-auth.js';

const secret = vendorSecret('server-key-0123456789abcdef0123456789', 'LUZON');
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('vendor auth', () => {
  it('gives each vendor its own secret', () => {
    expect(vendorSecret('k'.repeat(32), 'LUZON')).not.toBe(vendorSecret('k'.repeat(32), 'BITUIN'));
  });

  it('reads back the member of a player id and refuses tampered or foreign ones', () => {
    const playerId = playerIdOf(secret, 12_345);
    expect(memberIdOf(secret, playerId)).toBe(12_345);
    const [id, tag = ''] = playerId.split('-');
    expect(
      codeOf(() => memberIdOf(secret, `${id}-${tag.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`)),
    ).toBe('error_player_not_found');
    expect(codeOf(() => memberIdOf(secret, `${(12_346).toString(36)}-${tag}`))).toBe(
      'error_player_not_found',
    );
    expect(codeOf(() => memberIdOf(vendorSecret('other'.repeat(8), 'LUZON'), playerId))).toBe(
      'error_player_not_found',
    );
    expect(codeOf(() => memberIdOf(secret, 'garbage'))).toBe('error_player_not_found');
  });

  it('checks the signature over the exact bytes and the timestamp within 5 minutes', () => {
    const body = Buffer.from('{"timestamp":1,"playerId":"x"}');
    expect(codeOf(() => verifyVendorSignature(secret, body, signVendorBody(secret, body)))).toBe('ok');
    expect(
      codeOf(() =>
        verifyVendorSignature(secret, Buffer.from(`${body.toString()} `), signVendorBody(secret, body)),
      ),
    ).toBe('error_vendor_signature');
    expect(codeOf(() => verifyVendorSignature(secret, body, undefined))).toBe('error_vendor_signature');
    const now = new Date('2026-01-01T00:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(codeOf(() => checkTimestamp(seconds - 299, now))).toBe('ok');
    expect(codeOf(() => checkTimestamp(seconds + 301, now))).toBe('error_vendor_stale');
  });
});
