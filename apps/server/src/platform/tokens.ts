import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored of a token: its sha256 (a token is random, so no key or salt is needed). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Short guessable secrets (6-digit codes, captcha answers) are stored as an HMAC with the server key. */
export function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
