import { startDevIdp, type TDevIdp } from '@mp/dev-idp';
import { MERCHANT } from '../../server/src/demo/ids.ts';
import { anyFreePort } from './ports.ts';

/** The SSO organization the suite configures: Demo Bistro Group's provider (spec 1 §4). */
export const E2E_SSO = {
  organizationId: 'demo-bistro',
  merchantId: MERCHANT.demoBistro,
  clientId: 'merchant-portal',
  audience: 'urn:merchant-portal:api',
  /** Short enough that one test sees the browser renew the token; long enough not to renew in a loop. */
  accessTokenTtlSeconds: 12,
  renewBeforeSeconds: 6,
} as const;

let running: TDevIdp | null = null;

/**
 * Starts the development identity provider in the runner's process, for the portal at `portalOrigin`. Its issuer
 * names 127.0.0.1, as the portal's base URL does: `localhost` may resolve to ::1 first, where nothing listens.
 */
export async function startE2eIdp(portalOrigin: string): Promise<TDevIdp> {
  const port = await anyFreePort();
  running = await startDevIdp({
    port,
    host: '127.0.0.1',
    issuer: `http://127.0.0.1:${port}`,
    clientId: E2E_SSO.clientId,
    audience: E2E_SSO.audience,
    redirectOrigins: [portalOrigin],
    accessTokenTtlSeconds: E2E_SSO.accessTokenTtlSeconds,
  });
  return running;
}

/** The server's SSO configuration pointing at that provider. */
export const ssoServerEnv = (issuer: string): Record<string, string> => ({
  SSO_ISSUER: issuer,
  SSO_CLIENT_ID: E2E_SSO.clientId,
  SSO_AUDIENCE: E2E_SSO.audience,
  SSO_ORGANIZATION_ID: E2E_SSO.organizationId,
  SSO_MERCHANT_ID: String(E2E_SSO.merchantId),
  SSO_RENEW_BEFORE_SECONDS: String(E2E_SSO.renewBeforeSeconds),
});

export async function stopE2eIdp(): Promise<boolean> {
  const idp = running;
  running = null;
  if (!idp) return false;
  await idp.close();
  return true;
}
