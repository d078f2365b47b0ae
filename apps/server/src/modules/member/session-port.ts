import type { LoginValue, SocialProvider } from '@swerte/contracts';
import type { ClientContext } from '../../platform/client-context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import type { MemberRow } from './member.repository.js';

// What the member area asks of the session area, declared in the member area's own terms: the
// composition root (modules/index.ts) hands over the session's services, so the session area may
// read members while the member area never imports the session area.

// What the session area reads of the member area; it imports the member area through this port only.
export type { MemberRow } from './member.repository.js';
export type { MemberService } from './member.service.js';
export { toMemberInfo } from './member-info.js';

/** A login as the register call answers it; the remember-me token when one was asked for. */
export interface LoginOutcome {
  value: LoginValue;
  rememberToken: string | null;
}

/** Logs in a member who has just registered, inside the registration's transaction. */
export interface SessionStarter {
  startSession(
    row: MemberRow,
    type: 'register',
    client: ClientContext,
    rememberMe: boolean,
    tx: Tx,
  ): Promise<LoginOutcome>;
}

/** A password change ends every session of the member and may open a fresh one for this client. */
export interface SessionTokens {
  issue(tx: Db | Tx, memberId: number, kind: 'session', client: ClientContext): Promise<string>;
  revokeAllOfMember(tx: Db | Tx, memberId: number): Promise<unknown>;
}

/** Single-use tokens (the e-mailed password reset link). */
export interface OneTimeTokenStore {
  create(purpose: string, token: string, memberId: number | null, data: object, ttlMs: number): Promise<void>;
  consume(purpose: string, token: string): Promise<{ memberId: number | null } | null>;
}

/** Starts linking a social account to a logged-in member: the provider's authorisation address. */
export interface SocialLinker {
  start(provider: SocialProvider, memberId: number | null): Promise<string>;
}
