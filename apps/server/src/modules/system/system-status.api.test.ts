import { desc } from 'drizzle-orm';
import type { Envelope, SystemStatus } from '@swerte/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

const PROXY = '10.0.0.5';
let plain: TestApp;
let proxied: TestApp;
const by = { actor: 'test' };

beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    buildTestApp(),
    buildTestApp({ TRUSTED_PROXIES: '10.0.0.0/8', COUNTRY_HEADER: 'CF-IPCountry' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close()]);
});
afterEach(async () => {
  for (const t of [plain, proxied]) {
    const system = t.app.services.system;
    await system.setMaintenance({ enabled: false }, by);
    for (const block of await system.listRegionBlocks()) await system.removeRegionBlock(block, by);
  }
});

async function status(t: TestApp, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SystemStatus>>().value;
}

async function guardedCall(t: TestApp, ip = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_newGameVendor',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
}

describe('maintenance', () => {
  it('switches status to 1 and back, and writes an audit row', async () => {
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    await plain.app.services.system.setMaintenance(
      { enabled: true, title: 'Upgrade', endTime, info: 'Back soon' },
      by,
    );
    expect(await status(plain)).toEqual({
      status: 1,
      maintenance: { title: 'Upgrade', endTime, info: 'Back soon' },
      regionRestriction: null,
    });
    const [audit] = await plain.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actor: 'test',
      action: 'system.maintenance.set',
      after: { enabled: true, title: 'Upgrade' },
    });
    await plain.app.services.system.setMaintenance({ enabled: false }, by);
    expect((await status(plain)).status).toBe(0);
  });

  it('is over once its end time has passed', async () => {
    await plain.app.services.system.setMaintenance(
      { enabled: true, endTime: new Date(Date.now() - 1000).toISOString() },
      by,
    );
    expect((await status(plain)).status).toBe(0);
    expect((await guardedCall(plain)).status).toBe(200);
  });

  it('answers other calls with 503 info_maintenance while /wps/system/* still answers', async () => {
    await plain.app.services.system.setMaintenance({ enabled: true, endTime: null }, by);
    const guarded = await guardedCall(plain);
    expect(guarded.status).toBe(503);
    expect(guarded.body).toEqual({
      success: false,
      code: 'info_maintenance',
      message: 'The site is under maintenance. Please come back later.',
      value: null,
    });
    for (const url of ['/lgw/games/game_menus', '/lotto/lgw/games/opened/numero']) {
      expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(503);
    }
    expect((await plain.app.inject({ method: 'GET', url: '/wps/system/permission' })).statusCode).toBe(200);
  });

  it('wins over a region block', async () => {
    await plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '127.0.0.0/8' }, by);
    await plain.app.services.system.setMaintenance({ enabled: true }, by);
    expect((await status(plain)).status).toBe(1);
  });
});

describe('region blocks', () => {
  it('blocks an IPv4 CIDR with status 2, the visitor ip and the message', async () => {
    await plain.app.services.system.addRegionBlock(
      { kind: 'cidr', value: '203.0.113.0/24', note: 'test' },
      by,
    );
    expect(await status(plain, { ip: '203.0.113.9', headers: { 'accept-language': 'en' } })).toEqual({
      status: 2,
      maintenance: null,
      regionRestriction: {
        ip: '203.0.113.9',
        message: 'Sorry, the service is not available in your location.',
      },
    });
    expect((await status(plain, { ip: '203.0.114.9' })).status).toBe(0);
    const guarded = await guardedCall(plain, '203.0.113.9');
    expect(guarded.status).toBe(403);
    expect(guarded.body.code).toBe('blockip');
    expect((await guardedCall(plain, '203.0.114.9')).status).toBe(200);
  });

  it('matches IPv4-mapped IPv6 addresses and IPv6 ranges', async () => {
    await plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '198.51.100.0/24' }, by);
    await plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '2001:db8::/32' }, by);
    const mapped = await status(plain, { ip: '::ffff:198.51.100.20' });
    expect(mapped).toMatchObject({ status: 2, regionRestriction: { ip: '198.51.100.20' } });
    expect((await status(plain, { ip: '2001:db8:1::7' })).status).toBe(2);
    expect((await status(plain, { ip: '2001:db9::7' })).status).toBe(0);
  });

  it('unblocking lifts the block at once', async () => {
    await plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '192.0.2.1' }, by);
    expect((await status(plain, { ip: '192.0.2.1' })).status).toBe(2);
    await plain.app.services.system.removeRegionBlock({ kind: 'cidr', value: '192.0.2.1' }, by);
    expect((await status(plain, { ip: '192.0.2.1' })).status).toBe(0);
  });

  it('refuses an invalid range and a duplicate', async () => {
    await expect(
      plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '300.1.1.1/8' }, by),
    ).rejects.toMatchObject({ code: 'error_invalid_request' });
    await plain.app.services.system.addRegionBlock({ kind: 'country', value: 'xx' }, by);
    await expect(
      plain.app.services.system.addRegionBlock({ kind: 'country', value: 'XX' }, by),
    ).rejects.toMatchObject({ code: 'error_conflict' });
  });
});

describe('trusted proxies', () => {
  it('ignores X-Forwarded-For and the country header from an untrusted peer', async () => {
    await plain.app.services.system.addRegionBlock({ kind: 'cidr', value: '203.0.113.0/24' }, by);
    await plain.app.services.system.addRegionBlock({ kind: 'country', value: 'KP' }, by);
    const value = await status(plain, {
      ip: '198.51.100.1',
      headers: { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'KP' },
    });
    expect(value.status).toBe(0);
    const permission = await plain.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      remoteAddress: '198.51.100.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(permission.json<Envelope<{ location: unknown }>>().value.location).toEqual({
      ip: '198.51.100.1',
      country: null,
    });
  });

  it('honours X-Forwarded-For from a trusted proxy', async () => {
    await proxied.app.services.system.addRegionBlock({ kind: 'cidr', value: '203.0.113.0/24' }, by);
    const value = await status(proxied, { ip: PROXY, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(value).toMatchObject({ status: 2, regionRestriction: { ip: '203.0.113.9' } });
    // The same header from a peer outside TRUSTED_PROXIES is not believed.
    expect(
      (await status(proxied, { ip: '198.51.100.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(0);
  });

  it('blocks a country only when a trusted proxy reports it', async () => {
    await proxied.app.services.system.addRegionBlock({ kind: 'country', value: 'KP' }, by);
    expect(
      (
        await status(proxied, {
          ip: PROXY,
          headers: { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'KP' },
        })
      ).status,
    ).toBe(2);
    expect(
      (
        await status(proxied, {
          ip: PROXY,
          headers: { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'PH' },
        })
      ).status,
    ).toBe(0);
    expect((await status(proxied, { ip: '198.51.100.7', headers: { 'cf-ipcountry': 'KP' } })).status).toBe(0);
    const permission = await proxied.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'ph' },
    });
    expect(permission.json<Envelope<{ location: unknown }>>().value.location).toEqual({
      ip: '198.51.100.7',
      country: 'PH',
    });
  });
});
