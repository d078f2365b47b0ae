import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import type { PostInput } from '../../apps/server/src/modules/wallet/ledger/index.js';
import { parseConfig } from '../../apps/server/src/platform/config.js';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { skipped, type Row } from '../lib/report.js';
import { dropDatabase, fmt, freshDatabase, postgresReachable } from '../lib/tools.js';

/**
 * P10 (its settling half): one fast SEA draw with TICKETS open tickets of MEMBERS members, settled by the
 * draw job's own step (`draws.settle`: every ticket settled on the result, paid through the wallet's
 * bulk settlement in batches, the tickets' outcomes, the draw settled and draw.settled told), timed.
 * BENCH_P10_TICKETS=10000 BENCH_P10_MEMBERS=1000 is a quick run. The buying half (tickets a second
 * against pgbench, like P1) is not written yet.
 */
const TICKETS = Number(process.env.BENCH_P10_TICKETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_P10_MEMBERS ?? 10_000);
const DB = process.env.BENCH_P10_DB ?? 'swerte_bench_p10';
const GAME = 'SEA5';
const NUMERO = '20990101-0001';
const POINTS = 2;

/** Members funded through the ledger; TICKETS digit tickets on one drawn draw, each an open wallet bet. */
async function setUp(app: FastifyInstance, client: pg.Client): Promise<number> {
  const { draws } = app.services.lottery;
  const game = await draws.gameOf(GAME);
  const past = Date.now() - 60_000;
  const draw = await draws.createDraw(game, { numero: NUMERO, lockAt: past - 10_000, drawAt: past });
  await client.query(
    `UPDATE lottery_draws SET state = 'drawn', drawn_at = now(), result = '{"digits":[3,1,4,1,5]}' WHERE id = $1`,
    [draw.id],
  );
  await client.query(
    `INSERT INTO members (username, password_changed_at) SELECT 'p10m' || g, now() FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  const members = (
    await client.query<{ id: string }>("SELECT id FROM members WHERE username LIKE 'p10m%' ORDER BY id")
  ).rows.map((row) => Number(row.id));
  const { ledger } = app.services.wallet;
  const post = (entries: PostInput[]) => app.database.db.transaction((tx) => ledger.postMany(tx, entries));
  const stake = BigInt(POINTS * 100);
  const fund = (BigInt(Math.ceil(TICKETS / MEMBERS)) + 1n) * stake;
  await post(
    members.map((memberId) => ({
      idempotencyKey: `p10-fund:${memberId}`,
      kind: 'adjust',
      memberId,
      actor: 'system',
      postings: [
        { accountKey: `cash:${memberId}`, amount: fund },
        { accountKey: 'house:adjustments', amount: -fund },
      ],
    })),
  );
  // Digit bets: position 1 + g % 5, digit g % 10 (one in ten wins 9.70 a point), as a slip would make them.
  await client.query(
    `INSERT INTO lottery_tickets (slip_id, draw_id, member_id, game_code, numero, bet_type, numbers, position,
       points, odds, stake)
     SELECT 'p10-' || g, $1, ($2::bigint[])[1 + g % $3::int], $4, $5, 'digit', jsonb_build_array((g % 10)::text),
       1 + g % 5, $6, '{"price":"100","pays":"970","maxPayout":"100000000"}', $7
     FROM generate_series(0, $8::int - 1) g`,
    [draw.id, `{${members.join(',')}}`, MEMBERS, GAME, NUMERO, POINTS, stake.toString(), TICKETS],
  );
  await client.query(
    `INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, status)
     SELECT t.member_id, $2, 'lt-' || t.id, 'ELOTT', t.game_code, 'SEA 5', t.stake, 'open'
     FROM lottery_tickets t WHERE t.draw_id = $1`,
    [draw.id, game.vendor],
  );
  await client.query(
    `UPDATE lottery_tickets t SET bet_id = b.id FROM bets b
     WHERE t.draw_id = $1 AND b.vendor = $2 AND b.vendor_bet_id = 'lt-' || t.id`,
    [draw.id, game.vendor],
  );
  const bets = (
    await client.query<{ id: string; member_id: string; vendor_bet_id: string }>(
      'SELECT id, member_id, vendor_bet_id FROM bets WHERE vendor = $1 ORDER BY id',
      [game.vendor],
    )
  ).rows;
  for (let lo = 0; lo < bets.length; lo += 10_000)
    await post(
      bets.slice(lo, lo + 10_000).map((bet) => ({
        idempotencyKey: `bet:${game.vendor}:${bet.vendor_bet_id}`,
        kind: 'bet',
        memberId: Number(bet.member_id),
        actor: `vendor:${game.vendor}`,
        reference: { betId: Number(bet.id), vendor: game.vendor, vendorBetId: bet.vendor_bet_id },
        postings: [
          { accountKey: `cash:${bet.member_id}`, amount: -stake },
          { accountKey: 'house:game_revenue', amount: stake },
        ],
      })),
    );
  await client.query('VACUUM (ANALYZE) lottery_tickets, bets, journal_entries, postings, ledger_accounts');
  return draw.id;
}

export async function runLotteryDraw(): Promise<Row[]> {
  const what = `settling a fast draw of ${fmt(TICKETS)} tickets of ${fmt(MEMBERS)} members (the draw job's step)`;
  if (!(await postgresReachable())) return [skipped('P10', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
  const url = await freshDatabase(DB);
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', SEED_DEMO: 'false' });
  const database = openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  try {
    const app = await buildApp({ config, db: database });
    await client.connect();
    const drawId = await setUp(app, client);
    const { draws } = app.services.lottery;
    const game = await draws.gameOf(GAME);
    const draw = await draws.drawOrThrow(drawId);
    await client.query('CHECKPOINT');
    const started = performance.now();
    await draws.settle(game, draw);
    const seconds = (performance.now() - started) / 1000;
    const check = await client.query<{ state: string; open: string; won: string }>(
      `SELECT d.state, (SELECT count(*) FROM lottery_tickets WHERE draw_id = d.id AND status = 'open') AS open,
         (SELECT count(*) FROM bets WHERE vendor = $2 AND status = 'settled') AS won
       FROM lottery_draws d WHERE d.game_code = $1 AND d.numero = $3`,
      [GAME, game.vendor, NUMERO],
    );
    const row = check.rows[0]!;
    if (row.state !== 'settled' || Number(row.open) !== 0 || Number(row.won) !== TICKETS)
      throw new Error(`draw ${row.state}, ${row.open} tickets open, ${row.won} bets settled of ${TICKETS}`);
    await app.close();
    return [
      {
        id: 'P10',
        what,
        measured: `${seconds.toFixed(1)} s, ${fmt(TICKETS / seconds)} tickets/s`,
        figure: `${seconds.toFixed(1)} s`,
        budget: 'P8 (≤ 2 × raw writes; pays within seconds): floor not measured here',
        verdict: 'info',
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await dropDatabase(DB);
  }
}
