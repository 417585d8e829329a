import { createHmac, randomUUID } from 'node:crypto';
import type { TJwtTokenResponse } from '@mp/contracts/sso';
import { SignJWT } from 'jose';
import type { TSession } from '../../plugins/session-store.ts';

/** Spec 1 §7 GetJwtToken: short-lived, fetched again when needed. */
const JWT_LIFETIME_SECONDS = 5 * 60;

/** A key of its own, derived from the session secret, so the JWT and the CSRF tokens never share one. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('portal-jwt-signing-key').digest();

/** POST /Account/GetJwtToken: the session's user, merchant and store, for embedded analytics (aud 'aod') or us. */
export async function portalJwt(
  secret: string,
  issuer: string,
  session: Pick<TSession, 'userId' | 'merchantId' | 'storeId'>,
  isAod: boolean,
): Promise<TJwtTokenResponse> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + JWT_LIFETIME_SECONDS;
  const token = await new SignJWT({ merchantId: session.merchantId, storeId: session.storeId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(session.userId))
    .setIssuer(issuer)
    .setAudience(isAod ? 'aod' : 'portal')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(signingKey(secret));
  return { success: true, token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
