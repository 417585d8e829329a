import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createDb } from './create-db.ts';

const adminUrl = process.env.DATABASE_URL;

/** A local port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('starting against a PostgreSQL server that does not answer', () => {
  it('retries with backoff for a bounded time, then names the server and the reason', async () => {
    const port = await closedPort();
    const warnings: string[] = [];
    const started = Date.now();
    await expect(
      createDb(
        { dataDir: '', databaseUrl: `postgres://portal:secret@127.0.0.1:${port}/portal` },
        { warn: (message) => warnings.push(message), reachWithinMs: 2000 },
      ),
    ).rejects.toThrow(
      new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port} does not answer: .*ECONNREFUSED.*\\(3 attempts over`),
    );
    expect(Date.now() - started).toBeLessThan(4000);
    // 0.5 s, then 1 s: two waits fit in 2 s, each announced with the reason; the password is never printed.
    expect(warnings).toEqual([
      expect.stringMatching(/does not answer \(.*ECONNREFUSED.*\); trying again in 0\.5 s\.$/),
      expect.stringMatching(/trying again in 1 s\.$/),
    ]);
    expect(warnings.join('\n')).not.toContain('secret');
  });
});

describe.skipIf(!adminUrl)('starting on PostgreSQL (skipped without DATABASE_URL)', () => {
  const proxies: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
  });

  it('a server that comes back while the start waits is used', async () => {
    const server = new URL(adminUrl!);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    proxies.push(proxy);
    await proxy.cut();
    const viaProxy = new URL(adminUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const warnings: string[] = [];
    const starting = createDb(
      { dataDir: '', databaseUrl: viaProxy.toString() },
      { warn: (message) => warnings.push(message), reachWithinMs: 10_000 },
    );
    setTimeout(() => void proxy.restore(), 700);
    const handle = await starting;
    await handle.close();
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('a refusal (no such database) ends the start at once, naming the server', async () => {
    const missing = new URL(adminUrl!);
    missing.pathname = `/mp_missing_${randomBytes(4).toString('hex')}`;
    await expect(createDb({ dataDir: '', databaseUrl: missing.toString() }, { warn: () => undefined })).rejects.toThrow(
      /^PostgreSQL at .+:\d+ refused the connection: 3D000 .*does not exist/,
    );
  });
});
