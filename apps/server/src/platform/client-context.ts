import type { FastifyRequest } from 'fastify';
import type { VisitorLocation } from './client-ip.js';

/** Who made a request, as sessions, audits and login checks record it. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
  /** The visitor's country from a trusted proxy's header (ISO alpha-2), when known. */
  country?: string | null;
}

export type ClientOf = (request: FastifyRequest) => ClientContext;

export function clientResolver(visitorOf: (request: FastifyRequest) => VisitorLocation): ClientOf {
  return (request) => {
    const { ip, country } = visitorOf(request);
    return { ip, country, userAgent: request.headers['user-agent'] ?? null };
  };
}
