import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;
interface FedEvent {
  externalId: string;
  eventId: number;
  outcome: string;
  competitors: { id: number; name: string }[];
}
interface PublicEvent {
  eventId: number;
  status: string;
  startsAt: string;
  markets: {
    marketId: number;
    kind: string;
    status: string;
    selections: { selectionId: number; pick: string; odds: string }[];
  }[];
}

let t: TestApp;
let app: FastifyInstance;
let adminA: Headers;
let adminB: Headers;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const SECRET = 'feed-secret-0123456789-abcdefghijklmnop';

beforeAll(async () => {
  t = await buildTestApp({}, {}, clock);
  app = t.app;
  await app.ready();
  adminA = await operatorHeaders(app, 'feedadmina', 'admin');
  adminB = await operatorHeaders(app, 'feedadminb', 'admin');
  const created = await send(
    'POST',
    '/wps/admin/sports/feeds',
    { code: 'opta', name: 'Opta', secret: SECRET },
    adminA,
  );
  expect(created.code).toBe('ok');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Headers = {}) => callJson(app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) =>
  callJson(app, { method, url, payload: payload as Json, headers });
const inMinutes = (minutes: number) => new Date(clock().getTime() + minutes * 60_000).toISOString();
const now = () => Math.floor(Date.now() / 1000);

/** A push as a feed sends it: the raw body signed with the feed's secret. */
async function push(
  events: Json[],
  options: { feed?: string; secret?: string; timestamp?: number; raw?: string } = {},
) {
  const body = options.raw ?? JSON.stringify({ timestamp: options.timestamp ?? now(), events });
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(body)
    .digest('hex');
  const response = await app.inject({
    method: 'POST',
    url: '/wps/sports-feed/push',
    headers: {
      'content-type': 'application/json',
      'x-feed-id': options.feed ?? 'opta',
      'x-signature': signature,
    },
    payload: body,
  });
  const json = response.json<{ code: string; value: { events: FedEvent[] } | null }>();
  return { status: response.statusCode, code: json.code, events: json.value?.events ?? [] };
}

const market = { marginBp: 0, minStake: '1', maxStake: '500', liabilityCap: '100000' };
function fixture(id: string, extra: Json = {}, odds = ['2.00', '4.00', '4.00']): Json {
  return {
    externalId: id,
    category: 'sports',
    sport: 'football',
    league: 'Feed League',
    home: `${id} Home`,
    away: `${id} Away`,
    startsAt: inMinutes(60),
    markets: [
      { externalId: `${id}:1x2`, kind: '1x2', fairOdds: odds, ...market },
      { externalId: `${id}:ou25`, kind: 'overUnder', line: '2.5', fairOdds: ['2.00', '2.00'], ...market },
    ],
    ...extra,
  };
}

/**
 * Every row a push could write, to show a refused one wrote nothing (the virtual rounds the book publishes
 * on its own clock are left out).
 */
async function print(): Promise<string> {
  const printed = await t.database.db
    .execute(sql`WITH fed AS (SELECT * FROM sports_events WHERE game_code IS NULL)
    SELECT
    (SELECT count(*) FROM fed)::text AS events,
    (SELECT count(*) FROM sports_markets WHERE event_id IN (SELECT id FROM fed))::text AS markets,
    (SELECT coalesce(string_agg(status || margin_bp::text || max_stake::text, ',' ORDER BY id), '')
       FROM sports_markets WHERE event_id IN (SELECT id FROM fed)) AS market_states,
    (SELECT coalesce(string_agg(coalesce(odds::text, '-') || fair_n || '/' || fair_d, ',' ORDER BY id), '')
       FROM sports_selections WHERE event_id IN (SELECT id FROM fed)) AS odds,
    (SELECT coalesce(string_agg(status || starts_at::text || coalesce(pending_result::text, ''), ',' ORDER BY id), '')
       FROM fed) AS states,
    (SELECT count(*) FROM sports_participants)::text AS participants,
    (SELECT count(*) FROM sports_leagues)::text AS leagues,
    (SELECT count(*) FROM audit_log WHERE action LIKE 'sports.%')::text AS audits`);
  return JSON.stringify((printed as { rows: unknown[] }).rows);
}

const publicEvent = async (eventId: number) =>
  (await get(`/wps/sports/events/${eventId}?language=EN`)).value as unknown as PublicEvent;

describe('the sports feed', () => {
  it('creates a signed event players see, and the same push again changes nothing', async () => {
    const start = inMinutes(60);
    const first = await push([fixture('m-1', { startsAt: start })]);
    expect(first.code).toBe('ok');
    expect(first.events[0]).toMatchObject({ externalId: 'm-1', outcome: 'created' });
    const eventId = first.events[0]!.eventId;
    const seen = await publicEvent(eventId);
    expect(seen.markets.map((m) => m.kind)).toEqual(['1x2', 'overUnder']);
    expect(seen.markets[0]!.selections.map((s) => s.odds)).toEqual(['2.00', '4.00', '4.00']);
    const listed = (await get('/wps/sports/events?category=sports&sport=football&language=EN&pageSize=100'))
      .value as { list: PublicEvent[] };
    expect(listed.list.some((e) => e.eventId === eventId)).toBe(true);

    const before = await print();
    const again = await push([fixture('m-1', { startsAt: start })]);
    expect(again.events[0]).toMatchObject({ eventId, outcome: 'unchanged' });
    expect(await print()).toBe(before);
  });

  it('moves the start, the status and the price with a later push', async () => {
    const { eventId } = (await push([fixture('m-2')])).events[0]!;
    const later = inMinutes(120);
    const moved = await push([fixture('m-2', { startsAt: later }, ['2.50', '3.00', '4.00'])]);
    expect(moved.events[0]).toMatchObject({ eventId, outcome: 'updated' });
    const seen = await publicEvent(eventId);
    expect(new Date(seen.startsAt).getTime()).toBe(new Date(later).getTime());
    expect(seen.markets[0]!.selections.map((s) => s.odds)).toEqual(['2.50', '3.00', '4.00']);

    const suspended = fixture('m-2', { startsAt: later }, ['2.50', '3.00', '4.00']);
    (suspended.markets as Json[])[1]!.status = 'suspended';
    expect((await push([suspended])).events[0]!.outcome).toBe('updated');
    expect(
      (await publicEvent(eventId)).markets.find((m) => m.kind === 'overUnder')?.status ?? 'gone',
    ).not.toBe('open');
    const postponed = await push([
      fixture('m-2', { startsAt: later, status: 'postponed', voidAt: inMinutes(600) }, [
        '2.50',
        '3.00',
        '4.00',
      ]),
    ]);
    expect(postponed.events[0]!.outcome).toBe('updated');
    expect((await get(`/wps/admin/sports/events/${eventId}`, adminA)).value).toMatchObject({
      status: 'postponed',
      feed: { code: 'opta', externalId: 'm-2', heldBy: null },
    });
  });

  it('refuses a bad signature, a stale timestamp, a bad body, an unknown or a disabled feed, writing nothing', async () => {
    const before = await print();
    expect(await push([fixture('m-bad')], { secret: 'another-secret-0123456789-abcdefghij' })).toMatchObject({
      status: 401,
      code: 'error_vendor_signature',
    });
    expect(await push([fixture('m-bad')], { feed: 'nosuchfeed' })).toMatchObject({
      status: 401,
      code: 'error_vendor_signature',
    });
    expect(await push([fixture('m-bad')], { timestamp: now() - 600 })).toMatchObject({
      status: 401,
      code: 'error_vendor_stale',
    });
    expect(await push([{ ...fixture('m-bad'), startsAt: 'tomorrow' }])).toMatchObject({
      status: 400,
      code: 'error_invalid_request',
    });
    expect(await push([], { raw: '{"timestamp":' })).toMatchObject({
      status: 400,
      code: 'error_invalid_request',
    });
    // A price past the book's 1000.00.
    const huge = fixture('m-bad-3');
    (huge.markets as Json[])[1]!.fairOdds = ['1.10', '1000.01'];
    expect(await push([huge])).toMatchObject({ status: 400, code: 'error_invalid_request' });
    // One good event and one whose odds do not fit its market: the whole push is refused.
    const broken = fixture('m-bad-2');
    (broken.markets as Json[])[0]!.fairOdds = ['2.00', '2.00'];
    expect(await push([fixture('m-bad'), broken])).toMatchObject({
      status: 400,
      code: 'error_sports_market_invalid',
    });
    // A known market id pushed with another line.
    const changed = fixture('m-1');
    (changed.markets as Json[])[1]!.line = '3.5';
    expect(await push([fixture('m-bad'), changed])).toMatchObject({
      status: 409,
      code: 'error_sports_feed_conflict',
    });
    expect(await print()).toBe(before);

    expect((await send('PUT', '/wps/admin/sports/feeds/opta', { enabled: false }, adminA)).code).toBe('ok');
    expect(await push([fixture('m-bad')])).toMatchObject({ status: 403, code: 'error_forbidden' });
    expect((await send('PUT', '/wps/admin/sports/feeds/opta', { enabled: true }, adminA)).code).toBe('ok');
    const feeds = (await get('/wps/admin/sports/feeds', adminA)).value as { list: Json[] };
    expect(feeds.list).toEqual([expect.objectContaining({ code: 'opta', enabled: true })]);
    expect(JSON.stringify(feeds)).not.toContain(SECRET);
  });

  it('settles a pushed result only once an operator confirms it, and once', async () => {
    const player = await walletMember(app, 'feedplayer', { cash: 100_000n });
    const { eventId } = (await push([fixture('m-3')])).events[0]!;
    const event = await publicEvent(eventId);
    const home = event.markets[0]!.selections[0]!;
    const placed = await send(
      'POST',
      '/wps/sports/slip',
      {
        requestId: 'feed-slip-1',
        singles: [{ selectionId: home.selectionId, odds: home.odds, stake: '10' }],
      },
      player.headers,
    );
    expect(placed.code).toBe('ok');
    offset += 2 * 60 * 60_000;
    const cashAfterBet = 100_000n - 1_000n;

    const result = { score: { home: 2, away: 0 } };
    expect((await push([fixture('m-3', { startsAt: event.startsAt, result })])).events[0]!.outcome).toBe(
      'updated',
    );
    const pending = (await get(`/wps/admin/sports/events/${eventId}`, adminA)).value as Json;
    expect(pending).toMatchObject({ enteredBy: 'feed:opta', settledVersion: 0, resultVersion: 0 });
    const balance = async () => (await app.services.wallet.ledger.getBalance(player.id, t.database.db)).cash;
    expect(await balance()).toBe(cashAfterBet);
    // The same result again is no change; the operator's confirmation settles it.
    expect((await push([fixture('m-3', { startsAt: event.startsAt, result })])).events[0]!.outcome).toBe(
      'unchanged',
    );
    expect((await send('POST', `/wps/admin/sports/events/${eventId}/result/confirm`, {}, adminB)).code).toBe(
      'ok',
    );
    expect(await balance()).toBe(cashAfterBet + 2_000n);
    // The event is the operators' now: the feed's later pushes (another result too) change nothing.
    const held = await push([
      fixture('m-3', { startsAt: event.startsAt, result: { score: { home: 0, away: 1 } } }),
    ]);
    expect(held.events[0]!.outcome).toBe('held');
    await app.services.sports.sweep();
    expect(await balance()).toBe(cashAfterBet + 2_000n);
    await expectReconciled(app);
  });

  it('holds an event an operator edited by hand: the feed no longer overwrites it', async () => {
    const { eventId } = (await push([fixture('m-4')])).events[0]!;
    const edit = await send(
      'PUT',
      `/wps/admin/sports/events/${eventId}`,
      { startsAt: inMinutes(30) },
      adminA,
    );
    expect(edit.code).toBe('ok');
    const before = await print();
    const pushed = await push([fixture('m-4', { startsAt: inMinutes(90) }, ['3.00', '3.00', '3.00'])]);
    expect(pushed.events[0]!.outcome).toBe('held');
    expect(await print()).toBe(before);
    const view = (await get(`/wps/admin/sports/events/${eventId}`, adminA)).value as {
      feed: { code: string; externalId: string; heldBy: string | null };
    };
    expect(view.feed.externalId).toBe('m-4');
    expect(view.feed.heldBy).toMatch(/^operator:\d+$/);
  });
});
