import { endpoints, PAYMENTS_PATHS } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { members } from '../db/schema.js';
import { operators } from '../db/wallet-schema.js';
import { createAuthClient } from '../../test/auth-helpers.js';
import {
  openTestDatabase,
  testConfig,
  WITHOUT_BUNDLES,
  type TestDatabase,
} from '../../test/build-test-app.js';
import { bearerFor } from '../../test/wallet-helpers.js';
import { lockPublishedDemoLogins } from './demo-credentials.js';
import { DEMO_PLAYER } from './members.js';
import { DEMO_OPERATOR } from './operators.js';

// Each case builds its own app on its own database, with the production defaults under test.
const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function database(): Promise<TestDatabase> {
  const db = await openTestDatabase();
  opened.push(db);
  return db;
}

async function start(db: TestDatabase, env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), db: db.database });
  opened.push(app);
  return app;
}

const PRODUCTION = { NODE_ENV: 'production', ...WITHOUT_BUNDLES };

async function memberLogin(app: Awaited<ReturnType<typeof start>>, username: string, password: string) {
  return (await createAuthClient(app, app.database.db).login(username, password)).body.code;
}

async function operatorLogin(app: Awaited<ReturnType<typeof start>>, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.admin.login.path,
    payload: { username, password },
  });
  return response.json<{ code: string }>().code;
}

describe('a production start', () => {
  it('on an empty database has no demo accounts, no sandbox gateway and no operator API in /docs', async () => {
    const db = await database();
    const app = await start(db, PRODUCTION);
    expect(await db.database.db.select().from(members)).toEqual([]);
    expect(await db.database.db.select().from(operators)).toEqual([]);
    expect(await operatorLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password)).toBe(
      'error_login_failed',
    );
    const callback = await app.inject({ method: 'POST', url: PAYMENTS_PATHS.sandboxCallback, payload: {} });
    expect(callback.statusCode).toBe(404);
    const docs = await app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.some((path) => path.startsWith('/wps/admin'))).toBe(false);
    expect(paths).toContain(endpoints.session.login.path);
  });

  it('seeds demo data only when asked, and then with passwords nobody published', async () => {
    const db = await database();
    const app = await start(db, { ...PRODUCTION, SEED_DEMO: 'true' });
    const [player] = await db.database.db
      .select()
      .from(members)
      .where(eq(members.username, DEMO_PLAYER.username));
    expect(player).toBeDefined();
    expect(await memberLogin(app, DEMO_PLAYER.username, DEMO_PLAYER.password)).toBe('error_login_failed');
    expect(await operatorLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password)).toBe(
      'error_login_failed',
    );
  });

  it('refuses to start while a demo account has its published password, and starts once they are locked', async () => {
    const db = await database();
    // A database seeded by a development start, with the README's passwords.
    await (await start(db, { NODE_ENV: 'development', LOG_LEVEL: 'silent' })).close();
    await expect(start(db, PRODUCTION)).rejects.toThrow(/demoagent, demoplayer, demoreset, demoadmin/);
    expect(await lockPublishedDemoLogins(db.database.db, { actor: 'cli:test' })).toHaveLength(4);
    const app = await start(db, PRODUCTION);
    expect(await operatorLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password)).toBe(
      'error_login_failed',
    );
  });

  it('with the sandbox off, an existing sandbox method is neither offered nor usable', async () => {
    const db = await database();
    await (await start(db, {})).close();
    const app = await start(db, { PAYMENT_SANDBOX: 'false' });
    const [player] = await db.database.db
      .select()
      .from(members)
      .where(eq(members.username, DEMO_PLAYER.username));
    const auth = await bearerFor(app, player!.id);
    const methods = await app.inject({
      method: 'GET',
      url: endpoints.payments.depositMethods.path,
      headers: auth,
    });
    const list = methods.json<{ value: { id: number; kind: string }[] }>().value;
    expect(list.map((m) => m.kind)).toEqual(['bank']);
    const deposit = await app.inject({
      method: 'POST',
      url: endpoints.payments.gatewayDeposit.path,
      headers: auth,
      payload: { methodId: list[0]!.id + 1, amount: '200.00' },
    });
    expect(deposit.json<{ code: string }>().code).toBe('error_deposit_method_unavailable');
  });
});
