import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The CSP admits the built React app (same-origin scripts and styles, data:/blob: images, same-origin
 * media) and the /docs UI, whose assets the server serves itself. The page has no inline script, so
 * no response needs a nonce and one header value serves every request.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes come from React and Swagger UI; no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
    },
  },
  // Game artwork and docs assets may be embedded by same-site pages only.
  crossOriginResourcePolicy: { policy: 'same-site' },
} as const;

/**
 * The headers helmet sets for these options, worked out once: helmet itself is run against a response
 * that only records them. Every value is static, so building them per request (as a per-request
 * middleware does) is waste.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return Object.freeze(headers);
}

/**
 * The security headers and the request id (which a 500's envelope names) on every answer, errors and
 * refusals included: one synchronous hook, before any other runs.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
