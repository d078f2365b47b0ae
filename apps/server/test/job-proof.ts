import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.js';

/**
 * A job's effect made countable: every run writes a row (who ran which period, which attempt), and the
 * effect a paying job would have is a row keyed by period, written ON CONFLICT DO NOTHING.
 */
export async function createProofTables(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS job_proof_runs (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, job text NOT NULL, period timestamptz NOT NULL,
    node text NOT NULL, attempt int NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS job_proof_effects (
    job text NOT NULL, period timestamptz NOT NULL, node text NOT NULL, PRIMARY KEY (job, period))`);
}

export async function recordProofRun(
  db: Db,
  job: string,
  node: string,
  context: { period: Date; attempt: number },
): Promise<void> {
  const period = context.period.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO job_proof_runs (job, period, node, attempt) VALUES (${job}, ${period}, ${node}, ${context.attempt})`,
    );
    await tx.execute(
      sql`INSERT INTO job_proof_effects (job, period, node) VALUES (${job}, ${period}, ${node}) ON CONFLICT DO NOTHING`,
    );
  });
}

interface ProofRow extends Record<string, unknown> {
  period: string;
  node: string;
  attempt: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The rows of a raw query, on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export async function proofRuns(db: Db, job: string): Promise<ProofRow[]> {
  return rowsOf<ProofRow>(
    await db.execute(
      sql`SELECT to_char(period AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS period, node, attempt
          FROM job_proof_runs WHERE job = ${job} ORDER BY id`,
    ),
  );
}

export async function proofEffects(db: Db, job: string): Promise<ProofRow[]> {
  return rowsOf<ProofRow>(
    await db.execute(
      sql`SELECT to_char(period AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS period, node
          FROM job_proof_effects WHERE job = ${job} ORDER BY period`,
    ),
  );
}

/** Polls `check` every 100 ms until it holds or `timeoutMs` passes; answers whether it held. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}
