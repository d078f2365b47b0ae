import { OperatorRoleSchema, type Operator, type OperatorRole } from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit.js';
import { bearerToken, type AuthenticatedOperator } from '../../platform/auth.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { sha256 } from '../../platform/tokens.js';
import * as repo from './operator.repository.js';

/** An operator token lapses after this long unused, and this long after login in any case. */
export const OPERATOR_IDLE_MS = 60 * 60_000;
export const OPERATOR_ABSOLUTE_MS = 12 * 3_600_000;
/** The expiry is moved on at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
/** Operator tokens carry a prefix, so neither guard mistakes one kind of token for the other. */
export const OPERATOR_TOKEN_PREFIX = 'op_';
export const OPERATOR_PASSWORD_MIN = 10;

export interface OperatorServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  now?: () => Date;
}

export type OperatorService = ReturnType<typeof createOperatorService>;

export const toOperator = (row: repo.OperatorRow): Operator => ({
  id: row.id,
  username: row.username,
  role: row.role,
});

/** Back-office operators: their accounts, sessions and the operator-token guard (logins: operator-login). */
export function createOperatorService({ db, hasher, now = () => new Date() }: OperatorServiceDeps) {
  /** The operator guard: Bearer op_ token → live session of an enabled operator; slides the idle expiry. */
  async function authenticate(request: FastifyRequest): Promise<AuthenticatedOperator> {
    const token = bearerToken(request);
    if (!token?.startsWith(OPERATOR_TOKEN_PREFIX)) throw new AppError('error_not_logged_in');
    const at = now();
    const found = await repo.findLiveSession(db, sha256(token), at);
    if (!found) throw new AppError('error_not_logged_in');
    const { session, operator } = found;
    const idleLeft = session.expiresAt.getTime() - at.getTime();
    if (OPERATOR_IDLE_MS - idleLeft >= TOUCH_EVERY_MS) {
      const cap = session.createdAt.getTime() + OPERATOR_ABSOLUTE_MS;
      await repo.extendSession(db, session.id, new Date(Math.min(at.getTime() + OPERATOR_IDLE_MS, cap)));
    }
    return {
      operatorId: operator.id,
      username: operator.username,
      role: operator.role,
      sessionId: session.id,
    };
  }

  async function logout(operator: AuthenticatedOperator, ip: string): Promise<null> {
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, operator.sessionId, now());
      await writeAudit(tx, {
        actor: `operator:${operator.operatorId}`,
        action: 'admin.logout',
        before: null,
        after: null,
        ip,
      });
    });
    return null;
  }

  /** Creates an operator (CLI); the password is hashed here and never stored or logged in clear. */
  async function addOperator(
    input: { username: string; role: OperatorRole; password: string },
    by: { actor: string; ip?: string | null },
  ): Promise<Operator> {
    const username = input.username.trim();
    if (!/^[A-Za-z0-9_.-]{3,64}$/.test(username)) throw new AppError('error_invalid_request');
    const role = OperatorRoleSchema.parse(input.role);
    if (input.password.length < OPERATOR_PASSWORD_MIN || input.password.length > 128)
      throw new AppError('error_invalid_request');
    const passwordHash = await hasher.hash(input.password);
    return db.transaction(async (tx) => {
      const row = await repo.insertOperator(tx, { username, role, passwordHash });
      if (!row) throw new AppError('error_username_taken');
      await writeAudit(tx, { ...by, action: 'admin.operator.add', before: null, after: toOperator(row) });
      return toOperator(row);
    });
  }

  /** Switches an operator off (their sessions end at once) or on again. */
  async function setDisabled(username: string, disabled: boolean, by: { actor: string; ip?: string | null }) {
    const row = await repo.findByUsername(db, username);
    if (!row) throw new AppError('error_not_found');
    await db.transaction(async (tx) => {
      await repo.setDisabled(tx, row.id, disabled);
      if (disabled) await repo.revokeAllOfOperator(tx, row.id, now());
      await writeAudit(tx, {
        ...by,
        action: disabled ? 'admin.operator.disable' : 'admin.operator.enable',
        before: { disabled: row.disabled },
        after: { disabled },
      });
    });
    return { ...toOperator(row), disabled };
  }

  return { logout, authenticate, addOperator, setDisabled, list: () => repo.listOperators(db) };
}
