import pg from 'pg';
import type { Database } from '../db/client.js';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** The `db` pg-boss runs on, and which the job history reads. */
export interface JobDb {
  /** Several statements in one text when `values` is empty (pg-boss's locked maintenance blocks). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Waits for the statements under way, then lets the pool go; a statement sent later never answers. */
  close(): Promise<void>;
}

/**
 * On PostgreSQL the queue has a small pool of its own on the same database, so request traffic never
 * starves its polling and maintenance. On PGlite it shares the one connection: PGlite queues each
 * statement behind any open transaction, which is what keeps a job's statements out of a request's.
 */
export function openJobDb(database: Database, poolSize: number): JobDb {
  const { connection } = database;
  if (connection.driver === 'pglite') {
    const { client } = connection;
    return tracked(async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  }
  const pool = new pg.Pool({
    connectionString: connection.url,
    max: poolSize,
    application_name: 'swerte-jobs',
  });
  // An idle connection dropped by a server restart is replaced by the pool; without a listener it would crash.
  pool.on('error', () => undefined);
  return tracked(
    (text, values) => pool.query(text, values),
    () => pool.end(),
  );
}

/**
 * pg-boss writes a finished job's state without awaiting it; closing the connection under such a write
 * would fail it after the app has closed. Statements are counted so that close() waits for them.
 * A run that outlives the shutdown's grace has already been failed by pg-boss, so its late "complete"
 * must change nothing: after close a statement stays unanswered (no rows would be read as a result,
 * an error would surface as an unhandled rejection, since pg-boss does not await that write).
 */
function tracked(
  run: (text: string, values?: unknown[]) => Promise<SqlResult>,
  end: () => Promise<void> = () => Promise.resolve(),
): JobDb {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return new Promise<SqlResult>(() => undefined);
      const result = run(text, values);
      const settled = result.catch(() => undefined);
      inFlight.add(settled);
      void settled.finally(() => inFlight.delete(settled));
      return result;
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.all(inFlight);
      await end();
    },
  };
}
