import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { requestPath } from './request-context.js';

/**
 * pino options: one line per request with its id, method and path. No query strings, addresses,
 * headers or bodies, so no personal data or credentials reach the log.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: requestPath(request),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    ...(config.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
