import type { TDb } from './create-db.ts';

/**
 * Builds a query once per database handle and reuses it. On hot paths (every request's session, every page's
 * portal data) drizzle's query building costs more CPU than the database round trip; a prepared query skips it.
 */
export function perDb<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
