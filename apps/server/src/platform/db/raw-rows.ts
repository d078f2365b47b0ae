import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The rows of a raw query; both drivers answer `{ rows }`. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
