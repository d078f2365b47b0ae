import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../apps/server/test/build-test-app.js';

const E2E_ACTOR = { actor: 'e2e' };

export interface RunningSite {
  baseURL: string;
  setMaintenance(window: { title: string; info: string; endTime: string | null }): Promise<void>;
  blockAddress(cidr: string): Promise<void>;
  /** Back to status 0: maintenance off and no region blocks. */
  resetStatus(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole site as a visitor meets it: the production server, serving the built web app, on a fresh
 * seeded database (PGlite, or PostgreSQL when DATABASE_URL is set), listening on a free loopback port.
 */
export async function startSite(): Promise<RunningSite> {
  const testApp: TestApp = await buildTestApp({ NODE_ENV: 'production', RATE_LIMIT_MAX: '100000' });
  const { app } = testApp;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const system = app.services.system;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    setMaintenance: async (window) => {
      await system.setMaintenance({ enabled: true, ...window }, E2E_ACTOR);
    },
    blockAddress: async (cidr) => {
      await system.addRegionBlock({ kind: 'cidr', value: cidr }, E2E_ACTOR);
    },
    resetStatus: async () => {
      await system.setMaintenance({ enabled: false }, E2E_ACTOR);
      for (const block of await system.listRegionBlocks()) {
        await system.removeRegionBlock({ kind: block.kind, value: block.value }, E2E_ACTOR);
      }
    },
    close: () => testApp.close(),
  };
}
