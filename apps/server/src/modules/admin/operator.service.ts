import {
  OperatorRoleSchema,
  operatorRolesFor,
  type Operator,
  type OperatorAccount,
  type OperatorRole,
} from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit.js';
import { bearerToken, type AuthenticatedOperator } from '../../platform/auth.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { createRangeMatcher, normaliseRange } from '../../platform/ip-ranges.js';
import type { PasswordHasher } from '../../platform/password.js';
import { sha256 } from '../../platform/tokens.js';
import * as repo from './operator.repository.js';

/** The default idle timeout (config OPERATOR_IDLE_MINUTES); a session also ends this long after login. */
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_ABSOLUTE_MS = 12 * 3_600_000;
/** The expiry is moved on at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
/** Operator tokens carry a prefix, so neither guard mistakes one kind of token for the other. */
export const OPERATOR_TOKEN_PREFIX = 'op_';
export const OPERATOR_PASSWORD_MIN = 10;

export interface OperatorServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  /** How long a session lasts unused (config OPERATOR_IDLE_MINUTES). */
  idleMs?: number;
  now?: () => Date;
}

export type OperatorService = ReturnType<typeof createOperatorService>;

export const toOperator = (row: repo.OperatorRow): Operator => ({
  id: row.id,
  username: row.username,
  role: row.role,
});

export const toOperatorAccount = (row: repo.OperatorRow): OperatorAccount => ({
  ...toOperator(row),
  disabled: row.disabled,
  totp: row.totpSecret !== null,
  allowedCidrs: row.allowedCidrs ?? [],
  createdAt: row.createdAt.toISOString(),
});

/** An allow-list as stored: each entry a valid address or CIDR range, normalised; 400 otherwise. */
function cidrList(entries: readonly string[]): string[] {
  return entries.map((entry) => {
    const range = normaliseRange(entry);
    if (!range) throw new AppError('error_invalid_request', { fields: { allowedCidrs: entry } });
    return range;
  });
}

/** Whether `ip` is one the operator may work from (no allow-list: anywhere). */
export function addressAllowed(row: Pick<repo.OperatorRow, 'allowedCidrs'>, ip: string): boolean {
  const ranges = row.allowedCidrs ?? [];
  return ranges.length === 0 || createRangeMatcher(ranges)(ip);
}

/** Back-office operators: their accounts, sessions and the operator-token guard (logins: operator-login). */
export function createOperatorService({
  db,
  hasher,
  idleMs = OPERATOR_IDLE_MS,
  now = () => new Date(),
}: OperatorServiceDeps) {
  /**
   * The operator guard: Bearer op_ token → session of an enabled operator, used within the idle timeout
   * (else 401 error_operator_idle) and from an address of their allow-list (else 403, audited); slides
   * the idle expiry.
   */
  async function authenticate(request: FastifyRequest, ip: string): Promise<AuthenticatedOperator> {
    const token = bearerToken(request);
    if (!token?.startsWith(OPERATOR_TOKEN_PREFIX)) throw new AppError('error_not_logged_in');
    const at = now();
    const found = await repo.findSession(db, sha256(token));
    if (!found) throw new AppError('error_not_logged_in');
    const { session, operator } = found;
    const absoluteEnd = session.createdAt.getTime() + OPERATOR_ABSOLUTE_MS;
    if (absoluteEnd <= at.getTime()) throw new AppError('error_not_logged_in');
    if (session.expiresAt.getTime() <= at.getTime()) throw new AppError('error_operator_idle');
    if (!addressAllowed(operator, ip)) {
      await writeAudit(db, {
        actor: `operator:${operator.id}`,
        action: 'operator.address_refused',
        before: null,
        after: { url: request.url.slice(0, 300), allowed: operator.allowedCidrs },
        ip,
      });
      throw new AppError('error_operator_address');
    }
    const idleLeft = session.expiresAt.getTime() - at.getTime();
    if (idleMs - idleLeft >= TOUCH_EVERY_MS)
      await repo.extendSession(db, session.id, new Date(Math.min(at.getTime() + idleMs, absoluteEnd)));
    return {
      operatorId: operator.id,
      username: operator.username,
      role: operator.role,
      sessionId: session.id,
    };
  }

  /**
   * The operator guard of every /wps/admin call: the operator behind the token, and 403 unless the
   * permission matrix lets their role make the call `method path`; a refusal is audited.
   */
  async function authorize(
    request: FastifyRequest,
    method: string,
    path: string,
    ip: string,
  ): Promise<AuthenticatedOperator> {
    const operator = await authenticate(request, ip);
    if (operatorRolesFor(method, path)?.includes(operator.role)) return operator;
    await writeAudit(db, {
      actor: `operator:${operator.operatorId}`,
      action: 'operator.forbidden',
      before: null,
      after: { method, path, url: request.url.slice(0, 300), role: operator.role },
      ip,
    });
    throw new AppError('error_forbidden');
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

  /** Sign out everywhere: every session of the operator ends, this one included. */
  async function logoutEverywhere(operator: AuthenticatedOperator, ip: string): Promise<null> {
    await db.transaction(async (tx) => {
      await repo.revokeAllOfOperator(tx, operator.operatorId, now());
      await writeAudit(tx, {
        actor: `operator:${operator.operatorId}`,
        action: 'admin.logout_everywhere',
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

  async function accountOf(id: number): Promise<OperatorAccount> {
    const row = await repo.findById(db, id);
    if (!row) throw new AppError('error_not_found');
    return toOperatorAccount(row);
  }

  /** An admin creates an operator (as the CLI does), with an allow-list if given. */
  async function createOperator(
    input: { username: string; role: OperatorRole; password: string; allowedCidrs?: string[] | undefined },
    by: { actor: string; ip?: string | null },
  ): Promise<OperatorAccount> {
    const allowedCidrs = cidrList(input.allowedCidrs ?? []);
    const created = await addOperator(input, by);
    if (allowedCidrs.length > 0)
      await db.transaction((tx) => repo.updateOperator(tx, created.id, { allowedCidrs }));
    return accountOf(created.id);
  }

  /**
   * An admin changes another operator's role, state or allow-list (not their own: an admin cannot lock
   * themselves out); switching off or a new role ends the operator's sessions. Audited before and after.
   */
  async function updateOperator(
    id: number,
    change: {
      role?: OperatorRole | undefined;
      disabled?: boolean | undefined;
      allowedCidrs?: string[] | undefined;
    },
    by: { actor: string; operatorId: number; ip?: string | null },
  ): Promise<OperatorAccount> {
    if (id === by.operatorId) throw new AppError('error_forbidden');
    const row = await repo.findById(db, id);
    if (!row) throw new AppError('error_not_found');
    const next = {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      ...(change.allowedCidrs === undefined ? {} : { allowedCidrs: cidrList(change.allowedCidrs) }),
    };
    await db.transaction(async (tx) => {
      await repo.updateOperator(tx, id, next);
      if (next.disabled === true || (next.role !== undefined && next.role !== row.role))
        await repo.revokeAllOfOperator(tx, id, now());
      await writeAudit(tx, {
        actor: by.actor,
        ip: by.ip ?? null,
        action: 'admin.operator.update',
        before: { id, role: row.role, disabled: row.disabled, allowedCidrs: row.allowedCidrs ?? [] },
        after: {
          id,
          role: next.role ?? row.role,
          disabled: next.disabled ?? row.disabled,
          allowedCidrs: next.allowedCidrs ?? row.allowedCidrs ?? [],
        },
      });
    });
    return accountOf(id);
  }

  /** Takes the operator's second factor away (a lost phone): their next login enrols again. */
  async function resetTotp(username: string, by: { actor: string; ip?: string | null }) {
    const row = await repo.findByUsername(db, username);
    if (!row) throw new AppError('error_not_found');
    await db.transaction(async (tx) => {
      await repo.clearTotp(tx, row.id);
      await repo.revokeAllOfOperator(tx, row.id, now());
      await writeAudit(tx, {
        ...by,
        action: 'admin.operator.totp_reset',
        before: { username: row.username, totp: row.totpSecret !== null },
        after: { username: row.username, totp: false },
      });
    });
    return toOperator(row);
  }

  return {
    logout,
    logoutEverywhere,
    authenticate,
    authorize,
    addOperator,
    setDisabled,
    resetTotp,
    createOperator,
    updateOperator,
    resetTotpOf: async (id: number, by: { actor: string; ip?: string | null }) => {
      const row = await repo.findById(db, id);
      if (!row) throw new AppError('error_not_found');
      await resetTotp(row.username, by);
      return accountOf(id);
    },
    accounts: async () => ({ list: (await repo.listAll(db)).map(toOperatorAccount) }),
    list: () => repo.listOperators(db),
  };
}
