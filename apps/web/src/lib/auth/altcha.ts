import type { AltchaChallenge } from '@swerte/contracts';
import { createSha256Matcher } from './sha256';

const BATCH = 64;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * ALTCHA proof of work (the spec's human verification): find the number n ≤ maxnumber for which
 * hash(salt + n) equals the challenge: SHA-256 synchronously (fast), other algorithms through WebCrypto.
 */
export async function solveAltcha(challenge: AltchaChallenge, isCancelled: () => boolean = () => false) {
  const max = challenge.maxnumber ?? 1_000_000;
  if (challenge.algorithm.toUpperCase() === 'SHA-256') {
    const matches = createSha256Matcher(challenge.salt, challenge.challenge);
    for (let n = 0; n <= max; n++) if (matches(n)) return n;
    return null;
  }
  const encoder = new TextEncoder();
  const algorithm = challenge.algorithm.toUpperCase();
  for (let start = 0; start <= max && !isCancelled(); start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((hash) => toHex(hash) === challenge.challenge);
    if (found >= 0) return numbers[found] ?? null;
  }
  return null;
}

/** The payload the server verifies: base64 JSON of the challenge and the number found. */
export function altchaPayload(challenge: AltchaChallenge, number: number, took: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took }));
}
