import { ZSsoSettings, type TSsoSettings } from '@mp/contracts/sso';

/**
 * The settings of the organization whose single sign-on this tab started. Kept (not just the organization id) so the
 * callback, the api client and log-out can rebuild the same client without a server call: the api client asks for
 * the token before every request, including the one that would fetch these settings. Session storage, like the
 * tokens: it ends with the tab and is never shared with other tabs.
 */
const SSO_SETTINGS_KEY = 'mp.sso.settings';

/** Enabled settings: the fields oidc-client-ts needs are present. */
export type TEnabledSsoSettings = TSsoSettings & {
  enabled: true;
  organizationId: string;
  authority: string;
  clientId: string;
};

export const isSsoEnabled = (settings: TSsoSettings | null | undefined): settings is TEnabledSsoSettings =>
  Boolean(settings?.enabled && settings.organizationId && settings.authority && settings.clientId);

export const rememberSsoSettings = (settings: TEnabledSsoSettings) =>
  sessionStorage.setItem(SSO_SETTINGS_KEY, JSON.stringify(settings));

export function readSsoSettings(): TEnabledSsoSettings | null {
  const text = sessionStorage.getItem(SSO_SETTINGS_KEY);
  if (!text) return null;
  try {
    const parsed = ZSsoSettings.safeParse(JSON.parse(text));
    return parsed.success && isSsoEnabled(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}

export const forgetSsoSettings = () => sessionStorage.removeItem(SSO_SETTINGS_KEY);
