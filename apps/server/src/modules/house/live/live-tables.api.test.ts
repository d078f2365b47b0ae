import { parseCents, type LiveTableGame } from '@swerte/contracts';
import {
  commitSeed,
  createRng,
  dealDragonTiger,
  rollSicBo,
  settleDragonTiger,
  settleRoulette,
  settleSicBo,
  spinRoulette,
} from '@swerte/games';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { houseClient, type Headers } from '../../../../test/house-helpers.js';
import { openTableStream } from '../../../../test/table-stream.js';
import { callJson, walletMember } from '../../../../test/wallet-helpers.js';
import { bets, games, liveRounds } from '../../../db/schema.js';
import * as repo from './live-tables.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The demo seeds the three tables; these tests bet from 1.00 to check the min bet.
  await t.database.db
    .update(games)
    .set({ minBetCents: 100 })
    .where(inArray(games.gameCode, ['ROULETTE', 'SICBO', 'DRAGON_TIGER']));
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const { openGame } = houseClient(() => t);
const live = () => t.app.services.house.live;
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;

const tableOf = (game: LiveTableGame) => callJson(t.app, { method: 'GET', url: `/wps/live/tables/${game}` });
const bet = (game: LiveTableGame, session: Headers, payload: object) =>
  callJson(t.app, { method: 'POST', url: `/wps/house/live/${game}/bet`, headers: session, payload });

/** The table's round taking bets now, opened by a run of the schedule if none is. */
async function bettingRound(game: LiveTableGame): Promise<number> {
  await live().tick();
  const table = await tableOf(game);
  expect(table.value?.round).toMatchObject({ state: 'betting' });
  return (table.value?.round as { roundNo: number }).roundNo;
}

/** Ends a round's betting time, as the clock would, and runs the schedule. */
async function closeAndSettle(game: LiveTableGame, roundNo: number) {
  await t.database.db
    .update(liveRounds)
    .set({ closesAt: sql`now() - interval '1 second'` })
    .where(and(eq(liveRounds.game, game), eq(liveRounds.roundNo, roundNo)));
  await live().tick();
}

async function revealed(game: LiveTableGame, roundNo: number) {
  const round = await callJson(t.app, { method: 'GET', url: `/wps/live/tables/${game}/rounds/${roundNo}` });
  expect(round.status).toBe(200);
  const value = round.value as { serverSeed: string; commitment: string; clientSeed: string; nonce: number };
  expect(commitSeed(value.serverSeed)).toBe(value.commitment);
  return { ...value, rng: () => createRng(value) };
}

describe('the shared roulette table', () => {
  it('takes slips from two players on one round, then draws it from its committed seed and pays both', async () => {
    const a = await walletMember(t.app, 'liveplayer1', { cash: 100_000n });
    const b = await walletMember(t.app, 'liveplayer2', { cash: 100_000n });
    const [sa, sb] = [await openGame(a.headers, 'roulette'), await openGame(b.headers, 'roulette')];
    const roundNo = await bettingRound('roulette');
    const before = await tableOf('roulette');
    const commitment = (before.value?.round as { commitment: string }).commitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);

    const slipA = [
      { kind: 'straight', numbers: [17], amount: '10.00' },
      { kind: 'red', amount: '5.00' },
    ];
    const slipB = [{ kind: 'dozen', which: 1, amount: '20.00' }];
    expect(await bet('roulette', sa, { roundNo, bets: slipA })).toMatchObject({
      status: 200,
      value: { slip: { roundNo, stake: '15.00', payout: null }, balance: '985.00' },
    });
    expect((await bet('roulette', sb, { roundNo, bets: slipB })).status).toBe(200);
    expect(await bet('roulette', sa, { roundNo, bets: slipA })).toMatchObject({
      status: 409,
      code: 'error_round_exists',
    });

    await closeAndSettle('roulette', roundNo);
    const seeds = await revealed('roulette', roundNo);
    expect(seeds).toMatchObject({ commitment, clientSeed: 'ROULETTE', nonce: roundNo });
    const pocket = spinRoulette(seeds.rng());
    const paid = (slip: typeof slipA) =>
      settleRoulette(
        slip.map((x) => ({ ...x, kind: x.kind as 'red', stake: parseCents(x.amount) }) as never),
        pocket,
      ).reduce((sum, r) => sum + r.payout, 0n);
    expect(await cashOf(a.id)).toBe(100_000n - 1_500n + paid(slipA));
    expect(await cashOf(b.id)).toBe(100_000n - 2_000n + paid(slipB as never));

    const after = await tableOf('roulette');
    expect(after.value?.history).toContainEqual({ roundNo, outcome: { pocket } });
    expect((after.value?.round as { roundNo: number }).roundNo).toBe(roundNo + 1);
    const mine = await callJson(t.app, { method: 'GET', url: '/wps/house/live/roulette/slips', headers: sa });
    expect(mine.value?.slips).toContainEqual(
      expect.objectContaining({ roundNo, stake: '15.00', outcome: { pocket } }),
    );
    const [recorded] = await t.database.db
      .select({ status: bets.status, payout: bets.payout })
      .from(bets)
      .where(eq(bets.memberId, a.id));
    expect(recorded).toEqual({ status: 'settled', payout: paid(slipA) });
  });

  it('refuses a slip after the close, a bet off the layout, another game session, and charges nothing', async () => {
    const m = await walletMember(t.app, 'liverefused', { cash: 10_000n });
    const session = await openGame(m.headers, 'roulette');
    const roundNo = await bettingRound('roulette');
    const refused = async (payload: object, status: number, code: string, with_: Headers = session) =>
      expect(await bet('roulette', with_, payload)).toMatchObject({ status, code });
    await refused(
      { roundNo, bets: [{ kind: 'split', numbers: [3, 4], amount: '1.00' }] },
      400,
      'error_invalid_request',
    );
    await refused({ roundNo, bets: [{ kind: 'big', amount: '1.00' }] }, 400, 'error_invalid_request');
    await refused({ roundNo, bets: [{ kind: 'red', amount: '0.50' }] }, 400, 'error_bet_below_min');
    await refused({ roundNo, bets: [{ kind: 'red', amount: '200.00' }] }, 400, 'error_insufficient_balance');
    await refused(
      { roundNo: roundNo + 5, bets: [{ kind: 'red', amount: '1.00' }] },
      409,
      'error_round_closed',
    );
    await refused(
      { roundNo, bets: [{ kind: 'red', amount: '1.00' }] },
      403,
      'error_forbidden',
      await openGame(m.headers, 'baccarat'),
    );
    await refused({ roundNo, bets: [{ kind: 'red', amount: '1.00' }] }, 401, 'error_game_session', {});
    await t.database.db
      .update(liveRounds)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(and(eq(liveRounds.game, 'roulette'), eq(liveRounds.roundNo, roundNo)));
    await refused({ roundNo, bets: [{ kind: 'red', amount: '1.00' }] }, 409, 'error_round_closed');
    expect(await cashOf(m.id)).toBe(10_000n);
    await live().tick();
  });

  it('keeps the server seed secret until the round is settled', async () => {
    const roundNo = await bettingRound('roulette');
    const open = await callJson(t.app, { method: 'GET', url: `/wps/live/tables/roulette/rounds/${roundNo}` });
    expect(open.value).toMatchObject({ state: 'betting', serverSeed: null, outcome: null });
    expect(JSON.stringify(await tableOf('roulette'))).not.toMatch(/serverSeed/);
    await closeAndSettle('roulette', roundNo);
  });
});

describe('sic bo and dragon tiger', () => {
  it('pay by their own rules from the round seed', async () => {
    const m = await walletMember(t.app, 'livemulti', { cash: 100_000n });
    const sicbo = await openGame(m.headers, 'sicbo');
    const dt = await openGame(m.headers, 'dragonTiger');
    const sicRound = await bettingRound('sicbo');
    const dtRound = await bettingRound('dragonTiger');
    const sicSlip = [
      { kind: 'small', amount: '10.00' },
      { kind: 'single', faces: [3], amount: '5.00' },
      { kind: 'total', total: 10, amount: '2.00' },
    ];
    expect((await bet('sicbo', sicbo, { roundNo: sicRound, bets: sicSlip })).status).toBe(200);
    expect(
      await bet('sicbo', sicbo, {
        roundNo: sicRound,
        bets: [{ kind: 'combination', faces: [2, 2], amount: '1.00' }],
      }),
    ).toMatchObject({ status: 400, code: 'error_invalid_request' });
    expect(
      (await bet('dragonTiger', dt, { roundNo: dtRound, bets: [{ kind: 'dragon', amount: '10.01' }] }))
        .status,
    ).toBe(200);
    await closeAndSettle('sicbo', sicRound);
    await closeAndSettle('dragonTiger', dtRound);

    const dice = rollSicBo((await revealed('sicbo', sicRound)).rng());
    const sicPaid = settleSicBo(
      [
        { kind: 'small', stake: 1_000n },
        { kind: 'single', faces: [3], stake: 500n },
        { kind: 'total', total: 10, stake: 200n },
      ],
      dice,
    ).reduce((sum, r) => sum + r.payout, 0n);
    const round = dealDragonTiger((await revealed('dragonTiger', dtRound)).rng());
    const [dtPaid] = settleDragonTiger([{ kind: 'dragon', stake: 1_001n }], round);
    expect(await cashOf(m.id)).toBe(100_000n - 1_700n - 1_001n + sicPaid + dtPaid!.payout);
  });
});

describe('the schedule', () => {
  it('pays a round left drawn by a node that died before paying exactly once, with two runs racing', async () => {
    const m = await walletMember(t.app, 'livecrash', { cash: 10_000n });
    const session = await openGame(m.headers, 'roulette');
    const roundNo = await bettingRound('roulette');
    expect(
      (await bet('roulette', session, { roundNo, bets: [{ kind: 'even', amount: '10.00' }] })).status,
    ).toBe(200);
    const current = (await repo.findCurrentRound(t.database.db, 'roulette'))!;
    await t.database.db
      .update(liveRounds)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(liveRounds.id, current.id));
    const seeds = { serverSeed: current.serverSeed, clientSeed: 'ROULETTE', nonce: roundNo };
    const pocket = spinRoulette(createRng(seeds));
    // The node drew and closed the round, then died before paying.
    await t.database.db.transaction((tx) => repo.closeRound(tx, current.id, { pocket }));
    await Promise.all([live().tick(), live().tick()]);
    const won = pocket !== 0 && pocket % 2 === 0;
    expect(await cashOf(m.id)).toBe(10_000n - 1_000n + (won ? 2_000n : 0n));
    expect((await repo.findRound(t.database.db, 'roulette', roundNo))?.state).toBe('settled');
  });

  it('streams the table to a viewer and sends it again when a round moves on', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openTableStream(`${address}/wps/live/tables/dragonTiger/stream`);
    try {
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const first = await stream.next();
      const roundNo = first.round!.roundNo;
      await closeAndSettle('dragonTiger', roundNo);
      expect((await stream.nextRoundAfter(roundNo)).round).toMatchObject({ roundNo: roundNo + 1 });
    } finally {
      stream.close();
    }
  });
});
