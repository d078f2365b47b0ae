import { adminProtectionEndpoints as ops, protectionEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ProtectionAdmin } from './protection-admin.service.js';
import type { ProtectionService } from './protection.service.js';

export interface ProtectionRouteDeps {
  protection: ProtectionService;
  admin: ProtectionAdmin;
  ipOf: (request: FastifyRequest) => string;
  /** The visitor's country (a trusted proxy's header), which picks the jurisdiction help shows. */
  countryOf: (request: FastifyRequest) => string | null;
}

/** The member's "Responsible gaming" calls, the public help contacts, and the back office's. */
export function registerProtectionRoutes(
  app: FastifyInstance,
  { protection, admin, ipOf, countryOf }: ProtectionRouteDeps,
) {
  const real = { guard: 'realAccount' } as const;
  // A self-excluded member's withdrawal-only token may read the page and ask to come back.
  const excludedToo = { ...real, openWhenExcluded: true } as const;
  const me = (request: FastifyRequest) => requireMember(request).memberId;

  registerEndpoint(app, api.status, ({ request }) => protection.status(me(request)), excludedToo);
  registerEndpoint(
    app,
    api.setLimit,
    ({ request, body }) => protection.setLimit(me(request), body, ipOf(request)),
    real,
  );
  registerEndpoint(
    app,
    api.confirmLimit,
    ({ request, body }) => protection.confirmLimit(me(request), body.kind, body.period, ipOf(request)),
    real,
  );
  registerEndpoint(
    app,
    api.cancelLimit,
    ({ request, body }) => protection.cancelLimit(me(request), body.kind, body.period),
    real,
  );
  registerEndpoint(
    app,
    api.timeout,
    ({ request, body }) => protection.timeout(me(request), body.days, ipOf(request)),
    real,
  );
  registerEndpoint(
    app,
    api.selfExclude,
    ({ request, body }) =>
      protection.selfExclude(me(request), body.months, { actor: `member:${me(request)}`, ip: ipOf(request) }),
    real,
  );
  registerEndpoint(
    app,
    api.requestReturn,
    ({ request }) => protection.requestReturn(me(request), ipOf(request)),
    excludedToo,
  );
  registerEndpoint(
    app,
    api.realityCheck,
    ({ request, body }) => protection.setRealityCheck(me(request), body.minutes),
    real,
  );
  registerEndpoint(app, api.session, ({ request }) => {
    const member = requireMember(request);
    return protection.playSession(member.memberId, member.sessionId);
  });
  registerEndpoint(
    app,
    api.activity,
    ({ request, query }) => protection.activity(me(request), query.by),
    real,
  );
  registerEndpoint(app, api.info, ({ request }) => admin.publicInfo(countryOf(request)));

  const acting = (request: FastifyRequest) => ({
    operatorId: requireOperator(request).operatorId,
    ip: ipOf(request),
  });
  registerEndpoint(app, ops.member, ({ params }) => admin.member(Number(params.id)));
  registerEndpoint(app, ops.impose, ({ request, params, body }) =>
    admin.impose(Number(params.id), body, acting(request)),
  );
  registerEndpoint(app, ops.settings, () => admin.settings());
  registerEndpoint(app, ops.setSettings, ({ request, body }) => admin.setSettings(body, acting(request)));
  registerEndpoint(app, ops.report, () => admin.report());
  registerEndpoint(app, ops.jurisdictions, () => admin.jurisdictions());
  registerEndpoint(app, ops.setJurisdiction, ({ request, params, body }) =>
    admin.setJurisdiction(String(params.code), body, acting(request)),
  );
}
