import {
  adminContentEndpoints,
  adminHelpEndpoints,
  adminSystemEndpoints,
  ContentIdParamsSchema,
  decodeCsPath,
  type AdminCustomerService,
  type CsPath,
  type RegionBlock,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor } from './system-admin.service.js';
import type { SystemService } from './system.service.js';

/** The back office's help items, customer-service addresses and site texts (operator tokens, role admin). */
export function registerSystemAdminRoutes(
  app: FastifyInstance,
  system: Pick<
    SystemService,
    | 'help'
    | 'setCustomerService'
    | 'setSiteTexts'
    | 'getSettings'
    | 'setMaintenance'
    | 'setSetting'
    | 'listRegionBlocks'
    | 'addRegionBlock'
    | 'removeRegionBlock'
  >,
  ipOf: (request: FastifyRequest) => string,
): void {
  const by = (request: FastifyRequest): Actor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => ContentIdParamsSchema.parse(params).id;
  const help = adminHelpEndpoints;

  registerEndpoint(app, help.list, ({ query }) => system.help.list(query.lang));
  registerEndpoint(app, help.create, ({ body, request }) => system.help.create(body, by(request)));
  registerEndpoint(app, help.update, ({ params, body, request }) =>
    system.help.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, help.remove, ({ params, request }) => system.help.remove(idOf(params), by(request)));
  registerEndpoint(app, help.order, ({ body, request }) => system.help.order(body.ids, by(request)));
  registerEndpoint(app, adminContentEndpoints.customerService, async ({ body, request }) => {
    await system.setCustomerService(body, by(request));
    return null;
  });
  registerEndpoint(app, adminContentEndpoints.siteTexts, async () => (await system.getSettings()).siteTexts);
  registerEndpoint(app, adminContentEndpoints.setSiteTexts, ({ body, request }) =>
    system.setSiteTexts(body, by(request)),
  );

  registerSystemSwitches(app, system, by);
}

/** A stored region block as the contract lists it. */
const toRegionBlock = (row: {
  id: number;
  kind: RegionBlock['kind'];
  value: string;
  note: string;
  jurisdiction: string | null;
  createdAt: Date;
}): RegionBlock => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A channel's first address as entered: type 3 entries are decrypted for the operator who set them. */
async function firstAddress(paths: CsPath[]): Promise<string | null> {
  const first = paths[0];
  if (!first) return null;
  if (first.type !== 3) return first.path;
  // A stored entry that no longer decrypts is shown as none, for the operator to enter again.
  return decodeCsPath(first.path).catch(() => null);
}

/**
 * Maintenance, region blocks, whitelabel flags, registration field rules and the customer-service
 * addresses: each change goes through the system service, which audits it in its transaction.
 */
function registerSystemSwitches(
  app: FastifyInstance,
  system: Pick<
    SystemService,
    | 'getSettings'
    | 'setMaintenance'
    | 'setSetting'
    | 'listRegionBlocks'
    | 'addRegionBlock'
    | 'removeRegionBlock'
  >,
  by: (request: FastifyRequest) => Actor,
): void {
  const e = adminSystemEndpoints;
  registerEndpoint(app, e.maintenance, async () => (await system.getSettings()).maintenance);
  registerEndpoint(app, e.setMaintenance, ({ body, request }) => system.setMaintenance(body, by(request)));
  registerEndpoint(app, e.regionBlocks, async () => ({
    list: (await system.listRegionBlocks()).map(toRegionBlock),
  }));
  registerEndpoint(app, e.addRegionBlock, async ({ body, request }) =>
    toRegionBlock(await system.addRegionBlock(body, by(request))),
  );
  registerEndpoint(app, e.removeRegionBlock, async ({ body, request }) =>
    toRegionBlock(await system.removeRegionBlock(body, by(request))),
  );
  registerEndpoint(app, e.whitelabel, async () => (await system.getSettings()).whitelabel);
  registerEndpoint(app, e.setWhitelabel, async ({ body, request }) => {
    await system.setSetting('whitelabel', body, by(request));
    return body;
  });
  registerEndpoint(app, e.registerRules, async () => (await system.getSettings()).register);
  registerEndpoint(app, e.setRegisterRules, async ({ body, request }) => {
    await system.setSetting('register', body, by(request));
    return body;
  });
  registerEndpoint(app, e.customerService, async (): Promise<AdminCustomerService> => {
    const { channels, facebookUrl, telegramUrls } = (await system.getSettings()).customerService;
    return {
      liveChatUrl: await firstAddress(channels.LIVECHAT),
      vipUrl: await firstAddress(channels.VIP),
      facebookUrl,
      telegramUrls,
      encrypt: [...channels.LIVECHAT, ...channels.VIP].some((path) => path.type === 3),
    };
  });
}
