import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SSO_SCOPES } from '@mp/contracts/sso';
import { exportJWK, generateKeyPair, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { featureFlagValues } from '../db/schema.ts';
import { MERCHANT } from '../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from './factories/accounts.ts';
import { startTestApp, type TTestApp } from './test-app.ts';

/** The access tokens' audience and the client id the test organizations are configured with. */
export const TEST_AUDIENCE = 'urn:portal-test:api';
export const TEST_CLIENT_ID = 'portal-test-client';

/** Claims of a test token; `undefined` leaves a default claim out. */
export type TTestClaims = Record<string, unknown>;

export type TTestIssuer = {
  issuer: string;
  /** Signs with the issuer's key (or, `foreign`, another key under the same key id: a forged signature). */
  sign: (claims: TTestClaims, options?: { key?: 'own' | 'foreign' }) => Promise<string>;
  /** What the userinfo endpoint answers, by subject. */
  userinfo: Map<string, Record<string, unknown>>;
  /** Paths requested so far, to see what was fetched and what was cached. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A minimal OpenID provider for tests: discovery, a key set of one ES256 key generated here, a userinfo endpoint;
 * tokens are minted directly instead of through a sign-in.
 */
export async function startTestIssuer(): Promise<TTestIssuer> {
  const kid = randomUUID();
  const own = await generateKeyPair('ES256');
  const foreign = await generateKeyPair('ES256');
  const publicJwk = { ...(await exportJWK(own.publicKey)), kid, alg: 'ES256', use: 'sig' };
  const userinfo = new Map<string, Record<string, unknown>>();
  const requests: string[] = [];
  let issuer = '';

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/.well-known/openid-configuration')
      return json(200, { issuer, jwks_uri: `${issuer}/jwks`, userinfo_endpoint: `${issuer}/userinfo` });
    if (path === '/jwks') return json(200, { keys: [publicJwk] });
    if (path === '/userinfo') {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      jwtVerify(token, own.publicKey, { issuer }).then(
        ({ payload }) => json(200, { sub: payload.sub, ...userinfo.get(payload.sub ?? '') }),
        () => json(401, { error: 'invalid_token' }),
      );
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    userinfo,
    requests,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = Object.fromEntries(
        Object.entries({
          iss: issuer,
          aud: TEST_AUDIENCE,
          iat: now,
          exp: now + 300,
          jti: randomUUID(),
          ...claims,
        }).filter(([, value]) => value !== undefined),
      ) as JWTPayload;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
        .sign(options.key === 'foreign' ? foreign.privateKey : own.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An organization entry of SSO_ORGANIZATIONS for a test issuer. */
export const testOrganization = (organizationId: string, issuer: string, merchantId: number) => ({
  organizationId,
  issuer,
  clientId: TEST_CLIENT_ID,
  audience: TEST_AUDIENCE,
  merchantId,
});

/**
 * The server configuration of the API tests: Demo Bistro Group's provider (the default organization); Corner Cafe's
 * on the same provider (its federatedLogin flag is off in the demo data); one whose provider is unreachable. Tests
 * that change an organization's merchant make one of their own (createSsoOrganization).
 */
export const testSsoEnv = (issuer: string): Record<string, string> => ({
  SSO_ORGANIZATIONS: JSON.stringify([
    testOrganization('bistro', issuer, MERCHANT.demoBistro),
    testOrganization('cafe', issuer, MERCHANT.cornerCafe),
    // Nothing listens on the discard port.
    testOrganization('offline', 'http://127.0.0.1:9', MERCHANT.demoBistro),
  ]),
  SSO_DEFAULT_ORGANIZATION: 'bistro',
});

/** A portal trusting a fresh test issuer: what each SSO API test file runs against. */
export async function startSsoTestApp(): Promise<{ idp: TTestIssuer; t: TTestApp }> {
  const idp = await startTestIssuer();
  return { idp, t: await startTestApp(testSsoEnv(idp.issuer)) };
}

/**
 * An organization a test owns: a merchant of its own (factories) on the test issuer, with federatedLogin on at the
 * organization level unless asked otherwise. SSO_ORGANIZATIONS is parsed once at start and a test merchant's id is
 * only known after it, so the organization joins the parsed list, which the server reads on every call.
 */
export async function createSsoOrganization(
  { idp, t }: { idp: TTestIssuer; t: TTestApp },
  options: { federatedLogin?: boolean; eulaAccepted?: boolean } = {},
): Promise<{ organizationId: string; merchant: TMerchantFixture }> {
  const merchant = await createMerchant(t.db, { eulaAccepted: options.eulaAccepted });
  if (options.federatedLogin ?? true)
    await t.db
      .insert(featureFlagValues)
      .values({ merchantId: merchant.merchantId, storeId: 0, flagName: 'federatedLogin', isOn: true });
  const organizationId = `test-${merchant.merchantId}`;
  t.env.sso.organizations.push({
    ...testOrganization(organizationId, idp.issuer, merchant.merchantId),
    homeUrl: null,
    scope: SSO_SCOPES,
    resource: null,
  });
  return { organizationId, merchant };
}

export async function stopSsoTestApp(app: { idp?: TTestIssuer; t?: TTestApp }): Promise<void> {
  await app.t?.close();
  await app.idp?.close();
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
export const epochNow = () => Math.floor(Date.now() / 1000);
/** The dev provider's subject and address of the demo SSO store user (ssostore, id 60). */
export const SSO_STORE = { sub: 'idp-0001', email: 'ssostore@demo.test' };
