import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { TApp } from '../app-types.ts';
import { readEnv, type TEnv } from '../config.ts';
import { createDb, type TDb } from '../db/create-db.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { adminQuery, databaseUrlFor } from './global-setup.ts';

export type TResponse<T = any> = { status: number; body: T; text: string; headers: Headers };

type TRequestOptions = {
  /** JSON body; `form` sends application/x-www-form-urlencoded instead. */
  json?: unknown;
  form?: Record<string, string>;
  /** true (default for unsafe methods): send the jar's CSRF token; false: none; a string: that value. */
  csrf?: boolean | string;
  headers?: Record<string, string>;
};

/** A browser-like client: a cookie jar, the CSRF header on unsafe calls, no automatic redirects. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, url: string, options: TRequestOptions = {}): Promise<TResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const unsafe = method !== 'GET' && method !== 'HEAD';
    const csrf = options.csrf ?? unsafe;
    if (typeof csrf === 'string') headers['x-csrf-token'] = csrf;
    else if (csrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.baseUrl + url, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (redirects, pages): the text is the body.
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get = <T = any>(url: string, options?: TRequestOptions) => this.request<T>('GET', url, options);
  post = <T = any>(url: string, json?: unknown, options?: TRequestOptions) =>
    this.request<T>('POST', url, { ...(json === undefined ? {} : { json }), ...options });

  async fetchCsrf(): Promise<string> {
    const r = await this.request('POST', '/Account/GetCsrfToken', { csrf: false });
    this.csrfToken = r.body.tokenHeaderValue as string;
    return this.csrfToken;
  }

  /** Signs in and fetches the session-bound CSRF token, as the web does. */
  async logOn(username: string, password = DEMO_PASSWORD): Promise<TResponse> {
    await this.fetchCsrf();
    const r = await this.post('/Account/LogOn', { username, password });
    await this.fetchCsrf();
    return r;
  }
}

export type TTestApp = {
  app: TApp;
  baseUrl: string;
  db: TDb;
  env: TEnv;
  logs: string[];
  client: () => TestClient;
  close: () => Promise<void>;
};

/**
 * Starts the real app on an ephemeral port with a fresh, seeded database: a copy of global-setup.ts's seeded PGlite
 * data directory, or, when DATABASE_URL is set, a clone of its seeded template database on that server (dropped on
 * close). Either way the data is what seeding writes, without migrating and seeding per file.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  /** On PostgreSQL: reach the cloned database through this local port (a test's proxy) instead of directly. */
  { databasePort }: { databasePort?: number } = {},
): Promise<TTestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-test-'));
  const template = inject('seededTemplate');
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (template.kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('global setup made a PostgreSQL template, but DATABASE_URL is not set here');
    const name = `mp_t_${randomBytes(6).toString('hex')}`;
    // The seeded template (115 MB) is never written after global setup: copying its files took 0.6-0.7 s a clone
    // on PostgreSQL 15, against 1.4-2.3 s for the default WAL_LOG strategy, which writes every block to the WAL.
    const strategy = template.fileCopy ? ' strategy file_copy' : '';
    await adminQuery(adminUrl, `create database ${name} template ${template.database}${strategy}`);
    databaseUrl = databaseUrlFor(adminUrl, name);
    if (databasePort) {
      const viaPort = new URL(databaseUrl);
      viaPort.hostname = '127.0.0.1';
      viaPort.port = String(databasePort);
      databaseUrl = viaPort.toString();
    }
    dropDatabase = async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  } else await fs.cp(template.dataDir, dataDir, { recursive: true });
  const env = readEnv({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_RECEIPT_EMAIL_PER_SESSION_PER_MINUTE: '100000',
    RATE_LIMIT_RECEIPT_EMAIL_PER_ADDRESS_PER_HOUR: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://portal.test',
    // Tests drive the job runner themselves (app.jobs.tick at controlled instants); no timer runs behind them.
    REPORT_SCHEDULER: 'off',
    ...overrides,
  });
  const logs: string[] = [];
  // Migrations find nothing to do on the seeded copy; they run as at a real start.
  const handle = await createDb(env, { warn: (message) => logs.push(message) });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ env, db: handle.db, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    baseUrl,
    db: handle.db,
    env,
    logs,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
