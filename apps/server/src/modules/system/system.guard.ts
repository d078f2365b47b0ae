import { SYSTEM_STATUS } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { isServiceCallPath, requestLanguage, requestPath } from '../../platform/request-context.js';
import type { VisitorLocation } from '../../platform/client-ip.js';
import type { SystemService } from './system.service.js';

/**
 * /wps/system/* always answers, so clients can show the maintenance or blocked page; /wps/admin/*
 * too, so the operator who switched maintenance on (or blocked a range) can switch it off again.
 */
const ALWAYS_OPEN = /^\/wps\/(system|admin)(\/|$)/;

export function isGuardedPath(path: string): boolean {
  return isServiceCallPath(path) && !ALWAYS_OPEN.test(path);
}

/** 503 info_maintenance while maintenance is on, else 403 blockip for a blocked visitor. */
export function registerSystemGuard(
  app: FastifyInstance,
  system: Pick<SystemService, 'getStatus'>,
  visitorOf: (request: FastifyRequest) => VisitorLocation,
): void {
  app.addHook('onRequest', async (request) => {
    if (!isGuardedPath(requestPath(request))) return;
    const { status } = await system.getStatus(visitorOf(request), requestLanguage(request));
    if (status === SYSTEM_STATUS.maintenance) throw new AppError('info_maintenance');
    if (status === SYSTEM_STATUS.regionBlocked) throw new AppError('blockip');
  });
}
