import { GAME_SESSION_HEADER, parseCents, type HouseRound } from '@swerte/contracts';
import { verifySlotRound } from '@swerte/games';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { houseClient } from '../../../test/house-helpers.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { bets, houseRounds } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const { launch, openGame, spin, table, tableCall, closeBetting } = houseClient(() => t);

describe('game launch', () => {
  it('answers the house slot at /seamless with a one-time launch token and records a recent game', async () => {
    const m = await walletMember(t.app, 'launcher', { cash: 1_000n });
    const launched = await launch(m.headers, 'SW_RNG', 'SWERTE_FIESTA');
    expect(launched).toMatchObject({
      status: 200,
      value: { launchMode: 'seamless', gameName: 'Swerte Fiesta' },
    });
    const url = new URL(String(launched.value?.content), 'http://site');
    expect(url.pathname).toBe('/seamless');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      vendor: 'SW_RNG',
      gameCode: 'SWERTE_FIESTA',
    });
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(String(launched.value?.content)).not.toContain(m.headers.authorization.slice(7));

    const recent = await callJson(t.app, {
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: m.headers,
    });
    expect((recent.value?.list as { gameCode: string }[])[0]?.gameCode).toBe('SWERTE_FIESTA');
  });

  it('refuses a visitor, an unknown game and a vendor with no game server connected', async () => {
    const m = await walletMember(t.app, 'launcher2');
    expect((await launch({}, 'SW_RNG', 'SWERTE_FIESTA')).status).toBe(401);
    expect(await launch(m.headers, 'SW_RNG', 'NO_SUCH_GAME')).toMatchObject({
      status: 404,
      code: 'error_not_found',
    });
    expect(await launch(m.headers, 'LUZON', 'LUZON_001')).toMatchObject({
      status: 503,
      code: 'game_maintenance',
    });
    // The house vendor serves only the games it plays.
    expect(await launch(m.headers, 'SW_RNG', 'SW_RNG_002')).toMatchObject({
      status: 503,
      code: 'game_maintenance',
    });
  });

  it('GCS_gameLaunchFB opens the house book at /fbsports, for a visitor too', async () => {
    const answer = await callJson(t.app, { method: 'GET', url: '/wps/relay/GCS_gameLaunchFB' });
    expect(answer.status).toBe(200);
    expect(String(answer.value?.content)).toContain('/fbsports');
  });
});

describe('house game sessions', () => {
  it('trades a launch token once, for its own vendor only', async () => {
    const m = await walletMember(t.app, 'sessioner', { cash: 2_500n });
    const launched = await launch(m.headers, 'SW_RNG', 'SWERTE_FIESTA');
    const token = new URL(String(launched.value?.content), 'http://site').searchParams.get('token') ?? '';
    const trade = (vendor: string) =>
      callJson(t.app, { method: 'POST', url: '/wps/house/session', payload: { launchToken: token, vendor } });
    const first = await trade('SW_RNG');
    expect(first).toMatchObject({
      status: 200,
      value: { game: 'slot', currency: 'PHP', balance: '25.00', minBet: '0.01', fairness: { nonce: 0 } },
    });
    expect(await trade('SW_RNG')).toMatchObject({ status: 401, code: 'error_launch_token' });
  });

  it('refuses house calls without a game session, and a slot session at the table', async () => {
    const m = await walletMember(t.app, 'sessioner2', { cash: 100n });
    expect(await table({})).toMatchObject({ status: 401, code: 'error_game_session' });
    expect(await table({ [GAME_SESSION_HEADER]: 'x'.repeat(43) })).toMatchObject({
      code: 'error_game_session',
    });
    expect(await spin(m.headers)).toMatchObject({ status: 401, code: 'error_game_session' });
    const slotSession = await openGame(m.headers, 'slot');
    expect(await table(slotSession)).toMatchObject({ status: 403, code: 'error_forbidden' });
  });
});

describe('Swerte Fiesta', () => {
  it('debits the stake and credits the payout in one round the betting record and recall show', async () => {
    const m = await walletMember(t.app, 'spinner', { cash: 10_000n });
    const session = await openGame(m.headers, 'slot');
    const played = await spin(session, { lines: 20, betPerLine: '0.05' });
    expect(played.status).toBe(200);
    const round = played.value?.round as HouseRound;
    expect(round).toMatchObject({
      game: 'slot',
      status: 'settled',
      stake: '1.00',
      nonce: 0,
      serverSeed: null,
    });
    const payout = parseCents(round.payout);
    expect(await cashOf(m.id)).toBe(10_000n - 100n + payout);
    expect(played.value?.balance).toBe(
      ((10_000n - 100n + payout) / 100n).toString() +
        '.' +
        String((10_000n - 100n + payout) % 100n).padStart(2, '0'),
    );
    expect(played.value?.fairness).toMatchObject({ nonce: 1 });

    const [bet] = await t.database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendor, 'SW_RNG'), eq(bets.vendorBetId, round.roundId)));
    expect(bet).toMatchObject({
      status: 'settled',
      stake: 100n,
      payout,
      validBet: 100n,
      gameName: 'Swerte Fiesta',
    });

    const recalled = await callJson(t.app, {
      method: 'GET',
      url: `/wps/house/rounds/${round.roundId}`,
      headers: m.headers,
    });
    expect(recalled.value).toMatchObject({ roundId: round.roundId, payout: round.payout, slot: round.slot });
    const stranger = await walletMember(t.app, 'stranger');
    expect(
      await callJson(t.app, {
        method: 'GET',
        url: `/wps/house/rounds/${round.roundId}`,
        headers: stranger.headers,
      }),
    ).toMatchObject({ status: 404, code: 'error_round_not_found' });
  });

  it('replays a retried spin (same requestId) without moving money, also 10 at once', async () => {
    const m = await walletMember(t.app, 'retrier', { cash: 5_000n });
    const session = await openGame(m.headers, 'slot');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => spin(session, { requestId: 'same-spin-0001', betPerLine: '0.10' })),
    );
    const rounds = answers.map((answer) => (answer.value?.round as HouseRound).roundId);
    expect(new Set(rounds).size).toBe(1);
    const payout = parseCents((answers[0]?.value?.round as HouseRound).payout);
    expect(await cashOf(m.id)).toBe(5_000n - 200n + payout);
    const count = await t.database.db.$count(houseRounds, eq(houseRounds.memberId, m.id));
    expect(count).toBe(1);
  });

  it('takes nonces in order under parallel spins and keeps the balance exact', async () => {
    const m = await walletMember(t.app, 'parallel', { cash: 100_000n });
    const session = await openGame(m.headers, 'slot');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => spin(session, { betPerLine: '0.25' })),
    );
    const rounds = answers.map((answer) => answer.value?.round as HouseRound);
    expect(rounds.map((round) => round.nonce).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 12 }, (_, i) => i),
    );
    const paid = rounds.reduce((sum, round) => sum + parseCents(round.payout), 0n);
    expect(await cashOf(m.id)).toBe(100_000n - 12n * 500n + paid);
  });

  it('refuses a bet below the min bet, above the limit or above the balance, and changes nothing', async () => {
    const m = await walletMember(t.app, 'refused', { cash: 50n });
    const session = await openGame(m.headers, 'slot');
    await t.database.db.execute(
      sql`UPDATE games SET min_bet_cents = 2 WHERE vendor = 'SW_RNG' AND game_code = 'SWERTE_FIESTA'`,
    );
    try {
      expect(await spin(session, { betPerLine: '0.01' })).toMatchObject({
        status: 400,
        code: 'error_bet_below_min',
      });
    } finally {
      await t.database.db.execute(
        sql`UPDATE games SET min_bet_cents = 1 WHERE vendor = 'SW_RNG' AND game_code = 'SWERTE_FIESTA'`,
      );
    }
    expect(await spin(session, { betPerLine: '100.01' })).toMatchObject({
      status: 400,
      code: 'error_bet_above_max',
    });
    expect(await spin(session, { lines: 21 })).toMatchObject({ status: 400, code: 'error_invalid_request' });
    expect(await spin(session, { betPerLine: '0.05' })).toMatchObject({
      status: 400,
      code: 'error_insufficient_balance',
    });
    expect(await cashOf(m.id)).toBe(50n);
    const fairness = await callJson(t.app, { method: 'GET', url: '/wps/house/fairness', headers: session });
    expect(fairness.value).toMatchObject({ nonce: 0 });
    expect(await t.database.db.$count(houseRounds, eq(houseRounds.memberId, m.id))).toBe(0);
  });

  it('reveals the server seed on rotation, and the round recomputes from it', async () => {
    const m = await walletMember(t.app, 'verifier', { cash: 10_000n });
    const session = await openGame(m.headers, 'slot');
    const played = await spin(session, { lines: 9, betPerLine: '0.20' });
    const round = played.value?.round as HouseRound;
    const rotated = await callJson(t.app, {
      method: 'POST',
      url: '/wps/house/fairness/rotate',
      headers: session,
      payload: { clientSeed: 'my lucky seed' },
    });
    expect(rotated.value).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.value?.commitment).not.toBe(round.commitment);
    const revealed = await callJson(t.app, {
      method: 'GET',
      url: `/wps/house/rounds/${round.roundId}`,
      headers: m.headers,
    });
    const detail = revealed.value as HouseRound;
    expect(detail.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const verified = verifySlotRound(
      {
        serverSeed: detail.serverSeed ?? '',
        clientSeed: detail.clientSeed,
        nonce: detail.nonce ?? -1,
        commitment: detail.commitment,
      },
      { lines: 9, betPerLine: 20n },
    );
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.round.payout).toBe(parseCents(detail.payout));
    expect(verified.round.base.stops).toEqual(detail.slot?.base.stops);
  });

  it('lets a free-play account play with play money', async () => {
    const m = await walletMember(t.app, 'trialplay', { extra: { isAgent: 4 } });
    // Prepared before the transaction: it reads settings, which would wait on the open transaction.
    const givePlayMoney = await t.app.services.wallet.prepareTrialPlayMoney();
    await t.database.db.transaction((tx) => givePlayMoney(tx, m.id));
    const launched = await launch(m.headers, 'SW_RNG', 'SWERTE_FIESTA');
    const token = new URL(String(launched.value?.content), 'http://site').searchParams.get('token') ?? '';
    const session = await callJson(t.app, {
      method: 'POST',
      url: '/wps/house/session',
      payload: { launchToken: token, vendor: 'SW_RNG' },
    });
    expect(session.value).toMatchObject({ currency: 'PLAY' });
    const played = await spin({ [GAME_SESSION_HEADER]: String(session.value?.sessionToken) });
    expect(played.status).toBe(200);
    expect(await cashOf(m.id)).toBe(0n);
  });
});

describe('baccarat table', () => {
  it('takes one bet slip per open round, deals after the timer and pays through the wallet', async () => {
    const m = await walletMember(t.app, 'punter', { cash: 100_000n });
    const session = await openGame(m.headers, 'baccarat');
    const opened = await table(session);
    expect(opened.status).toBe(200);
    const round = opened.value?.round as HouseRound & { closesAt: string };
    expect(round.status).toBe('betting');
    const secondsLeft = (Date.parse(round.closesAt) - Date.parse(String(opened.value?.serverTime))) / 1000;
    expect(secondsLeft).toBeGreaterThan(14);
    expect(secondsLeft).toBeLessThanOrEqual(15);

    const slip = {
      roundId: round.roundId,
      bets: [
        { kind: 'banker', amount: '100.00' },
        { kind: 'tie', amount: '10.00' },
      ],
    };
    const staked = await tableCall(session, 'bet', slip);
    expect(staked).toMatchObject({
      status: 200,
      value: { round: { roundId: round.roundId, status: 'open', stake: '110.00' } },
    });
    expect(await cashOf(m.id)).toBe(100_000n - 11_000n);
    expect(await tableCall(session, 'bet', slip)).toMatchObject({ status: 409, code: 'error_round_exists' });
    expect(await tableCall(session, 'deal', { roundId: round.roundId })).toMatchObject({
      status: 409,
      code: 'error_round_betting',
    });

    await closeBetting(round.roundId);
    const dealt = await tableCall(session, 'deal', { roundId: round.roundId });
    const previous = dealt.value?.previous as HouseRound;
    expect(previous).toMatchObject({ roundId: round.roundId, status: 'settled', nonce: 0 });
    expect(previous.baccarat?.coup?.player.cards.length).toBeGreaterThanOrEqual(2);
    expect((dealt.value?.road as unknown[]).length).toBe(1);
    expect((dealt.value?.round as HouseRound).roundId).not.toBe(round.roundId);
    const payout = parseCents(previous.payout);
    const expected = previous.baccarat?.results?.reduce((sum, result) => sum + parseCents(result.payout), 0n);
    expect(payout).toBe(expected);
    expect(await cashOf(m.id)).toBe(100_000n - 11_000n + payout);

    // Dealing again answers the same coup and pays nothing more.
    const again = await tableCall(session, 'deal', { roundId: round.roundId });
    expect((again.value?.previous as HouseRound).baccarat).toEqual(previous.baccarat);
    expect(await cashOf(m.id)).toBe(100_000n - 11_000n + payout);
  });

  it('refuses a bet after the timer, below the min bet or above the table limit', async () => {
    const m = await walletMember(t.app, 'latecomer', { cash: 100_000n });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    const bet = (kind: string, amount: string) =>
      tableCall(session, 'bet', { roundId: round.roundId, bets: [{ kind, amount }] });
    expect(await bet('player', '0.05')).toMatchObject({ status: 400, code: 'error_bet_below_min' });
    expect(await bet('tie', '5000.01')).toMatchObject({ status: 400, code: 'error_bet_above_max' });
    expect(await bet('dragon', '1.00')).toMatchObject({ status: 400, code: 'error_invalid_request' });
    await closeBetting(round.roundId);
    expect(await bet('player', '1.00')).toMatchObject({ status: 409, code: 'error_round_closed' });
    expect(await cashOf(m.id)).toBe(100_000n);
  });

  it('deals a staked round its player left, through the sweep', async () => {
    const m = await walletMember(t.app, 'walkaway', { cash: 10_000n });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    await tableCall(session, 'bet', { roundId: round.roundId, bets: [{ kind: 'player', amount: '20.00' }] });
    await closeBetting(round.roundId, 60_000);
    expect(await t.app.services.house.baccarat.sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.roundId, round.roundId));
    expect(row).toMatchObject({ status: 'settled', nonce: 0 });
    expect(await cashOf(m.id)).toBe(10_000n - 2_000n + (row?.payout ?? 0n));
    const [bet] = await t.database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendor, 'SW_LIVE'), eq(bets.vendorBetId, round.roundId)));
    expect(bet?.status).toBe('settled');
  });
});
