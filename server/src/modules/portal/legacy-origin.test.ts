import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

const LEGACY = 'https://legacy.example.com';

let unset: TTestApp;
let configured: TTestApp;
beforeAll(async () => {
  unset = await startTestApp();
  // Written with a trailing slash and upper case: the portal hands out the browser's spelling of the origin.
  configured = await startTestApp({ LEGACY_ORIGIN: 'https://Legacy.Example.com/' });
});
afterAll(async () => {
  await unset?.close();
  await configured?.close();
});

const frameSrc = (csp: string | null) =>
  csp
    ?.split(';')
    .find((d) => d.trim().startsWith('frame-src'))
    ?.trim();

describe('LEGACY_ORIGIN', () => {
  it('unset: GetPortalData says null and the CSP frames this origin only', async () => {
    const c = unset.client();
    await c.logOn('store');
    const r = await c.get('/Portal/GetPortalData');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ legacyOrigin: null });
    expect(frameSrc(r.headers.get('content-security-policy'))).toBe("frame-src 'self'");
  });

  it('set: GetPortalData carries the origin and the CSP allows framing it', async () => {
    const c = configured.client();
    await c.logOn('store');
    const r = await c.get('/Portal/GetPortalData');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ legacyOrigin: LEGACY });
    expect(frameSrc(r.headers.get('content-security-policy'))).toBe(`frame-src 'self' ${LEGACY}`);
  });

  it('needs a session like the rest of the portal data', async () => {
    expect((await configured.client().get('/Portal/GetPortalData')).status).toBe(401);
  });
});
