import type { OperatorRole } from '@swerte/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { members } from '../src/db/schema.js';
import { createPasswordHasher } from '../src/platform/password.js';
import { createAuthClient, makeMember } from './auth-helpers.js';
import { operatorLoginSteps } from './operator-login.js';
import { makeOperator } from './wallet-helpers.js';

const testHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

export interface MemberSession {
  id: number;
  token: string;
  headers: { authorization: string; 'accept-language': string };
}

/**
 * A member with a session of its own, made in process (no ALTCHA round): for tests of what a logged-in
 * member does, not of how they log in. `paymentPassword` is hashed like the real one.
 */
export async function memberSession(
  app: FastifyInstance,
  username: string,
  options: { password?: string | null; paymentPassword?: string } & Partial<typeof members.$inferInsert> = {},
): Promise<MemberSession> {
  const { password = 'Login1234', paymentPassword, ...extra } = options;
  const row = await makeMember(app, username, password, {
    ...extra,
    ...(paymentPassword ? { paymentPasswordHash: await testHasher.hash(paymentPassword) } : {}),
  });
  const token = await app.services.session.tokens.issue(app.database.db, row.id, 'session', {
    ip: '127.0.0.1',
    userAgent: null,
  });
  return { id: row.id, token, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } };
}

/** JSON calls and enc calls as a given member, answering { status, code, value }. */
export function memberCalls(app: FastifyInstance) {
  const client = createAuthClient(app, app.database.db);
  const shape = (res: Awaited<ReturnType<typeof client.call>>) => ({
    status: res.status,
    code: res.body.code,
    value: res.body.value as never,
    body: res.body,
  });
  return {
    client,
    async json(who: MemberSession | null, method: InjectOptions['method'], url: string, payload?: unknown) {
      return shape(
        await client.call({
          method,
          url,
          headers: who ? who.headers : { 'accept-language': 'en' },
          ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        }),
      );
    },
    async enc(who: MemberSession, method: 'POST' | 'PUT', url: string, payload: unknown) {
      return shape(await client.enc(method, url, payload, { headers: who.headers }));
    },
  };
}

let operatorAddresses = 0;

/**
 * An operator of `role` with a fresh token, made through the CLI's service and logged in over HTTP as the
 * console does (admin and finance enrol their TOTP second factor on the way), from an address of its
 * own: another test's failed operator logins from an address ask it for a captcha.
 */
export async function operatorHeaders(
  app: FastifyInstance,
  username: string,
  role: OperatorRole,
): Promise<{ authorization: string }> {
  const password = `${username}-Pass-12345`;
  await makeOperator(app, username, role, password);
  operatorAddresses += 1;
  const remoteAddress = `10.250.${Math.floor(operatorAddresses / 250) % 250}.${(operatorAddresses % 250) + 1}`;
  const token = await operatorLoginSteps(
    async (url, payload) => {
      const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
      const body = res.json<{ code: string; value: unknown }>();
      return { status: res.statusCode, code: body.code, value: body.value };
    },
    username,
    password,
  );
  return { authorization: `Bearer ${token}` };
}

/** The member's cash wallet as GET /wps/v2/wallets/balance reports it. */
export async function mainBalance(app: FastifyInstance, who: MemberSession): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: who.headers });
  return res.json<{ value: { mainBalance: string } }>().value.mainBalance;
}

/** Image bytes of a given size that pass (or, for 'gif', fail) the receipt type check. */
export function imageBytes(kind: 'png' | 'jpeg' | 'gif', size = 256): Buffer {
  const head = {
    png: Buffer.from('89504e470d0a1a0a', 'hex'),
    jpeg: Buffer.from('ffd8ffe000104a464946', 'hex'),
    gif: Buffer.from('GIF89a'),
  }[kind];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}
