/**
 * The real server as the bench measures it, in its own process: builds the app (migrations, demo seed)
 * on the database it is given, prepares bench members through the services, writes what the load
 * needs (vendor secret, launch tokens, session tokens) to BENCH_PREP_OUT, listens, then says READY.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/server/src/app.js';
import { accountKey } from '../../apps/server/src/modules/wallet/ledger/index.js';
import { parseConfig } from '../../apps/server/src/platform/config.js';
import { openPglite, openPostgres } from '../../apps/server/src/platform/db/client.js';
import { BENCH_GAME, BENCH_VENDOR, type Prep } from './prep.js';
import { mapLimit } from './tools.js';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const port = env('BENCH_PORT');
const target = env('BENCH_DATABASE');
const memberCount = Number(env('BENCH_MEMBERS', '0'));
const config = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // The catalogue and settings the figures read are the demo data's.
  SEED_DEMO: 'true',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST_DIR: env('BENCH_WEB_DIST', 'apps/web/dist'),
  // Every request of the load comes from one address: the per-address limit would measure itself.
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
});
// BENCH_TRACE_QUERIES=<file>: every statement the server sends to PostgreSQL, one a line (round trips).
if (process.env.BENCH_TRACE_QUERIES) traceQueries(process.env.BENCH_TRACE_QUERIES);
const database =
  target === 'pglite' ? openPglite(env('BENCH_DATA_DIR')) : openPostgres(target, config.DATABASE_POOL_MAX);
const app = await buildApp({ config, db: database });
await app.ready();

const ids = Array.from({ length: memberCount }, (_, i) => i);
const memberIds = await mapLimit(ids, 8, async (i) => {
  const row = await app.services.member.insert(
    {
      username: `bench${i}`,
      passwordHash: null,
      passwordChangedAt: new Date(),
    },
    app.database.db,
  );
  const cents = 100_000_000n;
  await app.database.db.transaction((tx) =>
    app.services.wallet.ledger.post(tx, {
      idempotencyKey: `bench-fund:${row.id}`,
      kind: 'adjust',
      memberId: row.id,
      actor: 'system',
      postings: [
        { accountKey: accountKey.cash(row.id), amount: cents },
        { accountKey: accountKey.house('adjustments'), amount: -cents },
      ],
    }),
  );
  return row.id;
});
// Issued once every member exists: a launch token lives two minutes, less than a slow machine's prep.
const members = await mapLimit(memberIds, 8, async (id) => ({
  id,
  launchToken: await app.services.launchTokens.issueLaunchToken(id, BENCH_VENDOR, BENCH_GAME),
}));
const bearers = await mapLimit(members.slice(0, 20), 4, (m) =>
  app.services.session.tokens.issue(app.database.db, m.id, 'session', { ip: '127.0.0.1', userAgent: null }),
);
const prep: Prep = {
  secret: app.services.vendorWallet.secretOf({ vassalage: BENCH_VENDOR }),
  members,
  bearers,
};
writeFileSync(env('BENCH_PREP_OUT'), JSON.stringify(prep));

await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('READY');

// BENCH_CPU_PROF=<file>: a CPU profile of the server under the load, written when it stops.
const profile = process.env.BENCH_CPU_PROF ? await startProfile(process.env.BENCH_CPU_PROF) : null;

const stop = () => {
  void (profile ?? (() => Promise.resolve()))()
    .then(() => app.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

async function startProfile(path: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile: result } = await session.post('Profiler.stop');
    writeFileSync(path, JSON.stringify(result));
  };
}

function traceQueries(path: string): void {
  const prototype = pg.Client.prototype as unknown as {
    query: (this: pg.Client, ...args: unknown[]) => unknown;
  };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    appendFileSync(path, `${(text ?? '?').replace(/\s+/g, ' ').slice(0, 300)}\n`);
    return query.apply(this, args);
  };
}
