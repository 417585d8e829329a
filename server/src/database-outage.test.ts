import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCategories } from './db/schema.ts';
import { adminQuery } from './test/global-setup.ts';
import { startTcpProxy, type TTcpProxy } from './test/tcp-proxy.ts';
import { startTestApp, type TTestApp } from './test/test-app.ts';

// The database going away under a running server (a restart, a fail-over, a proxy's idle time-out) must not take the
// server down: calls answer 503 meanwhile, and it serves again when the database is back. The server reaches its
// PostgreSQL database through a proxy the test can cut; PGlite lives in the process, so this runs on PostgreSQL only.
const adminUrl = process.env.DATABASE_URL;

const until = async (condition: () => boolean, what: string) => {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 5000) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!adminUrl)('the database goes away and comes back (skipped without DATABASE_URL)', () => {
  let proxy: TTcpProxy;
  let t: TTestApp;
  const unavailable = { success: false, statusCode: 503, messageKey: API_ERROR_KEY.databaseUnavailable };

  beforeAll(async () => {
    const server = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await startTestApp({}, { databasePort: proxy.port });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await t?.close();
    await proxy?.close();
  });

  it('connections the database ends are dropped; the server stays up and serves on', async () => {
    const store = t.client();
    await store.logOn('store');
    expect((await store.get('/Portal/GetPortalData')).status).toBe(200);

    const database = new URL(t.env.databaseUrl!).pathname.slice(1);
    const { rowCount: ended } = await adminQuery(
      adminUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
    );
    expect(ended).toBeGreaterThan(0);
    await until(() => t.logs.some((line) => line.includes('An idle PostgreSQL connection was lost')), 'the pool');

    // A call that lands on a connection whose end is not yet reported answers 503 (try again), never 500; the pool
    // drops it, and calls are served again on new connections.
    const answers: { status: number; body: unknown }[] = [];
    for (let attempt = 0; attempt < 20 && answers.at(-1)?.status !== 200; attempt += 1) {
      answers.push(await store.get('/Portal/GetPortalData'));
    }
    expect(answers.at(-1)?.status).toBe(200);
    for (const refused of answers.slice(0, -1)) expect(refused.body).toMatchObject(unavailable);
  });

  it('while it is away every call answers 503 and changes nothing; when it is back the server serves again', async () => {
    const store = t.client();
    await store.logOn('store');
    const category = { itemCategory: { CategoryName: 'While Away' } };
    // Category names are kept in capitals.
    const saved = () => t.db.select().from(itemCategories).where(eq(itemCategories.name, 'WHILE AWAY'));

    await proxy.cut();
    const health = await store.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject(unavailable);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect((await store.get('/Portal/GetPortalData')).body).toMatchObject(unavailable);
    expect((await store.post('/Item/AddItemCategory', category)).body).toMatchObject(unavailable);
    expect((await store.post('/Item/GetItems', { PageRowCount: 25 })).body).toMatchObject(unavailable);

    await proxy.restore();
    expect((await store.get('/healthz')).status).toBe(200);
    // The session outlived the outage, and the refused save wrote nothing; the same save now goes through.
    expect((await store.get('/Portal/GetPortalData')).status).toBe(200);
    expect(await saved()).toEqual([]);
    expect((await store.post('/Item/AddItemCategory', category)).status).toBe(200);
    expect(await saved()).toHaveLength(1);
  });
});
