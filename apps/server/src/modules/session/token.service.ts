import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../platform/auth.js';
import { bearerToken } from '../../platform/auth.js';
import type { ClientContext } from '../../platform/client-context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import * as repo from './session.repository.js';

/** The remember-me token and its cookie live one day (§3 cookies). */
export const REMEMBER_TTL_MS = 24 * 3_600_000;
/** last_seen is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface TokenServiceDeps {
  db: Db;
  idleMs: number;
  absoluteMs: number;
  now?: () => Date;
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque session and remember-me tokens: random, stored as sha256, idle and absolute expiry, revocable. */
export function createTokenService({ db, idleMs, absoluteMs, now = () => new Date() }: TokenServiceDeps) {
  /** A remember-me token names the session token of its login (`loginSession`), so logout ends both. */
  async function issue(
    tx: Db | Tx,
    memberId: number,
    kind: 'session' | 'remember' | 'withdraw',
    client: ClientContext,
    loginSession?: string,
  ): Promise<string> {
    const token = randomToken();
    const at = now().getTime();
    const absolute = new Date(at + (kind === 'remember' ? REMEMBER_TTL_MS : absoluteMs));
    const idle = kind === 'remember' ? absolute : new Date(Math.min(at + idleMs, absolute.getTime()));
    await repo.insertSession(
      tx,
      {
        tokenHash: sha256(token),
        memberId,
        kind,
        createdAt: new Date(at),
        lastSeenAt: new Date(at),
        idleExpiresAt: idle,
        absoluteExpiresAt: absolute,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      },
      loginSession ? sha256(loginSession) : undefined,
    );
    return token;
  }

  /** The token guard: Bearer token → live session → member; slides the idle expiry. */
  async function authenticate(request: FastifyRequest): Promise<AuthenticatedMember> {
    const token = bearerToken(request);
    if (!token) throw new AppError('error_not_logged_in');
    const at = now();
    const found = await repo.findLiveSession(db, sha256(token), ['session', 'withdraw'], at);
    if (!found) throw new AppError('error_not_logged_in');
    const { session } = found;
    if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      const idle = new Date(Math.min(at.getTime() + idleMs, session.absoluteExpiresAt.getTime()));
      await repo.touchSession(db, session.id, at, idle);
    }
    const member = { memberId: session.memberId, isAgent: found.isAgent, sessionId: session.id };
    return session.kind === 'withdraw' ? { ...member, withdrawOnly: true } : member;
  }

  /** Spends a remember-me token (once); returns its member or null. */
  async function tradeRemembered(token: string): Promise<number | null> {
    const at = now();
    const found = await repo.findLiveSession(db, sha256(token), 'remember', at);
    if (!found) return null;
    const revoked = await repo.revokeByHash(db, sha256(token), at);
    return revoked ? revoked.memberId : null;
  }

  return {
    issue,
    authenticate,
    tradeRemembered,
    /** Ends a session and the remember-me tokens issued with it, in one transaction. */
    revokeSession: (sessionId: number) =>
      db.transaction(async (tx) => {
        await repo.revokeById(tx, sessionId, now());
        await repo.revokeRememberedBy(tx, sessionId, now());
      }),
    revokeToken: async (token: string) => void (await repo.revokeByHash(db, sha256(token), now())),
    revokeAllOfMember: (tx: Db | Tx, memberId: number) => repo.revokeAllOfMember(tx, memberId, now()),
  };
}
