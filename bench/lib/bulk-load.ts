import type pg from 'pg';

/** Each generated member has this many bets, so one member's history is the same size at any scale. */
export const BETS_PER_MEMBER = 100;
const BATCH = 500_000;

/**
 * Grows the bench database to `total` generated bets, set-based inside PostgreSQL (INSERT … SELECT
 * from generate_series: no rows cross the wire), in batches. Each bet is settled and has its journal
 * entry and the member's cash posting, placed within the last 30 days. Members are added so that each
 * has BETS_PER_MEMBER bets.
 */
export async function growTo(client: pg.Client, total: number, log: (line: string) => void): Promise<void> {
  const have = Number(
    (await client.query<{ n: string }>("SELECT count(*) AS n FROM bets WHERE vendor_bet_id LIKE 'grow%'"))
      .rows[0]!.n,
  );
  const members = total / BETS_PER_MEMBER;
  const existing = Number(
    (await client.query<{ n: string }>("SELECT count(*) AS n FROM members WHERE username LIKE 'grow%'"))
      .rows[0]!.n,
  );
  await client.query('SET synchronous_commit = off');
  await client.query(
    `INSERT INTO members (username, password_changed_at) SELECT 'grow' || g, now() FROM generate_series($1::int, $2::int - 1) g`,
    [existing, members],
  );
  await client.query(
    `INSERT INTO ledger_accounts (key, kind, member_id) SELECT 'cash:' || m.id, 'cash', m.id FROM members m
     WHERE m.username LIKE 'grow%' AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.key = 'cash:' || m.id)`,
  );
  // A large load goes faster without the secondary indexes, rebuilt in one pass at the end.
  const rebuild = total - have > 2 * BATCH ? await dropIndexes(client) : [];
  const base = Number(
    (await client.query<{ id: string }>("SELECT min(id) AS id FROM members WHERE username LIKE 'grow%'"))
      .rows[0]!.id,
  );
  for (let lo = have; lo < total; lo += BATCH) {
    const hi = Math.min(total, lo + BATCH);
    const started = Date.now();
    // Bet g belongs to member g mod `members`, at a time spread over 30 days by a multiplicative hash.
    await client.query(
      `WITH g AS (
         SELECT g, $3::bigint + (g % $4::int) AS member_id,
                now() - ((g::bigint * 7919) % 2592000) * interval '1 second' AS at
         FROM generate_series($1::int, $2::int - 1) g
       ), b AS (
         INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, valid_bet, payout, status, placed_at, settled_at)
         SELECT member_id, 'LUZON', 'grow' || g, 'RNG', 'reels-1', 'Reels', 100, 100, (g % 3) * 100, 'settled', at, at FROM g
       ), e AS (
         INSERT INTO journal_entries (idempotency_key, kind, member_id, actor, created_at)
         SELECT 'grow:' || g, 'bet', member_id, 'system', at FROM g
         RETURNING id, member_id, created_at
       )
       INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
       SELECT e.id, a.id, -100, 0, e.created_at FROM e JOIN ledger_accounts a ON a.key = 'cash:' || e.member_id`,
      [lo, hi, base, members],
    );
    log(`   loaded bets ${hi.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  for (const definition of rebuild) {
    const started = Date.now();
    await client.query(definition);
    log(`   ${definition.replace(/ USING .*/, '')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // Autovacuum keeps an append-mostly table's visibility map current in service; a fresh bulk load has
  // not had its pass yet, so give it here (index-only reads depend on it).
  await client.query('VACUUM (ANALYZE) members, ledger_accounts, bets, journal_entries, postings');
}

export async function sampleMembers(client: pg.Client, count: number): Promise<number[]> {
  const result = await client.query<{ id: string }>(
    "SELECT id FROM members WHERE username LIKE 'grow%' ORDER BY random() LIMIT $1",
    [count],
  );
  return result.rows.map((row) => Number(row.id));
}

const LOADED_TABLES = ['bets', 'journal_entries', 'postings'];

/** Drops the loaded tables' indexes other than primary keys, answering the statements that rebuild them. */
async function dropIndexes(client: pg.Client): Promise<string[]> {
  await client.query("SET maintenance_work_mem = '1GB'");
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) AND indexname NOT LIKE '%_pkey'",
    [LOADED_TABLES],
  );
  for (const row of rows) await client.query(`DROP INDEX "${row.indexname}"`);
  return rows.map((row) => row.indexdef);
}
