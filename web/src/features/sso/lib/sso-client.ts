import { SSO_CALLBACK_PATH, SSO_SCOPES, ZOrganizationId } from '@mp/contracts/sso';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { z } from 'zod';
import { forgetSsoSettings, readSsoSettings, rememberSsoSettings, type TEnabledSsoSettings } from './sso-storage';

/** What the sign-in carries through the provider's round trip (kept by oidc-client-ts in this tab, not sent). */
const ZSsoSignInState = z.object({ returnUrl: z.string().nullable(), organizationId: ZOrganizationId });
export type TSsoSignInState = z.infer<typeof ZSsoSignInState>;

let current: { key: string; manager: UserManager } | null = null;

function disposeUserManager() {
  current?.manager.stopSilentRenew();
  current = null;
}

/** The client for these settings; one per organization and provider, so its renewal timer runs once. */
export function ssoUserManager(settings: TEnabledSsoSettings): UserManager {
  const key = [settings.organizationId, settings.authority, settings.clientId].join(' ');
  if (current?.key === key) return current.manager;
  disposeUserManager();
  const scope = settings.scope ?? SSO_SCOPES;
  // Tokens and the PKCE verifier stay in this tab only: session storage, never local storage.
  const store = () => new WebStorageStateStore({ store: window.sessionStorage });
  const manager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${window.location.origin}${SSO_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope,
    ...(settings.resource ? { extraQueryParams: { resource: settings.resource } } : {}),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: settings.renewBeforeSeconds,
    userStore: store(),
    stateStore: store(),
    loadUserInfo: false,
    monitorSession: false,
    // An unreachable provider must not hold up sign-out or a renewal for long.
    requestTimeoutInSeconds: 10,
  });
  current = { key, manager };
  return manager;
}

/**
 * Leaves for the provider's sign-in page: the page unloads, so the promise matters only when that fails.
 * `askAgain` makes the provider show its login page even while its own session would sign the same account in
 * silently (prompt=login): after a refusal the person must be able to pick another account.
 */
export async function startSsoSignIn(
  settings: TEnabledSsoSettings,
  returnUrl: string | null,
  { askAgain = false }: { askAgain?: boolean } = {},
): Promise<void> {
  rememberSsoSettings(settings);
  const state: TSsoSignInState = { returnUrl, organizationId: settings.organizationId };
  await ssoUserManager(settings).signinRedirect({ state, ...(askAgain ? { prompt: 'login' } : {}) });
}

/** Handles the provider's redirect back (code exchange, PKCE check); throws on a provider error or a bad state. */
export async function completeSsoSignIn(
  url: string,
): Promise<{ settings: TEnabledSsoSettings; user: User; state: TSsoSignInState }> {
  const settings = readSsoSettings();
  if (!settings) throw new Error('No single sign-on was started in this tab');
  const user = await ssoUserManager(settings).signinRedirectCallback(url);
  return { settings, user, state: ZSsoSignInState.parse(user.state) };
}

let renewing: Promise<User> | null = null;

/** A new access token from the refresh token; concurrent callers share one request. */
export function renewSsoUser(settings: TEnabledSsoSettings): Promise<User> {
  renewing ??= ssoUserManager(settings)
    .signinSilent()
    .then((user) => {
      if (!user) throw new Error('Silent renewal returned no user');
      return user;
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** The stored user with a live access token (renewed when expired), or null when a new sign-in is needed. */
export async function usableSsoUser(settings: TEnabledSsoSettings): Promise<User | null> {
  const user = await ssoUserManager(settings).getUser();
  if (!user || !user.expired) return user;
  return user.refresh_token ? renewSsoUser(settings).catch(() => null) : null;
}

/**
 * The bearer for API calls. An expired token (the tab slept through the automatic renewal) is renewed first; if that
 * fails the old one is sent anyway, so the server's identity-session error ends the session the usual way.
 */
export async function currentAccessToken(): Promise<string | null> {
  const settings = readSsoSettings();
  if (!settings) return null;
  const user = await ssoUserManager(settings).getUser();
  if (!user) return null;
  if (!user.expired || !user.refresh_token) return user.access_token;
  return (await renewSsoUser(settings).catch(() => user)).access_token;
}

/** Forgets a user the portal refused, so later calls (a password sign-in, say) do not carry its token. */
export const discardSsoUser = (settings: TEnabledSsoSettings) =>
  ssoUserManager(settings)
    .removeUser()
    .catch(() => undefined);

/**
 * Spec 1 §4 log-out: revoke the refresh token (access tokens are JWTs the provider cannot revoke; the server
 * deny-lists them at LogOff, hence LogOff while the bearer is still sent), end the portal session, drop the user.
 * Neither a failed revocation nor a failed LogOff keeps anyone signed in. True when a user was signed in.
 */
export async function endSsoSession(
  settings: TEnabledSsoSettings,
  endPortalSession: () => Promise<unknown>,
): Promise<boolean> {
  const manager = ssoUserManager(settings);
  const user = await manager.getUser().catch(() => null);
  if (user) await manager.revokeTokens(['refresh_token']).catch(() => undefined);
  await endPortalSession().catch(() => undefined);
  await manager.removeUser().catch(() => undefined);
  forgetSsoSettings();
  // A later sign-in in this page starts with a fresh client and renewal timer.
  disposeUserManager();
  return user !== null;
}
