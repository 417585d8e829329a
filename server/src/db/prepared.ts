import type { TDb } from './create-db.ts';

/**
 * The texts of the statements our code prepares by name: drizzle's `.prepare()` built here and `queryPrepared`. The
 * PGlite client keeps exactly these as named statements, as node-postgres does on a PostgreSQL server.
 */
const preparedTexts = new Set<string>();

export const rememberPreparedText = (text: string): void => void preparedTexts.add(text);
export const isPreparedText = (text: string): boolean => preparedTexts.has(text);

/** Remembers the text of a drizzle prepared query (anything else a builder returns has none). */
function rememberPrepared(query: unknown) {
  const getQuery = (query as { getQuery?: () => { sql: string } } | null)?.getQuery;
  if (typeof getQuery === 'function') rememberPreparedText(getQuery.call(query).sql);
}

/**
 * Builds a query once per database handle and reuses it. On hot paths (every request's session, every page's
 * portal data) drizzle's query building costs more CPU than the database round trip; a prepared query skips it.
 */
export function perDb<T>(build: (db: TDb) => T): (db: TDb) => T {
  const single = perDbVariant(
    () => '',
    (db) => build(db),
  );
  return (db) => single(db, undefined);
}

/**
 * perDb for a family of queries that differ in shape (which filters a request uses): built once per database handle
 * and variant key; the key also names the prepared statement, so each shape keeps its own plan in PostgreSQL.
 */
export function perDbVariant<V, T>(
  keyOf: (variant: V) => string,
  build: (db: TDb, variant: V, key: string) => T,
): (db: TDb, variant: V) => T {
  const built = new WeakMap<TDb, Map<string, T>>();
  return (db, variant) => {
    let queries = built.get(db);
    if (queries === undefined) {
      queries = new Map();
      built.set(db, queries);
    }
    const key = keyOf(variant);
    let query = queries.get(key);
    if (query === undefined) {
      query = build(db, variant, key);
      rememberPrepared(query);
      queries.set(key, query);
    }
    return query;
  };
}
