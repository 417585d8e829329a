import type { TSsoErrorCode } from '@mp/contracts/sso';
import { createRemoteJWKSet, errors, type JWSAlgorithm, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import type { TSsoOrganization } from '../../config.ts';

/** The codes a refused token answers with; U belongs to the password sign-in. */
type TSsoRefusalCode = Exclude<TSsoErrorCode, 'U'>;

/**
 * A refused single sign-on: J (the token or its user is not accepted), P (it expired) or E (the provider could not
 * be asked). The message is a short English reason for the log and CheckLoginStatus' `exception`: never a token, a
 * claim value or a stack.
 */
export class SsoRefusal extends Error {
  constructor(
    readonly code: TSsoRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export type TVerifiedToken = { subject: string; jti: string | null; expiresAt: Date; claims: JWTPayload };

export type TTokenVerifier = {
  /** The provider's signature, issuer, audience and lifetime; throws SsoRefusal. */
  verifyAccessToken: (organization: TSsoOrganization, token: string) => Promise<TVerifiedToken>;
  /** The ID token of the same sign-in: same issuer, audience the client id, same subject; throws SsoRefusal. */
  verifyIdToken: (organization: TSsoOrganization, idToken: string, subject: string) => Promise<void>;
  /** The user's e-mail address: the access token's claim, else the provider's userinfo answer; throws SsoRefusal. */
  emailOf: (organization: TSsoOrganization, token: TVerifiedToken, rawToken: string) => Promise<string>;
};

/** Signatures by the provider's published public keys only: an HMAC or unsigned token proves nothing here. */
const ASYMMETRIC_ALGORITHMS: JWSAlgorithm[] = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

const ZDiscovery = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

type TProvider = { keys: ReturnType<typeof createRemoteJWKSet>; userinfoEndpoint: string | null };

const unreachable = () => new SsoRefusal('E', 'The identity provider could not be reached.');

/** Everything jose or fetch can throw, as the login code it means. */
function refusalOf(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof errors.JWTExpired) return new SsoRefusal('P', 'The token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed)
    return new SsoRefusal('J', `The token's "${error.claim}" claim is not accepted (${error.reason}).`);
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new SsoRefusal('J', 'The token signature is not valid.');
  if (error instanceof errors.JWKSNoMatchingKey)
    return new SsoRefusal('J', 'The token is not signed by a key of the identity provider.');
  if (error instanceof errors.JOSEAlgNotAllowed)
    return new SsoRefusal('J', 'The token is signed with an algorithm that is not accepted.');
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  )
    return new SsoRefusal('J', 'The token is malformed.');
  if (error instanceof errors.JWKSTimeout) return new SsoRefusal('E', 'The identity provider did not answer in time.');
  return unreachable();
}

async function fetchJson(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw unreachable();
  }
}

/**
 * One verifier per app: each issuer's discovery document is read once (a failed read is retried on the next
 * token), and jose's remote key set caches its keys, fetching again when a token names a key it does not know.
 */
export function createTokenVerifier(options: { clockToleranceSeconds: number; timeoutMs?: number }): TTokenVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const providers = new Map<string, Promise<TProvider>>();

  async function discover(issuer: string): Promise<TProvider> {
    // OpenID Connect Discovery §4: the issuer without its trailing slash, then the well-known path.
    const response = await fetchJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, timeoutMs);
    if (!response.ok) throw new SsoRefusal('E', `The identity provider's discovery answered ${response.status}.`);
    const document = ZDiscovery.safeParse(await response.json().catch(() => null));
    // §4.3: a document naming another issuer must not be used.
    if (!document.success || document.data.issuer !== issuer)
      throw new SsoRefusal('E', "The identity provider's discovery document does not describe its issuer.");
    return {
      keys: createRemoteJWKSet(new URL(document.data.jwks_uri), { timeoutDuration: timeoutMs }),
      userinfoEndpoint: document.data.userinfo_endpoint ?? null,
    };
  }

  function providerOf(issuer: string): Promise<TProvider> {
    let provider = providers.get(issuer);
    if (!provider) {
      provider = discover(issuer);
      providers.set(issuer, provider);
      provider.catch(() => providers.delete(issuer));
    }
    return provider;
  }

  async function verify(token: string, issuer: string, audience: string): Promise<JWTPayload> {
    try {
      const { keys } = await providerOf(issuer);
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ASYMMETRIC_ALGORITHMS,
        clockTolerance: options.clockToleranceSeconds,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new SsoRefusal('J', 'The token names no subject.');
      return payload;
    } catch (error) {
      throw refusalOf(error);
    }
  }

  async function userinfo(organization: TSsoOrganization, rawToken: string, subject: string): Promise<JWTPayload> {
    const { userinfoEndpoint } = await providerOf(organization.issuer).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (!userinfoEndpoint) throw new SsoRefusal('J', 'The identity provider gives no e-mail address.');
    const response = await fetchJson(userinfoEndpoint, timeoutMs, { authorization: `Bearer ${rawToken}` });
    if (response.status === 401 || response.status === 403)
      throw new SsoRefusal('J', 'The identity provider refused the token at its userinfo endpoint.');
    if (!response.ok) throw new SsoRefusal('E', `The identity provider's userinfo answered ${response.status}.`);
    const claims = (await response.json().catch(() => null)) as JWTPayload | null;
    // OpenID Connect Core §5.3.2: the answer is only about the token's user when its sub is the token's.
    if (!claims || claims.sub !== subject)
      throw new SsoRefusal('J', "The identity provider's userinfo answer is about another subject.");
    return claims;
  }

  return {
    async verifyAccessToken(organization, token) {
      const payload = await verify(token, organization.issuer, organization.audience);
      return {
        subject: payload.sub!,
        jti: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : null,
        expiresAt: new Date(payload.exp! * 1000),
        claims: payload,
      };
    },

    // The nonce is not checked here: oidc-client-ts generated it in the browser and checked it there, at the
    // redirect back; the server never saw it.
    async verifyIdToken(organization, idToken, subject) {
      const payload = await verify(idToken, organization.issuer, organization.clientId);
      if (payload.sub !== subject) throw new SsoRefusal('J', 'The ID token belongs to another subject.');
    },

    async emailOf(organization, token, rawToken) {
      const claims =
        typeof token.claims.email === 'string' ? token.claims : await userinfo(organization, rawToken, token.subject);
      if (claims.email_verified === false)
        throw new SsoRefusal('J', 'The identity provider has not verified the e-mail address.');
      if (typeof claims.email !== 'string' || claims.email.trim() === '')
        throw new SsoRefusal('J', 'The identity provider gives no e-mail address.');
      return claims.email.trim();
    },
  };
}
