import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { errors, Provider, type Configuration, type JWK } from 'oidc-provider';
import { createInteractionHandler, INTERACTION_PATH, type TAuthenticate } from './interactions.ts';
import { createMemoryAdapter } from './memory-adapter.ts';
import { logoutPage, messagePage, PRODUCT_NAME } from './pages.ts';

export type TDevIdpOptions = {
  /** 0 = any free port. */
  port: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default `http://localhost:${actualPort}`; must equal the issuer the portal server is configured with. */
  issuer?: string;
  /** Default 'merchant-portal'. */
  clientId?: string;
  /** The `aud` of access tokens; default 'urn:merchant-portal:api'. */
  audience?: string;
  /** Portal origins: redirect_uris are origin + '/sso/callback', post_logout_redirect_uris origin + '/'. */
  redirectOrigins: string[];
  /** Default 600. */
  accessTokenTtlSeconds?: number;
};

export type TDevIdp = { issuer: string; port: number; close(): Promise<void> };

/** The demo seed maps these by e-mail to portal users; `stranger` deliberately has none (login error J). */
export const DEV_IDP_ACCOUNTS: readonly { sub: string; email: string; name: string; password: string }[] = [
  { sub: 'idp-0001', email: 'ssostore@demo.test', name: 'Sam Store', password: 'Idp#2026' },
  { sub: 'idp-0002', email: 'ssocompany@demo.test', name: 'Casey Company', password: 'Idp#2026' },
  { sub: 'idp-0099', email: 'stranger@idp.test', name: 'Stranger', password: 'Idp#2026' },
];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const accountBySub = new Map(DEV_IDP_ACCOUNTS.map((account) => [account.sub, account]));

const authenticate: TAuthenticate = (email, password) =>
  DEV_IDP_ACCOUNTS.find((a) => a.email === email.toLowerCase() && a.password === password)?.sub;

const emailClaims = (sub: string | undefined) => {
  const account = sub ? accountBySub.get(sub) : undefined;
  return account && { email: account.email, email_verified: true };
};

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

type TProviderSettings = Required<Omit<TDevIdpOptions, 'port' | 'host' | 'issuer'>> & { issuer: string };

async function providerConfiguration(settings: TProviderSettings): Promise<Configuration> {
  const { clientId, audience, accessTokenTtlSeconds } = settings;
  const origins = settings.redirectOrigins.map((origin) => new URL(origin).origin);
  const allowedOrigins = new Set(origins);
  // RFC 8707 wants an absolute URI as the resource indicator; an audience such as 'portal-api' gets one derived.
  const resourceIndicator = URL.canParse(audience) ? audience : new URL('/resources/api', settings.issuer).href;
  // Public clients may only see and revoke their own tokens (oidc-provider's default, stated to silence its notice).
  const ownTokensOnly = async (
    _ctx: unknown,
    client: { clientId: string },
    token: { clientId?: string | undefined },
  ): Promise<boolean> => token.clientId === client.clientId;

  return {
    adapter: createMemoryAdapter(),
    responseTypes: ['code'],
    clients: [
      {
        client_id: clientId,
        client_name: 'Merchant Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/sso/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [await createSigningKey()] },
    // Fresh keys per start: cookies of an earlier run are simply ignored. The names avoid the portal's cookies,
    // which share the host (cookies ignore the port) when both run on localhost.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => {
      const account = accountBySub.get(sub);
      return (
        account && {
          accountId: account.sub,
          claims: () => ({ sub: account.sub, ...emailClaims(account.sub), name: account.name }),
        }
      );
    },
    // The portal's browser code calls the token, revocation and introspection endpoints from its own origin.
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && allowedOrigins.has(origin),
    // The portal maps users by e-mail straight from the access token, without a userinfo call.
    extraTokenClaims: (_ctx, token) => ('accountId' in token ? emailClaims(token.accountId) : undefined),
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true, allowedPolicy: ownTokensOnly },
      revocation: { enabled: true, allowedPolicy: ownTokensOnly },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = messagePage(PRODUCT_NAME, `You are signed out of the ${PRODUCT_NAME}.`);
        },
      },
      // Every access token is a JWT for the portal's API, so the portal verifies it against the JWKS alone.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resourceIndicator,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resourceIndicator) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // OpenID Connect drops offline_access unless the request says prompt=consent, which oidc-client-ts does not send
    // by default; the portal renews with refresh tokens either way. Without offline_access they end with the session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tabs sharing one refresh token would trip rotation's reuse detection and revoke each other's grant.
    rotateRefreshToken: false,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: DAY,
      Grant: DAY,
      Session: DAY,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const description = out.error_description ? `: ${out.error_description}` : '';
      ctx.body = messagePage(`${PRODUCT_NAME} — error`, `${out.error}${description}`);
    },
  };
}

const listen = (server: ReturnType<typeof createServer>, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

/**
 * Starts an OpenID Connect provider for development and tests: one public client (the portal, code flow with PKCE
 * and refresh tokens), JWT access tokens for the portal's API, the demo accounts, all state in memory.
 */
export async function startDevIdp(options: TDevIdpOptions): Promise<TDevIdp> {
  const host = options.host ?? '127.0.0.1';
  // Requests are dispatched by plain path; an issuer with a path would need the provider mounted under it.
  if (options.issuer && new URL(options.issuer).pathname !== '/') {
    throw new Error(`dev-idp: the issuer must not have a path: ${options.issuer}`);
  }
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  // The issuer usually names the port, which is only known once listening.
  const server = createServer((req, res) => handle(req, res));
  const port = await listen(server, options.port, host);
  const issuer = options.issuer ?? `http://localhost:${port}`;

  let provider: Provider;
  try {
    provider = new Provider(
      issuer,
      await providerConfiguration({
        issuer,
        clientId: options.clientId ?? 'merchant-portal',
        audience: options.audience ?? 'urn:merchant-portal:api',
        redirectOrigins: options.redirectOrigins,
        accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
      }),
    );
  } catch (error) {
    server.close();
    throw error;
  }
  provider.on('server_error', (_ctx, error: Error) => console.error(`dev-idp: server error: ${error.message}`));
  const interaction = createInteractionHandler(provider, authenticate);
  const callback = provider.callback();
  handle = (req, res) => {
    const [pathname = '/'] = (req.url ?? '/').split('?');
    if (pathname.startsWith(INTERACTION_PATH)) void interaction(req, res, pathname);
    else void callback(req, res);
  };

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this close() would wait for them.
        server.closeAllConnections();
      }),
  };
}
