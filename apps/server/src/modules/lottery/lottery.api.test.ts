import { createRng, drawClientSeed, drawVnResult, verifySeaDraw } from '@swerte/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { lotteryDraws } from '../../db/schema.js';
import { createDrawService } from './draws.service.js';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
let adminA: Headers;
let adminB: Headers;

beforeAll(async () => {
  // Small settlement batches, so a draw of 46 tickets settles in five (the kill test stops it after two).
  t = await buildTestApp({ LOTTERY_SETTLE_BATCH_SIZE: '10' });
  app = t.app;
  await app.ready();
  adminA = await operatorHeaders(app, 'lottoadmina', 'admin');
  adminB = await operatorHeaders(app, 'lottoadminb', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Headers = {}) => callJson(app, { method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers) =>
  callJson(app, { method: 'POST', url, payload: payload as Json, headers });

let keys = 0;
const requestId = () => `req-${Date.now().toString(36)}-${++keys}`;

async function cash(memberId: number): Promise<bigint> {
  return (await app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
}

let numeros = 0;

/**
 * A draw of its own for a test (a numero far ahead, betting open for `lockIn` seconds), so tests do not
 * share the game's current draw; its commitment is what the fairness call publishes.
 */
async function openDraw(gameCode: string, lockIn = 60) {
  const { draws } = app.services.lottery;
  const game = await draws.gameOf(gameCode);
  numeros += 1;
  const day = `2099${String(Math.floor(numeros / 28) + 1).padStart(2, '0')}${String((numeros % 28) + 1).padStart(2, '0')}`;
  const numero = game.kind === 'sea' ? `${day}-${String(numeros).padStart(4, '0')}` : day;
  const now = Date.now();
  const row = await draws.createDraw(game, {
    numero,
    lockAt: now + lockIn * 1000,
    drawAt: now + (lockIn + 10) * 1000,
  });
  await setDraw(row.id, { lockIn, drawIn: lockIn + 10 });
  return { drawId: row.id, numero, commitment: row.commitment };
}

async function setDraw(drawId: number, set: { lockIn?: number; drawIn?: number }) {
  if (set.lockIn !== undefined)
    await t.database.db.execute(
      sql`UPDATE lottery_draws SET lock_at = now() + make_interval(secs => ${set.lockIn}) WHERE id = ${drawId}`,
    );
  if (set.drawIn !== undefined)
    await t.database.db.execute(
      sql`UPDATE lottery_draws SET draw_at = now() + make_interval(secs => ${set.drawIn}) WHERE id = ${drawId}`,
    );
}

async function drawRow(drawId: number) {
  const result = await t.database.db.execute(
    sql`SELECT state, server_seed, result FROM lottery_draws WHERE id = ${drawId}`,
  );
  return (result as { rows: { state: string; server_seed: string | null; result: unknown }[] }).rows[0]!;
}

async function ticketsOf(drawId: number) {
  const result = await t.database.db.execute(
    sql`SELECT id, status, stake::text, payout::text, member_id FROM lottery_tickets WHERE draw_id = ${drawId} ORDER BY id`,
  );
  return (result as { rows: { id: string; status: string; stake: string; payout: string }[] }).rows;
}

/** Makes the draw due now, and sweeps until it is settled (the job may be sweeping too). */
async function drawNow(drawId: number) {
  await setDraw(drawId, { lockIn: -2, drawIn: -1 });
  await app.services.lottery.draws.sweep();
  return drawRow(drawId);
}

describe('§7 lottery calls', () => {
  it('answer the menus, popular games, numeros and launch with real lottery data', async () => {
    const menus = await get('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB');
    expect(menus.status).toBe(200);
    const list = (menus.value as { menus: { tag: string; accountTypeName: string; gameMenus: Json[] }[] })
      .menus;
    expect(list.map((m) => m.tag)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'SEA_FAST']);
    expect(
      list.filter((m) => m.tag.startsWith('VN')).every((m) => m.accountTypeName === 'TCG_LOTTO_VN'),
    ).toBe(true);
    const north = list[0]!.gameMenus[0]!;
    expect(north).toMatchObject({ gameCode: 'MB', gameMenuTag: 'VN_NORTH', drawDayOfWeek: '1,2,3,4,5,6,7' });
    expect(north.numero).toMatch(/^\d{8}$/);
    expect(Date.parse(north.winningTime as string) - Date.parse(north.lockTime as string)).toBe(900_000);
    const hcm = list[2]!.gameMenus.find((g) => g.gameCode === 'TPHCM')!;
    expect(hcm.drawDayOfWeek).toBe('2,7');
    expect(list[3]!.gameMenus.map((g) => g.gameCode)).toEqual(['SEA1', 'SEA3', 'SEA5']);
    expect(list[3]!.gameMenus[0]!.numero).toMatch(/^\d{8}-\d{4}$/);

    const popular = await get('/lgw/games/popular?count=20&prizeMode=ELOTT&device=WEB&language=EN');
    expect((popular.value as { list: Json[] }).list).toHaveLength(20);
    expect((await get('/lgw/games/popular?count=21')).code).toBe('error_invalid_request');

    const gameMenus = (await get('/lgw/games/game_menus?language=EN')).value as {
      menus: { gameType: string; vendors: { vassalage: string }[] }[];
    };
    const elott = gameMenus.menus.find((m) => m.gameType === 'ELOTT')!;
    expect(elott.vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']),
    );

    const player = await walletMember(app, 'lottolaunch', { cash: 1_000n });
    const launch = await post(
      '/wps/game/launchGame',
      {
        vassalage: 'TCG_LOTTO_VN',
        gameCode: 'MB',
        gameType: 'LOTT',
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoGameCode: 'MB',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: '/vnlottery',
        language: 'EN',
      },
      player.headers,
    );
    expect(launch.status).toBe(200);
    expect(launch.value!.content).toBe(
      '/lottery?gameCode=MB&vendor=TCG_LOTTO_VN&playType=lo2&lottoView=lobby&backUrl=%2Fvnlottery',
    );
  });
});

describe('buying and drawing', () => {
  it('sells a fast-draw slip, draws it from the committed seed and pays it through the wallet', async () => {
    const player = await walletMember(app, 'lottosea', { cash: 100_000n });
    const draw = await openDraw('SEA5');
    expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);
    const bought = await post(
      '/wps/lottery/slips',
      {
        requestId: requestId(),
        draws: [{ gameCode: 'SEA5', numero: draw.numero }],
        bets: [
          {
            betType: 'digit',
            position: 1,
            numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
            points: 2,
          },
          { betType: 'sumBigSmall', numbers: ['big', 'small'], points: 1 },
        ],
      },
      player.headers,
    );
    expect(bought.status).toBe(200);
    expect(bought.value).toMatchObject({ stake: '22.00', balance: '978.00' });
    expect((bought.value!.tickets as Json[]).length).toBe(12);
    // Before the draw the seed stays secret.
    const before = (await get(`/lgw/lottery/games/SEA5/draws/${draw.numero}/fairness`)).value!;
    expect(before).toMatchObject({
      serverSeed: null,
      commitment: draw.commitment,
      clientSeed: `SEA5:${draw.numero}`,
    });

    expect((await drawNow(draw.drawId)).state).toBe('settled');
    const fair = (await get(`/lgw/lottery/games/SEA5/draws/${draw.numero}/fairness`)).value as {
      serverSeed: string;
      result: { digits: number[] };
    };
    const verified = verifySeaDraw({
      serverSeed: fair.serverSeed,
      clientSeed: `SEA5:${draw.numero}`,
      nonce: 0,
      commitment: draw.commitment!,
    });
    expect(verified.commitmentMatches).toBe(true);
    expect(fair.result.digits).toEqual(verified.round);
    // One of the ten digits at position 1 wins 2 × 9.70; one of big/small wins 1.95.
    expect(await cash(player.id)).toBe(100_000n - 2_200n + 1_940n + 195n);
    const tickets = (await get('/wps/lottery/tickets?status=settled', player.headers)).value as {
      list: { status: string; payout: string; numbers: string[] }[];
    };
    expect(
      tickets.list
        .filter((x) => x.status === 'won')
        .map((x) => x.payout)
        .sort(),
    ).toEqual(['1.95', '19.40']);
    const record = (await get('/wps/relay/ODSFE2_MemBetRecord?pageSize=50', player.headers)).value as {
      list: {
        vendor: string;
        payout: string;
        lottery?: { numero: string; numbers: string[]; outcome: string };
      }[];
    };
    const lotteryRows = record.list.filter((r) => r.vendor === 'TCG_SEA');
    expect(lotteryRows).toHaveLength(12);
    expect(lotteryRows.every((r) => r.lottery?.numero === draw.numero)).toBe(true);
    const digitWon = lotteryRows.find((r) => r.lottery?.outcome === 'won' && r.payout === '19.40')!;
    expect(digitWon.lottery!.numbers).toEqual([String(fair.result.digits[0])]);
    const opened = (await get('/lotto/lgw/games/opened/numero')).value as {
      list: { gameCode: string; balls: number[] }[];
    };
    expect(opened.list.find((o) => o.gameCode === 'SEA5')!.balls).toHaveLength(5);
    expect((await get('/lgw/vn/games/game_menu/recent?recentCount=100')).status).toBe(401);
    const recent = (await get('/lgw/vn/games/game_menu/recent?recentCount=100', player.headers)).value as {
      list: { gameCode: string }[];
    };
    expect(recent.list.map((r) => r.gameCode)).toEqual(['SEA5']);
    const trends = (await get('/lgw/lottery/games/SEA5/trends?draws=10')).value as {
      draws: number;
      numbers: { number: string; count: number }[];
      positions: number[][];
    };
    expect(trends.draws).toBeGreaterThanOrEqual(1);
    expect(trends.numbers.map((n) => n.number)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(trends.positions.map((p) => p.reduce((a, b) => a + b, 0))).toEqual(Array(5).fill(trends.draws));
    const results = (await get('/lgw/lottery/games/SEA5/results')).value as {
      list: { numero: string; balls: number[] }[];
    };
    expect(results.list[0]).toMatchObject({ numero: draw.numero, balls: verified.round });
    await expectReconciled(app);
  });

  it('pages results past the latest ten by keyset, newest first, each draw once', async () => {
    // 23 drawn fast draws of an earlier day, besides whatever the other tests drew on SEA3.
    await t.database.db.execute(sql`
      INSERT INTO lottery_draws (game_code, numero, state, source, draw_at, lock_at, result, drawn_at)
      SELECT 'SEA3', '20200102-' || lpad(g::text, 4, '0'), 'settled', 'house',
        timestamptz '2020-01-02 00:00:00+08' + g * interval '3 minutes',
        timestamptz '2020-01-02 00:00:00+08' + g * interval '3 minutes' - interval '10 seconds',
        jsonb_build_object('digits', jsonb_build_array(g % 10, 1, 2, 3, 4)), now()
      FROM generate_series(1, 23) g`);
    // The draw job keeps drawing SEA3 meanwhile: a draw drawn while paging may join the count, never twice.
    const drawnCount = async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryDraws)
        .where(sql`${lotteryDraws.gameCode} = 'SEA3' AND ${lotteryDraws.state} IN ('drawn', 'settled')`);
      return row!.n;
    };
    const before = await drawnCount();
    const seen: string[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = (await get(`/lgw/lottery/games/SEA3/results?pageSize=10${query}`)).value as {
        list: { numero: string }[];
        nextCursor: number | null;
      };
      expect(page.list.length).toBeLessThanOrEqual(10);
      seen.push(...page.list.map((draw) => draw.numero));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(seen.length).toBeGreaterThanOrEqual(before);
    expect(seen.length).toBeLessThanOrEqual(await drawnCount());
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen); // numeros order as their draw times
    expect(seen.slice(-23)).toEqual(
      Array.from({ length: 23 }, (_, i) => `20200102-${String(23 - i).padStart(4, '0')}`),
    );
    expect(pages).toBe(Math.ceil(seen.length / 10));
  });

  it("tells the slip each number's room under the liability limit, every occurrence of a lô counted", async () => {
    const player = await walletMember(app, 'lottoroom', { cash: 10_000_000n });
    const draw = await openDraw('MB');
    const room = (numbers: string, points: number, who: Headers = player.headers) =>
      get(
        `/wps/lottery/games/MB/room?numero=${draw.numero}&betType=lo2&numbers=${numbers}&points=${points}`,
        who,
      );
    expect((await room('65', 1, {})).status).toBe(401);
    await callJson(app, {
      method: 'PUT',
      url: '/wps/admin/lottery/games/MB',
      headers: adminA,
      payload: { liabilityLimit: '10000.00' },
    });
    try {
      // Lô 2 số pays 95.00 a point on each of the North's 27 prizes it can end: 2,565.00 a point.
      const before = await room('65,01', 2);
      expect(before.value).toMatchObject({
        limit: '10000.00',
        list: [
          { number: '65', room: '10000.00', needed: '5130.00', fits: true },
          { number: '01', room: '10000.00', needed: '5130.00', fits: true },
        ],
      });
      const bought = await post(
        '/wps/lottery/slips',
        {
          requestId: requestId(),
          draws: [{ gameCode: 'MB', numero: draw.numero }],
          bets: [{ betType: 'lo2', numbers: ['65'], points: 3 }],
        },
        player.headers,
      );
      expect(bought.status, JSON.stringify(bought)).toBe(200);
      const after = await room('65,01', 2);
      expect(after.value).toMatchObject({
        list: [
          { number: '65', room: '2305.00', needed: '5130.00', fits: false },
          { number: '01', room: '10000.00', fits: true },
        ],
      });
      // What the slip shows is what the purchase decides: the room says no, the purchase refuses.
      const refused = await post(
        '/wps/lottery/slips',
        {
          requestId: requestId(),
          draws: [{ gameCode: 'MB', numero: draw.numero }],
          bets: [{ betType: 'lo2', numbers: ['65'], points: 1 }],
        },
        player.headers,
      );
      expect(refused.code).toBe('error_lottery_liability');
      expect((await room('6', 1)).code).toBe('error_lottery_number_format');
    } finally {
      await callJson(app, {
        method: 'PUT',
        url: '/wps/admin/lottery/games/MB',
        headers: adminA,
        payload: { liabilityLimit: '10000000.00' },
      });
    }
  });

  it('closes betting at the lock second by the database clock', async () => {
    const player = await walletMember(app, 'lottolock', { cash: 10_000n });
    const draw = await openDraw('SEA3', 1);
    const slip = (id: string) => ({
      requestId: id,
      draws: [{ gameCode: 'SEA3', numero: draw.numero }],
      bets: [{ betType: 'sumOddEven', numbers: ['odd'], points: 1 }],
    });
    expect((await post('/wps/lottery/slips', slip(requestId()), player.headers)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const late = await post('/wps/lottery/slips', slip(requestId()), player.headers);
    expect(late.code).toBe('error_lottery_locked');
    expect(await cash(player.id)).toBe(9_900n);
  });

  it('refuses a slip racing the close or sells it into the draw it settles, never both or neither', async () => {
    const player = await walletMember(app, 'lottoclose', { cash: 10_000n });
    const draw = await openDraw('SEA5', 1);
    const slip = () => ({
      requestId: requestId(),
      draws: [{ gameCode: 'SEA5', numero: draw.numero }],
      bets: [{ betType: 'sumOddEven', numbers: ['odd'], points: 1 }],
    });
    // Slips keep arriving across the lock second while runners close the draw (bounded: 24 slips, ~2.4 s).
    const answers: Promise<{ status: number; code?: unknown }>[] = [];
    const closing: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i += 1) {
      answers.push(post('/wps/lottery/slips', slip(), player.headers));
      if (i >= 8 && i % 4 === 0) closing.push(app.services.lottery.draws.sweep());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const results = await Promise.all(answers);
    await Promise.all(closing);
    const sold = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status !== 200);
    expect(sold).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(['error_lottery_locked', 'error_lottery_draw_closed']).toContain(r.code);
    // Every sold slip is a ticket of this draw (none moved to another draw), and the draw settles them all.
    expect((await drawNow(draw.drawId)).state).toBe('settled');
    const tickets = await ticketsOf(draw.drawId);
    expect(tickets).toHaveLength(sold);
    expect(tickets.filter((x) => x.status === 'open')).toHaveLength(0);
    const paid = tickets.reduce((sum, x) => sum + BigInt(x.payout), 0n);
    expect(await cash(player.id)).toBe(10_000n - BigInt(sold) * 100n + paid);
    const payouts = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE ${'payout:TCG_SEA:lt-%'} AND member_id = ${player.id}`,
    );
    expect((payouts as { rows: { n: number }[] }).rows[0]!.n).toBe(tickets.filter((x) => x.status === 'won').length);
    await expectReconciled(app);
  });

  it('charges a slip once for one requestId, however often it is sent', async () => {
    const player = await walletMember(app, 'lottotwice', { cash: 10_000n });
    const draw = await openDraw('SEA1');
    const body = {
      requestId: requestId(),
      draws: [{ gameCode: 'SEA1', numero: draw.numero }],
      bets: [{ betType: 'digit', position: 3, numbers: ['7'], points: 5 }],
    };
    const [a, b] = await Promise.all([
      post('/wps/lottery/slips', body, player.headers),
      post('/wps/lottery/slips', body, player.headers),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.value!.slipId).toBe(b.value!.slipId);
    expect(await cash(player.id)).toBe(9_500n);
    const other = await post(
      '/wps/lottery/slips',
      { ...body, bets: [{ ...body.bets[0], points: 6 }] },
      player.headers,
    );
    expect(other.code).toBe('error_idempotency_conflict');
    expect(await cash(player.id)).toBe(9_500n);
  });

  it('refuses each bad slip with its catalogue key and charges nothing', async () => {
    const player = await walletMember(app, 'lottobad', { cash: 100_000n });
    const north = await openDraw('MB');
    const sea = await openDraw('SEA5');
    const vn = (bet: Json) => ({
      requestId: requestId(),
      draws: [{ gameCode: 'MB', numero: north.numero }],
      bets: [bet],
    });
    const fast = (bet: Json, numero = sea.numero) => ({
      requestId: requestId(),
      draws: [{ gameCode: 'SEA5', numero }],
      bets: [bet],
    });
    const refused = async (body: unknown, code: string) => {
      const res = await post('/wps/lottery/slips', body, player.headers);
      expect(res.code, JSON.stringify(body)).toBe(code);
    };
    await refused(vn({ betType: 'xien9', numbers: ['01', '02'], points: 1 }), 'error_lottery_bet_type');
    await refused(vn({ betType: 'lo2', numbers: ['7'], points: 1 }), 'error_lottery_number_format');
    await refused(vn({ betType: 'lo2', numbers: ['07', '07'], points: 1 }), 'error_lottery_number_duplicate');
    await refused(vn({ betType: 'xien3', numbers: ['01', '02'], points: 1 }), 'error_lottery_numbers_count');
    await refused(
      fast({ betType: 'digit', position: 1, numbers: ['12'], points: 1 }),
      'error_lottery_number_range',
    );
    await refused(
      fast({ betType: 'digit', position: 6, numbers: ['1'], points: 1 }),
      'error_lottery_number_range',
    );
    await refused(fast({ betType: 'sum', numbers: ['46'], points: 1 }), 'error_lottery_number_range');
    await refused(
      fast({ betType: 'sum', numbers: ['1'], points: 1 }, '20200101-0001'),
      'error_lottery_draw_closed',
    );

    const settings = await callJson(app, {
      method: 'PUT',
      url: '/wps/admin/lottery/games/SEA5',
      headers: adminA,
      payload: {
        liabilityLimit: '20.00',
        betTypes: [
          {
            betType: 'digit',
            enabled: true,
            price: '1.00',
            pays: '9.70',
            maxPayout: '1000000.00',
            minStake: '2.00',
            maxStake: '100.00',
            maxNumbers: 10,
          },
        ],
      },
    });
    expect(settings.status).toBe(200);
    await refused(fast({ betType: 'digit', position: 2, numbers: ['1'], points: 1 }), 'error_bet_below_min');
    await refused(
      fast({ betType: 'digit', position: 2, numbers: ['1'], points: 101 }),
      'error_bet_above_max',
    );
    await refused(
      fast({ betType: 'digit', position: 2, numbers: ['1'], points: 3 }),
      'error_lottery_liability',
    );
    expect(await cash(player.id)).toBe(100_000n);
    // Within the limit it sells; the next 2 points on the same number pass the limit.
    expect(
      (
        await post(
          '/wps/lottery/slips',
          fast({ betType: 'digit', position: 2, numbers: ['1'], points: 2 }),
          player.headers,
        )
      ).status,
    ).toBe(200);
    await refused(
      fast({ betType: 'digit', position: 2, numbers: ['1'], points: 2 }),
      'error_lottery_liability',
    );
    expect(await cash(player.id)).toBe(99_800n);

    const voided = await post(`/wps/admin/lottery/draws/${sea.drawId}/void`, { reason: 'test void' }, adminA);
    expect(voided.value).toMatchObject({ state: 'void' });
    expect(await cash(player.id)).toBe(100_000n);
    await refused(
      fast({ betType: 'digit', position: 2, numbers: ['3'], points: 2 }),
      'error_lottery_draw_closed',
    );
    expect(
      (await post(`/wps/admin/lottery/draws/${sea.drawId}/void`, { reason: 'again' }, adminA)).code,
    ).toBe('error_lottery_draw_state');
    const audit = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'lottery.draw.void'`,
    );
    expect((audit as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await callJson(app, {
      method: 'PUT',
      url: '/wps/admin/lottery/games/SEA5',
      headers: adminA,
      payload: { liabilityLimit: '10000000.00' },
    });
    await expectReconciled(app);
  });
});

describe('draws as jobs', () => {
  async function sellSums(username: string, gameCode: string) {
    const player = await walletMember(app, username, { cash: 100_000n });
    const draw = await openDraw(gameCode);
    const numbers = Array.from({ length: 46 }, (_, i) => String(i));
    const res = await post(
      '/wps/lottery/slips',
      {
        requestId: requestId(),
        draws: [{ gameCode, numero: draw.numero }],
        bets: [{ betType: 'sum', numbers, points: 1 }],
      },
      player.headers,
    );
    expect(res.status).toBe(200);
    return { player, draw };
  }

  it('resumes a settlement killed half way and pays each ticket once', async () => {
    const { player, draw } = await sellSums('lottokill', 'SEA3');
    await setDraw(draw.drawId, { lockIn: -2, drawIn: -1 });
    const { betSettlement, bets } = app.services;
    // A node killed after its second batch committed (the app's own job may be sweeping alongside: the
    // batches are shared, so what is asserted is what holds either way).
    const node = (kill: boolean) =>
      createDrawService({
        db: t.database.db,
        bets,
        betSettlement,
        events: app.events,
        timeZone: t.config.SITE_TIMEZONE,
        settleBatchSize: t.config.LOTTERY_SETTLE_BATCH_SIZE,
      }).sweep(
        kill
          ? {
              onBatch: ({ batchNo }) => {
                if (batchNo === 1) throw new Error('killed');
              },
            }
          : {},
      );
    await expect(node(true)).rejects.toThrow('killed');
    expect(['drawn', 'settled']).toContain((await drawRow(draw.drawId)).state);
    const paidHalfWay = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM bets WHERE vendor = 'TCG_SEA' AND member_id = ${player.id} AND status = 'settled'`,
    );
    expect((paidHalfWay as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(20);
    await node(false);
    expect((await drawRow(draw.drawId)).state).toBe('settled');
    const tickets = await ticketsOf(draw.drawId);
    expect(tickets.filter((x) => x.status === 'open')).toHaveLength(0);
    const won = tickets.filter((x) => x.status === 'won');
    expect(won).toHaveLength(1);
    expect(await cash(player.id)).toBe(100_000n - 4_600n + BigInt(won[0]!.payout));
    await expectReconciled(app);
  });

  it('pays once when two job runners race one draw', async () => {
    const { player, draw } = await sellSums('lottorace', 'SEA1');
    await setDraw(draw.drawId, { lockIn: -2, drawIn: -1 });
    const runner = () =>
      createDrawService({
        db: t.database.db,
        bets: app.services.bets,
        betSettlement: app.services.betSettlement,
        events: app.events,
        timeZone: t.config.SITE_TIMEZONE,
        settleBatchSize: t.config.LOTTERY_SETTLE_BATCH_SIZE,
      });
    await Promise.all([runner().sweep(), runner().sweep(), app.services.lottery.draws.sweep()]);
    expect((await drawRow(draw.drawId)).state).toBe('settled');
    const won = (await ticketsOf(draw.drawId)).filter((x) => x.status === 'won');
    expect(won).toHaveLength(1);
    expect(await cash(player.id)).toBe(100_000n - 4_600n + BigInt(won[0]!.payout));
    const entries = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE ${`payout:TCG_SEA:lt-%`} AND member_id = ${player.id}`,
    );
    expect((entries as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // The draw is told settled once, with what it sold and paid.
    const told = await t.database.db.execute(
      sql`SELECT payload FROM outbox_events WHERE type = 'draw.settled' AND (payload->>'drawId')::bigint = ${draw.drawId}`,
    );
    expect((told as { rows: { payload: unknown }[] }).rows.map((r) => r.payload)).toEqual([
      {
        drawId: draw.drawId,
        gameCode: 'SEA1',
        numero: draw.numero,
        tickets: 46,
        winners: 1,
        stakeCents: '4600',
        payoutCents: String(won[0]!.payout),
      },
    ]);
    await expectReconciled(app);
  });

  it('settles an official result only once a second operator confirms it', async () => {
    const player = await walletMember(app, 'lottoofficial', { cash: 100_000n });
    expect(
      (
        await callJson(app, {
          method: 'PUT',
          url: '/wps/admin/lottery/games/TPHCM',
          headers: adminA,
          payload: { resultSource: 'official' },
        })
      ).status,
    ).toBe(200);
    // Switching to official results takes the game's open draws along: no house seed or commitment is left.
    const seeded = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM lottery_draws WHERE game_code = 'TPHCM' AND state IN ('scheduled', 'open')
            AND (source <> 'official' OR commitment IS NOT NULL)`,
    );
    expect((seeded as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const draw = await openDraw('TPHCM');
    expect(draw.commitment).toBeNull();
    const bought = await post(
      '/wps/lottery/slips',
      {
        requestId: requestId(),
        draws: [{ gameCode: 'TPHCM', numero: draw.numero }],
        bets: [{ betType: 'de', numbers: ['56', '57'], points: 10 }],
      },
      player.headers,
    );
    expect(bought.value).toMatchObject({ stake: '20.00' });
    expect((await drawNow(draw.drawId)).state).toBe('locked');

    const result = drawVnResult(
      createRng({ serverSeed: 'official', clientSeed: drawClientSeed('TPHCM', draw.numero), nonce: 0 }),
      'south',
    );
    const prizes = { ...result.prizes, special: ['123456'] };
    const url = `/wps/admin/lottery/draws/${draw.drawId}/result`;
    expect((await post(url, { prizes: { ...prizes, eighth: ['123'] } }, adminA)).code).toBe(
      'error_lottery_result_invalid',
    );
    expect((await post(url, { prizes }, adminA)).value).toMatchObject({
      state: 'locked',
      pendingResult: { enteredBy: 'lottoadmina' },
    });
    await app.services.lottery.draws.sweep();
    expect((await drawRow(draw.drawId)).state).toBe('locked');
    expect((await post(`${url}/confirm`, {}, adminA)).code).toBe('error_lottery_same_operator');
    expect(await cash(player.id)).toBe(98_000n);
    const confirmed = await post(`${url}/confirm`, {}, adminB);
    expect(confirmed.value).toMatchObject({ state: 'settled', stakes: '20.00', payouts: '950.00' });
    expect(await cash(player.id)).toBe(98_000n + 95_000n);
    const report = (await get(`/wps/admin/lottery/draws/${draw.drawId}/report`, adminB)).value!;
    expect(report).toMatchObject({ stakes: '20.00', payouts: '950.00', margin: '-930.00' });
    const numeros = (await get('/lgw/vn/numeros/opened/game?count=100&gameCode=TPHCM')).value as {
      list: Json[];
    };
    expect(numeros.list[0]).toMatchObject({ numero: draw.numero, balls: [1, 2, 3, 4, 5, 6] });
    await callJson(app, {
      method: 'PUT',
      url: '/wps/admin/lottery/games/TPHCM',
      headers: adminA,
      payload: { resultSource: 'house' },
    });
    const committed = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM lottery_draws WHERE game_code = 'TPHCM' AND state IN ('scheduled', 'open')
            AND (source <> 'house' OR commitment IS NULL)`,
    );
    expect((committed as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await expectReconciled(app);
  });
});
