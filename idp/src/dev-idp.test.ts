import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_IDP_ACCOUNTS, startDevIdp, type TDevIdp } from './dev-idp.ts';

const PORTAL = 'http://localhost:8080';
const REDIRECT_URI = `${PORTAL}/sso/callback`;
const CLIENT_ID = 'merchant-portal';
const AUDIENCE = 'urn:merchant-portal:api';
const TTL = 120;
const [store] = DEV_IDP_ACCOUNTS;
if (!store) throw new Error('no demo account');

let idp: TDevIdp;
let discovery: Record<string, string>;

beforeAll(async () => {
  idp = await startDevIdp({ port: 0, redirectOrigins: [PORTAL], accessTokenTtlSeconds: TTL });
  discovery = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
});
afterAll(() => idp?.close());

/** What a browser does for us: keeps cookies, lets us look at each redirect. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const response = await fetch(new URL(url, idp.issuer), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects inside the identity provider; stops at a page or at a redirect to the portal. */
  async follow(response: Response): Promise<Response | URL> {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const location = new URL(current.headers.get('location') ?? '', idp.issuer);
      if (location.origin !== new URL(idp.issuer).origin) return location;
      current = await this.request(location.href);
    }
    return current;
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function authorizationRequest(overrides: Record<string, string> = {}) {
  const verifier = base64url(randomBytes(32));
  const params = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email offline_access',
    state: base64url(randomBytes(12)),
    nonce: base64url(randomBytes(12)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...overrides,
  };
  return { verifier, params, url: `${discovery.authorization_endpoint}?${new URLSearchParams(params)}` };
}

async function openLoginForm(browser: Browser, overrides: Record<string, string> = {}) {
  const request = authorizationRequest(overrides);
  const page = await browser.follow(await browser.request(request.url));
  if (page instanceof URL) throw new Error(`expected the login page, was redirected to ${page.href}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no login form');
  return { ...request, html, action };
}

async function signIn(browser = new Browser(), overrides: Record<string, string> = {}) {
  const form = await openLoginForm(browser, overrides);
  const credentials = { email: store!.email, password: store!.password };
  const done = await browser.follow(await browser.request(form.action, { form: credentials }));
  if (!(done instanceof URL)) throw new Error(`expected a redirect to the portal, got ${done.status}`);
  return { ...form, callback: done };
}

const post = async (endpoint: string, form: Record<string, string>, origin = PORTAL) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { origin },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
  const text = await response.text();
  // Revocation answers 200 with an empty body.
  return { response, body: text ? JSON.parse(text) : {} };
};

async function tokensFor(flow: Awaited<ReturnType<typeof signIn>>) {
  const { response, body } = await post(discovery.token_endpoint!, {
    grant_type: 'authorization_code',
    code: flow.callback.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT_URI,
    code_verifier: flow.verifier,
  });
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
  return body as { access_token: string; id_token: string; refresh_token: string; expires_in: number; scope: string };
}

const jwks = () => createRemoteJWKSet(new URL(discovery.jwks_uri!));

describe('dev identity provider', () => {
  it('publishes discovery and keys to the portal origin', async () => {
    expect(discovery.issuer).toBe(idp.issuer);
    expect(idp.issuer).toBe(`http://localhost:${idp.port}`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'offline_access']));
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const keys = await fetch(discovery.jwks_uri!, { headers: { origin: PORTAL } });
    expect(keys.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect((await keys.json()).keys[0]).not.toHaveProperty('d');
  });

  it('runs the code flow with PKCE and issues a JWT access token for the portal API', async () => {
    const flow = await signIn();
    expect(flow.html).toContain('Demo Identity Provider — sign in');
    expect(flow.callback.origin + flow.callback.pathname).toBe(REDIRECT_URI);
    expect(flow.callback.searchParams.get('state')).toBe(flow.params.state);
    const tokens = await tokensFor(flow);

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const { payload: access } = await jwtVerify(tokens.access_token, jwks(), {
      issuer: idp.issuer,
      audience: AUDIENCE,
    });
    expect(access).toMatchObject({ sub: store.sub, email: store.email, email_verified: true, client_id: CLIENT_ID });
    expect(access.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(TTL - 5);
    expect(access.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(TTL);
    expect(tokens.expires_in).toBe(TTL);

    const { payload: id } = await jwtVerify(tokens.id_token, jwks(), { issuer: idp.issuer, audience: CLIENT_ID });
    expect(id).toMatchObject({ sub: store.sub, nonce: flow.params.nonce, email: store.email });
  });

  it('renews with the refresh token repeatedly, and revoking it ends the grant', async () => {
    const { refresh_token, access_token, scope } = await tokensFor(await signIn());
    // As oidc-client-ts sends it: the scope of the last token response (empty: the access token is for the API).
    const refresh = () =>
      post(discovery.token_endpoint!, {
        grant_type: 'refresh_token',
        refresh_token,
        scope,
        redirect_uri: REDIRECT_URI,
      });
    const seen = new Set([access_token]);
    for (let i = 0; i < 2; i += 1) {
      const { response, body } = await refresh();
      expect(response.status, JSON.stringify(body)).toBe(200);
      const { payload } = await jwtVerify(body.access_token, jwks(), { issuer: idp.issuer, audience: AUDIENCE });
      expect(payload.email).toBe(store.email);
      seen.add(body.access_token);
    }
    expect(seen.size).toBe(3);

    const introspect = () => post(discovery.introspection_endpoint!, { token: refresh_token });
    expect((await introspect()).body).toMatchObject({ active: true, sub: store.sub });
    const revoked = await post(discovery.revocation_endpoint!, { token: refresh_token });
    expect(revoked.response.status).toBe(200);
    expect(revoked.response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect((await introspect()).body).toEqual({ active: false });
    expect((await refresh()).body.error).toBe('invalid_grant');
    // JWT access tokens cannot be revoked: the portal revokes only the refresh token.
    const jwt = await post(discovery.revocation_endpoint!, { token: access_token });
    expect(jwt.body.error).toBe('unsupported_token_type');
  });

  it('issues a refresh token with or without prompt=consent, which alone keeps offline_access', async () => {
    const scopesOf = async (overrides: Record<string, string>) => {
      const { refresh_token } = await tokensFor(await signIn(new Browser(), overrides));
      const { body } = await post(discovery.introspection_endpoint!, { token: refresh_token });
      return body.scope.split(' ');
    };
    expect(await scopesOf({})).toEqual(['openid', 'email']);
    expect(await scopesOf({ prompt: 'consent' })).toEqual(['openid', 'email', 'offline_access']);
  });

  it('accepts the API resource indicator when the browser sends it, and refuses others', async () => {
    const flow = await signIn(new Browser(), { resource: AUDIENCE });
    const { response, body } = await post(discovery.token_endpoint!, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: flow.verifier,
      resource: AUDIENCE,
    });
    expect(response.status, JSON.stringify(body)).toBe(200);
    await jwtVerify(body.access_token, jwks(), { issuer: idp.issuer, audience: AUDIENCE });
    const other = await fetch(authorizationRequest({ resource: 'urn:other:api' }).url, { redirect: 'manual' });
    expect(new URL(other.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses a browser call from an origin that is not the portal', async () => {
    const { body } = await post(discovery.introspection_endpoint!, { token: 'x' }, 'http://evil.test');
    expect(body.error).toBe('invalid_request');
  });

  it('keeps the user signed in at the provider for the next authorization', async () => {
    const browser = new Browser();
    await signIn(browser);
    const again = authorizationRequest();
    const done = await browser.follow(await browser.request(again.url));
    expect(done instanceof URL && done.searchParams.get('code')).toBeTruthy();
  });

  it('signs another account in when asked to show the login page again (prompt=login)', async () => {
    const browser = new Browser();
    await signIn(browser);
    const form = await openLoginForm(browser, { prompt: 'login' });
    const other = DEV_IDP_ACCOUNTS.find((account) => account.sub !== store.sub)!;
    let done = await browser.follow(
      await browser.request(form.action, { form: { email: other.email, password: other.password } }),
    );
    // oidc-provider first ends the previous account's session: a self-submitting form, submitted here by hand.
    if (!(done instanceof URL)) {
      const html = await done.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
      const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
      done = await browser.follow(
        await browser.request(action.replaceAll('&amp;', '&'), {
          form: Object.fromEntries(fields.map(([, name, value]) => [name!, value!])),
        }),
      );
    }
    if (!(done instanceof URL)) throw new Error(`expected a redirect to the portal, got ${done.status}`);
    const tokens = await tokensFor({ ...form, callback: done });
    expect(decodeJwt(tokens.id_token).sub).toBe(other.sub);
  });

  it('shows an error and issues no code for a wrong password', async () => {
    const browser = new Browser();
    const form = await openLoginForm(browser);
    const response = await browser.request(form.action, { form: { email: store.email, password: 'wrong' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Invalid email or password');
  });

  it('returns access_denied to the portal when the user cancels', async () => {
    const browser = new Browser();
    const form = await openLoginForm(browser);
    const done = await browser.follow(await browser.request(form.action, { form: { action: 'cancel' } }));
    expect(done).toBeInstanceOf(URL);
    const callback = done as URL;
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(form.params.state);
  });

  it('refuses a redirect URI that is not registered, without redirecting', async () => {
    const request = authorizationRequest({ redirect_uri: 'http://evil.test/sso/callback' });
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('escapes what it echoes into the login page', async () => {
    const form = await openLoginForm(new Browser(), { login_hint: '"><script>alert(1)</script>' });
    expect(form.html).not.toContain('<script>');
    expect(form.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
