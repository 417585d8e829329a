import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test/test-app.ts';

// A web build as Vite writes it: hashed files under assets/, each compressible file with .br and .gz beside it.
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-C0ffee12.js"></script></head></html>';
const ASSET_JS = `export const portal = ${JSON.stringify('merchant portal '.repeat(200))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>';
const ASSET = '/assets/index-C0ffee12.js';

let t: TTestApp;
let webDist: string;

const writeWithCopies = async (file: string, text: string) => {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, gzipSync(text));
};

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-web-dist-'));
  await writeWithCopies(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeWithCopies(path.join(webDist, ASSET), ASSET_JS);
  await fs.writeFile(path.join(webDist, 'favicon.svg'), FAVICON);
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

type TRawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Plain HTTP without fetch's automatic decompression: the test sees the exact bytes the server sent. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<TRawResponse>((resolve, reject) => {
    http
      .get(`${t.baseUrl}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const fileBytes = (file: string) => fs.readFile(path.join(webDist, file));

describe('precompressed assets', () => {
  it.each([
    ['br, gzip', 'br', `${ASSET}.br`],
    ['gzip, deflate', 'gzip', `${ASSET}.gz`],
    ['identity', undefined, ASSET],
  ])('Accept-Encoding %s → %s', async (acceptEncoding, encoding, sentFile) => {
    const r = await rawGet(ASSET, { 'accept-encoding': acceptEncoding });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(encoding);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body.equals(await fileBytes(sentFile))).toBe(true);
  });

  it('without Accept-Encoding sends the file as it is', async () => {
    const r = await rawGet(ASSET);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe(ASSET_JS);
  });

  it('hashed assets are cached for a year, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const r = await rawGet(ASSET, { 'accept-encoding': acceptEncoding });
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the page', () => {
  it('/ is index.html, compressed, revalidated on every visit', async () => {
    const r = await rawGet('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body.equals(await fileBytes('index.html.br'))).toBe(true);
  });

  it('a deep link into the portal is index.html with no-cache', async () => {
    const r = await rawGet('/Portal/NewIndex/menu/categoriesoritems/items', { accept: 'text/html' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body.toString()).toBe(INDEX_HTML);
  });

  it('an unhashed file (favicon) is revalidated, not cached for a year', async () => {
    const r = await rawGet('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body.toString()).toBe(FAVICON);
  });
});

describe('API responses are never stored', () => {
  it('a JSON answer', async () => {
    const r = await t.client().get('/Account/GetVersion');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it("a signed-in user's data", async () => {
    const c = t.client();
    await c.logOn('store');
    const r = await c.get('/Portal/GetPortalData');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('an error, a 404 body and a redirect', async () => {
    const c = t.client();
    const refused = await c.get('/Portal/GetPortalData');
    expect(refused.status).toBe(401);
    const missing = await c.get('/Item/NoSuchCall');
    expect(missing.status).toBe(404);
    const missingAsset = await c.get('/assets/index-Gone0000.js');
    expect(missingAsset.status).toBe(404);
    const redirect = await c.get('/Account/LogOn', { headers: { accept: 'text/html' } });
    expect(redirect.status).toBe(302);
    for (const r of [refused, missing, missingAsset, redirect]) expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('every documented route, signed in or not, whatever it answers', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(docs.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })))
      // LogOff last: it ends the signed-in session the other calls use.
      .sort((a, b) => Number(a.url === '/Account/LogOff') - Number(b.url === '/Account/LogOff'));
    expect(routes.length).toBeGreaterThan(50);
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    const signedIn = t.client();
    await signedIn.logOn('store');
    const statuses = new Set<number>();
    for (const { method, url } of routes)
      for (const c of [anonymous, signedIn]) {
        // An empty body: most calls refuse it, which is the point as much as the answers that succeed.
        const r = await c.request(method, url, method === 'GET' ? {} : { json: {} });
        statuses.add(r.status);
        expect(r.headers.get('cache-control'), `${method} ${url} → ${r.status}`).toBe('no-store');
      }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403]));
  });
});
