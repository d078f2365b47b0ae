import type { AdminGame, HouseGameSettings } from '@swerte/contracts';
import { Fraction, slotReturn, swerteFiesta } from '@swerte/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';

let t: TestApp;
let admin: { authorization: string };
let content: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'houseadmin', 'admin');
  content = await operatorHeaders(t.app, 'housecontent', 'content');
});
afterAll(async () => {
  await t.close();
});

const rtpOf = (list: HouseGameSettings[], game: string, bet: string) =>
  list.find((g) => g.game === game)?.rtp.find((r) => r.bet === bet)?.rtp;

describe("the house games' settings in the console", () => {
  it("shows each game's pay table, its exact RTP per bet and its maximum bets", async () => {
    const res = await callJson(t.app, { method: 'GET', url: '/wps/admin/house/games', headers: content });
    expect(res.status).toBe(200);
    const list = (res.value as { list: HouseGameSettings[] }).list;
    expect(list.map((g) => g.game)).toEqual([
      'slot',
      'baccarat',
      'roulette',
      'sicbo',
      'dragonTiger',
      'fishing',
    ]);
    // The slot's figure is its pay table's exact return, the one the games package documents.
    expect(rtpOf(list, 'slot', 'spin')).toBe(slotReturn(swerteFiesta).rtp.mul(100).toFixed(4));
    expect(list[0]).toMatchObject({ vendor: 'SW_RNG', gameCode: 'SWERTE_FIESTA', payTable: 'Swerte Fiesta' });
    expect(list[0]?.maxBets).toEqual([{ bet: 'line', max: '100.00' }]);
    // Well-known returns: baccarat banker 98.94%, player 98.76%; roulette 36/37 on every bet.
    expect(rtpOf(list, 'baccarat', 'banker')).toBe('98.9421');
    expect(rtpOf(list, 'baccarat', 'player')).toBe('98.7649');
    const roulette = new Set(list.find((g) => g.game === 'roulette')?.rtp.map((r) => r.rtp));
    expect([...roulette]).toEqual([new Fraction(3600, 37).toFixed(4)]);
    expect(rtpOf(list, 'sicbo', 'small')).toBe('97.2222');
    expect(rtpOf(list, 'fishing', 'shot')).toBe('96.0000');
  });

  it('refuses a house game a minimum bet above its largest bet', async () => {
    const page = await callJson(t.app, {
      method: 'GET',
      url: '/wps/admin/games?vassalage=SW_RNG&name=SWERTE_FIESTA',
      headers: admin,
    });
    const slot = (page.value as unknown as { list: AdminGame[] }).list[0];
    if (!slot) throw new Error('the slot is not in the catalogue');
    const put = (minBet: string) =>
      callJson(t.app, {
        method: 'PUT',
        url: `/wps/admin/games/${slot.id}`,
        headers: admin,
        payload: {
          gameCode: slot.gameCode,
          nameEn: slot.nameEn,
          nameTy: slot.nameTy,
          classify: slot.classify,
          minBet,
          minLineNum: slot.minLineNum,
          isHot: slot.isHot,
          isNew: slot.isNew,
          launchMode: slot.launchMode,
          imageUrl: slot.imageUrl,
          enabled: slot.enabled,
        },
      });
    const above = await put('100.01');
    expect(above.status).toBe(400);
    expect(above.code).toBe('error_invalid_request');
    expect((await put('100.00')).value).toMatchObject({ minBet: '100.00' });
    expect((await put(slot.minBet)).value).toMatchObject({ minBet: slot.minBet });
  });
});
