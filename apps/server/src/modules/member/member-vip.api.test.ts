import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const info = (headers: Record<string, string>, language: 'fil' | 'en') =>
  callJson(t.app, {
    method: 'GET',
    url: '/wps/member/info',
    headers: { ...headers, 'accept-language': language },
  });

describe('member info: the VIP level as clubLabel', () => {
  it("names the member's VIP level in the request's language and follows their valid bets", async () => {
    const m = await walletMember(t.app, 'vipmember', { cash: 100_000n });
    expect((await info(m.headers, 'en')).value?.clubLabel).toEqual({ labelName: 'Bronze', rankLevel: 1 });
    expect((await info(m.headers, 'fil')).value?.clubLabel).toEqual({ labelName: 'Tanso', rankLevel: 1 });

    // An operator's ladder where valid bets alone reach level 2.
    await t.database.db.execute(
      sql`UPDATE vip_levels SET min_deposit = 0, min_valid_bet = 50000 WHERE level = 2`,
    );
    await bet(t.app, m.id, { stake: 50_000n, payout: 0n });
    expect((await info(m.headers, 'en')).value?.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
  });
});
