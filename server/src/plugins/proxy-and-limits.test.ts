import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test/test-app.ts';

// A deployment behind a TLS-terminating proxy, with a small sign-in limit so the limit is reachable in a test.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

const sessionCookie = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('mp_sid='));

describe('behind a proxy', () => {
  it.each([
    ['https', true],
    ['http', false],
  ])('x-forwarded-proto %s → Secure cookie: %s', async (proto, secure) => {
    const c = t.client();
    await c.fetchCsrf();
    const r = await c.post(
      '/Account/LogOn',
      { username: 'store', password: 'Portal#2026' },
      { headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': `203.0.113.${secure ? 1 : 2}` } },
    );
    expect(r.body).toMatchObject({ success: true });
    expect(/;\s*Secure/i.test(sessionCookie(r.headers) ?? '')).toBe(secure);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with an error body past the per-minute limit, per client address', async () => {
    const c = t.client();
    // Each sign-in binds a new CSRF token to its new session, so every attempt fetches one first.
    const attempt = async (ip: string) => {
      await c.fetchCsrf();
      return c.post(
        '/Account/LogOn',
        { username: 'store', password: 'Portal#2026' },
        { headers: { 'x-forwarded-for': ip } },
      );
    };
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.7')).status).toBe(200);
    const limited = await attempt('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429, messageKey: 'common.errors.rateLimited' });
    // Another address still gets through: the limit is per client, not global.
    expect((await attempt('198.51.100.8')).status).toBe(200);
  });

  it('keys on the address the proxy reports, not on what the client writes into X-Forwarded-For', async () => {
    const c = t.client();
    const attempt = async (spoofed: string) => {
      await c.fetchCsrf();
      // The proxy appends the address it saw; whatever the client sent comes before it.
      return c.post(
        '/Account/LogOn',
        { username: 'store', password: 'Portal#2026' },
        { headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.20` } },
      );
    };
    for (let i = 0; i < 3; i++) expect((await attempt(`192.0.2.${i}`)).status).toBe(200);
    expect((await attempt('192.0.2.99')).status).toBe(429);
  });
});
