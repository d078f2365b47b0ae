import { ErrorEnvelopeSchema, envelopeOf, operatorRolesFor, type Endpoint } from '@swerte/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireAgent, requireRealAccount, type Authenticator, type OperatorAuthoriser } from './auth.js';
import { createAnswerCache } from './answer-cache.js';
import type { EncDecoder } from './enc.js';
import { successEnvelope } from './envelope.js';
import { AppError } from './errors.js';

export interface HandlerInput<Q extends z.ZodType, B extends z.ZodType> {
  query: z.output<Q>;
  body: z.output<B>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What registerEndpoint needs from the app: set once by the composition root. */
export interface EndpointSupport {
  authenticate: Authenticator;
  /** The operator guard: the token, the session's idle time and address, and the permission matrix. */
  authorizeOperator: OperatorAuthoriser;
  enc: EncDecoder;
  /** Per-route limit of the calls bots hammer (login, codes, captcha, registration, resets). */
  authLimit: { max: number; timeWindow: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    endpointSupport: EndpointSupport;
  }
}

export interface EndpointOptions {
  /** Who may call an auth:'token' endpoint beyond any logged-in member. */
  guard?: 'member' | 'realAccount' | 'agent';
  /** Apply the per-route auth limit on top of the global one. */
  limit?: 'auth' | { max: number; timeWindow: number };
  /**
   * The handler answers with a value a service keeps in memory, the same object until it changes: the
   * serialised answer is kept with it and sent with an ETag, and If-None-Match gets 304 (answer-cache).
   */
  sharedValue?: boolean;
  /**
   * A self-excluded member's withdrawal-only token (protection area) may call this endpoint: the
   * balance, withdrawals, bank accounts, logout and the protection page. Every other call refuses it.
   */
  openWhenExcluded?: boolean;
}

/**
 * Registers one contracts Endpoint: its method, path and schemas (so validation, serialisation and
 * /docs all come from the contract) around a handler that returns only the envelope's value. The
 * contract's `auth: 'token'` is enforced here (401 without a valid session), and `enc: true` bodies
 * are decrypted before validation (a plain body is refused).
 */
export function registerEndpoint<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, B, V>,
  handler: (input: HandlerInput<Q, B>) => Promise<z.output<V>>,
  options: EndpointOptions = {},
): void {
  const support = app.endpointSupport;
  const limit = options.limit === 'auth' ? support.authLimit : options.limit;
  const guard = options.guard ?? 'member';
  const answers = options.sharedValue ? createAnswerCache() : null;
  // Who may make an operator call is the permission matrix's (packages/contracts operator-access) alone.
  if (endpoint.auth === 'operator' && !operatorRolesFor(endpoint.method, endpoint.path))
    throw new Error(`${endpoint.method} ${endpoint.path} has no row in the operator permission matrix`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(limit ? { config: { rateLimit: limit } } : {}),
    schema: {
      summary: endpoint.enc ? `${endpoint.summary} [enc]` : endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'token' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.auth === 'operator' ? { security: [{ operatorAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeOf(endpoint.value), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
    },
    // enc bodies are opened before validation; NUL characters (which PostgreSQL text cannot hold) are
    // refused as invalid input rather than failing deep in a query.
    preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      try {
        if (endpoint.enc) request.body = support.enc.decrypt(request.body);
        if (containsNul(request.body) || containsNul(request.query))
          throw new AppError('error_invalid_request');
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    ...(endpoint.auth === 'operator'
      ? {
          onRequest: async (request: FastifyRequest) => {
            request.operator = await support.authorizeOperator(request, endpoint.method, endpoint.path);
          },
        }
      : {}),
    ...(endpoint.auth === 'token'
      ? {
          // Before validation, so an anonymous caller learns nothing about the body's rules.
          onRequest: async (request: FastifyRequest) => {
            request.member = await support.authenticate(request);
            if (request.member.withdrawOnly && !options.openWhenExcluded)
              throw new AppError('error_forbidden');
            if (guard === 'realAccount') requireRealAccount(request);
            if (guard === 'agent') requireAgent(request);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const value = await handler({
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        params: (request.params ?? {}) as Record<string, string>,
        request,
        reply,
      });
      const envelope = successEnvelope(request, value, endpoint.successCode);
      if (answers && typeof value === 'object' && value !== null)
        return answers(request, reply, value, envelope);
      return envelope;
    },
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}
