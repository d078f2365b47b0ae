import { LOAD_SECONDS } from '../lib/autocannon.js';
import { pgbenchPath, pgbenchTps } from '../lib/pgbench.js';
import { skipped, type Row } from '../lib/report.js';
import { startSite } from '../lib/site.js';
import { dropDatabase, fmt, freshDatabase, postgresReachable } from '../lib/tools.js';
import { VendorClient, authenticatePlayers, betLoop } from '../lib/vendor-client.js';
import { startFloorWallet } from '../lib/floor-wallet.js';

const CLIENTS = 16;
const WALLETS = Number(process.env.BENCH_WALLETS ?? 10_000);
const DB = 'swerte_bench_p1';
const FLOOR_DB = 'swerte_bench_p1_floor';
/** Bets a second as a share of pgbench tpcb-like: wallets spread (scale 10), every bet on the house (scale 1). */
const SPREAD_BUDGET = 0.5;
const HOT_BUDGET = 0.3;
const P99_BUDGET_MS = 50;

export async function runMoney(): Promise<Row[]> {
  const what = `bets (debit + credit over signed HTTP) vs pgbench tpcb-like, ${CLIENTS} clients`;
  if (!(await postgresReachable())) return [skipped('P1', what, 'PostgreSQL not reachable (BENCH_PG_URL)')];
  if (!pgbenchPath()) return [skipped('P1', what, 'pgbench missing (apt-get install postgresql-client)')];

  const site = await startSite({ database: await freshDatabase(DB), members: WALLETS });
  const floor = await startFloorWallet(await freshDatabase(FLOOR_DB), {
    secret: site.prep.secret,
    wallets: WALLETS,
    poolSize: CLIENTS,
  });
  let result;
  let floorResult;
  let spread: number;
  let hot: number;
  try {
    const client = new VendorClient(site.baseUrl, site.prep.secret, CLIENTS);
    const floorClient = new VendorClient(floor.baseUrl, site.prep.secret, CLIENTS);
    const players = await authenticatePlayers(client, site.prep);
    // pgbench runs right before and after the bets while the site is up, so both sides of each ratio
    // are measured in the same window of a machine whose load may change.
    spread = await pgbenchTps({ scale: 10, clients: CLIENTS, seconds: LOAD_SECONDS });
    result = await betLoop(client, players, { clients: CLIENTS, seconds: LOAD_SECONDS, label: 'p1' });
    floorResult = await betLoop(floorClient, floor.players, {
      clients: CLIENTS,
      seconds: LOAD_SECONDS,
      label: 'floor',
    });
    hot = await pgbenchTps({ scale: 1, clients: CLIENTS, seconds: LOAD_SECONDS });
    client.close();
    floorClient.close();
  } finally {
    floor.stop();
    await site.stop();
    await dropDatabase(DB);
    await dropDatabase(FLOOR_DB);
  }
  const rate = result.bets / result.seconds;
  const p99Met = result.p99 <= P99_BUDGET_MS;
  const verdict = (ratio: number, floor: number) => (ratio >= floor && p99Met ? 'met' : 'missed');
  const bets = `${fmt(rate)} bets/s over ${fmt(WALLETS)} wallets (p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms)`;
  const floorRate = floorResult.bets / floorResult.seconds;
  return [
    {
      id: 'P1',
      what: `${what}: wallets spread (pgbench scale 10)`,
      measured: `${bets}; pgbench ${fmt(spread)} tps`,
      figure: (rate / spread).toFixed(3),
      budget: `≥ ${SPREAD_BUDGET}, p99 ≤ ${P99_BUDGET_MS} ms`,
      verdict: verdict(rate / spread, SPREAD_BUDGET),
    },
    {
      id: 'P1',
      what: `${what}: one hot house row (pgbench scale 1, one branch row)`,
      measured: `same bets (each posts to house:game_revenue); pgbench ${fmt(hot)} tps`,
      figure: (rate / hot).toFixed(3),
      budget: `≥ ${HOT_BUDGET}, p99 ≤ ${P99_BUDGET_MS} ms`,
      verdict: verdict(rate / hot, HOT_BUDGET),
    },
    {
      id: 'P1',
      what: `${what}: the floor, a bare node:http wallet (signature, JSON, one autocommitted UPDATE + INSERT a call)`,
      measured: `${fmt(floorRate)} bets/s (p50 ${floorResult.p50.toFixed(1)} ms, p99 ${floorResult.p99.toFixed(1)} ms); the site reaches ${(rate / floorRate).toFixed(2)} of it`,
      figure: (floorRate / spread).toFixed(3),
      budget: 'reference: the most any HTTP wallet in Node reaches here',
      verdict: 'info',
    },
  ];
}
