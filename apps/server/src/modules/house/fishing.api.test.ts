import { FISHING_RTP_BASIS_POINTS, GAME_SESSION_HEADER, type HouseRound } from '@swerte/contracts';
import { DEFAULT_FISH, createRng, resolveShots } from '@swerte/games';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { houseClient } from '../../../test/house-helpers.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  // The demo seeds Swerte Ocean (min bet 0.10) in the catalogue, so it plays.
  t = await buildTestApp();
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const { openGame, fairness } = houseClient(() => t);
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const shoot = (session: Record<string, string>, payload: object) =>
  callJson(t.app, { method: 'POST', url: '/wps/house/fishing/shots', headers: session, payload });

describe('fishing', () => {
  it('settles a batch of shots as one round, every kill drawn from the seed pair and replayable', async () => {
    const m = await walletMember(t.app, 'fisher', { cash: 10_000n });
    const session = await openGame(m.headers, 'fishing');
    const shots = DEFAULT_FISH.map((fish) => ({ fish: fish.code, bet: '1.00' }));
    const played = await shoot(session, { requestId: 'batch-0001', shots });
    expect(played.status).toBe(200);
    const round = played.value?.round as HouseRound;
    expect(round).toMatchObject({ game: 'fishing', stake: '11.00', status: 'settled' });
    expect(round.fishing?.shots).toHaveLength(DEFAULT_FISH.length);

    // The same batch again answers the same round and moves nothing.
    const again = await shoot(session, { requestId: 'batch-0001', shots });
    expect((again.value?.round as HouseRound).roundId).toBe(round.roundId);

    // Rotating reveals the seed: the batch replays to the same kills and the same payout.
    const rotated = await callJson(t.app, {
      method: 'POST',
      url: '/wps/house/fairness/rotate',
      headers: session,
      payload: { clientSeed: 'next-seed' },
    });
    const seed = (rotated.value?.revealed as { serverSeed: string; commitment: string }[]).find(
      (pair) => pair.commitment === round.commitment,
    );
    const replay = resolveShots(
      createRng({ serverSeed: seed!.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce! }),
      DEFAULT_FISH.map((fish) => ({ stake: 100n, multiplier: fish.multiplier })),
      FISHING_RTP_BASIS_POINTS,
    );
    expect(round.fishing?.shots.map((shot) => shot.killed)).toEqual(replay.outcomes.map((o) => o.killed));
    expect(await cashOf(m.id)).toBe(10_000n - 1_100n + replay.payout);
  });

  it('refuses an unknown fish, a bet below the minimum, more than the balance and another game session', async () => {
    const m = await walletMember(t.app, 'fisher2', { cash: 500n });
    const session = await openGame(m.headers, 'fishing');
    const refused = async (headers: Record<string, string>, shots: object[], status: number, code: string) =>
      expect(await shoot(headers, { requestId: `refused-${code.slice(0, 20)}`, shots })).toMatchObject({
        status,
        code,
      });
    await refused(session, [{ fish: 'kraken', bet: '1.00' }], 400, 'error_invalid_request');
    await refused(session, [{ fish: 'turtle', bet: '0.05' }], 400, 'error_bet_below_min');
    await refused(session, [{ fish: 'turtle', bet: '6.00' }], 400, 'error_insufficient_balance');
    const slot = await openGame(m.headers, 'slot');
    await refused(slot, [{ fish: 'turtle', bet: '1.00' }], 403, 'error_forbidden');
    expect(slot[GAME_SESSION_HEADER]).toBeTruthy();
    expect(await cashOf(m.id)).toBe(500n);
    expect((await fairness(session)).value?.nonce).toBe(0);
  });
});
