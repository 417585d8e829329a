import type { FastifyRequest } from 'fastify';
import type { TEnv, TSsoConfig, TSsoOrganization } from '../../config.ts';
import type { TDb } from '../../db/create-db.ts';
import { findSessionRow } from '../../plugins/session-store.ts';
import { isTokenRevoked, revokeToken } from './sso-tokens.queries.ts';
import { SsoRefusal, type TTokenVerifier, type TVerifiedToken } from './token-verifier.ts';

/** What checking a bearer token needs: the database (revocations), the configured organizations, the verifier. */
export type TSsoTokenDeps = { db: TDb; env: Pick<TEnv, 'sso'>; sso: TTokenVerifier };

/** The access token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (typeof header === 'string' && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]) || null;
}

export const configuredOrganization = (sso: TSsoConfig, organizationId: string | null): TSsoOrganization | null =>
  sso.organizations.find((o) => o.organizationId === organizationId) ?? null;

/** Runs a step that may refuse; database and programming errors are not refusals and still answer 500. */
export async function refusable<T>(step: () => Promise<T>): Promise<T | SsoRefusal> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof SsoRefusal) return error;
    throw error;
  }
}

/** The provider's checks of the bearer token, then ours: a token given up at log-off stays refused. */
export async function verifiedBearer(
  deps: TSsoTokenDeps,
  organization: TSsoOrganization,
  token: string,
): Promise<TVerifiedToken> {
  const verified = await deps.sso.verifyAccessToken(organization, token);
  if (verified.jti && (await isTokenRevoked(deps.db, verified.jti)))
    throw new SsoRefusal('J', 'The token was given up at log-off.');
  return verified;
}

/** At log-off, the SSO session's own bearer token is recorded so it can never start another session. */
export async function revokeSessionBearer(
  deps: TSsoTokenDeps,
  rawSessionId: string,
  bearer: string | null,
): Promise<void> {
  if (!bearer) return;
  const row = await findSessionRow(deps.db, rawSessionId);
  const organization = row ? configuredOrganization(deps.env.sso, row.ssoOrganizationId) : null;
  if (!row || !organization) return;
  // A token that does not verify (expired, forged, another subject's) cannot start a session anyway.
  const token = await refusable(() => deps.sso.verifyAccessToken(organization, bearer));
  if (token instanceof SsoRefusal || token.subject !== row.ssoSubject || !token.jti) return;
  await revokeToken(deps.db, token.jti, token.expiresAt);
}
