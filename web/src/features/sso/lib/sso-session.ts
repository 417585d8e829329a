import type { TSsoSettings } from '@mp/contracts/sso';
import { clearCsrfToken } from '../../../lib/api-client';
import { isSsoEnabled, readSsoSettings } from './sso-storage';

/** oidc-client-ts is loaded by the tabs that use single sign-on, not with every page of the portal. */
export const loadSsoClient = () => import('./sso-client');

/** For the api client: the access token while this tab holds a single-sign-on user, else nothing. */
export function ssoBearerToken(): Promise<string | null> | null {
  return readSsoSettings() ? loadSsoClient().then((client) => client.currentAccessToken()) : null;
}

/** The provider's home page, when the settings name a web address there. */
const ssoHomeUrl = (settings: TSsoSettings | null): string | null =>
  settings?.homeUrl && /^https?:\/\//i.test(settings.homeUrl) ? settings.homeUrl : null;

/**
 * Log-out for every user (spec 1 §4): `endPortalSession` is LogOff. A tab that signed in through single sign-on also
 * revokes its refresh token, forgets its user and goes to the provider's home page when there is one.
 */
export async function signOutWithSso(endPortalSession: () => Promise<unknown>): Promise<void> {
  const settings = readSsoSettings();
  if (!settings) {
    await endPortalSession().catch(() => undefined);
    return;
  }
  const wasSignedIn = await (await loadSsoClient()).endSsoSession(settings, endPortalSession);
  const homeUrl = wasSignedIn ? ssoHomeUrl(settings) : null;
  if (homeUrl) window.location.assign(homeUrl);
}

/**
 * Spec 1 §8: the server refused the bearer token and already ended the session. Clearing session storage drops the
 * oidc user, its settings and the sign-in state like LogOff does; the full page load leaves nothing of the old
 * session in memory (query cache, renewal timers).
 */
export function forceSsoLogOut() {
  clearCsrfToken();
  sessionStorage.clear();
  window.location.assign('/');
}

/**
 * The SSO error modals' 'Back to identity page': the provider's home page, else the provider's login page again.
 * False when there is neither (no single sign-on configured): the caller stays on the login page.
 */
export async function backToIdentityPage(settings: TSsoSettings | null, returnUrl: string | null): Promise<boolean> {
  const homeUrl = ssoHomeUrl(settings);
  if (homeUrl) {
    window.location.assign(homeUrl);
    return true;
  }
  if (!isSsoEnabled(settings)) return false;
  try {
    await (await loadSsoClient()).startSsoSignIn(settings, returnUrl, { askAgain: true });
    return true;
  } catch {
    return false;
  }
}
