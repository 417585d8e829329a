import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSsoOrganization } from '../../config.ts';
import { MERCHANT } from '../../demo/ids.ts';
import {
  startTestIssuer,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  testOrganization,
  type TTestIssuer,
} from '../../test/sso-test-issuer.ts';
import { createTokenVerifier, SsoRefusal } from './token-verifier.ts';

let idp: TTestIssuer;
let other: TTestIssuer;
let organization: TSsoOrganization;
const verifier = createTokenVerifier({ clockToleranceSeconds: 5 });

const asOrganization = (entry: ReturnType<typeof testOrganization>): TSsoOrganization => ({
  ...entry,
  homeUrl: null,
  scope: 'openid email offline_access',
  resource: null,
});

beforeAll(async () => {
  idp = await startTestIssuer();
  other = await startTestIssuer();
  organization = asOrganization(testOrganization('acme', idp.issuer, MERCHANT.demoBistro));
});
afterAll(async () => {
  await idp?.close();
  await other?.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** The code a refused call threw, or 'ok'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof SsoRefusal) return error.code;
    throw error;
  }
}

describe('access token verification', () => {
  it('accepts a good token and answers its subject, jti and expiry', async () => {
    const exp = now() + 120;
    const token = await idp.sign({ sub: 'user-1', jti: 'jti-1', exp });
    expect(await verifier.verifyAccessToken(organization, token)).toMatchObject({
      subject: 'user-1',
      jti: 'jti-1',
      expiresAt: new Date(exp * 1000),
    });
  });

  it.each<[string, string, () => Promise<string>]>([
    ['bad signature', 'J', () => idp.sign({ sub: 'user-1' }, { key: 'foreign' })],
    ['wrong issuer claim', 'J', () => idp.sign({ sub: 'user-1', iss: 'https://elsewhere.example.com' })],
    ['token of another provider', 'J', () => other.sign({ sub: 'user-1', iss: idp.issuer })],
    ['wrong audience', 'J', () => idp.sign({ sub: 'user-1', aud: 'urn:someone-else' })],
    ['the ID token audience', 'J', () => idp.sign({ sub: 'user-1', aud: TEST_CLIENT_ID })],
    ['no subject', 'J', () => idp.sign({ sub: undefined })],
    ['empty subject', 'J', () => idp.sign({ sub: '' })],
    ['no expiry', 'J', () => idp.sign({ sub: 'user-1', exp: undefined })],
    ['not yet valid', 'J', () => idp.sign({ sub: 'user-1', nbf: now() + 600 })],
    ['expired', 'P', () => idp.sign({ sub: 'user-1', exp: now() - 60 })],
    ['malformed', 'J', async () => 'not-a-jwt'],
    [
      'an HMAC token (symmetric algorithms are refused)',
      'J',
      () =>
        new SignJWT({ sub: 'user-1', iss: idp.issuer, aud: TEST_AUDIENCE, exp: now() + 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!')),
    ],
  ])('%s: %s', async (_name, code, make) => {
    const token = await make();
    expect(await outcome(() => verifier.verifyAccessToken(organization, token))).toBe(code);
  });

  it('tolerates a few seconds of clock skew', async () => {
    const token = await idp.sign({ sub: 'user-1', exp: now() - 2 });
    expect(await outcome(() => verifier.verifyAccessToken(organization, token))).toBe('ok');
  });

  it('reads the discovery document and the keys once', async () => {
    const fresh = createTokenVerifier({ clockToleranceSeconds: 0 });
    const before = idp.requests.length;
    for (let i = 0; i < 3; i++) await fresh.verifyAccessToken(organization, await idp.sign({ sub: `user-${i}` }));
    expect(idp.requests.slice(before)).toEqual(['/.well-known/openid-configuration', '/jwks']);
  });

  it('an unreachable provider, or a discovery document of another issuer, is E', async () => {
    const gone = await startTestIssuer();
    const token = await gone.sign({ sub: 'user-1' });
    await gone.close();
    const unreachable = asOrganization(testOrganization('gone', gone.issuer, MERCHANT.demoBistro));
    expect(await outcome(() => verifier.verifyAccessToken(unreachable, token))).toBe('E');
    // The provider at this address says it is someone else: its keys must not be trusted for this issuer.
    const lying = { ...organization, issuer: `${idp.issuer}/` };
    const lyingToken = await idp.sign({ sub: 'user-1', iss: lying.issuer });
    expect(await outcome(() => verifier.verifyAccessToken(lying, lyingToken))).toBe('E');
  });
});

describe('ID token verification', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['same subject, audience the client id', 'ok', { sub: 'user-1', aud: TEST_CLIENT_ID }],
    ['another subject', 'J', { sub: 'user-2', aud: TEST_CLIENT_ID }],
    ['the access token audience', 'J', { sub: 'user-1', aud: TEST_AUDIENCE }],
    ['another issuer', 'J', { sub: 'user-1', aud: TEST_CLIENT_ID, iss: 'https://elsewhere.example.com' }],
    ['expired', 'P', { sub: 'user-1', aud: TEST_CLIENT_ID, exp: now() - 60 }],
  ])('%s: %s', async (_name, code, claims) => {
    const idToken = await idp.sign(claims);
    expect(await outcome(() => verifier.verifyIdToken(organization, idToken, 'user-1'))).toBe(code);
  });
});

describe('e-mail address', () => {
  const emailOf = async (claims: Record<string, unknown>) => {
    const raw = await idp.sign(claims);
    return verifier.emailOf(organization, await verifier.verifyAccessToken(organization, raw), raw);
  };

  it("takes the access token's claim", async () => {
    expect(await emailOf({ sub: 'user-1', email: 'Someone@Example.com' })).toBe('Someone@Example.com');
  });

  it('asks the userinfo endpoint when the token has none', async () => {
    idp.userinfo.set('user-info', { email: 'info@example.com', email_verified: true });
    expect(await emailOf({ sub: 'user-info' })).toBe('info@example.com');
  });

  it.each<[string, string, Record<string, unknown>, Record<string, unknown> | null]>([
    ['marked unverified in the token', 'user-a', { email: 'a@example.com', email_verified: false }, null],
    ['marked unverified by userinfo', 'user-b', {}, { email: 'b@example.com', email_verified: false }],
    ['missing everywhere', 'user-c', {}, {}],
  ])('an e-mail address %s is refused (J)', async (_name, sub, claims, info) => {
    if (info) idp.userinfo.set(sub, info);
    expect(await outcome(() => emailOf({ sub, ...claims }))).toBe('J');
  });
});
