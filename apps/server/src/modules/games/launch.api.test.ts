import { GameSchema, HOUSE_GAMES, TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { vendors } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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
    const [reef] = await gamesOf('gameType=FISH&vassalage=BANCA&pageSize=1');
    expect((await launch(trial.headers, reef!)).code).toBe('game_maintenance');
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
      await connect('FB', { launchUrl: null, walletMode: 'seamless' });
    }
  });
});
