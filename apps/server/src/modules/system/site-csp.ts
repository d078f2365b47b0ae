import type { FastifyInstance } from 'fastify';
import type { SystemSettings } from './system.settings.js';

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
export function registerSiteCsp(app: FastifyInstance, settings: () => Promise<SystemSettings>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof csp !== 'string' || !type.startsWith('text/html')) return payload;
    const { domains, cdn } = await settings();
    reply.header(
      'content-security-policy',
      extendCsp(csp, { 'connect-src': domains, 'img-src': cdn.imageCDNs }),
    );
    return payload;
  });
}
