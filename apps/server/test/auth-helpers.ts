import {
  EncryptionKeySchema,
  encryptBody,
  type AltchaChallenge,
  type Envelope,
  type EncryptionKey,
  type LoginValue,
} from '@swerte/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { emailOutbox, smsOutbox, type members } from '../src/db/schema.js';
import type { Db } from '../src/platform/db/client.js';
import { createPasswordHasher } from '../src/platform/password.js';

/**
 * Helpers for API tests of accounts and sessions, doing what the browser does: encrypt enc bodies with
 * the shared WebCrypto encryptor, solve ALTCHA, and read codes from the dev outboxes.
 */
export interface Call {
  status: number;
  body: Envelope<unknown> & { value: Record<string, unknown> | null };
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

export function createAuthClient(
  app: FastifyInstance,
  db: Db,
  options: { altchaAddress?: () => string } = {},
) {
  let key: EncryptionKey | null = null;

  async function call(options: InjectOptions): Promise<Call> {
    const response = await app.inject(options);
    return {
      status: response.statusCode,
      body: response.json(),
      headers: response.headers,
      cookies: response.cookies,
    };
  }

  async function encryptionKey(): Promise<EncryptionKey> {
    if (!key) {
      const response = await app.inject({ method: 'GET', url: '/wps/system/encryptionKey' });
      key = EncryptionKeySchema.parse(response.json<{ value: unknown }>().value);
    }
    return key;
  }

  /** An enc call: the body encrypted exactly as the browser does it. */
  async function enc(
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
  ): Promise<Call> {
    const payload = await encryptBody(await encryptionKey(), body);
    return call({ method, url, payload, ...extra });
  }

  /** A solved ALTCHA payload (base64 JSON), as the widget submits it. */
  async function altcha(): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/verification/altcha',
      remoteAddress: options.altchaAddress?.() ?? '127.0.0.1',
    });
    if (response.statusCode !== 200) throw new Error(`ALTCHA challenge: ${response.statusCode}`);
    const challenge = response.json<{ value: AltchaChallenge }>().value;
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('ALTCHA challenge not solved');
    const payload = { ...challenge, number: solution.number };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  async function login(
    username: string,
    password: string,
    extra: Record<string, unknown> = {},
    options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
  ): Promise<Call> {
    return enc(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password, altcha: await altcha(), ...extra },
      options,
    );
  }

  async function loginToken(username: string, password: string, remoteAddress?: string): Promise<LoginValue> {
    const res = await login(username, password, {}, remoteAddress ? { remoteAddress } : {});
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.value as unknown as LoginValue;
  }

  /** The newest dev-outbox SMS to an E.164 number, and the 6-digit code in it. */
  async function lastSms(e164: string): Promise<{ body: string; code: string } | null> {
    const [row] = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, e164))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    if (!row) return null;
    return { body: row.body, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '' };
  }

  async function lastEmail(to: string) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row ?? null;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return { call, enc, altcha, login, loginToken, lastSms, lastEmail, bearer, encryptionKey };
}

/** Cheap argon2 parameters: tests hash many passwords and do not measure the hash's strength. */
const testHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

/** A member made straight through the member service, for tests that need an account of their own. */
export async function makeMember(
  app: FastifyInstance,
  username: string,
  password: string | null,
  extra: Partial<typeof members.$inferInsert> = {},
) {
  return app.services.member.insert(
    {
      username,
      passwordHash: password ? await testHasher.hash(password) : null,
      passwordChangedAt: new Date(),
      ...extra,
    },
    app.database.db,
  );
}
