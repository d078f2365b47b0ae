import type { AdminMission } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { memberCalls, operatorHeaders, type MemberSession } from './account-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

/**
 * The set-up the missions and loyalty API tests share: an app whose outbox delivers every 50 ms, an
 * operator, and calls for both sides. Call at the top of a test file; the getters read the app built in
 * beforeAll.
 */
export function missionKit(operator: string) {
  let t: TestApp;
  let api: ReturnType<typeof memberCalls>;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp({ EVENT_POLL_MS: '50' });
    api = memberCalls(t.app);
    await t.app.ready(); // the outbox delivers from ready on
    admin = await operatorHeaders(t.app, operator, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  async function ops(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const res = await t.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json<{ code: string; value: unknown }>();
    return { status: res.statusCode, code: body.code, value: body.value as never };
  }

  const call = <T>(who: MemberSession, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    api.json(who, method, url, payload) as Promise<{ status: number; code: string; value: T }>;

  const rows = <T>(result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
  const one = async (query: ReturnType<typeof sql>) =>
    rows<{ n: number }>(await t.database.db.execute(query))[0]?.n ?? 0;

  async function waitFor(check: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  const settledDeliveries = () =>
    waitFor(
      async () =>
        (await one(
          sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler LIKE 'missions.%' AND state <> 'done'`,
        )) === 0,
      'mission deliveries',
    );

  async function mission(input: Partial<AdminMission> & Pick<AdminMission, 'kind' | 'target'>) {
    const res = await ops('POST', '/wps/admin/missions', {
      period: 'daily',
      title: { TY: 'Misyon', EN: 'Mission' },
      description: { TY: '', EN: '' },
      rewardKind: 'points',
      rewardAmount: '50',
      ...input,
    });
    expect(res.status, JSON.stringify(res)).toBe(200);
    return res.value as AdminMission;
  }

  return {
    app: () => t,
    ops,
    call,
    rows,
    one,
    waitFor,
    settledDeliveries,
    mission,
  };
}
