import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { EmailProvider } from '../../platform/providers/email.js';
import type { SmsProvider } from '../../platform/providers/sms.js';
import { hmac, safeEqualHex } from '../../platform/tokens.js';
import type { SecuritySettings } from '../system/system.settings.js';

/** What a code is for; a code of one purpose never works for another. */
export type CodePurpose = 'register' | 'login' | 'resetPassword' | 'loginVerify' | 'bindMobile' | 'bindEmail';

const HOUR = 3_600_000;

export interface VerificationDeps {
  db: Db;
  hmacKey: string;
  sms: SmsProvider;
  email: EmailProvider;
  security: () => Promise<SecuritySettings>;
  siteName: () => Promise<string>;
  now?: () => Date;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/** SMS and e-mail codes: 6 digits, stored as an HMAC, expiring, single use, a few attempts each. */
export function createVerificationService(deps: VerificationDeps) {
  const { db, hmacKey, now = () => new Date() } = deps;
  const hashOf = (purpose: string, target: string, code: string) =>
    hmac(hmacKey, `${purpose}:${target}:${code}`);

  /** The operator's limits (security settings): a resend gap and hourly caps per target and per address. */
  async function checkLimits(tx: Tx, limits: SecuritySettings, target: string, ip: string): Promise<void> {
    const hourAgo = new Date(now().getTime() - HOUR);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, hourAgo)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(limits.codesPerTargetHour);
    const sinceLast = now().getTime() - (recent[0]?.createdAt.getTime() ?? 0);
    const gapMs = limits.codeResendSeconds * 1000;
    if (recent.length > 0 && sinceLast < gapMs) throw tooMany(gapMs - sinceLast);
    if (recent.length >= limits.codesPerTargetHour)
      throw tooMany(HOUR - (now().getTime() - (recent.at(-1)?.createdAt.getTime() ?? 0)));
    const [byIp] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, hourAgo)));
    if ((byIp?.n ?? 0) >= limits.codesPerIpHour) throw tooMany(HOUR);
  }

  /**
   * Stores a fresh code (after the limits) and returns it with its lifetime, for the caller to deliver.
   * The check and the insert hold a lock per target and per address (taken in one order), so parallel
   * requests for one number queue and the resend gap lets exactly one of them through.
   */
  async function issue(purpose: CodePurpose, target: string, ip: string) {
    const limits = await deps.security();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      for (const key of [`code:ip:${ip}`, `code:target:${target}`].sort())
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      await checkLimits(tx, limits, target, ip);
      await tx.insert(verificationCodes).values({
        purpose,
        target,
        codeHash: hashOf(purpose, target, code),
        expiresAt: new Date(now().getTime() + limits.smsExpiredMinutes * 60_000),
        ip,
      });
    });
    return { code, expiredMinutes: limits.smsExpiredMinutes };
  }

  async function sendSms(
    purpose: CodePurpose,
    e164: string,
    ip: string,
  ): Promise<{ expiredMinutes: number }> {
    const { code, expiredMinutes } = await issue(purpose, e164, ip);
    const site = await deps.siteName();
    await deps.sms.send(
      e164,
      `${site}: ${code} ang iyong verification code / is your verification code (${expiredMinutes} min).`,
    );
    return { expiredMinutes };
  }

  async function sendEmailCode(
    purpose: CodePurpose,
    email: string,
    ip: string,
  ): Promise<{ expiredMinutes: number }> {
    const target = email.toLowerCase();
    const { code, expiredMinutes } = await issue(purpose, target, ip);
    const site = await deps.siteName();
    await deps.email.send({
      to: target,
      subject: `${site} verification code`,
      text: `Your ${site} verification code is ${code}. It expires in ${expiredMinutes} minutes.\nAng iyong verification code ay ${code}.`,
    });
    return { expiredMinutes };
  }

  /**
   * Checks the newest live code of (purpose, target). A wrong entry spends an attempt; the right one
   * spends the code (a conditional update, so two concurrent uses cannot both pass).
   */
  async function verify(purpose: CodePurpose, target: string, code: string): Promise<void> {
    const { codeMaxAttempts } = await deps.security();
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row || row.attempts >= codeMaxAttempts || !/^\d{6}$/.test(code)) {
      if (row) await spendAttempt(row.id);
      throw new AppError('error_verification_code');
    }
    if (!safeEqualHex(row.codeHash, hashOf(purpose, target, code))) {
      await spendAttempt(row.id);
      throw new AppError('error_verification_code');
    }
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: now() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError('error_verification_code');
  }

  async function spendAttempt(id: number) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  }

  return {
    sendSms,
    sendEmailCode,
    verify,
    verifyEmail: (purpose: CodePurpose, email: string, code: string) =>
      verify(purpose, email.toLowerCase(), code),
  };
}

function tooMany(ms: number): AppError {
  return new AppError('error_too_many_requests', { retryAfter: Math.max(1, Math.ceil(ms / 1000)) });
}
