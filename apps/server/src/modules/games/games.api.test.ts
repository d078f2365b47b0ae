import { GAME_TYPES, VendorLaneSchema, type Envelope } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { banners, vendors } from '../../db/schema.js';
import { connectVendors } from '../../../test/vendor-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Vendor games list and launch only from a connected vendor; the demo connects the house's alone.
  await connectVendors(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function lanes() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN',
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<Envelope<{ data: { lanes: unknown } }>>();
  return z.array(VendorLaneSchema).parse(body.value.data.lanes);
}

describe('vendor lanes', () => {
  it('has one lane per game type in navigation order', async () => {
    expect((await lanes()).map((lane) => lane.gameType)).toEqual([...GAME_TYPES]);
  });

  it('lists each lane’s enabled vendors in display order with isHot 0/1 and a logo', async () => {
    const result = await lanes();
    const rng = result.find((lane) => lane.gameType === 'RNG');
    expect(rng?.vendors.length).toBeGreaterThan(7);
    expect(rng?.vendors[0]).toEqual({
      displayName: 'Swerte Slots',
      vassalage: 'SW_RNG',
      gameType: 'RNG',
      accountTypeId: 101,
      isHot: 1,
      logoUrl: '/media/vendors/SW_RNG.svg',
    });
    expect(result.find((lane) => lane.gameType === 'COCKFIGHT')?.vendors.map((v) => v.vassalage)).toContain(
      'DS88',
    );
    expect(result.find((lane) => lane.gameType === 'SPORTS')?.vendors.map((v) => v.vassalage)).toContain(
      'FB',
    );
    for (const lane of result) {
      expect(lane.vendors.length).toBeGreaterThan(0);
      expect(lane.vendors.every((v) => v.gameType === lane.gameType)).toBe(true);
    }
  });

  it('leaves out a disabled vendor and follows sort order', async () => {
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.vassalage, 'LUZON'));
    await t.database.db.update(vendors).set({ sortOrder: 1 }).where(eq(vendors.vassalage, 'ISLA'));
    t.app.services.games.invalidateVendors();
    const rng =
      (await lanes()).find((lane) => lane.gameType === 'RNG')?.vendors.map((v) => v.vassalage) ?? [];
    expect(rng).not.toContain('LUZON');
    expect(rng[0]).toBe('ISLA');
  });
});

describe('generated media', () => {
  it('draws a vendor logo with long cache headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/vendors/DS88.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(response.body).toContain('DS88 Sabong');
    expect((await t.app.inject({ method: 'GET', url: '/media/vendors/NOPE.svg' })).statusCode).toBe(404);
  });

  it('draws every seeded banner from its row', async () => {
    const rows = await t.database.db.select().from(banners);
    const groups = new Set(rows.map((row) => row.groupName));
    expect([...groups].sort()).toEqual([
      'w_cockfight',
      'w_esports',
      'w_fish',
      'w_help',
      'w_home',
      'w_live',
      'w_lott',
      'w_promotion',
      'w_pvp',
      'w_reg',
      'w_rng',
      'w_shop',
      'w_sports',
    ]);
    for (const row of rows) {
      expect(row.url).toBe(`/media/banners/${row.id}.svg`);
      const response = await t.app.inject({ method: 'GET', url: row.url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(row.title.replace(/&/g, '&#38;'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/banners/999999.svg' })).statusCode).toBe(404);
  });
});
