import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_DIR, type TEnv } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { isDatabaseUnreachable, reasonOf } from './database-errors.ts';
import { namedStatementClient } from './pglite-statements.ts';
import { isPreparedText, rememberPreparedText } from './prepared.ts';
import * as schema from './schema.ts';

/** One handle type for both drivers: the pg-core surface they share. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type TDbTransaction = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbHandle = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Runs start-up work (migrations, demo seeding) in one process at a time among those sharing the database. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** Names the advisory lock that serializes start-up work; PostgreSQL's hashtext turns it into the lock's key. */
const STARTUP_LOCK = 'merchant-portal:start-up';

/**
 * Several server processes may start at once on one PostgreSQL database (a deployment, a restart behind a proxy);
 * two migrations or two demo seedings at once would collide, so they wait for one another on an advisory lock held
 * by a connection of its own.
 */
const exclusiveOn =
  (pool: pg.Pool) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };

export type TDbOptions = {
  /** Where the connection reports what happens on its own (an idle connection lost, a retry at start). */
  warn?: (message: string) => void;
  /** How long a start waits for an unreachable PostgreSQL server, retrying with backoff. */
  reachWithinMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `127.0.0.1:5432`: the server a DATABASE_URL names, for messages (never its password). */
const serverOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
};

/**
 * Waits until the PostgreSQL server answers: a server that is down or restarting is retried with backoff until
 * `withinMs` has passed; a refusal (wrong password, no such database) ends the start at once. Either way the message
 * names the server and the driver's reason.
 */
async function reachServer(pool: pg.Pool, databaseUrl: string, warn: (message: string) => void, withinMs: number) {
  const started = Date.now();
  for (let attempt = 1, delayMs = 500; ; attempt++, delayMs = Math.min(delayMs * 2, 8000)) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      const where = `PostgreSQL at ${serverOf(databaseUrl)}`;
      if (!isDatabaseUnreachable(error)) throw new Error(`${where} refused the connection: ${reasonOf(error)}`);
      const waitedMs = Date.now() - started;
      if (waitedMs + delayMs > withinMs)
        throw new Error(
          `${where} does not answer: ${reasonOf(error)} (${attempt} attempts over ${Math.round(waitedMs / 1000)} s).`,
        );
      warn(`${where} does not answer (${reasonOf(error)}); trying again in ${delayMs / 1000} s.`);
      await sleep(delayMs);
    }
  }
}

/** Embedded PGlite under DATA_DIR/pglite unless DATABASE_URL names a PostgreSQL server; migrations run first. */
export async function createDb(
  env: Pick<TEnv, 'dataDir' | 'databaseUrl'>,
  { warn = (message) => console.warn(message), reachWithinMs = 60_000 }: TDbOptions = {},
): Promise<TDbHandle> {
  if (env.databaseUrl) {
    // A connect that hangs (a host that drops packets) fails after 10 s, so a call answers 503 instead of waiting.
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ends (a restart, a fail-over, pg_terminate_backend, a proxy's idle time-out) is
    // reported here and dropped from the pool; without a listener the process would exit.
    pool.on('error', (error) =>
      warn(`An idle PostgreSQL connection was lost (${reasonOf(error)}); the next call opens a new one.`),
    );
    const db = drizzleNodePg({ client: pool, schema });
    const exclusive = exclusiveOn(pool);
    try {
      await reachServer(pool, env.databaseUrl, warn, reachWithinMs);
      await exclusive(() => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as TDb, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  const release = acquireDataDirLock(env.dataDir);
  try {
    const client = await PGlite.create(path.join(env.dataDir, 'pglite'));
    // drizzle calls only query() and transaction() of its client, which this one answers as PGlite does.
    const db = drizzlePglite({ client: namedStatementClient(client, isPreparedText) as PGlite, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as TDb,
      kind: 'pglite',
      // The data-directory lock already keeps every other process out.
      exclusive: (work) => work(),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows for a hot raw query (a grid's page): a named prepared statement, named after its text, so every call of
 * the same shape reuses one parse and, once PostgreSQL finds it no worse, one generic plan, where an unnamed statement
 * is parsed and planned on every call. Only for statements whose text depends on the request's shape, never on its
 * values (those stay parameters), or each connection would keep a statement per value.
 */
export async function queryPrepared<T>(db: TDb | TDbTransaction, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  rememberPreparedText(built.sql);
  const name = `q_${createHash('sha1').update(built.sql).digest('hex')}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

export async function isDbReady(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
