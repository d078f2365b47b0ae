import { parseCents, type SabongCard } from '@swerte/contracts';
import { settleFight } from '@swerte/games';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { sabongBets, sabongFights, sabongSettings } from '../../db/schema.js';
import { redisBroadcast } from '../../platform/broadcast.js';
import { createFightService, DEMO_FIGHT_SECONDS } from './fights.service.js';

let t: TestApp;
let adminA: { authorization: string };
let adminB: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  // Operator-run fights only, unless a test runs the demo card itself.
  await t.database.db.update(sabongSettings).set({ demoCard: false });
  adminA = await operatorHeaders(t.app, 'sabongadmina', 'admin');
  adminB = await operatorHeaders(t.app, 'sabongadminb', 'admin');
  // An embedded database and two operators' logins (password hashes, second factors): slow on a busy machine.
}, 180_000);
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const fights = () => t.app.services.sabong.fights;
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const admin = (url: string, payload: object, who = adminA) =>
  callJson(t.app, { method: 'POST', url: `/wps/admin/sabong${url}`, headers: who, payload });
let requests = 0;
const bet = (headers: Record<string, string>, fightId: number, side: string, stake: string) =>
  callJson(t.app, {
    method: 'POST',
    url: '/wps/sabong/bets',
    headers,
    payload: { requestId: `sabong-req-${++requests}`, fightId, side, stake },
  });

let fightNos = 0;
/** A fight on the test card, opened for bets by an operator. */
async function openFight(closesInSeconds: number | null = null): Promise<number> {
  const added = await admin('/fights', {
    cardName: 'Test Arena',
    cardDate: '2026-11-26',
    fightNo: ++fightNos,
    meron: 'Red',
    wala: 'Grey',
  });
  expect(added.status).toBe(200);
  const fightId = added.value?.fightId as number;
  expect((await admin(`/fights/${fightId}/open`, { closesInSeconds })).value).toMatchObject({
    status: 'open',
  });
  return fightId;
}

describe('the sabong in the catalogue', () => {
  it('lists the arena in the COCKFIGHT lane, and its tile opens /cockfight (no launch token)', async () => {
    const list = await callJson(t.app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameType=COCKFIGHT&vassalage=SW_SABONG&pageNo=1&pageSize=30',
    });
    const listed = (list.value?.games as { gameCode: string }[]).map((g) => g.gameCode);
    expect(listed).toEqual(['SABONG']);
    const a = await walletMember(t.app, 'sabonglauncher', { cash: 100n });
    const launched = await callJson(t.app, {
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: a.headers,
      payload: { vassalage: 'SW_SABONG', gameCode: 'SABONG' },
    });
    expect(launched.value).toMatchObject({ content: '/cockfight', launchMode: 'seamless' });
  });
});

describe('sabong bets', () => {
  it('shows live pools and payouts, refuses stakes outside the limits and every bet after the close', async () => {
    const a = await walletMember(t.app, 'sabongbettor1', { cash: 1_000_000n });
    const b = await walletMember(t.app, 'sabongbettor2', { cash: 1_000_000n });
    const fightId = await openFight();
    expect((await bet(a.headers, fightId, 'meron', '9.99')).code).toBe('error_bet_below_min');
    const tooMuch = await bet(a.headers, fightId, 'meron', '50000.01');
    expect(tooMuch).toMatchObject({
      code: 'error_sports_stake_above_limit',
      value: { params: { limit: '50000.00' } },
    });
    const placed = await bet(a.headers, fightId, 'meron', '1000');
    expect(placed.status).toBe(200);
    expect(placed.value).toMatchObject({ balance: '9000.00', bet: { side: 'meron', status: 'open' } });
    await bet(b.headers, fightId, 'wala', '800');
    const fight = await callJson(t.app, { method: 'GET', url: `/wps/sabong/fights/${fightId}` });
    // 10% of the gross pool of 1,800.00: Meron 1,620 / 1,000, Wala 1,620 / 800, Draw 8 for 1.
    expect(fight.value).toMatchObject({
      pools: { meron: '1000.00', wala: '800.00', draw: '0.00' },
      payoutPer100: { meron: '162.00', wala: '202.50', draw: '800.00' },
      plasadaPercent: '10.00',
    });
    expect((await admin(`/fights/${fightId}/close`, {})).value).toMatchObject({ status: 'closed' });
    const late = await bet(b.headers, fightId, 'meron', '100');
    expect(late).toMatchObject({ status: 409, code: 'error_sabong_betting_closed' });
    expect(await cashOf(b.id)).toBe(1_000_000n - 80_000n);
    // The contract's bets list, newest first.
    const mine = await callJson(t.app, { method: 'GET', url: '/wps/sabong/bets', headers: a.headers });
    expect(mine.value).toMatchObject({ list: [{ fightId, stake: '1000.00', status: 'open' }] });
    await admin(`/fights/${fightId}/cancel`, { reason: 'test over' });
  });

  it('refuses a bet past the scheduled close, and the schedule closes the window', async () => {
    const a = await walletMember(t.app, 'sabongbettor3', { cash: 100_000n });
    const fightId = await openFight(60);
    expect((await bet(a.headers, fightId, 'wala', '50')).status).toBe(200);
    await t.database.db
      .update(sabongFights)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(sabongFights.id, fightId));
    expect((await bet(a.headers, fightId, 'wala', '50')).code).toBe('error_sabong_betting_closed');
    await fights().tick();
    expect((await fights().fight(fightId)).status).toBe('closed');
    expect(await cashOf(a.id)).toBe(95_000n);
    await admin(`/fights/${fightId}/cancel`, { reason: 'test over' });
  });

  it('a bet in flight finishes before the close, which then refuses the next', async () => {
    const a = await walletMember(t.app, 'sabongbettor4', { cash: 100_000n });
    const fightId = await openFight();
    const [placed, closed] = await Promise.all([
      bet(a.headers, fightId, 'meron', '100'),
      admin(`/fights/${fightId}/close`, {}),
    ]);
    expect(closed.status).toBe(200);
    const bets = await t.database.db.select().from(sabongBets).where(eq(sabongBets.fightId, fightId));
    // Either the bet came first and counts, or it was refused and charged nothing.
    if (placed.status === 200) expect(bets).toHaveLength(1);
    else expect(placed.code).toBe('error_sabong_betting_closed');
    expect(await cashOf(a.id)).toBe(100_000n - (placed.status === 200 ? 10_000n : 0n));
    await admin(`/fights/${fightId}/cancel`, { reason: 'test over' });
  });
});

// Several members (password hashes) and a bulk settlement each: slow on the embedded database of a busy machine.
describe('sabong results and settlement', { timeout: 90_000 }, () => {
  it('settles a confirmed result: the pools minus the plasada, to the cent, once', async () => {
    const players = await Promise.all(
      ['sabongwin1', 'sabongwin2', 'sabonglose1', 'sabongdraw1'].map((name) =>
        walletMember(t.app, name, { cash: 1_000_000n }),
      ),
    );
    const fightId = await openFight();
    const stakes = [
      ['meron', '333.33'],
      ['meron', '666.67'],
      ['wala', '1234.56'],
      ['draw', '100'],
    ] as const;
    for (const [i, [side, stake]] of stakes.entries())
      expect((await bet(players[i]!.headers, fightId, side, stake)).status).toBe(200);
    await admin(`/fights/${fightId}/close`, {});
    expect((await admin(`/fights/${fightId}/result`, { result: 'meron' })).value).toMatchObject({
      pendingResult: 'meron',
      status: 'closed',
    });
    const same = await admin(`/fights/${fightId}/result/confirm`, {}, adminA);
    expect(same.code).toBe('error_sabong_same_operator');
    const confirmed = await admin(`/fights/${fightId}/result/confirm`, {}, adminB);
    expect(confirmed.value).toMatchObject({ status: 'settled', result: 'meron' });
    const expected = settleFight(
      stakes.map(([side, stake]) => ({ side, stake: parseCents(stake) })),
      'meron',
      { plasadaBp: 1000, plasadaBase: 'gross', drawMultiple: 8 },
    );
    // Pool 2,234.56; plasada 223.45 (10%); Meron shares 2,011.11 over 1,000.00 staked.
    expect(expected.plasada).toBe(22_345n);
    for (const [i, [, stake]] of stakes.entries())
      expect(await cashOf(players[i]!.id)).toBe(1_000_000n - parseCents(stake) + expected.payouts[i]!);
    expect(expected.poolPaid + expected.plasada + expected.remainder).toBe(expected.pool);
    expect(confirmed.value?.houseResult).toBe(
      (Number(expected.plasada + expected.remainder + expected.drawStaked) / 100).toFixed(2),
    );
    // Confirming again changes nothing.
    expect((await admin(`/fights/${fightId}/result/confirm`, {}, adminB)).code).toBe(
      'error_sabong_fight_state',
    );
    await fights().tick();
    expect(await cashOf(players[0]!.id)).toBe(1_000_000n - 33_333n + expected.payouts[0]!);
  });

  it('two settlement runs racing a fight left with its result pay each bet once', async () => {
    const a = await walletMember(t.app, 'sabongrace1', { cash: 100_000n });
    const b = await walletMember(t.app, 'sabongrace2', { cash: 100_000n });
    const fightId = await openFight();
    await bet(a.headers, fightId, 'meron', '200');
    await bet(b.headers, fightId, 'wala', '300');
    await admin(`/fights/${fightId}/close`, {});
    // A node confirmed the result and died before paying.
    await t.database.db.update(sabongFights).set({ result: 'wala' }).where(eq(sabongFights.id, fightId));
    const row = (await t.database.db.select().from(sabongFights).where(eq(sabongFights.id, fightId)))[0]!;
    await Promise.all([fights().settle(row), fights().settle(row), fights().tick()]);
    // Wala shares 500.00 − 50.00 plasada: 450.00.
    expect(await cashOf(b.id)).toBe(100_000n - 30_000n + 45_000n);
    expect(await cashOf(a.id)).toBe(100_000n - 20_000n);
    expect((await fights().fight(fightId)).status).toBe('settled');
    const bets = await t.database.db.select().from(sabongBets).where(eq(sabongBets.fightId, fightId));
    expect(bets.map((x) => [x.side, x.status, x.payout])).toEqual([
      ['meron', 'lost', 0n],
      ['wala', 'won', 45_000n],
    ]);
  });

  it('a draw pays 8 for 1 and refunds Meron and Wala; a cancelled fight refunds every bet', async () => {
    const a = await walletMember(t.app, 'sabongdraw2', { cash: 100_000n });
    const drawn = await openFight();
    await bet(a.headers, drawn, 'meron', '100');
    await bet(a.headers, drawn, 'draw', '50');
    await admin(`/fights/${drawn}/close`, {});
    await admin(`/fights/${drawn}/result`, { result: 'draw' });
    await admin(`/fights/${drawn}/result/confirm`, {}, adminB);
    expect(await cashOf(a.id)).toBe(100_000n - 5_000n + 40_000n);

    const cancelled = await openFight();
    const before = await cashOf(a.id);
    await bet(a.headers, cancelled, 'meron', '100');
    await bet(a.headers, cancelled, 'wala', '70');
    await bet(a.headers, cancelled, 'draw', '30');
    expect(await cashOf(a.id)).toBe(before - 20_000n);
    const done = await admin(`/fights/${cancelled}/cancel`, { reason: 'a rooster was hurt' });
    expect(done.value).toMatchObject({ status: 'cancelled', result: 'cancelled' });
    expect(await cashOf(a.id)).toBe(before);
    const mine = await callJson(t.app, {
      method: 'GET',
      url: '/wps/sabong/bets?status=settled&pageSize=3',
      headers: a.headers,
    });
    expect((mine.value?.list as { status: string }[]).map((x) => x.status)).toEqual([
      'refunded',
      'refunded',
      'refunded',
    ]);
    expect((await admin(`/fights/${cancelled}/open`, { closesInSeconds: null })).code).toBe(
      'error_sabong_fight_state',
    );
  });

  it('the plasada taken from the losing side is an operator setting, audited', async () => {
    const saved = await callJson(t.app, {
      method: 'PUT',
      url: '/wps/admin/sabong/settings',
      headers: adminA,
      payload: {
        plasadaPercent: '5',
        plasadaBase: 'losing',
        drawMultiple: 9,
        minStake: '10',
        maxStake: '50000',
        demoCard: false,
        demoWindowSeconds: 90,
      },
    });
    expect(saved.value).toMatchObject({ plasadaPercent: '5.00', plasadaBase: 'losing', drawMultiple: 9 });
    const a = await walletMember(t.app, 'sabonglosing1', { cash: 100_000n });
    const b = await walletMember(t.app, 'sabonglosing2', { cash: 100_000n });
    const fightId = await openFight();
    await bet(a.headers, fightId, 'meron', '100');
    await bet(b.headers, fightId, 'wala', '300');
    // Meron wins 1 + (300 − 5% of 300) / 100 = 3.85 per 1.
    expect((await fights().fight(fightId)).payoutPer100).toMatchObject({ meron: '385.00', draw: '900.00' });
    await admin(`/fights/${fightId}/close`, {});
    await admin(`/fights/${fightId}/result`, { result: 'meron' });
    await admin(`/fights/${fightId}/result/confirm`, {}, adminB);
    expect(await cashOf(a.id)).toBe(100_000n - 10_000n + 38_500n);
    const audit = await t.database.db.execute(
      sql`SELECT action FROM audit_log WHERE action LIKE 'sabong.%' ORDER BY id`,
    );
    const actions = (audit as { rows: { action: string }[] }).rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['sabong.settings', 'sabong.result.confirm']));
    await t.database.db
      .update(sabongSettings)
      .set({ plasadaBp: 1000, plasadaBase: 'gross', drawMultiple: 8 });
  });
});

describe('the demo card and the live card', () => {
  it('keeps a demo fight running: opens, closes on schedule, results and settles it, then opens the next', async () => {
    await t.database.db.update(sabongSettings).set({ demoCard: true });
    try {
      await fights().tick();
      const card = (await fights().card())!;
      const current = card.fights.find((f) => f.fightId === card.currentFightId)!;
      expect(current).toMatchObject({ status: 'open' });
      const a = await walletMember(t.app, 'sabongdemo1', { cash: 100_000n });
      await bet(a.headers, current.fightId, 'meron', '100');
      await t.database.db
        .update(sabongFights)
        .set({ closesAt: sql`now() - interval '1 second'` })
        .where(eq(sabongFights.id, current.fightId));
      await fights().tick();
      expect((await fights().fight(current.fightId)).status).toBe('closed');
      await t.database.db
        .update(sabongFights)
        .set({ closedAt: sql`now() - ${DEMO_FIGHT_SECONDS + 1} * interval '1 second'` })
        .where(eq(sabongFights.id, current.fightId));
      await fights().tick();
      const done = await fights().fight(current.fightId);
      expect(['settled', 'cancelled']).toContain(done.status);
      // A one-sided pool: the Meron bet comes back whatever the result.
      expect(await cashOf(a.id)).toBe(100_000n);
      const next = (await fights().card())!;
      expect(next.currentFightId).not.toBe(current.fightId);
      expect(next.fights.find((f) => f.fightId === current.fightId)?.result).toBe(done.result);
    } finally {
      await t.database.db.update(sabongSettings).set({ demoCard: false });
      for (const f of await t.database.db.select().from(sabongFights).where(eq(sabongFights.demo, true)))
        if (f.status === 'open') await admin(`/fights/${f.id}/cancel`, { reason: 'test over' });
    }
  });

  it('streams the card and pushes each bet’s pools to the viewers of every node', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
    });
    const reachable = await redis.connect().then(
      () => true,
      () => false,
    );
    const fightId = await openFight();
    const a = await walletMember(t.app, 'sabongstream1', { cash: 100_000n });
    // The app's own stream (its in-process broadcast).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/wps/sabong/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextCard = async (): Promise<SabongCard> => {
      for (let i = 0; i < 50; i++) {
        const end = text.indexOf('\n\n');
        if (end >= 0) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          if (event.startsWith('event: card')) return JSON.parse(event.split('\ndata: ')[1]!) as SabongCard;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      throw new Error('no card event');
    };
    try {
      expect((await nextCard()).currentFightId).toBe(fightId);
      await bet(a.headers, fightId, 'wala', '120');
      // The fight's opening may still have a push of its own on the way (pushes are coalesced on a
      // short timer): the bet's pools come in the next card or the one after.
      let wala: string | undefined;
      for (let i = 0; i < 3 && wala !== '120.00'; i++)
        wala = (await nextCard()).fights.find((f) => f.fightId === fightId)?.pools.wala;
      expect(wala).toBe('120.00');
    } finally {
      controller.abort();
    }
    if (!reachable) return;
    // Two nodes over one database and one Redis: a bet on one reaches the other's viewers.
    const prefix = `sabong-test:${process.pid}:${Date.now()}:`;
    const broadcasts = [0, 1].map(() => redisBroadcast(redis, t.app.log, prefix));
    const nodes = broadcasts.map((broadcast) =>
      createFightService({
        db: t.database.db,
        bets: t.app.services.bets,
        betSettlement: t.app.services.betSettlement,
        events: t.app.events,
        broadcast,
        balanceOf: () => Promise.resolve('0.00'),
        timeZone: 'Asia/Manila',
      }),
    );
    const seen = new Promise<SabongCard>((resolve) => {
      nodes[1]!.watch((text) => {
        const card = JSON.parse(text) as SabongCard;
        if (card.fights.find((f) => f.fightId === fightId)?.pools.meron === '75.00') resolve(card);
      });
    });
    await broadcasts[1]!.ready();
    await nodes[0]!.bet(a.id, { requestId: 'sabong-two-nodes', fightId, side: 'meron', stake: '75' }, 'EN');
    const card = await Promise.race([
      seen,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no push')), 5_000).unref()),
    ]);
    expect(card.fights.find((f) => f.fightId === fightId)?.pools.meron).toBe('75.00');
    await admin(`/fights/${fightId}/cancel`, { reason: 'test over' });
    for (const broadcast of broadcasts) await broadcast.stop();
    redis.disconnect();
  });
});
