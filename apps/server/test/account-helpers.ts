import type { FastifyInstance, InjectOptions } from 'fastify';
import type { members } from '../src/db/schema.js';
import { createPasswordHasher } from '../src/platform/password.js';
import { createAuthClient, makeMember } from './auth-helpers.js';

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
