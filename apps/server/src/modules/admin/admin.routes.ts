import { adminAuditEndpoints, adminEndpoints, adminOperatorEndpoints as ops } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ClientOf } from '../session/session.routes.js';
import type { WalletService } from '../wallet/transfers/index.js';
import { searchAudit } from './audit-search.js';
import type { OperatorLoginService } from './operator-login.service.js';
import type { OperatorService } from './operator.service.js';

export interface AdminRouteDeps {
  operators: OperatorService;
  operatorLogin: OperatorLoginService;
  wallet: Pick<WalletService, 'adjust' | 'reconcile'>;
  clientOf: ClientOf;
}

/**
 * The back office API under /wps/admin: operator tokens only, never a member's; who may make each call
 * is the permission matrix's (packages/contracts operator-access), enforced by the operator guard.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  { operators, operatorLogin, wallet, clientOf }: AdminRouteDeps,
): void {
  const ipOf = (request: FastifyRequest) => clientOf(request).ip;
  const by = (request: FastifyRequest) => {
    const { operatorId } = requireOperator(request);
    return { actor: `operator:${operatorId}`, operatorId, ip: ipOf(request) };
  };
  const auth = { limit: 'auth' } as const;
  registerEndpoint(
    app,
    adminEndpoints.login,
    ({ body, request }) => operatorLogin.login(body, ipOf(request)),
    auth,
  );
  registerEndpoint(
    app,
    adminEndpoints.loginTotp,
    ({ body, request }) => operatorLogin.secondFactor(body, ipOf(request)),
    auth,
  );
  registerEndpoint(
    app,
    adminEndpoints.loginEnrol,
    ({ body, request }) => operatorLogin.enrol(body, ipOf(request)),
    auth,
  );
  registerEndpoint(
    app,
    adminEndpoints.loginEnrolConfirm,
    ({ body, request }) => operatorLogin.confirmEnrolment(body, ipOf(request)),
    auth,
  );
  registerEndpoint(app, adminEndpoints.logout, ({ request }) =>
    operators.logout(requireOperator(request), ipOf(request)),
  );
  registerEndpoint(app, adminEndpoints.logoutEverywhere, ({ request }) =>
    operators.logoutEverywhere(requireOperator(request), ipOf(request)),
  );
  registerEndpoint(app, adminEndpoints.me, ({ request }) => {
    const { operatorId, username, role } = requireOperator(request);
    return Promise.resolve({ id: operatorId, username, role });
  });
  registerEndpoint(app, adminEndpoints.adjust, ({ body, request }) =>
    wallet.adjust(body, { actor: by(request).actor, ip: ipOf(request) }),
  );
  registerEndpoint(app, adminEndpoints.reconcile, () => wallet.reconcile());

  registerEndpoint(app, adminAuditEndpoints.search, ({ query }) => searchAudit(app.database.db, query));
  registerEndpoint(app, ops.list, () => operators.accounts());
  registerEndpoint(app, ops.create, ({ body, request }) => operators.createOperator(body, by(request)));
  registerEndpoint(app, ops.update, ({ params, body, request }) =>
    operators.updateOperator(Number(params.id), body, by(request)),
  );
  registerEndpoint(app, ops.resetTotp, ({ params, request }) =>
    operators.resetTotpOf(Number(params.id), by(request)),
  );
}
