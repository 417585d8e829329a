import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors.ts';

/** Vite writes every hashed file under /assets/: a new build gives them new names, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so browsers check it every time (a cheap 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** API answers are per user and per moment; nothing may keep them. */
const NO_STORE = 'no-store';

/**
 * Serves the web build from `webDist`: the Brotli or gzip copy the build wrote beside each file when the browser
 * accepts it, hashed assets cached for a year, everything else (index.html, the SPA's deep links, public/ files)
 * revalidated. Every other response (JSON, errors, exports, redirects) is `no-store` unless its route chose a
 * Cache-Control itself. Without a build only the API is served.
 */
export async function registerStaticDelivery(app: FastifyInstance, webDist: string): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      // Cache-Control is set below per file, so send's default (public, max-age=0) never goes out.
      cacheControl: false,
      // `file` is the one actually sent (main-abc.js.br for main-abc.js), in the build folder.
      setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
    });
    // The static wildcard would answer / as a directory listing (403); the login page lives there.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  } else {
    app.log.warn({ webDist }, 'web build not found: serving the API only (run npm run build)');
  }
  app.setNotFoundHandler(async (request, reply) => {
    // Deep links into the single-page app (/Portal/NewIndex/mystore …) get its page; API calls get a 404 body.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage) return reply.sendFile('index.html');
    return reply.code(404).send(notFoundBody());
  });
}
