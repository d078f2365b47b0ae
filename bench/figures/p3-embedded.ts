import { LOAD_SECONDS } from '../lib/autocannon.js';
import { skipped, type Row } from '../lib/report.js';
import { startSite } from '../lib/site.js';
import { dropDatabase, fmt, freshDatabase, postgresReachable } from '../lib/tools.js';
import { VendorClient, authenticatePlayers, betLoop, type BetLoopResult } from '../lib/vendor-client.js';

const WALLETS = 1_000;
const DB = 'swerte_bench_p3';

/** The P1 loop with one client: one request, so one database connection, at a time. */
async function oneClient(database: string): Promise<BetLoopResult> {
  const site = await startSite({ database, members: WALLETS });
  try {
    const client = new VendorClient(site.baseUrl, site.prep.secret, 1);
    const players = await authenticatePlayers(client, site.prep);
    const result = await betLoop(client, players, { clients: 1, seconds: LOAD_SECONDS, label: 'p3' });
    client.close();
    return result;
  } finally {
    await site.stop();
  }
}

export async function runEmbedded(): Promise<Row[]> {
  const what = 'bet loop, one client: PGlite (on disk) vs PostgreSQL';
  if (!(await postgresReachable())) return [skipped('P3', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
  const pglite = await oneClient('pglite');
  let postgres;
  try {
    postgres = await oneClient(await freshDatabase(DB));
  } finally {
    await dropDatabase(DB);
  }
  const rate = (r: BetLoopResult) => r.bets / r.seconds;
  return [
    {
      id: 'P3',
      what,
      measured: `PGlite ${fmt(rate(pglite))} bets/s (p50 ${pglite.p50.toFixed(1)} ms), PostgreSQL ${fmt(rate(postgres))} bets/s (p50 ${postgres.p50.toFixed(1)} ms)`,
      figure: (rate(pglite) / rate(postgres)).toFixed(2),
      budget: 'no ratio set',
      verdict: 'info',
    },
  ];
}
