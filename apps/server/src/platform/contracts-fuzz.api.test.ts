import { envelopeOf } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '../../test/account-helpers.js';
import { expectReconciled } from '../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  FuzzClient,
  describeSent,
  envelopeProblem,
  everyEndpoint,
  type Sent,
} from '../../test/fuzz/fuzz-client.js';

/**
 * Property-based requests from the packages/contracts schemas against every call: conforming, boundary,
 * wrong-typed, huge, unicode and injection values, malformed JSON and unencrypted enc bodies. No answer
 * is a 5xx, every refusal is the envelope with a catalogue key, a refusal moves no money and writes no
 * account, and callers without the right to a call change nothing at all. FUZZ_RUNS sets the examples
 * per call (`npm run soak` runs many more); FUZZ_REPORT=1 prints how many each call accepted.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// Operators' calls go last: a generated switch-off of a vendor or method would starve the members' runs.
const ENDPOINTS = everyEndpoint().sort(
  (a, b) => Number(a.endpoint.auth === 'operator') - Number(b.endpoint.auth === 'operator'),
);

let t: TestApp;
let fuzz: FuzzClient;
beforeAll(async () => {
  // The per-address limit would turn most of a long run into 429s; it has tests of its own.
  // Domain events are delivered only after the fuzzing (a minute on): a handler paying points for an
  // earlier bet would otherwise move money between a refusal's two prints.
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000', EVENT_POLL_MS: '60000' });
  fuzz = await FuzzClient.create(t.app, 'fuzzmember');
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/**
 * What a refused request must leave alone: money and accounts; and how many event deliveries have run
 * (a delivery moves money in its own transaction, which marks it done).
 */
async function moneyPrint(): Promise<{ money: string; delivered: string }> {
  const rows = rowsOf(
    await t.database.db.execute(sql`SELECT
      (SELECT count(*) FROM journal_entries)::text AS entries,
      (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE NOT allow_negative)::text AS held,
      (SELECT count(*) FROM members)::text AS members,
      (SELECT count(*) FROM bets)::text AS bets,
      (SELECT count(*) FROM operators)::text AS operators,
      (SELECT count(*) FROM outbox_deliveries WHERE state = 'done')::text AS delivered`),
  );
  const { delivered, ...money } = rows[0] ?? {};
  return { money: JSON.stringify(money), delivered: String(delivered) };
}

/**
 * Tables the site's schedules write on the clock, whoever calls: the lottery opens each game's next draw,
 * the live tables their next rounds, the sabong demo card its next fight, and the sportsbook publishes
 * and settles virtual rounds.
 */
const CLOCK_WRITTEN = new Set([
  'lottery_draws',
  'live_rounds',
  'sabong_settings',
  'sabong_cards',
  'sabong_fights',
  'sports_events',
  'sports_markets',
  'sports_selections',
  'sports_settlements',
]);
/** Events the same schedules publish: a draw, a fight or a virtual round settled on its clock announces itself. */
const CLOCK_EVENTS = ['draw.settled', 'sabong.fight.settled', 'sports.event.settled'];
/** How a table's rows are counted: the outbox without the clock's own events and their deliveries. */
const countedRows = (name: string): string => {
  const clockEvents = CLOCK_EVENTS.map((type) => `'${type}'`).join(', ');
  if (name === 'outbox_events') return `FROM outbox_events WHERE type NOT IN (${clockEvents})`;
  if (name === 'outbox_deliveries')
    return `FROM outbox_deliveries WHERE event_id NOT IN (SELECT id FROM outbox_events WHERE type IN (${clockEvents}))`;
  return `FROM "${name}"`;
};

/** Every table's row count: what a caller with no right to a call must leave exactly as it was. */
async function wholePrint(): Promise<Record<string, string>> {
  const tables = rowsOf(
    await t.database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  )
    .map((row) => String(row.name))
    .filter((name) => !CLOCK_WRITTEN.has(name));
  const counts = rowsOf(
    await t.database.db.execute(
      sql.raw(
        tables
          .map((name) => `SELECT '${name}' AS name, count(*)::text AS n ${countedRows(name)}`)
          .join(' UNION ALL '),
      ),
    ),
  );
  return Object.fromEntries(counts.map((row) => [String(row.name), String(row.n)]));
}

function expectEnvelope(sent: Sent) {
  const problem = envelopeProblem(sent);
  if (problem) throw new Error(`${problem}\n${describeSent(sent)}`);
}

describe('every call answers generated requests in the envelope, without a 5xx', () => {
  it.each(ENDPOINTS.map((named) => [named.name, named] as const))('%s', async (_name, { endpoint }) => {
    const seen = { success: 0, refused: 0 };
    const contract = envelopeOf(endpoint.value);
    await fc.assert(
      fc.asyncProperty(fuzz.requests(endpoint), async (input) => {
        await fuzz.prepare(endpoint);
        const before = await moneyPrint();
        const sent = await fuzz.send(endpoint, input);
        expectEnvelope(sent);
        if (sent.body?.success) {
          seen.success += 1;
          // What went over the wire, not what the handler returned: the compiled serialiser's output.
          const answer = contract.safeParse(sent.body);
          if (!answer.success)
            throw new Error(`an answer breaks its contract: ${answer.error.message}\n${describeSent(sent)}`);
        } else {
          seen.refused += 1;
          if (process.env.FUZZ_REPORT && seen.refused === 1) console.log(`FIRST ${describeSent(sent)}`);
          const after = await moneyPrint();
          // An event delivered meanwhile (points for an earlier bet) moved money on its own: no verdict.
          if (after.money !== before.money && after.delivered === before.delivered)
            throw new Error(
              `a refusal changed money or accounts: ${before.money} → ${after.money}\n${describeSent(sent)}`,
            );
        }
      }),
      { numRuns: RUNS },
    );
    if (process.env.FUZZ_REPORT) console.log(`FUZZ ${_name} ok=${seen.success} refused=${seen.refused}`);
    expect(seen.success + seen.refused).toBe(RUNS);
  });

  it('leaves the ledger reconciled', async () => {
    await expectReconciled(t.app);
  });
});

describe('callers without the right to a call change nothing', () => {
  const guarded = ENDPOINTS.filter(({ endpoint }) => endpoint.auth !== 'none');
  const houseCalls = ENDPOINTS.filter(
    ({ endpoint }) =>
      endpoint.path.startsWith('/wps/house/') &&
      endpoint.auth === 'none' &&
      endpoint.path !== '/wps/house/session',
  );
  // Signed server-to-server calls: the vendors' wallet and the sports feed's push.
  const vendorCalls = ENDPOINTS.filter(({ endpoint }) =>
    /^\/wps\/(vendor-wallet|sports-feed)\//.test(endpoint.path),
  );

  it('no token, a made-up token, a revoked token, a member token on operator calls, a wrong session or signature', async () => {
    expect(guarded.length).toBeGreaterThan(80);
    // The generated operator calls may have switched maintenance on or blocked this address: every
    // refusal would then be that, whoever calls. The site is opened again first.
    const { system } = t.app.services;
    await system.setMaintenance({ enabled: false }, { actor: 'fuzz' });
    for (const block of await system.listRegionBlocks())
      await system.removeRegionBlock({ kind: block.kind, value: block.value }, { actor: 'fuzz' });
    const outsider = await memberSession(t.app, 'fuzzoutsider');
    const revoked = await memberSession(t.app, 'fuzzrevoked');
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: revoked.headers });
    // Deliveries the calls above left due (points and agent figures of their bets) would otherwise land
    // in the middle of the check, at the next poll: they are delivered now, before the first print.
    let drained = false;
    for (let pass = 0; pass < 20 && !drained; pass += 1) drained = (await t.app.events.deliverDue()) === 0;
    expect(drained).toBe(true);
    // Generated sit calls may have left PvP hands in play; their turns time out on the clock, whoever
    // calls, and a hand that ends moves money. Their seats are held present and their turns frozen.
    await t.database.db.execute(
      sql`UPDATE pvp_seats SET away = false, present_until = now() + interval '1 hour' WHERE present_until IS NOT NULL`,
    );
    await t.database.db.execute(
      sql`UPDATE pvp_hands SET turn_ends_at = now() + interval '1 hour' WHERE state = 'playing'`,
    );
    const before = await wholePrint();
    const callers: Record<string, Record<string, string>>[] = [
      { anonymous: {} },
      { 'made-up token': { authorization: 'Bearer 0123456789abcdef0123456789abcdef' } },
      { 'revoked token': revoked.headers },
      { 'operator-looking token': { authorization: 'Bearer op_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
    ];
    let checked = 0;
    let turnedAway = 0;
    for (const { name, endpoint } of guarded) {
      const inputs = fc.sample(fuzz.requests(endpoint), { numRuns: 3, seed: checked + 1 });
      const who = [
        ...callers,
        ...(endpoint.auth === 'operator' ? [{ 'member token': outsider.headers }] : []),
      ];
      for (const caller of who) {
        const [[label, headers]] = Object.entries(caller) as [[string, Record<string, string>]];
        for (const input of inputs) {
          const sent = await fuzz.send(endpoint, { ...input, plain: false }, headers);
          expectEnvelope(sent);
          // The router may refuse a malformed path (414) before the guard runs; anything else must be the guard.
          if (sent.body?.success || (sent.status !== 401 && sent.status !== 403 && sent.status !== 414))
            throw new Error(`${name} as ${label}: ${describeSent(sent)}`);
          if (sent.status !== 414) turnedAway += 1;
          checked += 1;
        }
      }
    }
    for (const { name, endpoint } of [...houseCalls, ...vendorCalls]) {
      for (const input of fc.sample(fuzz.requests(endpoint), { numRuns: 5, seed: 7 })) {
        // No game session, or an unsigned / wrongly signed vendor or feed body.
        const sent = await fuzz.send(endpoint, input, {
          'x-game-session': 'not-a-session',
          'x-vendor-id': 'LUZON',
          'x-feed-id': 'fuzzfeed',
          'x-signature': '00'.repeat(32),
        });
        expectEnvelope(sent);
        if (sent.body?.success)
          throw new Error(`${name} without its credentials succeeded: ${describeSent(sent)}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(turnedAway / checked).toBeGreaterThan(0.9);
    expect(await wholePrint()).toEqual(before);
  });
});
