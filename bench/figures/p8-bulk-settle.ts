import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import type { PostInput } from '../../apps/server/src/modules/wallet/ledger/index.js';
import { parseConfig } from '../../apps/server/src/platform/config.js';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { skipped, type Row } from '../lib/report.js';
import { dropDatabase, fmt, freshDatabase, postgresReachable } from '../lib/tools.js';

const BETS = Number(process.env.BENCH_P8_BETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_P8_MEMBERS ?? 10_000);
const STAKE = 1_000n;
const DB = process.env.BENCH_P8_DB ?? 'swerte_bench_p8';
const VENDOR = 'P8LOTTO';
/** Tables the settlement writes; the floor writes the same rows into copies of them. */
const TABLES = ['journal_entries', 'postings', 'ledger_accounts', 'bets'];

/** Members funded through the ledger, and BETS open bets placed with their stakes posted. */
async function setUp(
  app: FastifyInstance,
  client: pg.Client,
): Promise<{ id: number; vendorBetId: string }[]> {
  await client.query(
    `INSERT INTO members (username, password_changed_at) SELECT 'p8m' || g, now() FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  const members = (
    await client.query<{ id: string }>("SELECT id FROM members WHERE username LIKE 'p8m%' ORDER BY id")
  ).rows.map((row) => Number(row.id));
  const { ledger } = app.services.wallet;
  const post = (entries: PostInput[]) => app.database.db.transaction((tx) => ledger.postMany(tx, entries));
  const fund = (BigInt(BETS / MEMBERS) + 1n) * STAKE;
  await post(
    members.map((memberId) => ({
      idempotencyKey: `p8-fund:${memberId}`,
      kind: 'adjust',
      memberId,
      actor: 'system',
      postings: [
        { accountKey: `cash:${memberId}`, amount: fund },
        { accountKey: 'house:adjustments', amount: -fund },
      ],
    })),
  );
  await client.query(
    `INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, status)
     SELECT ($1::bigint[])[1 + g % $2::int], $3, 'p8-' || g, 'ELOTT', 'pick-3', 'Pick 3', $4, 'open'
     FROM generate_series(0, $5::int - 1) g`,
    [`{${members.join(',')}}`, MEMBERS, VENDOR, STAKE.toString(), BETS],
  );
  const bets = (
    await client.query<{ id: string; member_id: string; vendor_bet_id: string }>(
      'SELECT id, member_id, vendor_bet_id FROM bets WHERE vendor = $1 ORDER BY id',
      [VENDOR],
    )
  ).rows.map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    vendorBetId: row.vendor_bet_id,
  }));
  for (let lo = 0; lo < bets.length; lo += 10_000)
    await post(
      bets.slice(lo, lo + 10_000).map((bet) => ({
        idempotencyKey: `bet:${VENDOR}:${bet.vendorBetId}`,
        kind: 'bet',
        memberId: bet.memberId,
        actor: `vendor:${VENDOR}`,
        reference: { betId: bet.id, vendor: VENDOR, vendorBetId: bet.vendorBetId },
        postings: [
          { accountKey: `cash:${bet.memberId}`, amount: -STAKE },
          { accountKey: 'house:game_revenue', amount: STAKE },
        ],
      })),
    );
  return bets;
}

/** Every bet wins 2 to 4 times its stake; the floor computes the same payout in SQL. */
const payoutOf = (betId: number) => STAKE * BigInt(2 + (betId % 3));
const PAYOUT_SQL = `b.stake * (2 + b.id % 3)`;

/** Copies of the written tables, with their indexes and rows, for the floor to write into. */
async function copyTables(client: pg.Client): Promise<void> {
  for (const table of TABLES) {
    await client.query(`DROP TABLE IF EXISTS floor_${table}`);
    await client.query(`CREATE TABLE floor_${table} (LIKE ${table} INCLUDING ALL)`);
    await client.query(`INSERT INTO floor_${table} OVERRIDING SYSTEM VALUE SELECT * FROM ${table}`);
    await client.query(
      `SELECT setval(pg_get_serial_sequence('floor_${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
  await client.query(`VACUUM (ANALYZE) ${TABLES.map((t) => `${t}, floor_${t}`).join(', ')}`);
}

/** The same rows the settlement writes, as plain set-based writes in one transaction: the floor. */
async function floorWrites(client: pg.Client): Promise<number> {
  await client.query('CHECKPOINT');
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(
    `WITH e AS (
       INSERT INTO floor_journal_entries (idempotency_key, kind, member_id, actor, reference)
       SELECT 'payout:' || b.vendor || ':' || b.vendor_bet_id, 'payout', b.member_id, 'vendor:' || b.vendor,
              jsonb_build_object('betId', b.id, 'vendor', b.vendor, 'vendorBetId', b.vendor_bet_id)
       FROM floor_bets b WHERE b.vendor = $1 ORDER BY b.id
       RETURNING id, member_id, (reference->>'betId')::bigint AS bet_id
     )
     INSERT INTO floor_postings (entry_id, account_id, amount, balance_after)
     SELECT e.id, a.id, l.amount, l.amount
     FROM e JOIN floor_bets b ON b.id = e.bet_id
     CROSS JOIN LATERAL (VALUES ('house:game_revenue', -${PAYOUT_SQL}), ('cash:' || e.member_id, ${PAYOUT_SQL})) l(key, amount)
     JOIN floor_ledger_accounts a ON a.key = l.key`,
    [VENDOR],
  );
  await client.query(
    `UPDATE floor_bets b SET status = 'settled', payout = ${PAYOUT_SQL}, valid_bet = b.stake, settled_at = now()
     WHERE b.vendor = $1 AND b.status = 'open'`,
    [VENDOR],
  );
  await client.query(
    `UPDATE floor_ledger_accounts a SET balance = a.balance + s.delta
     FROM (SELECT 'cash:' || b.member_id AS key, sum(${PAYOUT_SQL}) AS delta FROM floor_bets b WHERE b.vendor = $1 GROUP BY b.member_id
           UNION ALL SELECT 'house:game_revenue', -sum(${PAYOUT_SQL}) FROM floor_bets b WHERE b.vendor = $1) s
     WHERE a.key = s.key`,
    [VENDOR],
  );
  await client.query('COMMIT');
  return (performance.now() - started) / 1000;
}

export async function runBulkSettle(): Promise<Row[]> {
  const what = `settle ${fmt(BETS)} winning bets of ${fmt(MEMBERS)} members in bulk vs the same raw writes`;
  if (!(await postgresReachable())) return [skipped('P8', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
  const url = await freshDatabase(DB);
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', SEED_DEMO: 'false' });
  const database = openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  try {
    const app = await buildApp({ config, db: database });
    await client.connect();
    const bets = await setUp(app, client);
    await copyTables(client);
    const floor = await floorWrites(client);
    const items = bets.map((bet) => ({
      vendor: VENDOR,
      vendorBetId: bet.vendorBetId,
      payout: payoutOf(bet.id),
      validBet: STAKE,
    }));
    // Neither side pays for the other's dirty pages: each starts after a checkpoint.
    await client.query('CHECKPOINT');
    const started = performance.now();
    const report = await app.services.betSettlement.settleMany({ settlementKey: 'draw:p8', items });
    const bulk = (performance.now() - started) / 1000;
    const reconciled = await app.services.wallet.ledger.reconcile();
    await app.close();
    if (report.settled !== BETS || report.refused.length > 0)
      throw new Error(`settled ${report.settled} of ${BETS}, refused ${report.refused.length}`);
    if (!reconciled.ok) throw new Error(`the ledger does not reconcile after the settlement`);
    const ratio = bulk / floor;
    return [
      {
        id: 'P8',
        what: `${what} (${report.batchCount} batches)`,
        measured: `bulk ${bulk.toFixed(2)} s (${fmt(BETS / bulk)} bets/s); raw writes ${floor.toFixed(2)} s; reconciled exactly`,
        figure: ratio.toFixed(2),
        budget: '≤ 2',
        verdict: ratio <= 2 ? 'met' : 'missed',
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await dropDatabase(DB);
  }
}
