import { ZOrganizationId } from '@mp/contracts/sso';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { failedSsoLogin, useSsoSettings } from '../api/sso.queries';
import { readSsoHandoff, type TSsoLogin } from '../lib/sso-handoff';
import { loadSsoClient } from '../lib/sso-session';
import { signInWithSsoUser } from '../lib/sso-sign-in';
import { isSsoEnabled, readSsoSettings, rememberSsoSettings, type TEnabledSsoSettings } from '../lib/sso-storage';

type TSsoSignInOptions = {
  /** The login page's `organizationId` query parameter. */
  organizationId: string | null;
  /** The login page's `ReturnUrl`, carried through the provider's round trip. */
  returnUrl: string | null;
  /** A single sign-on concluded (or failed): the login page's usual steps or error modals take it. */
  onLogin: (login: TSsoLogin) => void;
};

/**
 * Single sign-on on the login page (spec 1 §2, §4): the settings behind the federated button, the button's
 * redirect, the automatic path for an organization id in the query, and the outcome the callback handed over.
 */
export function useSsoSignIn({ organizationId, returnUrl, onLogin }: TSsoSignInOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [handoff] = useState(() => readSsoHandoff(location.state));
  const [busy, setBusy] = useState(false);
  const requested = ZOrganizationId.safeParse(organizationId ?? undefined);
  const requestedOrganization = requested.success ? requested.data : undefined;
  const { data } = useSsoSettings(requestedOrganization);
  const settings = isSsoEnabled(data) ? data : null;

  // oidc-client-ts is fetched only once the federated button shows, so sign-in pages without it stay small; fetching
  // it then, not on click, keeps the redirect to the provider immediate.
  useEffect(() => {
    if (settings) void loadSsoClient();
  }, [settings]);

  // The callback's outcome sits in history state: take it once, then drop it so a reload does not replay it.
  const { pathname, search } = location;
  const handedOver = useRef(false);
  useEffect(() => {
    if (!handoff || handedOver.current) return;
    handedOver.current = true;
    onLogin(handoff);
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [handoff, onLogin, navigate, pathname, search]);

  const redirect = useCallback(
    async (target: TEnabledSsoSettings) => {
      try {
        await (await loadSsoClient()).startSsoSignIn(target, returnUrl);
      } catch {
        setBusy(false);
        onLogin({ result: failedSsoLogin('E'), username: '' });
      }
    },
    [returnUrl, onLogin],
  );

  // Spec 1 §4: with an organization id, use (or renew) the token this tab holds, else go to the provider.
  const automatic = useRef(false);
  useEffect(() => {
    if (!requestedOrganization || !settings || handoff || automatic.current) return;
    automatic.current = true;
    const run = async () => {
      setBusy(true);
      const user = await (await loadSsoClient()).usableSsoUser(settings).catch(() => null);
      if (!user) return redirect(settings);
      rememberSsoSettings(settings);
      onLogin(await signInWithSsoUser(queryClient, settings, settings.organizationId, user));
      setBusy(false);
    };
    void run();
  }, [requestedOrganization, settings, handoff, queryClient, redirect, onLogin]);

  const signIn = useCallback(() => {
    if (!settings) return;
    setBusy(true);
    void redirect(settings);
  }, [settings, redirect]);

  return {
    /** Settings of an organization with single sign-on on: the federated button shows. */
    settings,
    busy,
    signIn,
    /** What the SSO error modal's 'Back to identity page' uses: this page's settings, else the tab's last. */
    errorSettings: settings ?? readSsoSettings(),
  };
}
