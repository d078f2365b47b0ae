import { OPERATOR_PUBLIC_CALLS, operatorRolesFor, operatorRouteKey } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /wps/admin, as `METHOD /path` (the permission matrix's keys). */
    operatorRoutes: string[];
  }
}

/**
 * Keeps the list of /wps/admin routes as they are registered, and refuses to start an app with one the
 * permission matrix (packages/contracts operator-access) does not name: a new operator call cannot be
 * forgotten, whether it is registered through registerEndpoint or by hand.
 */
export function registerOperatorRouteCheck(app: FastifyInstance): void {
  const routes: string[] = [];
  app.decorate('operatorRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/wps/admin/') && route.url !== '/wps/admin') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(operatorRouteKey(method, route.url));
  });
  app.addHook('onReady', (done) => {
    const missing = routes.filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      return !OPERATOR_PUBLIC_CALLS.includes(key) && !operatorRolesFor(method, path);
    });
    done(
      missing.length > 0
        ? new Error(`operator routes without a row in the permission matrix: ${missing.join(', ')}`)
        : undefined,
    );
  });
}
