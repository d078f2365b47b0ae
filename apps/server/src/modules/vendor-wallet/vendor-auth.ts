import { timingSafeEqual } from 'node:crypto';
import { VENDOR_CALL_MAX_SKEW_MS } from '@swerte/contracts';
import { AppError } from '../../platform/errors.js';
import { hmac } from '../../platform/tokens.js';

/**
 * Each vendor's HMAC secret, derived from the server key so a vendor needs no stored row of its own;
 * it is what the operator hands the vendor, and rotating the server key rotates every vendor's.
 */
export function vendorSecret(serverKey: string, vassalage: string): string {
  return hmac(serverKey, `vendor:${vassalage}`);
}

export function signVendorBody(secret: string, rawBody: Buffer | string): string {
  return hmac(secret, typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
}

/** Throws error_vendor_signature unless `signature` is the body's HMAC under the vendor's secret. */
export function verifyVendorSignature(secret: string, rawBody: Buffer, signature: string | undefined): void {
  const expected = Buffer.from(signVendorBody(secret, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? (signature ?? '') : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('error_vendor_signature');
}

/** A captured call cannot be sent again later: its signed timestamp must be within 5 minutes. */
export function checkTimestamp(timestampSeconds: number, now: Date): void {
  if (Math.abs(now.getTime() - timestampSeconds * 1000) > VENDOR_CALL_MAX_SKEW_MS)
    throw new AppError('error_vendor_stale');
}

/**
 * The player id a vendor sees: the member id with a tag only this vendor's secret makes, so a vendor
 * cannot name members it was never given, nor another vendor's players, and no lookup table is needed.
 */
export function playerIdOf(secret: string, memberId: number): string {
  const id = memberId.toString(36);
  return `${id}-${hmac(secret, `player:${id}`).slice(0, 24)}`;
}

export function memberIdOf(secret: string, playerId: string): number {
  const [id = '', tag = ''] = playerId.split('-');
  const expected = playerIdOf(secret, parseInt(id, 36) || 0).split('-')[1] ?? '';
  if (
    !/^[0-9a-z]{1,12}$/.test(id) ||
    tag.length !== expected.length ||
    !timingSafeEqual(Buffer.from(tag), Buffer.from(expected))
  )
    throw new AppError('error_player_not_found');
  return parseInt(id, 36);
}
