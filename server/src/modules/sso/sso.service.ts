import type { TLoginErrorCode } from '@mp/contracts/auth';
import type {
  TLoginStatusRequest,
  TLoginStatusResponse,
  TSsoSettings,
  TValidateSsoTokenRequest,
} from '@mp/contracts/sso';
import { resolveFlags } from '@mp/contracts/feature-flags';
import { defaultSsoOrganizationId, type TSsoOrganization } from '../../config.ts';
import { merchantScope } from '../../db/tenant.ts';
import { findSessionRow, rotateSession, type TSession } from '../../plugins/session-store.ts';
import { evaluateSignIn, failedLogin } from '../../shared/sign-in/sign-in.ts';
import { findUserContextById } from '../../shared/sign-in/sign-in.queries.ts';
import { startSession, type TSignInAnswer } from '../../shared/sign-in/start-session.ts';
import {
  configuredOrganization,
  refusable,
  type TSsoTokenDeps,
  verifiedBearer,
} from '../../shared/sso-tokens/sso-tokens.ts';
import { SsoRefusal, type TVerifiedToken } from '../../shared/sso-tokens/token-verifier.ts';
import { linkedUser, linkIdentity, organizationFlagValues, ssoUsersByEmail } from './sso.queries.ts';

/** Why a sign-in or check was refused, for the request's log line (the answer itself carries only the code). */
export type TRefusalNote = { code: string; reason: string } | null;

const noteOf = (refusal: SsoRefusal): TRefusalNote => ({ code: refusal.code, reason: refusal.message });

/** An organization's sign-in is on when its merchant's federatedLogin flag is, at the organization level. */
async function isFederatedLoginOn(deps: TSsoTokenDeps, organization: TSsoOrganization): Promise<boolean> {
  const values = await organizationFlagValues(deps.db, merchantScope(organization.merchantId));
  return resolveFlags(values).federatedLogin === true;
}

async function enabledOrganization(deps: TSsoTokenDeps, organizationId: string): Promise<TSsoOrganization> {
  const organization = configuredOrganization(deps.env.sso, organizationId);
  if (!organization || !(await isFederatedLoginOn(deps, organization)))
    throw new SsoRefusal('E', 'Single sign-on is not enabled for this organization.');
  return organization;
}

/** GET /Account/GetSsoSettings: the organization asked for, else the default one; disabled when not enabled. */
export async function ssoSettings(deps: TSsoTokenDeps, organizationId: string | undefined): Promise<TSsoSettings> {
  const { sso } = deps.env;
  const organization = configuredOrganization(sso, organizationId ?? defaultSsoOrganizationId(sso));
  if (!organization || !(await isFederatedLoginOn(deps, organization)))
    return {
      enabled: false,
      organizationId: null,
      authority: null,
      clientId: null,
      scope: null,
      resource: null,
      homeUrl: null,
      renewBeforeSeconds: sso.renewBeforeSeconds,
    };
  return {
    enabled: true,
    organizationId: organization.organizationId,
    authority: organization.issuer,
    clientId: organization.clientId,
    scope: organization.scope,
    resource: organization.resource,
    homeUrl: organization.homeUrl,
    renewBeforeSeconds: sso.renewBeforeSeconds,
  };
}

function requireBearer(bearer: string | null): string {
  if (!bearer) throw new SsoRefusal('J', 'No bearer token was sent.');
  return bearer;
}

/**
 * The portal user behind a verified token: the one linked to the organization's subject, else the only
 * single-sign-on user of the organization's merchant with the token's e-mail address, linked from then on.
 */
async function mappedUserId(
  deps: TSsoTokenDeps,
  organization: TSsoOrganization,
  token: TVerifiedToken,
  rawToken: string,
): Promise<number> {
  const linked = await linkedUser(deps.db, organization.organizationId, token.subject);
  if (linked) {
    // The link outlives changes to the user; it only counts while they still are an SSO user of this merchant.
    if (!linked.isSsoUser || linked.merchantId !== organization.merchantId)
      throw new SsoRefusal('J', 'The linked user no longer signs in through this organization.');
    return linked.userId;
  }
  const email = await deps.sso.emailOf(organization, token, rawToken);
  const candidates = await ssoUsersByEmail(deps.db, merchantScope(organization.merchantId), email);
  if (candidates.length !== 1)
    throw new SsoRefusal('J', 'Not exactly one single-sign-on user of this organization has that e-mail address.');
  await linkIdentity(deps.db, organization.organizationId, token.subject, candidates[0]!);
  return candidates[0]!;
}

/**
 * POST /Account/ValidateSsoToken: the token (and the ID token when sent) of an enabled organization, its user, then
 * the same account checks and session as a password sign-in, the session remembering the identity.
 */
export async function validateSsoToken(
  deps: TSsoTokenDeps,
  body: TValidateSsoTokenRequest,
  bearer: string | null,
  previousSessionId: string | undefined,
): Promise<TSignInAnswer & { refusal: TRefusalNote }> {
  const identified = await refusable(async () => {
    const rawToken = requireBearer(bearer);
    const organization = await enabledOrganization(deps, body.organizationId);
    const token = await verifiedBearer(deps, organization, rawToken);
    if (body.idToken) await deps.sso.verifyIdToken(organization, body.idToken, token.subject);
    return { userId: await mappedUserId(deps, organization, token, rawToken), subject: token.subject };
  });
  if (identified instanceof SsoRefusal)
    return { result: failedLogin(identified.code), sessionId: null, refusal: noteOf(identified) };
  const answer = await startSession(deps.db, identified.userId, false, previousSessionId, {
    organizationId: body.organizationId,
    subject: identified.subject,
  });
  return { ...answer, refusal: null };
}

export type TLoginStatusAnswer = {
  result: TLoginStatusResponse;
  sessionId: string | null;
  rememberMe: boolean;
  refusal: TRefusalNote;
};

/**
 * POST /Account/CheckLoginStatus (spec 1 §4 Session handling: an SSO user renews through a status check). The
 * session behind the cookie, live or idle-expired, is renewed like RenewSession does when it was signed in by this
 * organization's subject; without one the browser must sign in through ValidateSsoToken (isLoggingIn).
 */
export async function checkLoginStatus(
  deps: TSsoTokenDeps,
  body: TLoginStatusRequest,
  bearer: string | null,
  rawSessionId: string | undefined,
): Promise<TLoginStatusAnswer> {
  const refused = (code: TLoginErrorCode, reason: string): TLoginStatusAnswer => ({
    result: { success: false, isLoggingIn: false, errorCode: code, exception: reason },
    sessionId: null,
    rememberMe: false,
    refusal: { code, reason },
  });
  const token = await refusable(async () => {
    const rawToken = requireBearer(bearer);
    return verifiedBearer(deps, await enabledOrganization(deps, body.organizationId), rawToken);
  });
  if (token instanceof SsoRefusal) return refused(token.code, token.message);

  const row = rawSessionId ? await findSessionRow(deps.db, rawSessionId) : null;
  if (!row || row.ssoOrganizationId !== body.organizationId || row.ssoSubject !== token.subject)
    return {
      result: { success: true, isLoggingIn: true, errorCode: null, exception: null },
      sessionId: null,
      rememberMe: false,
      refusal: null,
    };
  // Approval, merchant and store status may have changed since sign-in: the same checks decide.
  const ctx = await findUserContextById(deps.db, row.userId);
  const outcome = ctx ? await evaluateSignIn(deps.db, ctx, 'sso') : null;
  if (!outcome?.ok) return refused(outcome?.code ?? 'J', 'The account may no longer sign in.');
  const sessionId = await rotateSession(deps.db, row);
  return {
    result: { success: true, isLoggingIn: false, errorCode: null, exception: null },
    sessionId,
    rememberMe: row.rememberMe,
    refusal: null,
  };
}

/**
 * A bearer token sent along with a session's call: `own` when it is the SSO session's own organization and subject,
 * `refused` when not (a session signed in with a password has no business sending one), `unverifiable` when the
 * provider could not be asked: the cookie session then stands alone, since a provider outage must not sign everybody
 * out.
 */
export async function checkSessionBearer(
  deps: TSsoTokenDeps,
  session: TSession,
  bearer: string,
): Promise<{ verdict: 'own' | 'refused' | 'unverifiable'; refusal: TRefusalNote }> {
  const organization = configuredOrganization(deps.env.sso, session.ssoOrganizationId);
  if (!organization) return { verdict: 'refused', refusal: { code: 'J', reason: 'Not a single-sign-on session.' } };
  const token = await refusable(() => verifiedBearer(deps, organization, bearer));
  if (token instanceof SsoRefusal)
    return { verdict: token.code === 'E' ? 'unverifiable' : 'refused', refusal: noteOf(token) };
  if (token.subject !== session.ssoSubject)
    return { verdict: 'refused', refusal: { code: 'J', reason: "The token is another subject's." } };
  return { verdict: 'own', refusal: null };
}
