import { toLanguage, type Language } from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: Accept-Language fil/en (§1: TY by default). */
export function requestLanguage(request: FastifyRequest): Language {
  return toLanguage(request.headers['accept-language']);
}

/** Path without the query string: logs never carry query values (they may hold personal data). */
export function requestPath(request: { url: string }): string {
  const end = request.url.indexOf('?');
  return end === -1 ? request.url : request.url.slice(0, end);
}

/** Prefixes of the JSON API; anything else is the web app (or its 404). */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/media', '/docs'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The service calls (§7): what maintenance, region blocks and rate limits apply to. */
export function isServiceCallPath(path: string): boolean {
  return /^\/(wps|lgw|lotto)(\/|$)/.test(path);
}
