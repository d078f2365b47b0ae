import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { periodAt } from '../../apps/server/src/modules/agent/contract-periods.js';
import { createContractSettlementService } from '../../apps/server/src/modules/agent/contract-settlement.service.js';
import { parseConfig } from '../../apps/server/src/platform/config.js';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { skipped, type Row } from '../lib/report.js';
import { dropDatabase, freshDatabase, percentile, postgresReachable } from '../lib/tools.js';

/**
 * P9: the agent centre's team overview and team betting p95 for an agent with LARGE downline members
 * (100 bets each: 10,000,000 bets) over the same for SMALL, ≤ 1.5; and settling a day's salary for
 * AGENTS top agents, within a minute. BENCH_P9_MEMBERS=10000 BENCH_P9_AGENTS=1000 is a quick run.
 */
const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_P9_MEMBERS ?? 100_000);
const AGENTS = Number(process.env.BENCH_P9_AGENTS ?? 10_000);
const BETS_PER_MEMBER = 100;
const SUB_AGENTS = 50;
const ROUNDS = 40;
const DB = process.env.BENCH_P9_DB ?? 'swerte_bench_p9';
const TZ = 'Asia/Manila';
const CALLS = {
  'team overview': '/wps/agent/team/overview',
  'team betting': '/wps/agent/team/bets?range=last30Days',
} as const;
type Call = keyof typeof CALLS;

/**
 * One agent with `members` downline members, `SUB_AGENTS` of them sub-agents holding the others, each
 * member with BETS_PER_MEMBER settled bets over the last 30 days, and the per-day aggregates the
 * outbox keeps from them, all set-based in PostgreSQL. The tree trigger fills the closure rows and the
 * team counts; the caller builds the agents' day totals from the member rows once both teams are in.
 */
async function loadTeam(client: pg.Client, name: string, members: number): Promise<number> {
  const agent = await client.query<{ id: string }>(
    `INSERT INTO members (username, is_agent, password_changed_at) VALUES ($1, 1, now()) RETURNING id`,
    [name],
  );
  const agentId = Number(agent.rows[0]!.id);
  await client.query(
    `INSERT INTO members (username, is_agent, upline_id, password_changed_at)
     SELECT $1 || 's' || g, 2, $2, now() FROM generate_series(1, $3::int) g`,
    [name, agentId, SUB_AGENTS],
  );
  await client.query(
    `INSERT INTO members (username, upline_id, password_changed_at)
     SELECT $1 || 'p' || g, (SELECT id FROM members WHERE username = $1 || 's' || (1 + g % $3::int)), now()
     FROM generate_series(1, $2::int - $3::int) g`,
    [name, members, SUB_AGENTS],
  );
  const BATCH_MEMBERS = 5_000;
  for (let lo = 0; lo < members; lo += BATCH_MEMBERS) {
    await client.query(
      `INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, valid_bet,
         payout, status, placed_at, settled_at)
       SELECT t.descendant_id, 'LUZON', $1 || ':' || t.descendant_id || ':' || g, 'RNG', 'reels-1', 'Reels', 100,
         100, (g % 3) * 100, 'settled', at, at
       FROM (SELECT descendant_id FROM member_tree WHERE ancestor_id = $2 AND depth > 0
             ORDER BY descendant_id OFFSET $3 LIMIT $4) t
       CROSS JOIN generate_series(1, $5::int) g
       CROSS JOIN LATERAL (SELECT now() - ((t.descendant_id * 7919 + g * 104729) % 2592000) * interval '1 second' AS at) a`,
      [name, agentId, lo, BATCH_MEMBERS, BETS_PER_MEMBER],
    );
  }
  await client.query(
    `INSERT INTO agent_bet_days (member_id, day, game_type, vendor, bets, stake, valid_bet, payout)
     SELECT b.member_id, (b.settled_at AT TIME ZONE $2)::date, b.game_type, b.vendor, count(*), sum(b.stake),
       sum(CASE WHEN b.payout = b.stake THEN 0 ELSE b.valid_bet END), sum(b.payout)
     FROM bets b JOIN member_tree t ON t.descendant_id = b.member_id AND t.ancestor_id = $1 AND t.depth > 0
     GROUP BY 1, 2, 3, 4`,
    [agentId, TZ],
  );
  return agentId;
}

async function measure(app: FastifyInstance, agentId: number): Promise<Record<Call, number>> {
  const token = await app.services.session.tokens.issue(app.database.db, agentId, 'session', {
    ip: '127.0.0.1',
    userAgent: null,
  });
  const headers = { authorization: `Bearer ${token}` };
  const result = {} as Record<Call, number>;
  for (const [call, url] of Object.entries(CALLS) as [Call, string][]) {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url, headers }); // warm-up
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${call}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    result[call] = percentile(
      times.sort((a, b) => a - b),
      95,
    );
  }
  return result;
}

/**
 * AGENTS top agents with an operator's daily-salary contract in force, each with five members whose
 * bets were booked yesterday (the booked days only: settlement reads them), then one settlement of
 * yesterday, timed.
 */
async function settleMany(app: FastifyInstance, client: pg.Client): Promise<number> {
  await client.query(
    `INSERT INTO agent_contract_kinds (kind, enabled, payer) VALUES ('daily_salary', true, 'platform')
     ON CONFLICT (kind) DO UPDATE SET enabled = true`,
  );
  await client.query(
    `INSERT INTO members (username, is_agent, password_changed_at)
     SELECT 'sa' || g, 1, now() FROM generate_series(1, $1::int) g`,
    [AGENTS],
  );
  await client.query(
    `INSERT INTO members (username, upline_id, password_changed_at)
     SELECT 'sa' || g || 'p' || k, m.id, now() FROM generate_series(1, $1::int) g
     JOIN members m ON m.username = 'sa' || g CROSS JOIN generate_series(1, 5) k`,
    [AGENTS],
  );
  const yesterday = periodAt('daily', new Date(Date.now() - 86_400_000), TZ);
  await client.query(
    `INSERT INTO agent_contracts (kind, period, agent_id, status, tiers, top_rate_bp, offered_by, accepted_at)
     SELECT 'daily_salary', 'daily', id, 'active', '[{"minActive":0,"rateBp":100}]', 100, 'operator:bench', $1
     FROM members WHERE username ~ '^sa[0-9]+$'`,
    [new Date(yesterday.start.getTime() - 86_400_000)],
  );
  await client.query(
    `INSERT INTO agent_pay_days (member_id, day, bets, stake, valid_bet, payout)
     SELECT id, $1::date, 3, 30000, 30000, 10000 FROM members WHERE username ~ '^sa[0-9]+p'`,
    [yesterday.fromDay],
  );
  await client.query('VACUUM (ANALYZE) members, member_tree, agent_contracts, agent_pay_days');
  const settlement = createContractSettlementService({
    db: app.database.db,
    ledger: app.services.wallet.ledger,
    timeZone: TZ,
  });
  const started = performance.now();
  const run = await settlement.settle('daily_salary', yesterday);
  const seconds = (performance.now() - started) / 1000;
  if (run?.paid !== AGENTS) throw new Error(`settled ${run?.paid ?? 0} of ${AGENTS} contracts`);
  return seconds;
}

export async function runAgentTeam(): Promise<Row[]> {
  const what = `agent team reports, ${LARGE.toLocaleString('en-US')} vs ${SMALL.toLocaleString('en-US')} members`;
  if (!(await postgresReachable())) return [skipped('P9', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
  const url = await freshDatabase(DB);
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  try {
    const app = await buildApp({ config, db: database });
    await app.ready();
    await client.connect();
    await client.query('SET synchronous_commit = off');
    const loadStarted = Date.now();
    const small = await loadTeam(client, 'benchsmall', SMALL);
    const large = await loadTeam(client, 'benchlarge', LARGE);
    // The agents' day totals the outbox handlers keep beside the member rows, built as the migration does.
    await client.query('SELECT agent_team_days_rebuild()');
    await client.query(
      'VACUUM (ANALYZE) members, member_tree, bets, agent_bet_days, agent_team_days, agent_team_shape, agent_team_joins',
    );
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const smallTimes = await measure(app, small);
    const largeTimes = await measure(app, large);
    const settleSeconds = await settleMany(app, client);
    await app.close();
    const rows: Row[] = (Object.keys(CALLS) as Call[]).map((call) => {
      const ratio = largeTimes[call] / smallTimes[call];
      return {
        id: 'P9',
        what: `${call} p95, ${LARGE.toLocaleString('en-US')} vs ${SMALL.toLocaleString('en-US')} downline members (${BETS_PER_MEMBER} bets each)`,
        measured: `${largeTimes[call].toFixed(1)} ms vs ${smallTimes[call].toFixed(1)} ms (loaded in ${loadSeconds.toFixed(0)} s)`,
        figure: ratio.toFixed(2),
        budget: '≤ 1.5',
        verdict: ratio <= 1.5 ? 'met' : 'missed',
      };
    });
    rows.push({
      id: 'P9',
      what: `settling a day's salary for ${AGENTS.toLocaleString('en-US')} agents`,
      measured: `${settleSeconds.toFixed(1)} s`,
      figure: settleSeconds.toFixed(1),
      budget: '≤ 60 s',
      verdict: settleSeconds <= 60 ? 'met' : 'missed',
    });
    return rows;
  } finally {
    await client.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await dropDatabase(DB);
  }
}
