import { BANNER_GROUPS, BannerSchema, type Envelope } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { banners } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function bannersOf(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getBanners${query}`, headers });
  const body = response.json<Envelope<unknown>>();
  return { status: response.statusCode, body, list: z.array(BannerSchema).safeParse(body.value).data ?? [] };
}

describe('banners by group (GET /wps/relay/MCSFE_getBanners)', () => {
  it('answers every one of the 13 groups with seeded campaign art, in display order', async () => {
    for (const group of BANNER_GROUPS) {
      const { status, list } = await bannersOf(`?groupName=${group}`);
      expect(status).toBe(200);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((b) => b.groupName === group)).toBe(true);
    }
    const home = (await bannersOf('?groupName=w_home&language=EN')).list;
    expect(home.map((b) => b.title)).toEqual(['Welcome Bonus 100%', 'Three steps to win', 'Jackpot Season']);
    expect(home[0]).toMatchObject({ linkageType: 1, linkUrl: '/promotions' });
    expect(home[0]?.url).toMatch(/^\/media\/banners\/\d+\.svg\?v=\w+$/);
    expect(home[0]?.mobileUrl).toMatch(/^\/media\/banners\/\d+\.svg\?layout=narrow&v=\w+$/);
    const help = (await bannersOf('?groupName=w_help&language=EN')).list;
    expect(help[0]).toMatchObject({ linkageType: 2, linkUrl: 'https://t.me/swerte_support' });
    const reg = (await bannersOf('?groupName=w_reg')).list;
    expect(reg[0]).toMatchObject({ linkageType: 0, linkUrl: null });
  });

  it('shows a Filipino visitor the campaigns in Filipino, art included, and an English one in English', async () => {
    const ty = (await bannersOf('?groupName=w_home', { 'accept-language': 'fil' })).list;
    expect(ty.map((b) => b.title)).toEqual([
      'Welcome Bonus 100%',
      'Tatlong hakbang sa panalo',
      'Panahon ng Jackpot',
    ]);
    const art = await t.app.inject({ method: 'GET', url: ty[1]?.url ?? '' });
    expect(art.body).toContain('Gumawa ng account');
    expect(art.body).toContain('MAGLARO NA');
    expect(art.body).not.toContain('PLAY NOW');
    const en = (await bannersOf('?groupName=w_home&language=EN')).list;
    expect(en.map((b) => b.title)).toEqual(['Welcome Bonus 100%', 'Three steps to win', 'Jackpot Season']);
    expect((await t.app.inject({ method: 'GET', url: en[1]?.url ?? '' })).body).toContain('PLAY NOW');
  });

  it('refuses an unknown group', async () => {
    const { status, body } = await bannersOf('?groupName=w_nowhere');
    expect(status).toBe(400);
    expect(body.code).toBe('error_invalid_request');
  });

  it('draws wide and phone artwork as SVG, cacheable, with the title as its text alternative', async () => {
    const [first] = (await bannersOf('?groupName=w_rng&language=EN')).list;
    if (!first) throw new Error('no rng banner');
    const wide = await t.app.inject({ method: 'GET', url: first.url });
    expect(wide.statusCode).toBe(200);
    expect(wide.headers['content-type']).toContain('image/svg+xml');
    expect(wide.headers['cache-control']).toContain('max-age=');
    expect(wide.body).toContain('viewBox="0 0 1200 400"');
    expect(wide.body).toContain('aria-label="Spin &#38; Win Week"');
    const narrow = await t.app.inject({ method: 'GET', url: first.mobileUrl });
    expect(narrow.body).toContain('viewBox="0 0 750 500"');
    expect((await t.app.inject({ method: 'GET', url: '/media/banners/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${first.url}&layout=tall` })).statusCode).toBe(400);
  });

  it('shows only switched-on banners inside their window, and those of the visitor language', async () => {
    const now = Date.now();
    await t.database.db.insert(banners).values([
      { groupName: 'w_fish', title: 'Future', url: '', startAt: new Date(now + 3_600_000), sortOrder: 1 },
      { groupName: 'w_fish', title: 'Past', url: '', endAt: new Date(now - 1000), sortOrder: 2 },
      { groupName: 'w_fish', title: 'Off', url: '', enabled: false, sortOrder: 3 },
      { groupName: 'w_fish', title: 'Ngayon', url: '', lang: 'TY', sortOrder: 4 },
      {
        groupName: 'w_fish',
        title: 'Own art',
        url: 'https://cdn.example/a.png',
        mobileUrl: '',
        startAt: new Date(now - 1000),
        endAt: new Date(now + 3_600_000),
        sortOrder: 5,
      },
    ]);
    t.app.services.content.invalidate();
    const ty = (await bannersOf('?groupName=w_fish&language=TY')).list.map((b) => b.title);
    expect(ty).toEqual(['Ngayon', 'Own art', 'Pangangaso sa Laot']);
    const en = (await bannersOf('?groupName=w_fish', { 'accept-language': 'en' })).list;
    expect(en.map((b) => b.title)).toEqual(['Own art', 'Deep Sea Hunt']);
    expect(en[0]).toMatchObject({ url: 'https://cdn.example/a.png', mobileUrl: 'https://cdn.example/a.png' });
  });
});
