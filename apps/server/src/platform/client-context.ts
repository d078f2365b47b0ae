import type { FastifyRequest } from 'fastify';
import type { VisitorLocation } from './client-ip.js';

/** Who made a request, as sessions, audits and login checks record it. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
}

export type ClientOf = (request: FastifyRequest) => ClientContext;

export function clientResolver(visitorOf: (request: FastifyRequest) => VisitorLocation): ClientOf {
  return (request) => ({ ip: visitorOf(request).ip, userAgent: request.headers['user-agent'] ?? null });
}
