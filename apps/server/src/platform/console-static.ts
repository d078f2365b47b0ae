import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Config } from './config.js';

/** Where the operators' console is served; its router uses the same base (apps/console vite.config.ts). */
export const CONSOLE_PREFIX = '/console';

/**
 * The console's own policy, stricter than the player site's: scripts, styles and connections to this
 * origin only (no inline style, no other domain, not even the site's image CDNs), no framing at all.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const hasConsoleBuild = (config: Config) => existsSync(resolve(config.CONSOLE_DIST_DIR, 'index.html'));

function consoleHeaders(reply: FastifyReply): void {
  void reply
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-frame-options', 'DENY')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');
}

/**
 * Serves the console's build (apps/console/dist) under /console: its hashed assets, and its page for
 * every other path below /console (history-mode routing). The page's policy is set after every other
 * onSend hook (a route hook runs after the app's), so the site's page policy never widens it.
 */
export async function registerConsoleApp(app: FastifyInstance, config: Config): Promise<void> {
  if (config.NODE_ENV === 'test') return;
  const built = hasConsoleBuild(config);
  if (built) {
    await app.register(fastifyStatic, {
      root: resolve(config.CONSOLE_DIST_DIR, 'assets'),
      prefix: `${CONSOLE_PREFIX}/assets/`,
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply) => {
        consoleHeaders(reply);
        void reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  const strictPolicy: onSendHookHandler = (_request, reply, payload, done) => {
    consoleHeaders(reply);
    done(null, payload);
  };
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404, never the page in its place (a stale tab would run HTML as a script).
    if (request.url.startsWith(`${CONSOLE_PREFIX}/assets/`)) return reply.code(404).send('');
    if (!built) {
      const hint = `The console is not built: ${config.CONSOLE_DIST_DIR}/index.html is missing. Run \`npm run build\` at the repository root.`;
      return reply.code(404).type('text/plain; charset=utf-8').send(hint);
    }
    const html = await readFile(resolve(config.CONSOLE_DIST_DIR, 'index.html'));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  const options = { schema: { hide: true }, onSend: strictPolicy };
  app.get(CONSOLE_PREFIX, options, page);
  app.get(`${CONSOLE_PREFIX}/*`, options, page);
}
