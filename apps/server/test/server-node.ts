/**
 * One server node for the two-node test, run as its own process by tsx: the whole app on the given
 * PORT, DATABASE_URL and REDIS_URL, plus a proof job every 2 s that records each run. The run that
 * takes a `job_proof_stall` row stalls after its effect, as the run of a node killed mid-run would.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { recordProofRun } from './job-proof.js';
import { testConfig } from './build-test-app.js';

const node = process.env.NODE_NAME ?? 'node';
const config = testConfig({
  PORT: process.env.PORT ?? '0',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  JOB_POLL_SECONDS: '0.5',
  JOB_MAINTENANCE_SECONDS: '1',
});
const app = await buildApp({ config });
const db = app.database.db;

app.jobs.every(
  'node-proof',
  2,
  async (context) => {
    await recordProofRun(db, 'node-proof', node, context);
    // The first run to find the stall order unclaimed claims it (whichever node that is) and hangs.
    const { rows } = (await db.execute(
      sql`UPDATE job_proof_stall SET node = ${node}, period = ${context.period.toISOString()}
          WHERE node IS NULL RETURNING 1`,
    )) as { rows: unknown[] };
    if (rows.length > 0) await new Promise(() => undefined);
  },
  { expireSeconds: 3, retryDelaySeconds: 1 },
);

await app.listen({ host: '127.0.0.1', port: config.PORT });
process.stdout.write(`listening ${node}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
