import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import { AppError } from './errors.js';
import { isServiceCallPath, requestPath } from './request-context.js';

/**
 * A generous global limit per client address, plus the per-route limits endpoints declare: in process
 * by default, shared through Redis when REDIS_URL is set so that every node counts the same requests.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    nameSpace: 'swerte-rl:',
    // Only API calls count: page files, docs assets and cacheable artwork would spend the budget fast.
    allowList: (request) => !isServiceCallPath(requestPath(request)),
    ...(redis ? { redis } : {}),
    // Thrown, so the one error handler writes the 429 envelope.
    errorResponseBuilder: (_request, context) =>
      new AppError('error_too_many_requests', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
