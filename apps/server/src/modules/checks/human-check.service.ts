import { randomInt } from 'node:crypto';
import type { AltchaChallenge } from '@swerte/contracts';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { altchaUsed, captchaAnswers } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { hmac, randomToken, safeEqualHex } from '../../platform/tokens.js';
import { drawCaptcha } from './captcha-image.js';

export const ALTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;
const CAPTCHA_LENGTH = 4;

export interface HumanCheckDeps {
  db: Db;
  altchaKey: string;
  hmacKey: string;
  altchaMaxNumber: number;
  now?: () => Date;
}

/** A captcha as the server made it; `answer` never leaves the process (the route sends key and image). */
export interface IssuedCaptcha {
  captchaKey: string;
  image: string;
  answer: string;
}

export type HumanCheckService = ReturnType<typeof createHumanCheckService>;

/** The spec's slider/geetest (self-hosted ALTCHA proof of work) and the captcha image. */
export function createHumanCheckService({
  db,
  altchaKey,
  hmacKey,
  altchaMaxNumber,
  now = () => new Date(),
}: HumanCheckDeps) {
  async function altchaChallenge(): Promise<AltchaChallenge> {
    const challenge = await createChallenge({
      hmacKey: altchaKey,
      maxNumber: altchaMaxNumber,
      expires: new Date(now().getTime() + ALTCHA_TTL_MS),
    });
    return { ...challenge, maxnumber: challenge.maxnumber ?? altchaMaxNumber };
  }

  /** Verifies a solved challenge once: a second use of the same solution is refused until it expires. */
  async function verifyAltcha(payload: string): Promise<void> {
    const signature = readSignature(payload);
    const ok = signature !== null && (await verifySolution(payload, altchaKey, true).catch(() => false));
    if (!ok) throw new AppError('error_human_verification');
    await db.delete(altchaUsed).where(lt(altchaUsed.expiresAt, now()));
    const inserted = await db
      .insert(altchaUsed)
      .values({ signature, expiresAt: new Date(now().getTime() + ALTCHA_TTL_MS) })
      .onConflictDoNothing()
      .returning({ signature: altchaUsed.signature });
    if (inserted.length === 0) throw new AppError('error_human_verification');
  }

  async function createCaptcha(): Promise<IssuedCaptcha> {
    const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
    const captchaKey = randomToken(18);
    await db.delete(captchaAnswers).where(lt(captchaAnswers.expiresAt, now()));
    await db.insert(captchaAnswers).values({
      key: captchaKey,
      answerHash: hmac(hmacKey, `captcha:${captchaKey}:${answer}`),
      expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS),
    });
    return { captchaKey, image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`, answer };
  }

  /** Single use: the answer row is spent by the first attempt, right or wrong. */
  async function verifyCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!captchaKey || !answer) return false;
    const [row] = await db
      .update(captchaAnswers)
      .set({ usedAt: now() })
      .where(and(eq(captchaAnswers.key, captchaKey), isNull(captchaAnswers.usedAt)))
      .returning();
    if (!row || row.expiresAt <= now()) return false;
    return safeEqualHex(row.answerHash, hmac(hmacKey, `captcha:${captchaKey}:${answer.trim()}`));
  }

  return { altchaChallenge, verifyAltcha, createCaptcha, verifyCaptcha };
}

function readSignature(payload: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    return typeof parsed.signature === 'string' && parsed.signature.length <= 256 ? parsed.signature : null;
  } catch {
    return null;
  }
}
