import { GAME_SESSION_HEADER, HOUSE_GAMES, type HouseGame } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { houseRounds } from '../src/db/schema.js';
import type { TestApp } from './build-test-app.js';
import { callJson } from './wallet-helpers.js';

export type Headers = Record<string, string>;

/** The house games' calls as the /seamless page makes them; `testApp` is read at each call (set in beforeAll). */
export function houseClient(testApp: () => TestApp) {
  const launch = (headers: Headers, vassalage: string, gameCode: string) =>
    callJson(testApp().app, {
      method: 'POST',
      url: '/wps/game/launchGame',
      headers,
      payload: { vassalage, gameCode, language: 'EN' },
    });

  /** Opens a house game as the web page does: launch, then trade the address's token for a game session. */
  async function openGame(headers: Headers, game: HouseGame) {
    const { vendor, gameCode } = HOUSE_GAMES[game];
    const launched = await launch(headers, vendor, gameCode);
    expect(launched.status).toBe(200);
    const token = new URL(String(launched.value?.content), 'http://site').searchParams.get('token') ?? '';
    const session = await callJson(testApp().app, {
      method: 'POST',
      url: '/wps/house/session',
      payload: { launchToken: token, vendor, gameCode },
    });
    expect(session.status).toBe(200);
    return { [GAME_SESSION_HEADER]: String(session.value?.sessionToken) };
  }

  let spinSeq = 0;
  function spin(session: Headers, body: { lines?: number; betPerLine?: string; requestId?: string } = {}) {
    spinSeq += 1;
    return callJson(testApp().app, {
      method: 'POST',
      url: '/wps/house/slot/spin',
      headers: session,
      payload: { requestId: `spin-request-${spinSeq}`, lines: 20, betPerLine: '0.05', ...body },
    });
  }

  return {
    launch,
    openGame,
    spin,
    table: (session: Headers) =>
      callJson(testApp().app, { method: 'GET', url: '/wps/house/baccarat/table', headers: session }),
    tableCall: (session: Headers, op: 'bet' | 'deal', payload: object) =>
      callJson(testApp().app, {
        method: 'POST',
        url: `/wps/house/baccarat/${op}`,
        headers: session,
        payload,
      }),
    fairness: (session: Headers) =>
      callJson(testApp().app, { method: 'GET', url: '/wps/house/fairness', headers: session }),
    /** Ends a table round's betting time, as the clock would. */
    closeBetting: (roundId: string, agoMs = 1000) =>
      testApp()
        .database.db.update(houseRounds)
        .set({ closesAt: new Date(Date.now() - agoMs) })
        .where(eq(houseRounds.roundId, roundId)),
  };
}
