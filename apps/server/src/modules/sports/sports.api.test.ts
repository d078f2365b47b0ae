import { verifyVirtualFootball } from '@swerte/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { createSettleService } from './settle.service.js';
import * as repo from './sports.repository.js';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;
interface Selection {
  selectionId: number;
  pick: string;
  odds: string;
  display: Record<string, string>;
}
interface Market {
  marketId: number;
  kind: string;
  line: string | null;
  status: string;
  selections: Selection[];
}
interface SportsEvent {
  eventId: number;
  name: string;
  status: string;
  markets: Market[];
  virtual: { commitment: string; clientSeed: string; serverSeed: string | null; ratings: Json[] } | null;
}
interface Bet {
  betId: number;
  type: string;
  status: string;
  stake: string;
  payout: string;
  potentialReturn: string;
  lines: number;
  legs: { outcome: string | null; eventId: number }[];
}

let t: TestApp;
let app: FastifyInstance;
let adminA: Headers;
let adminB: Headers;
// The book's clock: tests move it forward past an event's start instead of waiting.
let offset = 0;
const clock = () => new Date(Date.now() + offset);

beforeAll(async () => {
  // Small settlement batches, so six bets settle in three (the kill test stops it after the first).
  t = await buildTestApp({ SPORTS_SETTLE_BATCH_SIZE: '2' }, {}, clock);
  app = t.app;
  await app.ready();
  adminA = await operatorHeaders(app, 'sportsadmina', 'admin');
  adminB = await operatorHeaders(app, 'sportsadminb', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Headers = {}) => callJson(app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) =>
  callJson(app, { method, url, payload: payload as Json, headers });

let keys = 0;
const requestId = () => `slip-${Date.now().toString(36)}-${++keys}`;
const inMinutes = (minutes: number) => new Date(clock().getTime() + minutes * 60_000).toISOString();

async function cash(memberId: number): Promise<bigint> {
  return (await app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
}

/** A football match an hour ahead at 0% margin, so prices are the fair odds exactly. */
async function match(home: string, away: string, extra: Json[] = []): Promise<SportsEvent> {
  const market = { marginBp: 0, minStake: '1', maxStake: '500', liabilityCap: '100000' };
  const created = await send(
    'POST',
    '/wps/admin/sports/events',
    {
      category: 'sports',
      sport: 'football',
      league: 'Test League',
      home,
      away,
      startsAt: inMinutes(60),
      markets: [
        { kind: '1x2', fairOdds: ['2.00', '4.00', '4.00'], ...market },
        { kind: 'asianHandicap', line: '-0.25', fairOdds: ['1.90', '2.00'], ...market },
        { kind: 'overUnder', line: '2.5', fairOdds: ['2.00', '2.00'], ...market },
        ...extra,
      ],
    },
    adminA,
  );
  expect(created.code).toBe('ok');
  const id = (created.value as { eventId: number }).eventId;
  return (await get(`/wps/sports/events/${id}?language=EN`)).value as unknown as SportsEvent;
}

const pickOf = (event: SportsEvent, kind: string, pick: string) => {
  const selection = event.markets.find((m) => m.kind === kind)!.selections.find((s) => s.pick === pick)!;
  return { selectionId: selection.selectionId, odds: selection.odds };
};

async function place(headers: Headers, slip: Json) {
  return send('POST', '/wps/sports/slip', { requestId: requestId(), ...slip }, headers);
}

async function result(eventId: number, body: Json) {
  expect((await send('POST', `/wps/admin/sports/events/${eventId}/result`, body, adminA)).code).toBe('ok');
  return send('POST', `/wps/admin/sports/events/${eventId}/result/confirm`, {}, adminB);
}

async function myBets(headers: Headers): Promise<Bet[]> {
  return ((await get('/wps/sports/bets?status=all', headers)).value as { list: Bet[] }).list;
}

describe('the sportsbook', () => {
  it('lists events by sport with main markets and an event with every market in four formats', async () => {
    const event = await match('Lions', 'Tigers', [
      {
        kind: 'bothTeamsToScore',
        fairOdds: ['2.00', '2.00'],
        marginBp: 500,
        minStake: '1',
        maxStake: '500',
        liabilityCap: '100000',
      },
    ]);
    expect(event.markets.map((m) => m.kind)).toEqual([
      '1x2',
      'asianHandicap',
      'overUnder',
      'bothTeamsToScore',
    ]);
    // 5% on fair 2.00: 1 / (0.5 × 1.05) = 1.904… rounded down to the tick.
    expect(event.markets[3]!.selections.map((s) => s.odds)).toEqual(['1.90', '1.90']);
    const home = event.markets[1]!.selections[0]!;
    expect(home).toMatchObject({ pick: 'home', odds: '1.90' });
    expect(home.display).toEqual({ decimal: '1.90', hongKong: '0.90', malay: '0.90', indonesian: '-1.111' });
    const list = await get('/wps/sports/events?category=sports&sport=football&language=EN&pageSize=100');
    const listed = (list.value as { list: SportsEvent[] }).list.find((e) => e.eventId === event.eventId)!;
    expect(listed.markets.map((m) => m.kind)).toEqual(['1x2', 'asianHandicap', 'overUnder']);
  });

  it('refuses bets on a suspended market, a started event, a moved price, an over-limit stake and one event twice', async () => {
    const player = await walletMember(app, 'sportsrefused', { cash: 100_000n });
    const event = await match('Refused A', 'Refused B');
    const other = await match('Refused C', 'Refused D');
    const home = pickOf(event, '1x2', 'home');
    const over = pickOf(event, 'overUnder', 'over');

    expect((await place(player.headers, { singles: [{ ...home, stake: '600' }] })).code).toBe(
      'error_sports_stake_above_limit',
    );
    expect((await place(player.headers, { parlay: { picks: [home, over], stake: '10' } })).code).toBe(
      'error_sports_same_event',
    );
    // A price the book never shows: the odds moved, as far as the slip can tell; nothing charged.
    expect((await place(player.headers, { singles: [{ ...home, odds: '1.00', stake: '10' }] })).code).toBe(
      'error_sports_odds_changed',
    );

    const marketId = event.markets[0]!.marketId;
    expect(
      (await send('PUT', `/wps/admin/sports/markets/${marketId}`, { status: 'suspended' }, adminA)).code,
    ).toBe('ok');
    expect((await place(player.headers, { singles: [{ ...home, stake: '10' }] })).code).toBe(
      'error_sports_selection_closed',
    );
    await send(
      'PUT',
      `/wps/admin/sports/markets/${marketId}`,
      { status: 'open', fairOdds: ['2.50', '3.00', '3.00'] },
      adminA,
    );
    // The price moved from 2.00 to 2.50: refused under "none", taken under "better" at the new price.
    expect((await place(player.headers, { singles: [{ ...home, stake: '10' }] })).code).toBe(
      'error_sports_odds_changed',
    );
    const better = await place(player.headers, { oddsChange: 'better', singles: [{ ...home, stake: '10' }] });
    expect(better.code).toBe('ok');
    expect((better.value as { bets: Bet[] }).bets[0]!.potentialReturn).toBe('25.00');

    // Started: the book's clock passes the event's start.
    await t.database.db.execute(
      sql`UPDATE sports_events SET starts_at = ${new Date(clock().getTime() - 1000).toISOString()}::timestamptz WHERE id = ${other.eventId}`,
    );
    expect(
      (await place(player.headers, { singles: [{ ...pickOf(other, '1x2', 'home'), stake: '10' }] })).code,
    ).toBe('error_sports_selection_closed');
    expect(await cash(player.id)).toBe(100_000n - 1_000n);
  });

  it('suspends a market whose worst case passes its liability cap', async () => {
    const player = await walletMember(app, 'sportscap', { cash: 100_000n });
    const event = await match('Cap A', 'Cap B');
    await send(
      'PUT',
      `/wps/admin/sports/markets/${event.markets[0]!.marketId}`,
      { liabilityCap: '50' },
      adminA,
    );
    const home = pickOf(event, '1x2', 'home');
    expect((await place(player.headers, { singles: [{ ...home, stake: '40' }] })).code).toBe('ok');
    expect((await place(player.headers, { singles: [{ ...home, stake: '20' }] })).code).toBe('ok');
    expect((await place(player.headers, { singles: [{ ...home, stake: '1' }] })).code).toBe(
      'error_sports_selection_closed',
    );
    const admin = (await get(`/wps/admin/sports/events/${event.eventId}`, adminA)).value as {
      markets: { status: string; liability: string }[];
    };
    expect(admin.markets[0]).toMatchObject({ status: 'suspended', liability: '60.00' });
    // The running liability kept on the market row, per final score 0–0 to 9–9, agrees: 60.00 on a
    // home win, the 60.00 staked back to the house on any other score.
    const stored = await t.database.db.execute(
      sql`SELECT liability FROM sports_markets WHERE id = ${event.markets[0]!.marketId}`,
    );
    const [row] = (stored as { rows: { liability: string[] }[] }).rows;
    expect(row!.liability).toHaveLength(100);
    expect(new Set(row!.liability)).toEqual(new Set(['6000', '-6000']));
  });

  it('parks a correction that lowers a payout the member has already spent, and settles on', async () => {
    const player = await walletMember(app, 'sportsspent', { cash: 1_000n });
    const event = await match('Spent A', 'Spent B');
    const other = await match('Spent C', 'Spent D');
    expect(
      (await place(player.headers, { singles: [{ ...pickOf(event, '1x2', 'home'), stake: '10' }] })).code,
    ).toBe('ok');
    offset += 2 * 60 * 60_000;
    expect((await result(event.eventId, { score: { home: 2, away: 0 } })).code).toBe('ok');
    expect(await cash(player.id)).toBe(2_000n);
    // The winnings are spent before the result is corrected: a bet on a match not yet started.
    await t.database.db.execute(
      sql`UPDATE sports_events SET starts_at = ${inMinutes(60)}::timestamptz WHERE id = ${other.eventId}`,
    );
    expect(
      (await place(player.headers, { singles: [{ ...pickOf(other, '1x2', 'away'), stake: '20' }] })).code,
    ).toBe('ok');
    expect(await cash(player.id)).toBe(0n);

    expect((await result(event.eventId, { score: { home: 0, away: 1 } })).code).toBe('ok');
    // Nothing moved, the bet keeps what it was paid, the event is settled on its new result version.
    expect(await cash(player.id)).toBe(0n);
    const [bet] = (await myBets(player.headers)).filter((b) => b.legs[0]!.eventId === event.eventId);
    expect(bet).toMatchObject({ status: 'won', payout: '20.00' });
    const admin = (await get(`/wps/admin/sports/events/${event.eventId}`, adminA)).value as {
      resultVersion: number;
      settledVersion: number;
      parkedCorrections: unknown[];
    };
    expect(admin.settledVersion).toBe(admin.resultVersion);
    expect(admin.parkedCorrections).toEqual([
      { betId: bet!.betId, resultVersion: 2, paid: '20.00', corrected: '0.00' },
    ]);
    await expectReconciled(app);
  });

  it('pays a single, a parlay and a system bet, and a corrected result moves only the difference', async () => {
    const player = await walletMember(app, 'sportspays', { cash: 100_000n });
    const a = await match('Pay A', 'Pay B');
    const b = await match('Pay C', 'Pay D');
    const c = await match('Pay E', 'Pay F');
    const homes = [a, b, c].map((e) => pickOf(e, '1x2', 'home'));
    const quote = await send(
      'POST',
      '/wps/sports/slip/quote',
      {
        requestId: requestId(),
        parlay: { picks: homes.slice(0, 2), stake: '10' },
        system: { system: 'trixie', picks: homes, unitStake: '1' },
      },
      player.headers,
    );
    expect(quote.value).toMatchObject({ stake: '14.00' });
    const placed = await place(player.headers, {
      singles: [{ ...pickOf(a, 'asianHandicap', 'home'), stake: '10' }],
      parlay: { picks: homes.slice(0, 2), stake: '10' },
      system: { system: 'trixie', picks: homes, unitStake: '1' },
    });
    expect(placed.code).toBe('ok');
    // Trixie: 4 lines of 1.00 (three doubles and the treble).
    expect((placed.value as { stake: string }).stake).toBe('24.00');
    expect(await cash(player.id)).toBe(100_000n - 2_400n);
    // The matches are played: the book's clock passes their start.
    offset += 2 * 60 * 60_000;

    // The same operator cannot confirm their own entry.
    await send(
      'POST',
      `/wps/admin/sports/events/${a.eventId}/result`,
      { score: { home: 1, away: 1 } },
      adminA,
    );
    expect(
      (await send('POST', `/wps/admin/sports/events/${a.eventId}/result/confirm`, {}, adminA)).code,
    ).toBe('error_lottery_same_operator');
    // A 2–0, B 1–0, C 0–1: the home −0.25 single wins, the parlay wins, the trixie's A–B double alone wins.
    expect((await result(a.eventId, { score: { home: 2, away: 0 } })).code).toBe('ok');
    expect((await result(b.eventId, { score: { home: 1, away: 0 } })).code).toBe('ok');
    expect((await result(c.eventId, { score: { home: 0, away: 1 } })).code).toBe('ok');
    const settled = await myBets(player.headers);
    const byType = (type: string) => settled.find((x) => x.type === type)!;
    expect(byType('single')).toMatchObject({ status: 'won', payout: '19.00' });
    expect(byType('parlay')).toMatchObject({ status: 'won', payout: '40.00' });
    expect(byType('system')).toMatchObject({ status: 'won', payout: '4.00', lines: 4 });
    expect(await cash(player.id)).toBe(100_000n - 2_400n + 1_900n + 4_000n + 400n);

    // A corrected to 1–1: the single is half lost (5.00), the parlay and the A–B double lost.
    expect((await result(a.eventId, { score: { home: 1, away: 1 } })).code).toBe('ok');
    const corrected = await myBets(player.headers);
    expect(corrected.find((x) => x.type === 'single')).toMatchObject({ status: 'halfLost', payout: '5.00' });
    expect(corrected.find((x) => x.type === 'parlay')).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(corrected.find((x) => x.type === 'system')).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(await cash(player.id)).toBe(100_000n - 2_400n + 500n);
    const audit = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM sports_resettlements WHERE event_id = ${a.eventId} AND result_version = 2`,
    );
    expect((audit as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    // The betting record shows each sports bet's kind and legs, as corrected.
    type Detail = {
      type: string;
      system: string | null;
      lines: number;
      legs: Record<string, string | null>[];
    };
    const record = await get('/wps/relay/ODSFE2_MemBetRecord', player.headers);
    const details = (record.value as { list: { sports?: Detail }[] }).list.map((row) => row.sports!);
    expect(details.map((d) => d.type).sort()).toEqual(['parlay', 'single', 'system']);
    const trixie = details.find((d) => d.type === 'system')!;
    expect([trixie.system, trixie.lines]).toEqual(['trixie', 4]);
    expect(trixie.legs.map((leg) => [leg.eventName, leg.selectionName, leg.odds, leg.outcome])).toEqual([
      ['Pay A v Pay B', 'Pay A', '2.00', 'lost'],
      ['Pay C v Pay D', 'Pay C', '2.00', 'won'],
      ['Pay E v Pay F', 'Pay E', '2.00', 'lost'],
    ]);
    expect(details.find((d) => d.type === 'single')!.legs[0]!.outcome).toBe('halfLost');
    await expectReconciled(app);
  });

  it('resumes a settlement killed half way and pays each bet once', async () => {
    const event = await match('Kill A', 'Kill B');
    const players = [];
    for (let i = 0; i < 6; i++) {
      const player = await walletMember(app, `sportskill${i}`, { cash: 10_000n });
      expect(
        (await place(player.headers, { singles: [{ ...pickOf(event, '1x2', 'home'), stake: '10' }] })).code,
      ).toBe('ok');
      players.push(player);
    }
    // The result confirmed, its settlement not yet run (as when a node dies right after the confirm).
    await t.database.db.execute(sql`UPDATE sports_events SET status = 'finished',
      result = '{"kind":"score","score":{"home":3,"away":0}}'::jsonb, result_version = 1 WHERE id = ${event.eventId}`);
    const node = createSettleService({
      db: t.database.db,
      bets: app.services.bets,
      betSettlement: app.services.betSettlement,
      events: app.events,
      settleBatchSize: 2,
    });
    const eventRow = (await repo.eventById(t.database.db, event.eventId))!;
    await expect(
      node.settleEvent(eventRow, ({ batchNo }) => {
        if (batchNo === 0) throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    await app.services.sports.sweep();
    await app.services.sports.sweep();
    for (const player of players) expect(await cash(player.id)).toBe(10_000n - 1_000n + 2_000n);
    const paid = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE 'payout:FB:sb-%'
          AND member_id IN (${sql.join(
            players.map((p) => sql`${p.id}`),
            sql`, `,
          )})`,
    );
    expect((paid as { rows: { n: number }[] }).rows[0]!.n).toBe(6);
    await expectReconciled(app);
  });

  it('voids a postponed event after its time and refunds its singles', async () => {
    const player = await walletMember(app, 'sportspostponed', { cash: 10_000n });
    const event = await match('Late A', 'Late B');
    expect(
      (await place(player.headers, { singles: [{ ...pickOf(event, '1x2', 'away'), stake: '10' }] })).code,
    ).toBe('ok');
    const edited = await send(
      'PUT',
      `/wps/admin/sports/events/${event.eventId}`,
      { status: 'postponed', voidAt: new Date(clock().getTime() - 1000).toISOString() },
      adminA,
    );
    expect(edited.code).toBe('ok');
    await app.services.sports.sweep();
    const [bet] = await myBets(player.headers);
    expect(bet).toMatchObject({ status: 'void', payout: '10.00' });
    expect(await cash(player.id)).toBe(10_000n);
  });

  it('keeps virtual football running: a parlay on the next round settles on the verifiable draw', async () => {
    await app.services.sports.sweep();
    const list = await get('/wps/sports/events?category=virtual&sport=vfootball&language=EN&pageSize=20');
    const events = (list.value as { list: SportsEvent[] }).list;
    expect(events.length).toBeGreaterThanOrEqual(8);
    const [first, second] = events;
    expect(first!.virtual).toMatchObject({ serverSeed: null });
    expect(first!.virtual!.commitment).toMatch(/^[0-9a-f]{64}$/);
    const full = (await get(`/wps/sports/events/${first!.eventId}`)).value as unknown as SportsEvent;
    expect(full.markets.map((m) => m.kind)).toEqual(
      expect.arrayContaining([
        '1x2',
        'doubleChance',
        'overUnder',
        'asianHandicap',
        'bothTeamsToScore',
        'correctScore',
      ]),
    );
    const races = await get('/wps/sports/events?category=virtual&sport=vracing&pageSize=5');
    expect((races.value as { list: SportsEvent[] }).list.length).toBeGreaterThan(0);

    const player = await walletMember(app, 'sportsvirtual', { cash: 10_000n });
    const second2 = (await get(`/wps/sports/events/${second!.eventId}`)).value as unknown as SportsEvent;
    const picks = [full, second2].map((e) => pickOf(e, 'doubleChance', 'homeAway'));
    expect((await place(player.headers, { parlay: { picks, stake: '10' } })).code).toBe('ok');
    // The round runs: the book's clock passes its start and its draw.
    offset += 5 * 60_000;
    await app.services.sports.sweep();
    await app.services.sports.sweep();
    const after = (await get(`/wps/sports/events/${first!.eventId}`)).value as unknown as SportsEvent & {
      score: { home: number; away: number };
    };
    expect(after.status).toBe('finished');
    const ratings = after.virtual!.ratings as { attack: number; defence: number }[];
    const verified = verifyVirtualFootball(
      {
        serverSeed: after.virtual!.serverSeed!,
        commitment: after.virtual!.commitment,
        clientSeed: after.virtual!.clientSeed,
        nonce: 0,
      },
      ratings[0]!,
      ratings[1]!,
    );
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.round).toEqual(after.score);
    const [bet] = await myBets(player.headers);
    expect(bet!.status).not.toBe('open');
    expect(await cash(player.id)).toBe(10_000n - 1_000n + BigInt(bet!.payout.replace('.', '')));
    await expectReconciled(app);
  }, 120_000);
});
