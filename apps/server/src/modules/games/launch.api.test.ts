import {
  ESPORTSBOOK_PATH,
  GameSchema,
  HOUSE_GAMES,
  SPORTSBOOK_PATH,
  TRIAL_ACCOUNT_TYPE,
  VendorLaneSchema,
} from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectVendors } from '../../../test/vendor-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { games, vendors } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Vendor games list and launch only from a connected vendor; the demo connects the house's alone.
  // These two stand for connected vendors with wallets of their own; BANCA stays unconnected.
  await connectVendors(t.database.db, ['PEARL', 'ARENA8']);
});
afterAll(async () => {
  await t.close();
});

const gamesOf = async (query: string) => {
  const reply = await callJson(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}` });
  return z.array(GameSchema).parse(reply.value?.games);
};
const launch = (headers: Record<string, string>, game: { vassalage: string; gameCode: string }) =>
  callJson(t.app, {
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { vassalage: game.vassalage, gameCode: game.gameCode },
  });
const recent = (headers: Record<string, string>) =>
  callJson(t.app, { method: 'GET', url: '/wps/relay/GCS_recentGame', headers });
/** Every game the catalogue holds for a vendor, listed or not. */
const gamesOfVendor = (vassalage: string) =>
  t.database.db
    .select({ vassalage: games.vendor, gameCode: games.gameCode, nodeId: games.id })
    .from(games)
    .where(eq(games.vendor, vassalage))
    .orderBy(games.id);
const connect = (vassalage: string, set: Partial<typeof vendors.$inferInsert>) =>
  t.database.db.update(vendors).set(set).where(eq(vendors.vassalage, vassalage));

describe('real-money games and trial accounts', () => {
  it("marks the games of a vendor with its own wallet as real money only, and the seamless vendors' not", async () => {
    const pearl = await gamesOf('gameType=LIVE&vassalage=PEARL');
    const house = await gamesOf('gameType=LIVE&vassalage=SW_LIVE');
    expect(pearl.length).toBeGreaterThan(0);
    expect(pearl.every((game) => game.isRealMoneyOnly)).toBe(true);
    expect(house.every((game) => !game.isRealMoneyOnly)).toBe(true);
  });

  it('refuses a trial account a real-money game with in_need_true_account, and opens it for a real member', async () => {
    await connect('PEARL', { launchUrl: 'https://pearl.example/play' });
    const [game] = await gamesOf('gameType=LIVE&vassalage=PEARL&pageSize=1');
    const trial = await walletMember(t.app, 'launchtrial', { extra: { isAgent: TRIAL_ACCOUNT_TYPE } });
    const real = await walletMember(t.app, 'launchreal');

    const refused = await launch(trial.headers, game!);
    expect([refused.status, refused.code]).toEqual([403, 'in_need_true_account']);
    // Nothing happened for the refused launch: no recent game.
    expect((await recent(trial.headers)).value).toEqual({ list: [], totalPages: 0 });

    const opened = await launch(real.headers, game!);
    expect(opened.status).toBe(200);
    expect(String(opened.value?.content)).toMatch(/^https:\/\/pearl\.example\/play\?.*token=/);
  });

  it("lets a trial account play the house games with play money, and answers a switched-off vendor's game as before", async () => {
    const trial = await walletMember(t.app, 'launchtrial2', { extra: { isAgent: TRIAL_ACCOUNT_TYPE } });
    const slot = await launch(trial.headers, { vassalage: HOUSE_GAMES.slot.vendor, ...HOUSE_GAMES.slot });
    expect(slot.status).toBe(200);
    expect(String(slot.value?.content)).toMatch(/^\/seamless\?.*gameCode=SWERTE_FIESTA.*token=/);
    const [banca] = await gamesOfVendor('BANCA');
    expect((await launch(trial.headers, banca!)).code).toBe('game_maintenance');
    // A real-money game is refused before anything about the vendor is told.
    const [arena] = await gamesOf('gameType=SPORTS&vassalage=ARENA8&pageSize=1');
    expect((await launch(trial.headers, arena!)).code).toBe('in_need_true_account');
  });

  it('refuses a trial account the sportsbook when it needs real money, but still shows guests its view', async () => {
    await connect('FB', { launchUrl: 'https://fb.example/book', walletMode: 'transfer' });
    try {
      const trial = await walletMember(t.app, 'launchtrial3', { extra: { isAgent: TRIAL_ACCOUNT_TYPE } });
      const url = '/wps/relay/GCS_gameLaunchFB?language=EN';
      const refused = await callJson(t.app, { method: 'GET', url, headers: trial.headers });
      expect([refused.status, refused.code]).toEqual([403, 'in_need_true_account']);
      const guest = await callJson(t.app, { method: 'GET', url });
      expect(guest.status).toBe(200);
      expect(String(guest.value?.content)).toContain('guest=1');
    } finally {
      await connect('FB', { launchUrl: SPORTSBOOK_PATH, walletMode: 'seamless' });
    }
  });
});

describe('no dead tiles (§2)', () => {
  it('lists a game exactly when its launch opens it: connected, unconnected and house vendors alike', async () => {
    const member = await walletMember(t.app, 'launchall');
    const disabled = (await gamesOfVendor('PEARL'))[1]!;
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, disabled.nodeId));
    t.app.services.games.invalidateVendors();
    try {
      const seen = { listed: 0, refused: 0 };
      for (const [gameType, vassalage] of [
        ['LIVE', 'PEARL'],
        ['FISH', 'BANCA'],
        ['RNG', HOUSE_GAMES.slot.vendor],
        ['LIVE', HOUSE_GAMES.baccarat.vendor],
      ] as const) {
        const listing = await callJson(t.app, {
          method: 'GET',
          url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}&vassalage=${vassalage}&pageSize=50`,
        });
        const listed = new Set(
          listing.status === 200
            ? z
                .array(GameSchema)
                .parse(listing.value?.games)
                .map((g) => g.nodeId)
            : [],
        );
        // The first games of each (house vendors lead with theirs): launches are limited to 60 a minute.
        for (const game of (await gamesOfVendor(vassalage)).slice(0, 12)) {
          const opened = (await launch(member.headers, game)).status === 200;
          expect({ game, listed: listed.has(game.nodeId) }).toEqual({ game, listed: opened });
          seen[opened ? 'listed' : 'refused'] += 1;
        }
      }
      // Both sides were met: games that open (and list), and games that do not (and are hidden).
      expect(seen.listed).toBeGreaterThan(10);
      expect(seen.refused).toBeGreaterThan(20);
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, disabled.nodeId));
      t.app.services.games.invalidateVendors();
    }
  });

  it('leaves a category with nothing that opens out of the lanes, and brings it back once a vendor connects', async () => {
    const lanes = async () => {
      const reply = await callJson(t.app, {
        method: 'GET',
        url: '/wps/relay/GCSGAME_newGameVendor?language=EN',
      });
      const data = reply.value?.data as { lanes: unknown };
      const parsed = z.array(VendorLaneSchema).parse(data.lanes);
      return Object.fromEntries(parsed.map((lane) => [lane.gameType, lane.vendors.map((v) => v.vassalage)]));
    };
    const before = await lanes();
    expect(before.RNG).toEqual([HOUSE_GAMES.slot.vendor]);
    expect(before.LIVE).toEqual([HOUSE_GAMES.baccarat.vendor, 'PEARL']);
    expect(before.SPORTS).toEqual(['FB', 'ARENA8']);
    expect(before.FISH).toEqual([HOUSE_GAMES.fishing.vendor]);
    expect(before.ESPORTS).toEqual(['SW_ESPORTS']);
    // With the house's esports book disconnected the lane has nothing that opens until a vendor connects.
    await connect('SW_ESPORTS', { launchUrl: null });
    t.app.services.games.invalidateVendors();
    try {
      expect((await lanes()).ESPORTS).toEqual([]);
      await connectVendors(t.database.db, ['NEXUS']);
      t.app.services.games.invalidateVendors();
      expect((await lanes()).ESPORTS).toEqual(['NEXUS']);
    } finally {
      await connect('NEXUS', { launchUrl: null });
      await connect('SW_ESPORTS', { launchUrl: ESPORTSBOOK_PATH });
      t.app.services.games.invalidateVendors();
    }
  });
});
