import { OPERATOR_ACCESS, OPERATOR_PUBLIC_CALLS, OPERATOR_ROLES, type OperatorRole } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession, operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
const headersOf = {} as Record<OperatorRole, { authorization: string }>;
let member: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of OPERATOR_ROLES) headersOf[role] = await operatorHeaders(t.app, `matrix${role}`, role);
  member = { authorization: (await memberSession(t.app, 'matrixmember')).headers.authorization };
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route: ids that name nothing, so an allowed call changes nothing. */
const urlOf = (path: string) =>
  path.replace(/:vassalage|:gameCode/g, 'nosuchthing').replace(/:[A-Za-z]+/g, '987654321');

describe('the operator permission matrix on the server', () => {
  it('has a row for every registered /wps/admin route, and every row is a route', async () => {
    await t.app.ready();
    const registered = t.app.operatorRoutes;
    expect(registered.length).toBeGreaterThan(80);
    const withoutRow = registered.filter(
      (route) => !OPERATOR_PUBLIC_CALLS.includes(route) && !Object.hasOwn(OPERATOR_ACCESS, route),
    );
    expect(withoutRow).toEqual([]);
    const withoutRoute = Object.keys(OPERATOR_ACCESS).filter((key) => !registered.includes(key));
    expect(withoutRoute).toEqual([]);
  });

  it('lets every role make exactly the calls of its row, and refuses members and strangers', async () => {
    const mismatches: string[] = [];
    // The calls that end sessions are made with sessions of their own.
    const endsSessions = (key: string) => key.startsWith('DELETE /wps/admin/session/');
    let fresh = 0;
    for (const [key, allowed] of Object.entries(OPERATOR_ACCESS)) {
      const [method, path] = key.split(' ') as [InjectOptions['method'], string];
      const url = urlOf(path);
      for (const role of OPERATOR_ROLES) {
        const headers = endsSessions(key)
          ? await operatorHeaders(t.app, `matrixend${(fresh += 1)}`, role)
          : headersOf[role];
        const res = await t.app.inject({ method, url, headers });
        const code = res.json<{ code: string }>().code;
        const refused = res.statusCode === 403 && code === 'error_forbidden';
        if ((allowed as readonly string[]).includes(role) === refused || res.statusCode === 401)
          mismatches.push(`${role} ${key}: ${res.statusCode} ${code}`);
      }
      for (const [who, headers] of [
        ['member', member],
        ['nobody', {}],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        if (res.statusCode !== 401 || res.json<{ code: string }>().code !== 'error_not_logged_in')
          mismatches.push(`${who} ${key}: ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('audits a refused call with who, what and the role', async () => {
    const support = await operatorHeaders(t.app, 'matrixrefused', 'support');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/admin/wallet/adjust',
      headers: support,
      payload: { memberId: 1, amount: '10.00', reason: 'x', idempotencyKey: 'matrix-refused-1' },
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.forbidden'));
    expect(rows.map((row) => row.after)).toContainEqual({
      method: 'POST',
      path: '/wps/admin/wallet/adjust',
      url: '/wps/admin/wallet/adjust',
      role: 'support',
    });
  });
});
