import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { parseConfig } from '../../apps/server/src/platform/config.js';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { growTo, sampleMembers } from '../lib/bulk-load.js';
import { skipped, type Row } from '../lib/report.js';
import { dropDatabase, freshDatabase, percentile, postgresReachable } from '../lib/tools.js';

const SMALL = 100_000;
const LARGE = Number(process.env.BENCH_GROWTH_BETS ?? 10_000_000);
const SAMPLE_MEMBERS = 20;
const ROUNDS = 10;
const DB = 'swerte_bench_p6';
const CALLS = {
  'betting record': '/wps/relay/ODSFE2_MemBetRecord?range=last30Days',
  'account record': '/wps/relay/ODSFE2_MemTrans?range=last30Days',
} as const;
type Call = keyof typeof CALLS;

/** p95 of each member-centre call over sampled members' first pages (with totals), through the app. */
async function measure(app: FastifyInstance, client: pg.Client): Promise<Record<Call, number>> {
  const members = await sampleMembers(client, SAMPLE_MEMBERS * 2);
  const sessions = await Promise.all(
    members.map(async (id) => ({
      authorization: `Bearer ${await app.services.session.tokens.issue(app.database.db, id, 'session', { ip: '127.0.0.1', userAgent: null })}`,
    })),
  );
  const headers = sessions.slice(0, SAMPLE_MEMBERS);
  const warmUp = sessions.slice(SAMPLE_MEMBERS);
  const result = {} as Record<Call, number>;
  for (const [call, url] of Object.entries(CALLS) as [Call, string][]) {
    // One untimed pass over other members first, so neither size pays the app's own warm-up (JIT,
    // first statements) and the figure compares the database's work at the two sizes.
    for (const header of warmUp) await app.inject({ method: 'GET', url, headers: header });
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const header of headers) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: header });
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`${call}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    result[call] = percentile(
      times.sort((a, b) => a - b),
      95,
    );
  }
  return result;
}

export async function runGrowth(): Promise<Row[]> {
  const what = `member-centre records, p95 at ${LARGE.toLocaleString('en-US')} bets vs ${SMALL.toLocaleString('en-US')}`;
  if (!(await postgresReachable())) return [skipped('P6', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
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
    const log = (line: string) => console.log(line);
    await growTo(client, SMALL, log);
    const small = await measure(app, client);
    const loadStarted = Date.now();
    await growTo(client, LARGE, log);
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const large = await measure(app, client);
    await app.close();
    return (Object.keys(CALLS) as Call[]).map((call) => {
      const ratio = large[call] / small[call];
      return {
        id: 'P6',
        what: `${call} p95, ${LARGE.toLocaleString('en-US')} vs ${SMALL.toLocaleString('en-US')} bets (100 bets a member)`,
        measured: `${large[call].toFixed(1)} ms vs ${small[call].toFixed(1)} ms (loaded in ${loadSeconds.toFixed(0)} s)`,
        figure: ratio.toFixed(2),
        budget: '≤ 2 (cost does not grow)',
        verdict: ratio <= 2 ? 'met' : 'missed',
      };
    });
  } finally {
    await client.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await dropDatabase(DB);
  }
}
