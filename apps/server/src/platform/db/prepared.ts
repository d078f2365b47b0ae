import type { Db } from './client.js';

/**
 * A named statement built once per database handle and then only executed: drizzle builds the SQL of a
 * query on every `.prepare()`, which on a hot autocommitted call cost more than sending it.
 */
export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
