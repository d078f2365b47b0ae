import { GAME_TYPES, GameSchema, type Envelope } from '@swerte/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games, vendors } from '../../db/schema.js';
import { gameLaunchable, vendorListed } from './launchable.js';
import { connectVendors } from '../../../test/vendor-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createAuthClient, makeMember } from '../../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Vendor games list and launch only from a connected vendor; the demo connects the house's alone.
  await connectVendors(t.database.db);
});
afterAll(async () => {
  await t.close();
});

interface Reply {
  status: number;
  body: Envelope<Record<string, unknown>> & { code: string };
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function post(url: string, payload: unknown, headers: Record<string, string>): Promise<Reply> {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

const list = (query: string) =>
  get(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&${query}`);
const gamesOf = (reply: Reply) => z.array(GameSchema).parse(reply.body.value.games);

/** Games that open (launchable.ts) matching `where`: what every player-facing list shows. */
async function countRows(where: ReturnType<typeof eq>) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(and(gameLaunchable, where));
  return row?.n ?? 0;
}

let memberSeq = 0;
async function newMember(): Promise<{ id: number; headers: Record<string, string> }> {
  const username = `catfan${++memberSeq}`;
  const row = await makeMember(t.app, username, 'Secret123');
  const c = createAuthClient(t.app, t.database.db);
  return { id: row.id, headers: c.bearer((await c.loginToken(username, 'Secret123')).token) };
}
const memberToken = async () => (await newMember()).headers;

describe('seeded catalogue', () => {
  it('gives every vendor 10 to 40 games, hundreds in all, each with drawn artwork', async () => {
    const rows = await t.database.db.select().from(games);
    expect(rows.length).toBeGreaterThan(300);
    const perVendor = new Map<string, number>();
    for (const row of rows) perVendor.set(row.vendor, (perVendor.get(row.vendor) ?? 0) + 1);
    const vendorRows = await t.database.db.select().from(vendors);
    // The lottery's vendors carry its real games (migration 0019): 36 Vietnamese draws (North, 21 South, 14 Central), 3 fast SEA ones.
    expect(perVendor.get('TCG_LOTTO_VN')).toBe(36);
    expect(perVendor.get('TCG_SEA')).toBe(3);
    // The house sabong is one arena (migration 0033), the house book one game per vendor (0035) and the
    // house card rooms Pusoy Dos alone, its rooms listed by GLS2_roomList.
    const single = ['SW_SABONG', 'FB', 'SW_ESPORTS', 'SW_PVP'];
    for (const vendor of single) expect(perVendor.get(vendor)).toBe(1);
    const listed = vendorRows.filter((v) => !v.vassalage.startsWith('TCG_') && !single.includes(v.vassalage));
    for (const vendor of listed) {
      expect(perVendor.get(vendor.vassalage)).toBeGreaterThanOrEqual(10);
      expect(perVendor.get(vendor.vassalage)).toBeLessThanOrEqual(40);
    }
    for (const row of rows) expect(row.imageUrl).toBe(`/media/games/${row.id}.svg`);
    for (const row of rows.filter((_, i) => i % 37 === 0)) {
      const response = await t.app.inject({ method: 'GET', url: row.imageUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<linearGradient');
      expect(response.body).toContain(`aria-label="${row.nameEn.replace(/'/g, '&#39;')}"`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/games/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/games/abc.svg' })).statusCode).toBe(400);
  });

  it('holds the house games, launched by our own pages and listed because they play', async () => {
    const house = await t.database.db
      .select()
      .from(games)
      .where(
        sql`${games.gameCode} in ('SWERTE_FIESTA', 'BACCARAT', 'ROULETTE', 'SICBO', 'DRAGON_TIGER', 'SWERTE_OCEAN')`,
      );
    expect(
      house.map((g) => [g.vendor, g.gameType, g.gameCode, g.nameEn, g.classify, g.launchMode]).sort(),
    ).toEqual([
      ['SW_FISH', 'FISH', 'SWERTE_OCEAN', 'Swerte Ocean', 'fishing', 'seamless'],
      ['SW_LIVE', 'LIVE', 'BACCARAT', 'Baccarat', 'baccarat', 'seamless'],
      ['SW_LIVE', 'LIVE', 'DRAGON_TIGER', 'Swerte Dragon Tiger', 'baccarat', 'seamless'],
      ['SW_LIVE', 'LIVE', 'ROULETTE', 'Swerte Roulette', 'roulette', 'seamless'],
      ['SW_LIVE', 'LIVE', 'SICBO', 'Swerte Sic Bo', 'sicbo', 'seamless'],
      ['SW_RNG', 'RNG', 'SWERTE_FIESTA', 'Swerte Fiesta', 'video_slots', 'seamless'],
    ]);
    const live = gamesOf(await list('gameType=LIVE&vassalage=SW_LIVE&language=EN&pageSize=50'));
    expect(live.map((g) => g.gameName).sort()).toEqual([
      'Baccarat',
      'Swerte Dragon Tiger',
      'Swerte Roulette',
      'Swerte Sic Bo',
    ]);
    const fish = gamesOf(await list('gameType=FISH&vassalage=SW_FISH&language=EN&pageSize=50'));
    expect(fish.map((g) => g.gameName)).toEqual(['Swerte Ocean']);
  });
});

describe('game list', () => {
  it('filters by type and vendor and names games in the asked language', async () => {
    const en = await list('gameType=RNG&vassalage=SW_RNG&language=EN&pageSize=50');
    expect(en.status).toBe(200);
    const rows = gamesOf(en);
    // The house vendor lists the one slot the house plays, not the rest of its demo catalogue.
    expect(rows.length).toBe(await countRows(eq(games.vendor, 'SW_RNG')));
    expect(rows.map((g) => g.gameName)).toEqual(['Swerte Fiesta']);
    expect(rows[0]).toMatchObject({
      gameName: 'Swerte Fiesta',
      vassalage: 'SW_RNG',
      vendorName: 'Swerte Slots',
      gameType: 'RNG',
      gameClassify: 'video_slots',
      minBet: '0.01',
      minLineNum: 20,
      isHot: 1,
      launchMode: 'seamless',
    });
    const luzon = gamesOf(await list('gameType=RNG&vassalage=LUZON&language=EN&pageSize=50'));
    expect(luzon.length).toBe(await countRows(eq(games.vendor, 'LUZON')));
    expect(luzon.length).toBeGreaterThan(1);
    const ty = gamesOf(await list('gameType=RNG&vassalage=LUZON&language=TY&pageSize=50'));
    expect(ty.map((g) => g.nodeId)).toEqual(luzon.map((g) => g.nodeId));
    expect(ty.some((g, i) => g.gameName !== luzon[i]?.gameName)).toBe(true);
  });

  it('filters by classification, min bet and lines, and reads LOTT as ELOTT', async () => {
    for (const game of gamesOf(await list('gameType=LIVE&gameClassify=roulette&pageSize=50'))) {
      expect(game).toMatchObject({ gameType: 'LIVE', gameClassify: 'roulette' });
    }
    const cheap = gamesOf(await list('gameType=RNG&minBet=0.05&pageSize=50'));
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((g) => g.minBet === '0.05')).toBe(true);
    expect(gamesOf(await list('gameType=RNG&minLineNum=5&pageSize=50')).every((g) => g.minLineNum <= 5)).toBe(
      true,
    );
    const all = await list('gameType=RNG&minBet=all&vassalage=&gameClassify=&gameName=');
    expect(all.status).toBe(200);
    const lott = gamesOf(await list('gameType=LOTT'));
    expect(lott.length).toBeGreaterThan(0);
    expect(lott.every((g) => g.gameType === 'ELOTT')).toBe(true);
  });

  it('searches names in either language, trimmed, case-insensitive and with wildcards taken literally', async () => {
    const fiesta = gamesOf(await list(`gameName=${encodeURIComponent('  sWeRtE fIeStA ')}&language=EN`));
    expect(fiesta.map((g) => g.gameName)).toContain('Swerte Fiesta');
    const tagalog = gamesOf(await list('gameName=mangga&language=EN&pageSize=50'));
    expect(tagalog.length).toBeGreaterThan(0);
    expect(tagalog.every((g) => /mango/i.test(g.gameName))).toBe(true);
    expect(gamesOf(await list('gameName=%25'))).toEqual([]);
    expect(gamesOf(await list('gameName=_'))).toEqual([]);
  });

  it('pages through a type with no duplicates and no gaps', async () => {
    const total = await countRows(eq(games.gameType, 'RNG'));
    const first = await list('gameType=RNG');
    expect(gamesOf(first)).toHaveLength(15);
    const totalPages = first.body.value.totalPages as number;
    expect(totalPages).toBe(Math.ceil(total / 15));
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= totalPages; pageNo++) {
      seen.push(...gamesOf(await list(`gameType=RNG&pageNo=${pageNo}`)).map((g) => g.nodeId));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(gamesOf(await list(`gameType=RNG&pageNo=${totalPages + 1}`))).toEqual([]);
    const big = await list('gameType=RNG&pageSize=50');
    expect(big.body.value.totalPages).toBe(Math.ceil(total / 50));
  });

  it('leaves out switched-off games and vendors', async () => {
    const [game] = gamesOf(await list('gameType=FISH&vassalage=BANCA'));
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, game!.nodeId));
    expect(
      gamesOf(await list('gameType=FISH&vassalage=BANCA&pageSize=50')).map((g) => g.nodeId),
    ).not.toContain(game!.nodeId);
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, game!.nodeId));
  });

  it('sends a page with an ETag and answers 304 to a client holding it, per language, until the catalogue changes', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=BANCA&pageSize=5';
    const send = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
    const first = await send();
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('accept-language');
    expect(first.json()).toMatchObject({ success: true, code: 'ok', message: 'Success.' });

    for (const held of [etag, `W/${etag}`, `"elsewhere", ${etag}`]) {
      const again = await send({ 'if-none-match': held });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // The cached answer still passed the hooks: security headers and the rate limit's count.
      expect(again.headers['content-security-policy']).toContain("script-src 'self'");
      expect(again.headers['x-ratelimit-remaining']).toBeDefined();
    }
    const stale = await send({ 'if-none-match': '"an-old-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    const tagalog = await send({ 'accept-language': 'fil', 'if-none-match': etag });
    expect(tagalog.statusCode).toBe(200);
    expect(tagalog.headers.etag).not.toBe(etag);
    expect(tagalog.json<Reply['body']>().message).toBe('Matagumpay.');
    expect(tagalog.json<Reply['body']>().value).toEqual(first.json<Reply['body']>().value);

    // An operator switches the first game off: the held page is no longer the answer.
    const [game] = gamesOf({ status: 200, body: first.json() });
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, game!.nodeId));
    t.app.services.games.catalogue.invalidate();
    try {
      const changed = await send({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(gamesOf({ status: 200, body: changed.json() }).map((g) => g.nodeId)).not.toContain(game!.nodeId);
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, game!.nodeId));
      t.app.services.games.catalogue.invalidate();
    }

    // Maintenance refuses the call before any kept answer is looked at.
    const by = { actor: 'test' };
    await t.app.services.system.setMaintenance({ enabled: true, title: 'Upgrade', info: '' }, by);
    try {
      const closed = await send({ 'if-none-match': etag });
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toMatchObject({ success: false, code: 'info_maintenance' });
    } finally {
      await t.app.services.system.setMaintenance({ enabled: false }, by);
    }
  });

  it('refuses unknown or mismatched vendors, types and classifications with the catalogue key', async () => {
    for (const query of [
      'vassalage=NOPE',
      'gameType=RNG&vassalage=SW_LIVE',
      'gameType=CASINO',
      'gameType=RNG&gameClassify=baccarat',
      'gameClassify=not_a_class',
      'minBet=0.02',
    ]) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code, query).toBe('error_invalid_request');
    }
  });

  it('answers 4xx, never 500, to long, odd and out-of-range input', async () => {
    const cases = [
      `gameName=${'x'.repeat(51)}`,
      `vassalage=${'A'.repeat(100)}`,
      `platform=${'p'.repeat(65)}`,
      'pageNo=0',
      'pageNo=-1',
      'pageNo=abc',
      'pageNo=100000000000',
      'pageSize=51',
      'pageSize=0',
      'minLineNum=1e99',
      'language=XX',
      'gameName=a%00b',
      'vassalage=%F0%9F%90%89',
      'clientType=999',
    ];
    for (const query of cases) {
      const reply = await list(query);
      expect(reply.status, query).toBeGreaterThanOrEqual(400);
      expect(reply.status, query).toBeLessThan(500);
    }
    for (const name of ['🐉 dragon', 'ñ', "'; drop table games; --", '\\', 'ÁÉÍÓÚ'.repeat(10)]) {
      const reply = await list(`gameName=${encodeURIComponent(name)}`);
      expect(reply.status, name).toBe(200);
    }
  });
});

describe('categories, hot games and menus', () => {
  it("lists each type's vendors with the classifications they hold and how many games", async () => {
    const reply = await get('/wps/relay/GCSGAME_getVassGameType?gameType=RNG&language=EN');
    expect(reply.status).toBe(200);
    const categories = reply.body.value.list as {
      gameCategory: string;
      vendors: { vassalage: string; gameClassify: { code: string; name: string; count: number }[] }[];
    }[];
    expect(categories.map((c) => c.gameCategory)).toEqual(['RNG']);
    const swerte = categories[0]!.vendors.find((v) => v.vassalage === 'SW_RNG')!;
    expect(swerte.gameClassify.map((c) => c.code)).toContain('video_slots');
    expect(swerte.gameClassify.find((c) => c.code === 'video_slots')?.name).toBe('Video Slots');
    expect(swerte.gameClassify.reduce((sum, c) => sum + c.count, 0)).toBe(
      await countRows(eq(games.vendor, 'SW_RNG')),
    );
    const every = await get('/wps/relay/GCSGAME_getVassGameType');
    expect((every.body.value.list as { gameCategory: string }[]).map((c) => c.gameCategory)).toEqual([
      ...GAME_TYPES,
    ]);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE')).status).toBe(400);
  });

  it('serves hot games without a token, filtered by vendor, with the hot vendors as footer', async () => {
    const reply = await get(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=swerte&isPlatform=2&platform=html5-desktop&language=EN',
    );
    expect(reply.status).toBe(200);
    const hot = z.array(GameSchema).parse(reply.body.value.list);
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(hot.map((g) => g.gameName)).toContain('Swerte Fiesta');
    const footer = reply.body.value.footer as { vassalage: string }[];
    expect(footer.map((v) => v.vassalage)).toContain('DS88');
    const live = await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=SW_LIVE&language=EN');
    const liveGames = z.array(GameSchema).parse(live.body.value.list);
    expect(liveGames.map((g) => g.gameName)).toContain('Baccarat');
    expect(liveGames.every((g) => g.vassalage === 'SW_LIVE')).toBe(true);
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=NOPE')).status).toBe(400);
  });

  it("leads each hot vendor's hot games with an entry for the vendor itself (isGame VASSALAGE)", async () => {
    const reply = await get('/wps/relay/GCSGAME_hotGamesV2?language=EN');
    const hot = z.array(GameSchema).parse(reply.body.value.list);
    // Hot vendors players see: a house vendor whose game has no page yet (fishing) is not among them.
    const hotVendors = await t.database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.isHot, true), vendorListed));
    const entries = hot.filter((entry) => entry.isGame === 'VASSALAGE');
    expect(entries.map((entry) => entry.vassalage).sort()).toEqual(
      hotVendors.map((vendor) => vendor.vassalage).sort(),
    );
    const live = hotVendors.find((vendor) => vendor.vassalage === 'SW_LIVE')!;
    expect(entries.find((entry) => entry.vassalage === 'SW_LIVE')).toMatchObject({
      nodeId: -live.accountTypeId,
      gameName: live.displayName,
      gameType: 'LIVE',
      imageUrl: live.logoUrl,
    });
    // Each entry comes right before its own vendor's hot games, and games carry no isGame.
    for (const entry of entries) {
      const next = hot[hot.indexOf(entry) + 1];
      if (next && next.isGame === undefined) {
        const ownGames = hot.filter((g) => g.vassalage === entry.vassalage && g.isGame === undefined);
        if (ownGames.length > 0) expect(next.vassalage).toBe(entry.vassalage);
      }
    }
    expect(new Set(hot.map((g) => g.nodeId)).size).toBe(hot.length);
    expect(hot.filter((g) => g.nodeId > 0).every((g) => g.isGame === undefined)).toBe(true);

    const rng = z
      .array(GameSchema)
      .parse((await get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&language=EN')).body.value.list);
    expect(rng.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(rng[0]).toMatchObject({ isGame: 'VASSALAGE', vassalage: 'SW_RNG' });
  });

  it('answers hot games from memory until the catalogue is invalidated', async () => {
    const hotList = async () =>
      z
        .array(GameSchema)
        .parse((await get('/wps/relay/GCSGAME_hotGamesV2?language=TY')).body.value.list)
        .map((g) => g.nodeId);
    const before = await hotList();
    // Vendor entries have negative ids; the first game is the first positive one.
    const first = before.find((id) => id > 0)!;
    await t.database.db.update(games).set({ isHot: false }).where(eq(games.id, first));
    expect(await hotList()).toEqual(before);
    t.app.services.games.catalogue.invalidate();
    expect(await hotList()).not.toContain(first);
    await t.database.db.update(games).set({ isHot: true }).where(eq(games.id, first));
    t.app.services.games.catalogue.invalidate();
  });

  it('gives one menu per game type in navigation order, with names per language and game counts', async () => {
    const reply = await get('/lgw/games/game_menus?language=EN');
    expect(reply.status).toBe(200);
    const menus = reply.body.value.menus as {
      gameType: string;
      name: string;
      page: string;
      gameCount: number;
    }[];
    expect(menus.map((m) => m.gameType)).toEqual([...GAME_TYPES]);
    expect(menus[0]).toMatchObject({ gameType: 'RNG', name: 'Slots', page: '/rng' });
    expect(menus.find((m) => m.gameType === 'FISH')?.name).toBe('Fishing');
    const ty = (await get('/lgw/games/game_menus?language=TY')).body.value.menus as { name: string }[];
    expect(ty.find((_, i) => menus[i]?.gameType === 'FISH')?.name).toBe('Pangingisda');
    expect(menus.find((m) => m.gameType === 'LIVE')?.gameCount).toBe(
      await countRows(eq(games.gameType, 'LIVE')),
    );
  });
});

describe('favourites', () => {
  const urls = {
    ids: '/wps/relay/MCSFE_getFavoriteGames',
    list: '/wps/relay/MCSFE_getFavoriteGamesList',
    add: '/wps/relay/MCSFE_addFavoriteGamesV2',
    remove: '/wps/relay/MCSFE_removeFavoriteGamesV2',
  };

  it('needs a token', async () => {
    expect((await get(urls.ids)).status).toBe(401);
    expect((await get(urls.list)).status).toBe(401);
    expect((await post(urls.add, { nodeId: 1, vendor: 'SW_RNG', gameType: 'RNG' }, {})).status).toBe(401);
  });

  it('adds and removes idempotently, per member, newest first', async () => {
    const alice = await memberToken();
    const bob = await memberToken();
    const [a, b, c] = gamesOf(await list('gameType=RNG&vassalage=CORAL'));
    const toggle = (game: z.infer<typeof GameSchema>) => ({
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
    });
    expect((await post(urls.add, toggle(a!), alice)).body.value.ids).toEqual([a!.nodeId]);
    expect((await post(urls.add, toggle(a!), alice)).body.value.ids).toEqual([a!.nodeId]);
    await post(urls.add, toggle(b!), alice);
    const added = await post(urls.add, toggle(c!), alice);
    expect(added.status).toBe(200);
    expect(new Set(added.body.value.ids as number[])).toEqual(new Set([a!.nodeId, b!.nodeId, c!.nodeId]));
    expect((await get(urls.ids, bob)).body.value.ids).toEqual([]);

    const page = await get(
      `${urls.list}?clientType=3&platform=flash&language=EN&gameType=RNG&pageNo=1&pageSize=2`,
      alice,
    );
    expect(page.status).toBe(200);
    expect(page.body.value.totalPages).toBe(2);
    expect(z.array(GameSchema).parse(page.body.value.content)).toHaveLength(2);
    const fish = await get(`${urls.list}?gameType=FISH`, alice);
    expect(fish.body.value).toEqual({ content: [], totalPages: 0 });

    expect((await post(urls.remove, toggle(b!), alice)).body.value.ids).not.toContain(b!.nodeId);
    const again = await post(urls.remove, toggle(b!), alice);
    expect(again.status).toBe(200);
    expect(new Set(again.body.value.ids as number[])).toEqual(new Set([a!.nodeId, c!.nodeId]));
    expect((await post(urls.remove, toggle(a!), bob)).status).toBe(200);
    expect((await get(urls.ids, alice)).body.value.ids).toContain(a!.nodeId);
  });

  it('refuses a game that does not exist or is not the vendor’s and type’s', async () => {
    const alice = await memberToken();
    const [game] = gamesOf(await list('gameType=RNG&vassalage=CORAL'));
    const missing = await post(urls.add, { nodeId: 999999, vendor: 'CORAL', gameType: 'RNG' }, alice);
    expect(missing.status).toBe(404);
    for (const body of [
      { nodeId: game!.nodeId, vendor: 'LUZON', gameType: 'RNG' },
      { nodeId: game!.nodeId, vendor: 'CORAL', gameType: 'LIVE' },
      { nodeId: game!.nodeId, vendor: 'CORAL', gameType: 'NOPE' },
      { nodeId: 'x', vendor: 'CORAL', gameType: 'RNG' },
      { nodeId: game!.nodeId, vendor: 'C'.repeat(200), gameType: 'RNG' },
      {},
    ]) {
      const reply = await post(urls.add, body, alice);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('error_invalid_request');
    }
  });
});

describe('recent games', () => {
  it('lists launched games last played first, one row per game, per member', async () => {
    const { id: aliceId, headers: alice } = await newMember();
    const bob = await memberToken();
    expect((await get('/wps/relay/GCS_recentGame')).status).toBe(401);
    const [x, y, z1] = gamesOf(await list('gameType=LIVE&vassalage=PEARL'));
    const catalogue = t.app.services.games.catalogue;
    await catalogue.recordRecentGame(aliceId, x!.nodeId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await catalogue.recordRecentGame(aliceId, y!.nodeId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await catalogue.recordRecentGame(aliceId, z1!.nodeId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await catalogue.recordRecentGame(aliceId, x!.nodeId);

    const reply = await get('/wps/relay/GCS_recentGame?clientType=3&language=EN&pageNo=1&pageSize=15', alice);
    expect(reply.status).toBe(200);
    expect(
      z
        .array(GameSchema)
        .parse(reply.body.value.list)
        .map((g) => g.nodeId),
    ).toEqual([x!.nodeId, z1!.nodeId, y!.nodeId]);
    expect(reply.body.value.totalPages).toBe(1);
    const paged = await get('/wps/relay/GCS_recentGame?pageNo=2&pageSize=2', alice);
    expect((paged.body.value.list as { nodeId: number }[]).map((g) => g.nodeId)).toEqual([y!.nodeId]);
    expect(paged.body.value.totalPages).toBe(2);
    expect((await get('/wps/relay/GCS_recentGame?vassalage=SW_LIVE', alice)).body.value.list).toEqual([]);
    expect((await get('/wps/relay/GCS_recentGame', bob)).body.value).toEqual({ list: [], totalPages: 0 });
    expect((await get('/wps/relay/GCS_recentGame?vassalage=NOPE', alice)).status).toBe(400);
  });
});
