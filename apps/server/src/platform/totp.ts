import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps) through otplib, for members' login checks and operators'
 * second factor alike.
 */
const PERIOD_S = 30;
/** One step either side of now: the clock drift of authenticator apps. */
const TOLERANCE_S = PERIOD_S;

export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The code of step `counter` (tests and the demo harness make codes with it). */
export function totpAt(secret: string, counter: number): string {
  return generateSync({ secret, epoch: counter * PERIOD_S, period: PERIOD_S });
}

/**
 * The step a 6-digit code belongs to when it is the current one or one either side and later than
 * `afterStep` (a code, or an earlier one, already used is refused: no replay within its window), else null.
 */
export function totpStep(
  secret: string,
  code: string,
  now: number = Date.now(),
  afterStep?: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      period: PERIOD_S,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOLERANCE_S,
      ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Accepts the current step and one either side (clock drift of authenticator apps). */
export function verifyTotp(secret: string, code: string, now: number = Date.now()): boolean {
  return totpStep(secret, code, now) !== null;
}

/** The otpauth:// URI an authenticator app reads (as text or from its QR code). */
export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret, period: PERIOD_S, digits: 6, algorithm: 'sha1' });
}
