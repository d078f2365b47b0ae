import {
  AdminGamePageSchema,
  AdminGameSchema,
  AdminVendorSchema,
  GameSchema,
  VendorLaneSchema,
  type Envelope,
} from '@swerte/contracts';
import { count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { connectVendors } from '../../../test/vendor-helpers.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { auditLog, games, vendors } from '../../db/schema.js';

let t: TestApp;
let admin: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  // Vendor games list and launch only from a connected vendor; the demo connects the house's alone.
  await connectVendors(t.database.db, [
    'LUZON',
    'ISLA',
    'SW_FISH',
    'REEF',
    'BANCA',
    'PAGODA',
    'CORAL',
    'TALA',
  ]);
  admin = await operatorHeaders(t.app, 'opgames', 'admin');
  support = await operatorHeaders(t.app, 'opgamessup', 'support');
  finance = await operatorHeaders(t.app, 'opgamesfin', 'finance');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, headers: object = admin) =>
  callJson(t.app, {
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const publicGet = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  return res.json<Envelope<Record<string, unknown>>>().value ?? {};
};
const lanes = async () =>
  z
    .array(VendorLaneSchema)
    .parse(((await publicGet('/wps/relay/GCSGAME_newGameVendor')).data as { lanes: unknown }).lanes);
const laneOf = async (gameType: string) =>
  ((await lanes()).find((lane) => lane.gameType === gameType)?.vendors ?? []).map((v) => v.vassalage);
const publicGames = async (query: string) =>
  z
    .array(GameSchema)
    .parse((await publicGet(`/wps/relay/GCSGAME_gameList?language=EN&pageSize=50&${query}`)).games);
const adminVendors = async () =>
  z.array(AdminVendorSchema).parse((await call('GET', '/wps/admin/games/vendors')).value);
const adminGames = async (query: string) =>
  AdminGamePageSchema.parse((await call('GET', `/wps/admin/games?${query}`)).value);

const auditCount = async () =>
  (await t.database.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, 'games.%')))[0]?.n ??
  0;
const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'games.%'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const vendorRow = async (vassalage: string) =>
  (await t.database.db.select().from(vendors).where(eq(vendors.vassalage, vassalage)))[0];
const gameCount = async (vassalage: string) =>
  (await t.database.db.select({ n: count() }).from(games).where(eq(games.vendor, vassalage)))[0]?.n ?? 0;

const fieldsOf = (value: Record<string, unknown> | null) => (value?.fields ?? {}) as Record<string, string>;

/** Asserts a refusal: its catalogue code, and that no audited change was written. */
async function expectRefused(
  request: () => ReturnType<typeof call>,
  code: string,
  status = 400,
): Promise<Record<string, unknown> | null> {
  const before = await auditCount();
  const res = await request();
  expect(res.code).toBe(code);
  expect(res.status).toBe(status);
  expect(await auditCount()).toBe(before);
  return res.value;
}

const newVendor = (vassalage: string, extra: object = {}) => ({
  vassalage,
  displayName: `Vendor ${vassalage}`,
  gameType: 'RNG',
  launchUrl: 'https://games.vendor.example/launch',
  ...extra,
});
const newGame = (vassalage: string, gameCode: string, extra: object = {}) => ({
  vassalage,
  gameCode,
  nameEn: `Golden ${gameCode}`,
  nameTy: `Gintong ${gameCode}`,
  classify: 'video_slots',
  minBet: '0.50',
  minLineNum: 25,
  ...extra,
});
const gameInput = (game: z.infer<typeof AdminGameSchema>, change: object = {}) => ({
  gameCode: game.gameCode,
  nameEn: game.nameEn,
  nameTy: game.nameTy,
  classify: game.classify,
  minBet: game.minBet,
  minLineNum: game.minLineNum,
  isHot: game.isHot,
  isNew: game.isNew,
  launchMode: game.launchMode,
  imageUrl: game.imageUrl,
  enabled: game.enabled,
  ...change,
});

describe('who may use the games back office', () => {
  it('lets every operator role read, only admin write, and refuses members and anonymous callers', async () => {
    for (const who of [admin, support, finance]) {
      expect((await call('GET', '/wps/admin/games/vendors', undefined, who)).status).toBe(200);
      expect((await call('GET', '/wps/admin/games?vassalage=SW_RNG', undefined, who)).status).toBe(200);
    }
    const member = await walletMember(t.app, 'gamesprobe');
    expect((await call('GET', '/wps/admin/games/vendors', undefined, member.headers)).status).toBe(401);
    expect((await call('GET', '/wps/admin/games', undefined, {})).status).toBe(401);

    const game = (await adminGames('vassalage=SW_RNG&pageSize=1')).list[0]!;
    const writes: [Method, string, unknown][] = [
      ['POST', '/wps/admin/games/vendors', newVendor('SUPPORT_TRY')],
      [
        'PUT',
        '/wps/admin/games/vendors/SW_RNG',
        { displayName: 'x', isHot: false, enabled: false, sortOrder: 0, launchUrl: null },
      ],
      ['PUT', '/wps/admin/games/vendors/order', { gameType: 'RNG', ids: ['SW_RNG'] }],
      ['POST', '/wps/admin/games', newGame('SW_RNG', 'SUPPORT_TRY')],
      ['PUT', `/wps/admin/games/${game.id}`, gameInput(game, { enabled: false })],
      ['PUT', '/wps/admin/games/order', { vassalage: 'SW_RNG', ids: [game.id] }],
    ];
    for (const [method, url, payload] of writes) {
      for (const who of [support, finance]) {
        await expectRefused(() => call(method, url, payload, who), 'error_forbidden', 403);
      }
      await expectRefused(() => call(method, url, payload, member.headers), 'error_not_logged_in', 401);
    }
    expect(await vendorRow('SUPPORT_TRY')).toBeUndefined();
    expect((await vendorRow('SW_RNG'))?.enabled).toBe(true);
  });
});

describe('operator vendors', () => {
  it('lists every vendor by game type with game counts and launch addresses', async () => {
    const list = await adminVendors();
    expect(list.map((v) => v.gameType)[0]).toBe('RNG');
    const house = list.find((v) => v.vassalage === 'SW_RNG')!;
    expect(house).toMatchObject({ launchUrl: '/seamless', walletMode: 'seamless', enabled: true });
    expect(house.gameCount).toBe(await gameCount('SW_RNG'));
    expect(house.enabledGames).toBe(house.gameCount);
    expect(list.find((v) => v.vassalage === 'PEARL')).toMatchObject({
      walletMode: 'transfer',
      launchUrl: null,
    });
  });

  it('creates a vendor last in its lane with a drawn logo and the next account type; the lanes show it once it has a game', async () => {
    await lanes(); // warm the vendor cache
    const topAccountType = Math.max(...(await adminVendors()).map((v) => v.accountTypeId));
    const created = await call('POST', '/wps/admin/games/vendors', newVendor('NEW_RNG', { isHot: true }));
    expect(created.status).toBe(200);
    expect(created.value).toMatchObject({
      vassalage: 'NEW_RNG',
      gameType: 'RNG',
      walletMode: 'seamless',
      logoUrl: '/media/vendors/NEW_RNG.svg',
      launchUrl: 'https://games.vendor.example/launch',
      accountTypeId: topAccountType + 1,
      gameCount: 0,
      enabled: true,
    });
    // Nothing of it opens yet, so players do not see it; its first game brings it into the lanes.
    expect(await laneOf('RNG')).not.toContain('NEW_RNG');
    const logo = await t.app.inject({ method: 'GET', url: '/media/vendors/NEW_RNG.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'games.vendor.create', before: null });
    expect(audit?.actor).toMatch(/^operator:\d+$/);
    expect(audit?.after).toMatchObject({ vassalage: 'NEW_RNG', accountTypeId: topAccountType + 1 });
    expect((await call('POST', '/wps/admin/games', newGame('NEW_RNG', 'NEW_001'))).status).toBe(200);
    expect((await laneOf('RNG')).at(-1)).toBe('NEW_RNG');

    const withType = await call(
      'POST',
      '/wps/admin/games/vendors',
      newVendor('TYPED_LIVE', { gameType: 'LIVE', accountTypeId: 987654, launchUrl: null }),
    );
    expect(withType.value).toMatchObject({ accountTypeId: 987654, launchUrl: null });
    // Not connected: hidden from players even with a game.
    const liveGame = newGame('TYPED_LIVE', 'TL_001', { classify: 'baccarat' });
    expect((await call('POST', '/wps/admin/games', liveGame)).status).toBe(200);
    expect(await laneOf('LIVE')).not.toContain('TYPED_LIVE');
  });

  it('finds a free account type after an operator has taken the largest one', async () => {
    const top = await call(
      'POST',
      '/wps/admin/games/vendors',
      newVendor('TOP_TYPE', { gameType: 'FISH', accountTypeId: 2_147_483_647 }),
    );
    expect(top.status).toBe(200);
    const next = await call('POST', '/wps/admin/games/vendors', newVendor('AFTER_TOP', { gameType: 'FISH' }));
    expect(next.status).toBe(200);
    const types = (await adminVendors()).map((v) => v.accountTypeId);
    expect(types.filter((id) => id === next.value?.accountTypeId)).toHaveLength(1);
    expect(next.value?.accountTypeId).toBeLessThan(2_147_483_647);
  });

  it('gives vendors created at the same moment different account types, and one code only once', async () => {
    const made = await Promise.all(
      ['PAR_A', 'PAR_B', 'PAR_C', 'PAR_A'].map((code) =>
        call('POST', '/wps/admin/games/vendors', newVendor(code, { gameType: 'PVP' })),
      ),
    );
    expect(made.map((res) => res.status).sort()).toEqual([200, 200, 200, 409]);
    const types = made.flatMap((res) => (res.status === 200 ? [res.value?.accountTypeId] : []));
    expect(new Set(types).size).toBe(3);
    const orders = (await adminVendors())
      .filter((v) => v.vassalage.startsWith('PAR_'))
      .map((v) => v.sortOrder);
    expect(new Set(orders).size).toBe(3);
  });

  it('refuses a taken code or account type, a bad code and a bad wallet mode, writing nothing', async () => {
    const taken = await expectRefused(
      () => call('POST', '/wps/admin/games/vendors', newVendor('SW_RNG')),
      'error_vendor_exists',
      409,
    );
    expect(Object.keys(fieldsOf(taken))).toEqual(['vassalage']);
    const typeTaken = await expectRefused(
      () => call('POST', '/wps/admin/games/vendors', newVendor('FRESH_ONE', { accountTypeId: 101 })),
      'error_vendor_exists',
      409,
    );
    expect(Object.keys(fieldsOf(typeTaken))).toEqual(['accountTypeId']);
    for (const bad of [
      { vassalage: 'lower_case' },
      { vassalage: 'X' },
      { vassalage: 'A'.repeat(33) },
      { vassalage: 'BAD-DASH' },
      { gameType: 'CASINO' },
      { walletMode: 'credit' },
      { displayName: '' },
      { displayName: 'n'.repeat(65) },
      { accountTypeId: 0 },
      { accountTypeId: 2_147_483_648 },
    ]) {
      await expectRefused(
        () => call('POST', '/wps/admin/games/vendors', newVendor('FRESH_TWO', bad)),
        'error_invalid_request',
      );
    }
    expect(await vendorRow('FRESH_ONE')).toBeUndefined();
    expect(await vendorRow('FRESH_TWO')).toBeUndefined();
  });

  it('accepts only a site path, an https address or a local http address as the launch address', async () => {
    const before = await vendorRow('MABUHAY');
    const body = (launchUrl: unknown) => ({
      displayName: 'Mabuhay Slots',
      isHot: false,
      enabled: true,
      sortOrder: 40,
      launchUrl,
    });
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '//evil.example/launch',
      '/\\evil.example',
      'http://evil.example/launch',
      'http://localhost.evil.example/',
      'https://user:pw@evil.example/',
      'https:///nohost',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/',
      'seamless',
      '/seamless#frag',
      '/play game',
      `/${'a'.repeat(600)}`,
      '',
    ]) {
      await expectRefused(
        () => call('PUT', '/wps/admin/games/vendors/MABUHAY', body(bad)),
        'error_invalid_request',
      );
    }
    expect(await vendorRow('MABUHAY')).toEqual(before);
    for (const good of [
      '/seamless',
      'https://mabuhay.example/launch?operator=swerte',
      'http://127.0.0.1:9000/launch',
      'http://localhost/launch',
      null,
    ]) {
      const res = await call('PUT', '/wps/admin/games/vendors/MABUHAY', body(good));
      expect(res.value, String(good)).toMatchObject({ launchUrl: good });
    }
  });

  it('connects and disconnects a vendor: its games open at the new launch address at once', async () => {
    const player = await walletMember(t.app, 'gameslaunch');
    const game = (await adminGames('vassalage=CARABAO&pageSize=1')).list[0]!;
    const launch = () =>
      call('POST', '/wps/game/launchGame', { vassalage: 'CARABAO', gameCode: game.gameCode }, player.headers);
    const vendor = (launchUrl: string | null) => ({
      displayName: 'Golden Carabao',
      isHot: false,
      enabled: true,
      sortOrder: 80,
      launchUrl,
    });
    expect((await launch()).code).toBe('game_maintenance');
    await call('PUT', '/wps/admin/games/vendors/CARABAO', vendor('https://carabao.example/play?site=swerte'));
    const opened = await launch();
    expect(opened.status).toBe(200);
    expect(String(opened.value?.content)).toMatch(/^https:\/\/carabao\.example\/play\?site=swerte&.*token=/);
    await call('PUT', '/wps/admin/games/vendors/CARABAO', vendor(null));
    expect((await launch()).code).toBe('game_maintenance');
  });

  it('renames, marks hot, switches off and on; the public lanes, hot footer and artwork follow at once', async () => {
    await lanes();
    await publicGet('/wps/relay/GCSGAME_hotGamesV2?language=EN');
    const game = (await adminGames('vassalage=LUZON&pageSize=1')).list[0]!;
    const res = await call('PUT', '/wps/admin/games/vendors/BITUIN', {
      displayName: 'Bituin Gold',
      isHot: true,
      enabled: true,
      sortOrder: 5,
      launchUrl: 'https://bituin.example/launch',
    });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ displayName: 'Bituin Gold', isHot: true, sortOrder: 5 });
    // The drawn logo and tiles show the name: their addresses change so no cache shows the old one.
    expect(res.value?.logoUrl).toMatch(/^\/media\/vendors\/BITUIN\.svg\?v=\w+$/);
    const bituin = (await adminGames('vassalage=BITUIN')).list;
    expect(bituin.every((g) => new RegExp(`^/media/games/${g.id}\\.svg\\?v=\\w+$`).test(g.imageUrl))).toBe(
      true,
    );
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'games.vendor.update',
      before: { displayName: 'Bituin Gaming', isHot: false },
      after: { displayName: 'Bituin Gold', isHot: true },
    });

    const lane = (await lanes()).find((l) => l.gameType === 'RNG')!;
    expect(lane.vendors[0]).toMatchObject({ vassalage: 'BITUIN', displayName: 'Bituin Gold', isHot: 1 });
    const hot = (await publicGet('/wps/relay/GCSGAME_hotGamesV2?language=EN')).footer as {
      vassalage: string;
    }[];
    expect(hot.some((v) => v.vassalage === 'BITUIN')).toBe(true);

    await call('PUT', '/wps/admin/games/vendors/LUZON', {
      displayName: 'Luzon Reels',
      isHot: true,
      enabled: false,
      sortOrder: 20,
      launchUrl: null,
    });
    expect(await laneOf('RNG')).not.toContain('LUZON');
    const byName = await publicGames(`gameType=RNG&gameName=${encodeURIComponent(game.nameEn)}`);
    expect(byName.some((g) => g.vassalage === 'LUZON')).toBe(false);
    const menus = (await publicGet('/lgw/games/game_menus?language=EN')).menus as {
      gameType: string;
      vendors: { vassalage: string }[];
    }[];
    expect(menus.find((m) => m.gameType === 'RNG')?.vendors.some((v) => v.vassalage === 'LUZON')).toBe(false);
    // Switched off, not gone: its games keep their rows for favourites, recent games and bets.
    expect((await adminGames('vassalage=LUZON')).list.some((g) => g.id === game.id)).toBe(true);

    await call('PUT', '/wps/admin/games/vendors/LUZON', {
      displayName: 'Luzon Reels',
      isHot: true,
      enabled: true,
      sortOrder: 20,
      launchUrl: null,
    });
    // Switched on but not connected: nothing of it would open, so players still do not see it.
    expect(await laneOf('RNG')).not.toContain('LUZON');
    await call('PUT', '/wps/admin/games/vendors/LUZON', {
      displayName: 'Luzon Reels',
      isHot: true,
      enabled: true,
      sortOrder: 20,
      launchUrl: 'https://luzon.example/launch',
    });
    expect(await laneOf('RNG')).toContain('LUZON');
  });

  it('refuses an unknown vendor and out-of-range fields', async () => {
    const body = { displayName: 'x', isHot: false, enabled: true, sortOrder: 10, launchUrl: null };
    await expectRefused(() => call('PUT', '/wps/admin/games/vendors/NO_SUCH', body), 'error_not_found', 404);
    await expectRefused(
      () => call('PUT', '/wps/admin/games/vendors/bad-code', body),
      'error_invalid_request',
    );
    for (const bad of [
      { sortOrder: -1 },
      { sortOrder: 1_000_001 },
      { sortOrder: 1.5 },
      { isHot: 'yes' },
      { displayName: ' ' },
    ]) {
      await expectRefused(
        () => call('PUT', '/wps/admin/games/vendors/TALA', { ...body, ...bad }),
        'error_invalid_request',
      );
    }
    const { launchUrl: _omitted, ...partial } = body;
    await expectRefused(() => call('PUT', '/wps/admin/games/vendors/TALA', partial), 'error_invalid_request');
  });

  it('orders one game type’s vendors when every one is named once; the lanes follow at once', async () => {
    // Every vendor of the type is named, listed to players or not (created here without games: not).
    const listed = await laneOf('FISH');
    const current = (await adminVendors()).filter((v) => v.gameType === 'FISH').map((v) => v.vassalage);
    expect(current).toEqual(expect.arrayContaining(listed));
    expect(current.length).toBeGreaterThan(listed.length);
    const wanted = [...current].reverse();
    for (const bad of [
      current.slice(1),
      [...current, current[0]!],
      [...current.slice(1), 'SW_RNG'],
      [...current.slice(1), 'NO_SUCH'],
    ]) {
      await expectRefused(
        () => call('PUT', '/wps/admin/games/vendors/order', { gameType: 'FISH', ids: bad }),
        'error_invalid_request',
      );
    }
    expect(await laneOf('FISH')).toEqual(listed);
    const res = await call('PUT', '/wps/admin/games/vendors/order', { gameType: 'FISH', ids: wanted });
    expect(res.status).toBe(200);
    expect(await laneOf('FISH')).toEqual(wanted.filter((v) => listed.includes(v)));
    expect(await lastAudit()).toMatchObject({ action: 'games.vendor.order', before: current, after: wanted });
  });
});

describe('operator games', () => {
  it('lists games switched on or off, filtered and paged within bounds', async () => {
    const page = await adminGames('vassalage=SW_RNG&pageSize=5');
    expect(page.total).toBe(await gameCount('SW_RNG'));
    expect(page.list).toHaveLength(5);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    expect(page.list[0]).toMatchObject({ gameCode: 'SWERTE_FIESTA', minBet: '0.01', gameType: 'RNG' });
    const search = await adminGames('name=swerte%20fiesta');
    expect(search.list.map((g) => g.gameCode)).toEqual(['SWERTE_FIESTA']);
    expect((await adminGames('name=100%25')).total).toBe(0);
    expect((await adminGames('gameType=LIVE&pageSize=50')).list.every((g) => g.gameType === 'LIVE')).toBe(
      true,
    );
    for (const bad of [
      'pageSize=51',
      'pageNo=201',
      'pageNo=0',
      'gameType=CASINO',
      'enabled=maybe',
      `name=${'x'.repeat(51)}`,
    ]) {
      await expectRefused(() => call('GET', `/wps/admin/games?${bad}`), 'error_invalid_request');
    }
  });

  it('adds a game to a vendor, drawn art and all; the public list, hot games and menus show it at once', async () => {
    await call('POST', '/wps/admin/games/vendors', newVendor('GAME_HOME'));
    await publicGet('/wps/relay/GCSGAME_hotGamesV2?language=EN');
    const menusBefore = (await publicGet('/lgw/games/game_menus?language=EN')).menus as {
      gameType: string;
      gameCount: number;
    }[];
    const rngBefore = menusBefore.find((m) => m.gameType === 'RNG')!.gameCount;

    const res = await call(
      'POST',
      '/wps/admin/games',
      newGame('GAME_HOME', 'GH_001', { isHot: true, isNew: true, gameType: 'LIVE' }),
    );
    expect(res.status).toBe(200);
    const game = AdminGameSchema.parse(res.value);
    // The game type comes from the vendor; an extra field in the body changes nothing.
    expect(game).toMatchObject({
      vassalage: 'GAME_HOME',
      gameType: 'RNG',
      minBet: '0.50',
      minLineNum: 25,
      enabled: true,
      launchMode: 'iframe',
    });
    expect(game.imageUrl).toMatch(new RegExp(`^/media/games/${game.id}\\.svg\\?v=\\w+$`));
    expect((await t.database.db.select().from(games).where(eq(games.id, game.id)))[0]?.minBetCents).toBe(50);
    const art = await t.app.inject({ method: 'GET', url: game.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('<svg');

    const listed = await publicGames('vassalage=GAME_HOME');
    expect(listed).toEqual([
      expect.objectContaining({
        nodeId: game.id,
        gameName: 'Golden GH_001',
        minBet: '0.50',
        isHot: 1,
        isNew: 1,
        imageUrl: game.imageUrl,
      }),
    ]);
    const hot = (await publicGet('/wps/relay/GCSGAME_hotGamesV2?language=EN&vassalage=GAME_HOME')).list as {
      nodeId: number;
    }[];
    expect(hot.map((g) => g.nodeId)).toEqual([game.id]);
    const menus = (await publicGet('/lgw/games/game_menus?language=EN')).menus as {
      gameType: string;
      gameCount: number;
    }[];
    expect(menus.find((m) => m.gameType === 'RNG')!.gameCount).toBe(rngBefore + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'games.game.create',
      before: null,
      after: { id: game.id, gameCode: 'GH_001' },
    });

    const own = await call(
      'POST',
      '/wps/admin/games',
      newGame('GAME_HOME', 'GH_002', { imageUrl: 'https://cdn.example/tiles/gh2.png' }),
    );
    expect(own.value).toMatchObject({
      imageUrl: 'https://cdn.example/tiles/gh2.png',
      sortOrder: game.sortOrder + 10,
    });
    expect((await adminVendors()).find((v) => v.vassalage === 'GAME_HOME')).toMatchObject({
      gameCount: 2,
      enabledGames: 2,
    });
  });

  it('adds a game code twice at the same moment only once', async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/wps/admin/games', newGame('GAME_HOME', 'GH_RACE'))),
    );
    expect(made.map((res) => res.code).sort()).toEqual([
      'error_game_code_taken',
      'error_game_code_taken',
      'ok',
    ]);
    expect((await adminGames('vassalage=GAME_HOME&name=gh_race')).total).toBe(1);
  });

  it('refuses an unknown vendor, a classification of another type, a taken code and out-of-range numbers, writing nothing', async () => {
    const before = await gameCount('SW_RNG');
    const unknown = await expectRefused(
      () => call('POST', '/wps/admin/games', newGame('NO_SUCH', 'X1')),
      'error_invalid_request',
    );
    expect(Object.keys(fieldsOf(unknown))).toEqual(['vassalage']);
    const classify = await expectRefused(
      () => call('POST', '/wps/admin/games', newGame('SW_RNG', 'X1', { classify: 'baccarat' })),
      'error_invalid_request',
    );
    expect(fieldsOf(classify).classify).toContain('video_slots');
    await expectRefused(
      () => call('POST', '/wps/admin/games', newGame('SW_RNG', 'SWERTE_FIESTA')),
      'error_game_code_taken',
      409,
    );
    for (const minBet of ['0.00', '-1.00', '1.5', '1', '1000000.01', '99999999.00', 'abc', 0.5]) {
      await expectRefused(
        () => call('POST', '/wps/admin/games', newGame('SW_RNG', 'X1', { minBet })),
        typeof minBet === 'number' ? 'error_invalid_request' : 'error_amount_invalid',
      );
    }
    for (const bad of [
      { minLineNum: 0 },
      { minLineNum: 1001 },
      { minLineNum: 2.5 },
      { gameCode: '' },
      { gameCode: 'has space' },
      { gameCode: 'c'.repeat(65) },
      { nameEn: '' },
      { nameTy: 'n'.repeat(121) },
      { launchMode: 'redirect' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '//evil.example/a.png' },
      { imageUrl: 'http://cdn.example/a.png' },
      { vassalage: 'sw_rng' },
    ]) {
      await expectRefused(
        () => call('POST', '/wps/admin/games', newGame('SW_RNG', 'X1', bad)),
        'error_invalid_request',
      );
    }
    expect(await gameCount('SW_RNG')).toBe(before);
  });

  it('edits and switches a game off and on; the public list follows at once and the row stays', async () => {
    const [first, second] = (await adminGames('vassalage=PAGODA&pageSize=2')).list;
    await publicGames('vassalage=PAGODA');
    const res = await call(
      'PUT',
      `/wps/admin/games/${first!.id}`,
      gameInput(first!, { nameEn: 'Pagoda Thunder', minBet: '1.25', enabled: false }),
    );
    expect(res.value).toMatchObject({
      nameEn: 'Pagoda Thunder',
      minBet: '1.25',
      enabled: false,
      vassalage: 'PAGODA',
    });
    expect(res.value?.imageUrl).not.toBe(first!.imageUrl);
    expect((await publicGames('vassalage=PAGODA')).some((g) => g.nodeId === first!.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'games.game.update',
      before: { nameEn: first!.nameEn, enabled: true },
      after: { nameEn: 'Pagoda Thunder', enabled: false, minBetCents: 125 },
    });
    expect((await adminGames('vassalage=PAGODA&enabled=false')).list.map((g) => g.id)).toEqual([first!.id]);

    const back = await call(
      'PUT',
      `/wps/admin/games/${first!.id}`,
      gameInput(first!, { nameEn: 'Pagoda Thunder', minBet: '1.25' }),
    );
    expect(back.value?.imageUrl).toBe(res.value?.imageUrl); // nothing the tile shows changed
    const shown = (await publicGames('vassalage=PAGODA&gameName=thunder')).find(
      (g) => g.nodeId === first!.id,
    );
    expect(shown).toMatchObject({ nodeId: first!.id, gameName: 'Pagoda Thunder', minBet: '1.25' });

    await expectRefused(
      () => call('PUT', `/wps/admin/games/${first!.id}`, gameInput(first!, { gameCode: second!.gameCode })),
      'error_game_code_taken',
      409,
    );
    await expectRefused(
      () => call('PUT', `/wps/admin/games/${first!.id}`, gameInput(first!, { classify: 'sabong' })),
      'error_invalid_request',
    );
    await expectRefused(
      () => call('PUT', '/wps/admin/games/99999999', gameInput(first!)),
      'error_not_found',
      404,
    );
    await expectRefused(() => call('PUT', '/wps/admin/games/0', gameInput(first!)), 'error_invalid_request');
    expect((await adminGames('vassalage=PAGODA&pageSize=1')).list[0]).toMatchObject({
      gameCode: first!.gameCode,
      nameEn: 'Pagoda Thunder',
    });
  });

  it('orders one vendor’s games only when every game is named once; the public list follows at once', async () => {
    const current = (await adminGames('vassalage=CORAL&pageSize=50')).list.map((g) => g.id);
    const other = (await adminGames('vassalage=TALA&pageSize=1')).list[0]!.id;
    const wanted = [...current].reverse();
    const stored = async () =>
      (
        await t.database.db
          .select({ id: games.id, sortOrder: games.sortOrder })
          .from(games)
          .where(eq(games.vendor, 'CORAL'))
      ).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const before = await stored();
    for (const bad of [
      current.slice(1),
      [...current, current[0]!],
      [...current.slice(1), other],
      [...current.slice(1), 99999999],
    ]) {
      await expectRefused(
        () => call('PUT', '/wps/admin/games/order', { vassalage: 'CORAL', ids: bad }),
        'error_invalid_request',
      );
    }
    await expectRefused(
      () => call('PUT', '/wps/admin/games/order', { vassalage: 'NO_SUCH', ids: current }),
      'error_invalid_request',
    );
    await expectRefused(
      () => call('PUT', '/wps/admin/games/order', { vassalage: 'CORAL', ids: [] }),
      'error_invalid_request',
    );
    expect(await stored()).toEqual(before);

    expect((await call('PUT', '/wps/admin/games/order', { vassalage: 'CORAL', ids: wanted })).status).toBe(
      200,
    );
    expect((await publicGames('vassalage=CORAL')).map((g) => g.nodeId)).toEqual(wanted);
    expect(await lastAudit()).toMatchObject({ action: 'games.game.order', before: current, after: wanted });
  });
});
