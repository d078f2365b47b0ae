import type { FastifyInstance } from 'fastify';
import type { SystemSettings } from './system.settings.js';
import { siteDomains } from './system.service.js';

/** The origin of an http(s) address, or null for anything else (a bad setting never widens the CSP). */
function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Adds sources to directives of a CSP header value; a directive that is not there is left out. */
export function extendCsp(csp: string, extra: Record<string, readonly string[]>): string {
  return csp
    .split(';')
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0] ?? '';
      const origins = (extra[directive] ?? []).map(originOf).filter((o): o is string => o !== null);
      return origins.length > 0 ? `${part.trim()} ${[...new Set(origins)].join(' ')}` : part.trim();
    })
    .join(';');
}

/**
 * The page's CSP admits the operator's alternative domains (the client times a small request to each,
 * connect-src) and image CDNs (banner artwork, img-src). Only HTML documents carry a CSP that matters.
 */
export function registerSiteCsp(
  app: FastifyInstance,
  settings: () => Promise<SystemSettings>,
  publicUrl?: string,
): void {
  // The page's policy is built once per settings read (they are cached), not per page served.
  let built: { from: SystemSettings; base: string; csp: string } | null = null;
  const pageCsp = (from: SystemSettings, base: string) => {
    if (built?.from !== from || built.base !== base) {
      const csp = extendCsp(base, {
        'connect-src': siteDomains(from, publicUrl),
        'img-src': from.cdn.imageCDNs,
      });
      built = { from, base, csp };
    }
    return built.csp;
  };
  // Not an async hook: every API answer passes here, and only pages wait for the settings.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const csp = reply.getHeader('content-security-policy');
    const type = reply.getHeader('content-type');
    if (typeof csp !== 'string' || typeof type !== 'string' || !type.startsWith('text/html'))
      return done(null, payload);
    settings().then(
      (from) => {
        reply.header('content-security-policy', pageCsp(from, csp));
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
