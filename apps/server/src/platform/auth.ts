import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE, type OperatorRole } from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The member behind a valid session token, put on the request by the token guard. */
export interface AuthenticatedMember {
  memberId: number;
  isAgent: number;
  sessionId: number;
  /** A self-excluded member's token: only endpoints registered openWhenExcluded accept it. */
  withdrawOnly?: boolean;
}

/** Reads `Authorization: Bearer`, checks the session and returns its member; AppError 401 otherwise. */
export type Authenticator = (request: FastifyRequest) => Promise<AuthenticatedMember>;

/** The back-office operator behind a valid operator token. */
export interface AuthenticatedOperator {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

/**
 * Reads an operator's `Authorization: Bearer` (AppError 401 for anything else, a member token included)
 * and answers 403 (audited) unless the permission matrix lets the operator's role make the call
 * `method path` (the route as registered).
 */
export type OperatorAuthoriser = (
  request: FastifyRequest,
  method: string,
  path: string,
) => Promise<AuthenticatedOperator>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the token guard on auth:'token' endpoints. */
    member?: AuthenticatedMember;
    /** Set by the operator guard on auth:'operator' endpoints. */
    operator?: AuthenticatedOperator;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export function requireMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('error_not_logged_in');
  return request.member;
}

/** Trial (free-play) accounts may not do what needs a real account (§5). */
export function requireRealAccount(request: FastifyRequest): AuthenticatedMember {
  const member = requireMember(request);
  if (member.isAgent === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account');
  return member;
}

export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent);
}

/** The agent centre: isAgent 1, 2, 41, 42 only (§6); a trial account is told to get a real one (§5). */
export function requireAgent(request: FastifyRequest): AuthenticatedMember {
  const member = requireMember(request);
  if (member.isAgent === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account');
  if (!isAgentType(member.isAgent)) throw new AppError('error_not_agent');
  return member;
}

/** The operator the guard put on the request (the matrix has already let them make the call). */
export function requireOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw new AppError('error_not_logged_in');
  return request.operator;
}
