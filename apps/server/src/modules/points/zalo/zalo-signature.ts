import { randomInt, timingSafeEqual } from 'node:crypto';
import { ZALO_EVENT_MAX_SKEW_MS } from '@swerte/contracts';
import { AppError } from '../../../platform/errors.js';
import { sha256 } from '../../../platform/tokens.js';

/**
 * Zalo's OA webhook signature: X-ZEvent-Signature is "mac=" and the sha256 (hex) of the app id, the raw
 * body, the timestamp (both as the body carries them) and the OA secret key, in that order.
 */
export function zaloMac(appId: string, rawBody: string, timestamp: string, secretKey: string): string {
  return `mac=${sha256(`${appId}${rawBody}${timestamp}${secretKey}`)}`;
}

/** Throws error_zalo_signature unless `given` is the body's mac under the secret, compared in constant time. */
export function verifyZaloMac(
  given: string | undefined,
  input: { appId: string; rawBody: string; timestamp: string; secretKey: string },
): void {
  if (!input.secretKey) throw new AppError('error_zalo_signature');
  const expected = Buffer.from(zaloMac(input.appId, input.rawBody, input.timestamp, input.secretKey));
  const sent = Buffer.from(given ?? '');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw new AppError('error_zalo_signature');
}

/** A captured event cannot be sent again later: its timestamp (ms) must be within 5 minutes of ours. */
export function checkZaloTimestamp(timestampMs: number, now: Date): void {
  if (!Number.isFinite(timestampMs) || Math.abs(now.getTime() - timestampMs) > ZALO_EVENT_MAX_SKEW_MS)
    throw new AppError('error_zalo_stale');
}

/**
 * One prize of the table, each as likely as its weight, by the CSPRNG (a member must not be able to
 * predict or steer which): a number below the total weight, and the prize whose band holds it.
 */
export function drawPrize(
  prizes: readonly { cents: bigint; weight: number }[],
  below: (max: number) => number = randomInt,
): bigint {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('the Zalo prize table is empty');
  let pick = below(total);
  for (const prize of prizes) {
    if (pick < prize.weight) return prize.cents;
    pick -= prize.weight;
  }
  throw new Error('a draw fell outside the prize table');
}
