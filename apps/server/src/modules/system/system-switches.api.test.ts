import { REGISTER_FIELDS, WHITELABEL_FLAGS, type Envelope } from '@swerte/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let admin: { authorization: string };
let support: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'opswitch', 'admin');
  support = await operatorHeaders(t.app, 'opswitchsup', 'support');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = admin) =>
  callJson(t.app, { method, url: `/wps/admin/system/${url}`, headers, ...(payload ? { payload } : {}) });
const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json<Envelope<{ status: number }>>()
    .value.status;
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.actor, 'operator:%'), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('system switches (/wps/admin/system/...)', () => {
  it('switches maintenance on and off: visitors see status 1 then 0, each change audited', async () => {
    const on = await call('PUT', 'maintenance', { enabled: true, title: 'Upgrade', info: 'Back soon' });
    expect(on).toMatchObject({ status: 200, value: { enabled: true, title: 'Upgrade', endTime: null } });
    expect(await status()).toBe(1);
    // The site's calls answer info_maintenance; the console's keep answering, to switch it off.
    const site = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_newGameVendor' });
    expect(site.statusCode).toBe(503);
    expect((await call('GET', 'maintenance')).value).toMatchObject({ enabled: true, info: 'Back soon' });
    expect((await lastAudit('system.maintenance.set'))?.after).toMatchObject({ enabled: true });

    // Off keeps the texts for the next window.
    const off = await call('PUT', 'maintenance', { enabled: false });
    expect(off.value).toMatchObject({ enabled: false, title: 'Upgrade' });
    expect(await status()).toBe(0);
    // A bad end time is the contract's field error.
    const bad = await call('PUT', 'maintenance', { enabled: true, endTime: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('error_invalid_request');
  });

  it('adds, lists and lifts a region block; a repeat is a conflict, a bad range a field error', async () => {
    const added = await call('POST', 'regionBlocks', { kind: 'cidr', value: '203.0.113.7/24', note: 'test' });
    expect(added).toMatchObject({ status: 200, value: { kind: 'cidr', value: '203.0.113.0/24' } });
    expect((await call('POST', 'regionBlocks', { kind: 'cidr', value: '203.0.113.0/24' })).code).toBe(
      'error_conflict',
    );
    const bad = await call('POST', 'regionBlocks', { kind: 'country', value: 'Philippines' });
    expect(bad.status).toBe(400);
    // A block may name the jurisdiction whose licence requires it; only one that exists.
    const tied = await call('POST', 'regionBlocks', { kind: 'country', value: 'us', jurisdiction: 'PH' });
    expect(tied).toMatchObject({ status: 200, value: { value: 'US', jurisdiction: 'PH' } });
    const unknown = await call('POST', 'regionBlocks', { kind: 'country', value: 'FR', jurisdiction: 'NOWHERE' });
    expect([unknown.status, unknown.code]).toEqual([404, 'error_jurisdiction_unknown']);
    expect((await call('POST', 'regionBlocks/remove', { kind: 'country', value: 'US' })).status).toBe(200);
    const listed = (await call('GET', 'regionBlocks')).value as { list: { value: string }[] };
    expect(listed.list.map((b) => b.value)).toContain('203.0.113.0/24');
    const removed = await call('POST', 'regionBlocks/remove', { kind: 'cidr', value: '203.0.113.0/24' });
    expect(removed.status).toBe(200);
    expect((await lastAudit('system.region_block.remove'))?.before).toMatchObject({
      value: '203.0.113.0/24',
    });
    expect((await call('POST', 'regionBlocks/remove', { kind: 'cidr', value: '203.0.113.0/24' })).code).toBe(
      'error_not_found',
    );
  });

  it('sets whitelabel flags and registration rules, read back by the site', async () => {
    const flags = (await call('GET', 'whitelabel')).value as Record<string, string>;
    expect(Object.keys(flags).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    const next = { ...flags, FREEPLAY3: flags.FREEPLAY3 === '1' ? '0' : '1' };
    expect((await call('PUT', 'whitelabel', next)).value).toEqual(next);
    const permission = (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json<
      Envelope<{ whiteLabel?: Record<string, string>; info?: unknown }>
    >();
    expect(JSON.stringify(permission.value)).toContain(`"FREEPLAY3":"${next.FREEPLAY3}"`);
    // A flag of another value, or one missing, is refused.
    expect((await call('PUT', 'whitelabel', { ...next, FREEPLAY3: '2' })).status).toBe(400);

    const rules = (await call('GET', 'registerRules')).value as Record<string, { maxLength: number }>;
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort());
    const changed = { ...rules, email: { ...rules.email, enabled: true, required: false, maxLength: 80 } };
    expect((await call('PUT', 'registerRules', changed)).value).toMatchObject({ email: { maxLength: 80 } });
    expect((await lastAudit('system.setting.register'))?.after).toMatchObject({ email: { maxLength: 80 } });
  });

  it('reads the customer-service addresses back as entered', async () => {
    await call('PUT', 'customerService', {
      liveChatUrl: 'https://chat.example/live',
      vipUrl: null,
      telegramUrls: ['https://t.me/swerte'],
      encrypt: true,
    });
    expect((await call('GET', 'customerService')).value).toEqual({
      liveChatUrl: 'https://chat.example/live',
      vipUrl: null,
      facebookUrl: null,
      telegramUrls: ['https://t.me/swerte'],
      encrypt: true,
    });
  });

  it('refuses every switch to a support operator', async () => {
    expect((await call('PUT', 'maintenance', { enabled: true }, support)).status).toBe(403);
    expect((await call('GET', 'whitelabel', undefined, support)).status).toBe(403);
    expect(await status()).toBe(0);
  });
});
