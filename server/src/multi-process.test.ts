import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo/seed.ts';
import { adminQuery } from './test/global-setup.ts';
import { startServerProcess, type TServerProcess } from './test/server-process.ts';
import type { TestClient } from './test/test-app.ts';

// Two server processes on one PostgreSQL database, as behind a load balancer: whatever one process knows about a
// browser (session, CSRF secret, failed sign-ins) must be in the database, so the other honours it. PGlite is one
// process by design (the second is refused), so this runs only when DATABASE_URL names a PostgreSQL server.
const adminUrl = process.env.DATABASE_URL;

/** The same browser (cookie jar and CSRF token) sending its next request to the other process. */
function sameBrowserOn(server: TServerProcess, browser: TestClient): TestClient {
  const moved = server.client();
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  moved.csrfToken = browser.csrfToken;
  return moved;
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database (skipped without DATABASE_URL)', () => {
  const database = `mp_t_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let a: TServerProcess;
  let b: TServerProcess;

  beforeAll(async () => {
    await adminQuery(adminUrl!, `create database ${database}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-two-processes-'));
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      PUBLIC_URL: 'http://portal.test',
    };
    // Started together on an empty database: migrations and demo seeding must happen once, not collide.
    [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'a') }),
      startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'b') }),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(adminUrl!, `drop database if exists ${database} with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a session made on A is honoured by B, with the CSRF token A issued; a LogOff on A ends it on B', async () => {
    const onA = a.client();
    expect((await onA.logOn('store')).body).toMatchObject({ success: true, errorCode: null });
    const onB = sameBrowserOn(b, onA);

    const portal = await onB.get('/Portal/GetPortalData');
    expect(portal.status).toBe(200);
    expect(portal.body).toMatchObject({ userName: 'store' });
    const items = await onB.post('/Item/GetItems', { PageRowCount: 5 });
    expect(items.status).toBe(200);
    expect(items.body.ResultSet).toHaveLength(5);
    // B checks the token rather than waving every POST through.
    expect((await onB.post('/Item/GetItems', {}, { csrf: 'forged' })).status).toBe(403);

    expect((await onA.post('/Account/LogOff')).body).toEqual({ success: true });
    expect((await onB.get('/Portal/GetPortalData')).status).toBe(401);
    expect((await onB.post('/Item/GetItems', {})).status).toBe(401);
  });

  it('wrong passwords sent alternately to A and B lock the account on both', async () => {
    const onA = a.client();
    // A pre-session CSRF token from A, accepted by B too.
    await onA.fetchCsrf();
    const onB = sameBrowserOn(b, onA);
    const wrong = { username: 'lockme', password: 'Wrong#Pass1' };
    const codes: string[] = [];
    for (const browser of [onA, onB, onA, onB, onA])
      codes.push((await browser.post('/Account/LogOn', wrong)).body.errorCode);
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    for (const browser of [onA, onB])
      expect(
        (await browser.post('/Account/LogOn', { username: 'lockme', password: DEMO_PASSWORD })).body,
      ).toMatchObject({ success: false, errorCode: 'L' });
  });
});
