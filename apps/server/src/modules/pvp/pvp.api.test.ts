import {
  PVP_VENDOR,
  formatCents,
  parseCents,
  type BetRecordPage,
  type ManualRebate,
  type PvpTable,
} from '@swerte/contracts';
import {
  commitSeed,
  createRng,
  dealPusoyDos,
  pusoyDosValidBets,
  settlePusoyDos,
  timeoutMove,
  type PdGame,
} from '@swerte/games';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { houseClient, type Headers } from '../../../test/house-helpers.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { bets, journalEntries, pvpHands, pvpRooms } from '../../db/schema.js';
import { createPvpService } from './pvp.service.js';

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

const { openGame } = houseClient(() => t);
const pvp = () => t.app.services.pvp;
const balances = (memberId: number) => t.app.services.wallet.ledger.getBalance(memberId, t.database.db);

const call = (session: Headers, method: 'GET' | 'POST', path: string, payload?: object) =>
  callJson(t.app, {
    method,
    url: `/wps/house/pvp/rooms/${path}`,
    headers: session,
    ...(payload ? { payload } : {}),
  });
const tableOf = async (session: Headers, room: string) =>
  (await call(session, 'GET', room)).value as PvpTable;
const move = (session: Headers, room: string, body: object) => call(session, 'POST', `${room}/move`, body);

async function seated(prefix: string, room: string, buyIn: string) {
  const players = [];
  for (let i = 0; i < 4; i++) {
    const m = await walletMember(t.app, `${prefix}${i}`, { cash: 50_000n });
    const session = await openGame(m.headers, 'pusoyDos');
    const sat = await call(session, 'POST', `${room}/sit`, { buyIn });
    expect(sat).toMatchObject({ status: 200 });
    players.push({ ...m, session });
  }
  return players;
}

async function handRow(room: string) {
  const [row] = await t.database.db
    .select({ hand: pvpHands })
    .from(pvpHands)
    .innerJoin(pvpRooms, eq(pvpRooms.id, pvpHands.roomId))
    .where(and(eq(pvpRooms.code, room), eq(pvpHands.state, 'playing')));
  return row?.hand ?? null;
}

describe('GLS2_roomList', () => {
  it('lists the stake levels with seats, seated and waiting players and the rake, and the practice table', async () => {
    const reply = await callJson(t.app, { method: 'GET', url: '/wps/relay/GLS2_roomList?language=EN' });
    expect(reply.status).toBe(200);
    const list = reply.value?.list as {
      roomCode: string;
      practice: boolean;
      seats: number;
      rakeBasisPoints: number;
    }[];
    expect(list.map((r) => r.roomCode)).toEqual(['PD_1', 'PD_5', 'PD_20', 'PRACTICE']);
    expect(list[0]).toMatchObject({
      stake: '1.00',
      minBuyIn: '20.00',
      maxBuyIn: '200.00',
      seats: 4,
      seated: 0,
      rakeBasisPoints: 500,
    });
    expect(list[3]).toMatchObject({ practice: true, rakeBasisPoints: 0 });
  });

  it("takes the operator's rake, audited, and refuses a member and the auditor", async () => {
    const admin = await operatorHeaders(t.app, 'pvprake', 'finance');
    const put = (headers: Headers, rake: number) =>
      callJson(t.app, {
        method: 'PUT',
        url: '/wps/admin/pvp/settings',
        headers,
        payload: { rakeBasisPoints: rake },
      });
    expect(await put(admin, 250)).toMatchObject({ status: 200, value: { rakeBasisPoints: 250 } });
    expect(await put(await operatorHeaders(t.app, 'pvpaudit', 'auditor'), 0)).toMatchObject({ status: 403 });
    expect(await put(admin, 5_000)).toMatchObject({ status: 400, code: 'error_invalid_request' });
    const list = await callJson(t.app, { method: 'GET', url: '/wps/relay/GLS2_roomList' });
    expect((list.value?.list as { rakeBasisPoints: number }[])[0]?.rakeBasisPoints).toBe(250);
    expect(await put(admin, 500)).toMatchObject({ status: 200 });
  });
});

describe('a real-money room', () => {
  it('deals when four sit, refuses moves out of turn or off the rules, and pays the pot once', async () => {
    const players = await seated('pvphand', 'PD_1', '50.00');
    // The deal stakes each seat's hand as a bet from its table balance: 26 units, the most it can lose.
    for (const p of players) {
      const money = await balances(p.id);
      expect(money.cash).toBe(45_000n);
      expect(money.vendors.get(PVP_VENDOR)).toBe(5_000n - 2_600n);
      expect(
        await t.database.db
          .select({ stake: bets.stake, status: bets.status, gameType: bets.gameType })
          .from(bets)
          .where(eq(bets.memberId, p.id)),
      ).toEqual([{ stake: 2_600n, status: 'open', gameType: 'PVP' }]);
    }
    // The lobby counts the room's own seats: four seated, its hand in play.
    const lobby = await callJson(t.app, { method: 'GET', url: '/wps/relay/GLS2_roomList' });
    expect((lobby.value?.list as { roomCode: string }[]).find((r) => r.roomCode === 'PD_1')).toMatchObject({
      seated: 4,
    });
    const fifth = await walletMember(t.app, 'pvpfifth', { cash: 50_000n });
    const fifthSession = await openGame(fifth.headers, 'pusoyDos');
    expect(await call(fifthSession, 'POST', 'PD_1/sit', { buyIn: '50.00' })).toMatchObject({
      status: 409,
      code: 'pvp_room_full',
    });
    expect(await call(players[0]!.session, 'POST', 'PD_1/sit', { buyIn: '50.00' })).toMatchObject({
      status: 409,
      code: 'pvp_already_seated',
    });
    expect(await call(fifthSession, 'POST', 'PD_5/sit', { buyIn: '10.00' })).toMatchObject({
      status: 400,
      code: 'pvp_buy_in_range',
    });
    expect((await balances(fifth.id)).cash).toBe(50_000n);

    const row = (await handRow('PD_1'))!;
    const views = await Promise.all(players.map((p) => tableOf(p.session, 'PD_1')));
    const hand = views[0]!.hand!;
    expect(hand).toMatchObject({ state: 'playing', serverSeed: null });
    expect(hand.commitment).toBe(commitSeed(row.serverSeed));
    // Each sees their own 13 cards and nobody else's.
    views.forEach((view, i) => {
      expect(view.mySeat).toBe(i);
      expect(view.myCards).toHaveLength(13);
      expect(view.seats.map((s) => s.cardsLeft)).toEqual([13, 13, 13, 13]);
    });
    expect(new Set(views.flatMap((v) => v.myCards)).size).toBe(52);
    const bySeat = (seat: number) => players[views.findIndex((v) => v.mySeat === seat)]!.session;

    // Out of turn, not a combination, without the 3 of clubs: refused, nothing changes.
    const turn = hand.turn!;
    const other = (turn + 1) % 4;
    expect(await move(bySeat(other), 'PD_1', { handNo: hand.handNo, type: 'pass' })).toMatchObject({
      status: 409,
      code: 'pvp_not_your_turn',
    });
    const own = views[turn]!.myCards;
    expect(
      await move(bySeat(turn), 'PD_1', { handNo: hand.handNo, type: 'play', cards: [own[0], own[12]] }),
    ).toMatchObject({ status: 400, code: 'pvp_not_a_combo' });
    expect(
      await move(bySeat(turn), 'PD_1', { handNo: hand.handNo, type: 'play', cards: [own[12]] }),
    ).toMatchObject({ status: 400, code: 'pvp_must_include_three_of_clubs' });
    expect(await move(bySeat(turn), 'PD_1', { handNo: hand.handNo, type: 'pass' })).toMatchObject({
      status: 400,
      code: 'pvp_cannot_pass_lead',
    });
    expect(await move(bySeat(turn), 'PD_1', { handNo: hand.handNo + 1, type: 'pass' })).toMatchObject({
      status: 409,
      code: 'pvp_hand_over',
    });
    expect((await handRow('PD_1'))?.version).toBe(0);

    // The hand played through by the players themselves, each making the simplest legal move.
    let view = views[turn]!;
    for (let moves = 0; view.hand?.state === 'playing' && moves < 400; moves++) {
      const current = (await handRow('PD_1'))!;
      const game = current.game as PdGame;
      const next = timeoutMove(game);
      const reply = await move(bySeat(game.turn), 'PD_1', { handNo: hand.handNo, ...next });
      expect(reply.status).toBe(200);
      view = reply.value as unknown as PvpTable;
    }
    expect(view.hand?.state).toBe('settled');
    expect(view.hand?.winner).not.toBeNull();
    // The seed is revealed and deals the same cards again.
    const proof = await callJson(t.app, { method: 'GET', url: `/wps/pvp/rooms/PD_1/hands/${hand.handNo}` });
    expect(proof.value).toMatchObject({ serverSeed: row.serverSeed, clientSeed: 'PD_1', nonce: hand.handNo });
    const dealt = dealPusoyDos(
      createRng({ serverSeed: row.serverSeed, clientSeed: 'PD_1', nonce: hand.handNo }),
    );
    views.forEach((v, i) => expect(v.myCards).toEqual(dealt[i]));

    // Each member's betting record: the hand as one settled PVP bet of 26.00 whose win/loss is their
    // share of the pot (the winner's net of the 5% rake), and the table balance moved by it to the cent;
    // its valid bet is the seat's part of the rake (split over the losers by what each paid).
    const finalGame = (await t.database.db.select().from(pvpHands).where(eq(pvpHands.id, row.id)))[0]!
      .game as PdGame;
    const expected = settlePusoyDos(finalGame, 100n, [5_000n, 5_000n, 5_000n, 5_000n], 500);
    const validBets = pusoyDosValidBets(expected.deltas, expected.rake);
    for (const [seat, p] of players.entries()) {
      const delta = expected.deltas[seat]!;
      const page = (
        await callJson(t.app, { method: 'GET', url: '/wps/relay/ODSFE2_MemBetRecord', headers: p.headers })
      ).value as unknown as BetRecordPage;
      expect(page.list).toEqual([
        expect.objectContaining({
          gameType: 'PVP',
          vendor: PVP_VENDOR,
          gameCode: 'PUSOY_DOS',
          gameName: 'Pusoy Dos',
          status: 'settled',
          stake: '26.00',
          validBet: formatCents(validBets[seat]!),
          payout: formatCents(2_600n + delta),
          winLoss: formatCents(delta),
        }),
      ]);
      expect(await balances(p.id)).toMatchObject({ cash: 45_000n });
      expect((await balances(p.id)).vendors.get(PVP_VENDOR)).toBe(5_000n + delta);
    }

    // One pot entry; stacks and rake add up to the buy-ins; another run of the schedule pays nothing.
    await pvp().tick();
    const pots = await t.database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `pvp:pot:${row.id}`));
    expect(pots).toHaveLength(1);
    const settledRow = await t.database.db.select().from(pvpHands).where(eq(pvpHands.id, row.id));
    const rake = settledRow[0]!.rake!;
    expect(rake).toBe(expected.rake);
    const stacks = await Promise.all(
      players.map(async (p) => (await balances(p.id)).vendors.get(PVP_VENDOR)!),
    );
    expect(stacks.reduce((a, b) => a + b, 0n) + rake).toBe(20_000n);
    expect(view.seats.map((s) => s.stack)).toEqual(
      view.seats.map((_, seat) => {
        const p = players[views.findIndex((v) => v.mySeat === seat)]!;
        return (Number(stacks[players.indexOf(p)]) / 100).toFixed(2);
      }),
    );

    // Rebate farming: the winner and any loser colluding (passing the pot back and forth) earn, even at a
    // PvP rebate of 100%, no more than the rake the hand cost them; counted on the stake (26.00 each),
    // two seats would claim 52.00 of turnover a hand.
    const { system } = t.app.services;
    const rebateBefore = (await system.getSettings()).rebate;
    await system.setSetting(
      'rebate',
      { ...rebateBefore, enabled: true, rates: { ...rebateBefore.rates, PVP: 10_000 } },
      { actor: 'test' },
    );
    try {
      const claimable = await Promise.all(
        players.map(async (p) => {
          const reply = await callJson(t.app, {
            method: 'GET',
            url: '/wps/relay/MCS2_getManualRebate',
            headers: p.headers,
          });
          const pvpLine = (reply.value as unknown as ManualRebate).games.find((g) => g.gameType === 'PVP');
          return parseCents(pvpLine?.amount ?? '0.00');
        }),
      );
      expect(claimable).toEqual(validBets);
      const winner = finalGame.winner!;
      for (const [seat] of players.entries())
        if (seat !== winner) expect(claimable[winner]! + claimable[seat]!).toBeLessThanOrEqual(rake);
      expect(claimable.reduce((a, b) => a + b, 0n)).toBe(rake);
    } finally {
      await system.setSetting('rebate', rebateBefore, { actor: 'test' });
    }

    // Leaving cashes the stack out.
    const leaver = players[0]!;
    const left = await call(leaver.session, 'POST', 'PD_1/leave');
    expect(left.status).toBe(200);
    expect(await balances(leaver.id)).toMatchObject({ cash: 45_000n + stacks[0]! });
    expect((await balances(leaver.id)).vendors.get(PVP_VENDOR)).toBe(0n);
    expect(await call(leaver.session, 'POST', 'PD_1/leave')).toMatchObject({
      status: 409,
      code: 'pvp_not_seated',
    });
    for (const p of players.slice(1)) expect((await call(p.session, 'POST', 'PD_1/leave')).status).toBe(200);
  });

  it("shows operators the seated players and the hand history, each hand's seed only once settled", async () => {
    const players = await seated('pvpops', 'PD_20', '400.00');
    const support = await operatorHeaders(t.app, 'pvpopsdesk', 'support');
    const get = (url: string, headers: Headers = support) => callJson(t.app, { method: 'GET', url, headers });
    const room = async () =>
      ((await get('/wps/admin/pvp/rooms')).value?.list as { roomCode: string }[]).find(
        (r) => r.roomCode === 'PD_20',
      ) as unknown as { handInPlay: number | null; seats: { username: string; stack: string }[] };
    const inPlay = await room();
    expect(inPlay.seats.map((s) => s.username).sort()).toEqual(['pvpops0', 'pvpops1', 'pvpops2', 'pvpops3']);
    expect(inPlay.seats.every((s) => s.stack === '400.00')).toBe(true);
    const row = (await handRow('PD_20'))!;
    expect(inPlay.handInPlay).toBe(row.handNo);

    const hands = async () => (await get('/wps/admin/pvp/hands?roomCode=PD_20&pageSize=5')).value;
    // While the hand is in play its seed stays secret, from operators too.
    expect(await hands()).toMatchObject({
      list: [{ handNo: row.handNo, state: 'playing', serverSeed: null, commitment: row.commitment }],
      nextCursor: null,
    });
    const views = await Promise.all(players.map((p) => tableOf(p.session, 'PD_20')));
    const bySeat = (seat: number) => players[views.findIndex((v) => v.mySeat === seat)]!.session;
    for (let moves = 0; moves < 400; moves++) {
      const game = (await handRow('PD_20'))?.game as PdGame | undefined;
      if (!game) break;
      const reply = await move(bySeat(game.turn), 'PD_20', { handNo: row.handNo, ...timeoutMove(game) });
      expect(reply.status).toBe(200);
    }
    const settled = (await hands()) as { list: { serverSeed: string; winner: number; rake: string }[] };
    expect(settled.list[0]).toMatchObject({
      state: 'settled',
      serverSeed: row.serverSeed,
      clientSeed: 'PD_20',
    });
    expect(settled.list[0]!.winner).toBeGreaterThanOrEqual(0);
    expect((await room()).handInPlay).toBeNull();

    // A content operator and a member are refused; a bad room is refused at the edge.
    expect(
      await get('/wps/admin/pvp/hands?roomCode=PD_20', await operatorHeaders(t.app, 'pvpopspen', 'content')),
    ).toMatchObject({ status: 403 });
    expect(await get('/wps/admin/pvp/rooms', players[0]!.headers)).toMatchObject({ status: 401 });
    expect(await get('/wps/admin/pvp/hands?roomCode=PRACTICE')).toMatchObject({ status: 400 });
    // A seat whose whole stack went into the pot stood up with the hand; the rest leave now.
    for (const p of players) {
      const reply = await call(p.session, 'POST', 'PD_20/leave');
      if (reply.status !== 200) expect(reply).toMatchObject({ status: 409, code: 'pvp_not_seated' });
    }
  }, 90_000);

  it('advances an expired turn once when two nodes race on it, and auto-passes an away player quickly', async () => {
    const players = await seated('pvprace', 'PD_5', '100.00');
    const before = (await handRow('PD_5'))!;
    await t.database.db
      .update(pvpHands)
      .set({ turnEndsAt: sql`now() - interval '1 second'` })
      .where(eq(pvpHands.id, before.id));
    const other = createPvpService({
      db: t.database.db,
      ledger: t.app.services.wallet.ledger,
      bets: t.app.services.bets,
      protection: t.app.services.protection.guard,
      broadcast: { publish: () => undefined, subscribe: () => () => undefined },
      playable: () => Promise.resolve(true),
    });
    const moved = await Promise.all([pvp().tick(), other.tick()]);
    expect(moved[0] + moved[1]).toBe(1);
    const after = (await handRow('PD_5'))!;
    expect(after.version).toBe(1);
    expect(after.log).toEqual([
      expect.objectContaining({ seat: (before.game as PdGame).turn, timeout: true, kind: 'single' }),
    ]);
    // The next seat's timer is the full turn; once its player is away their turns are short.
    const left = new Date(after.turnEndsAt!).getTime() - Date.now();
    expect(left).toBeGreaterThan(15_000);
    await pvp().presence(after.roomId, players[0]!.id, true);
    const view = await tableOf(players[0]!.session, 'PD_5');
    expect(view.seats[view.mySeat!]?.away).toBe(true);
    for (const p of players) expect((await call(p.session, 'POST', 'PD_5/leave')).status).toBe(200);
    // Leaving mid-hand: the seats play out by the timer and stand up cashed out once it is settled.
    expect(await handRow('PD_5')).toBeNull();
    for (const p of players) expect((await balances(p.id)).vendors.get(PVP_VENDOR)).toBe(0n);
  });
});

describe('the practice table', () => {
  it('plays a hand against three bots to the end with play chips, the cash untouched', async () => {
    const m = await walletMember(t.app, 'pvppractice', { cash: 1_000n });
    const session = await openGame(m.headers, 'pusoyDos');
    const sat = await call(session, 'POST', 'PRACTICE/sit', { buyIn: '1.00' });
    expect(sat.status).toBe(200);
    let view = (sat.value as { table: PvpTable }).table;
    expect(view.seats.filter((s) => s.bot)).toHaveLength(3);
    expect(view.hand?.state).toBe('playing');
    // The bots have played up to the member's turn.
    expect(view.hand?.turn).toBe(view.mySeat);
    for (let moves = 0; view.hand?.state === 'playing' && moves < 100; moves++) {
      const lead = !view.hand.table;
      const reply = await move(session, 'PRACTICE', {
        handNo: view.hand.handNo,
        ...(lead ? { type: 'play', cards: [view.myCards[0]] } : { type: 'pass' }),
      });
      expect(reply.status).toBe(200);
      view = reply.value as unknown as PvpTable;
    }
    expect(view.hand).toMatchObject({ state: 'settled', rake: '0.00' });
    expect(await balances(m.id)).toMatchObject({ cash: 1_000n });
    expect((await balances(m.id)).vendors.size).toBe(0);
    // Another member cannot see this table: PRACTICE is their own.
    const other = await walletMember(t.app, 'pvppractice2');
    const theirs = await tableOf(await openGame(other.headers, 'pusoyDos'), 'PRACTICE');
    expect(theirs.seats.every((s) => s.name === null)).toBe(true);
    expect((await call(session, 'POST', 'PRACTICE/leave')).status).toBe(200);
  });

  it('refuses another game session and a bad room', async () => {
    const m = await walletMember(t.app, 'pvpwrong', { cash: 10_000n });
    const slot = await openGame(m.headers, 'slot');
    expect(await call(slot, 'GET', 'PD_1')).toMatchObject({ status: 403, code: 'error_forbidden' });
    expect(await call({}, 'GET', 'PD_1')).toMatchObject({ status: 401, code: 'error_game_session' });
    const session = await openGame(m.headers, 'pusoyDos');
    expect(await call(session, 'GET', 'PD_7')).toMatchObject({ status: 404, code: 'pvp_room_not_found' });
  });
});
