import { adminEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ClientOf } from '../session/session.routes.js';
import type { WalletService } from '../wallet/transfers/index.js';
import type { OperatorLoginService } from './operator-login.service.js';
import type { OperatorService } from './operator.service.js';

export interface AdminRouteDeps {
  operators: OperatorService;
  operatorLogin: OperatorLoginService;
  wallet: Pick<WalletService, 'adjust' | 'reconcile'>;
  clientOf: ClientOf;
}

/** Who handles money in the back office. */
const MONEY_ROLES = ['admin', 'finance'] as const;

/** The back office API under /wps/admin: operator tokens only, never a member's. */
export function registerAdminRoutes(
  app: FastifyInstance,
  { operators, operatorLogin, wallet, clientOf }: AdminRouteDeps,
): void {
  registerEndpoint(
    app,
    adminEndpoints.login,
    ({ body, request }) => operatorLogin.login(body, clientOf(request).ip),
    {
      limit: 'auth',
    },
  );
  registerEndpoint(app, adminEndpoints.logout, ({ request }) =>
    operators.logout(requireOperator(request), clientOf(request).ip),
  );
  registerEndpoint(app, adminEndpoints.me, ({ request }) => {
    const { operatorId, username, role } = requireOperator(request);
    return Promise.resolve({ id: operatorId, username, role });
  });
  registerEndpoint(
    app,
    adminEndpoints.adjust,
    ({ body, request }) =>
      wallet.adjust(body, {
        actor: `operator:${requireOperator(request).operatorId}`,
        ip: clientOf(request).ip,
      }),
    { roles: MONEY_ROLES },
  );
  registerEndpoint(app, adminEndpoints.reconcile, () => wallet.reconcile(), { roles: MONEY_ROLES });
}
