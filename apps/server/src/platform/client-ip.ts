import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { createRangeMatcher, parseAddress } from './ip-ranges.js';

/** Fastify `trustProxy`: X-Forwarded-* is believed only from TRUSTED_PROXIES. */
export function trustProxyOption(config: Config): false | ((address: string) => boolean) {
  if (config.TRUSTED_PROXIES.length === 0) return false;
  const isTrusted = createRangeMatcher(config.TRUSTED_PROXIES);
  return (address) => isTrusted(address);
}

export interface VisitorLocation {
  ip: string;
  country: string | null;
}

/**
 * Reads the visitor's address (Fastify already walked trusted X-Forwarded-For hops) and, when the
 * immediate peer is a trusted proxy, the country header it adds.
 */
export function createVisitorResolver(config: Config): (request: FastifyRequest) => VisitorLocation {
  const isTrusted = createRangeMatcher(config.TRUSTED_PROXIES);
  const header = config.COUNTRY_HEADER;
  return (request) => {
    const ip = displayAddress(request.ip);
    if (!header) return { ip, country: null };
    const peer = request.socket.remoteAddress ?? '';
    if (!isTrusted(peer)) return { ip, country: null };
    return { ip, country: toCountry(request.headers[header]) };
  };
}

function displayAddress(address: string): string {
  return parseAddress(address)?.toString() ?? address;
}

function toCountry(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  // Cloudflare sends XX for unknown and T1 for Tor; both are real values an operator may block.
  return text && /^[A-Za-z][A-Za-z0-9]$/.test(text.trim()) ? text.trim().toUpperCase() : null;
}
