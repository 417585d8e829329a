import type { TLoginResult } from '@mp/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogOff } from '../../features/auth/api/auth.queries';
import { LoginPage, type TLoginPageHandle, type TLoginPageSso } from '../../features/auth/components/login-page';
import type { TSelectionSlotProps } from '../../features/auth/components/login-flow-modals';
import { SsoSignInButton } from '../../features/sso/components/sso-sign-in-button';
import { useSsoSignIn } from '../../features/sso/hooks/use-sso-sign-in';
import { signOutWithSso } from '../../features/sso/lib/sso-session';
import { setActiveResellerId, useActiveResellerId } from '../../lib/session/active-reseller';
import { defaultHomePath, safeReturnPath } from '../../lib/session/landing';
import { portalDataQuery, useResellerConfiguration } from '../../lib/session/portal-data.queries';

// Shown only after a sign-in (selection) or a refused single sign-on: loaded then, inside the page's Suspense.
const MerchantSelectionModal = lazy(async () => ({
  default: (await import('../../features/store-selection/components/merchant-selection-modal')).MerchantSelectionModal,
}));
const StoreSelectionModal = lazy(async () => ({
  default: (await import('../../features/store-selection/components/store-selection-modal')).StoreSelectionModal,
}));
const SsoErrorModal = lazy(async () => ({
  default: (await import('../../features/sso/components/sso-error-modal')).SsoErrorModal,
}));

/** Selection during sign-in: Cancel and an overdue account's Skip both sign out. */
function renderSelection({ kind, onCancel, ...props }: TSelectionSlotProps) {
  const shared = { ...props, onCancel, onSignOut: onCancel };
  return kind === 'merchant' ? <MerchantSelectionModal {...shared} /> : <StoreSelectionModal {...shared} />;
}

/**
 * '/' composes the auth feature with the selection and single-sign-on features and decides where a completed
 * sign-in lands.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const reseller = useResellerConfiguration(useActiveResellerId());
  const logOff = useLogOff();
  const returnUrl = searchParams.get('ReturnUrl');
  const page = useRef<TLoginPageHandle>(null);
  const onSsoLogin = useCallback<TLoginPageHandle['conclude']>((login) => page.current?.conclude(login), []);
  const ssoSignIn = useSsoSignIn({
    organizationId: searchParams.get('organizationId'),
    returnUrl,
    onLogin: onSsoLogin,
  });

  const onSignedIn = useCallback(
    (result: TLoginResult) => {
      setActiveResellerId(result.resellerId);
      void queryClient
        .fetchQuery(portalDataQuery())
        .catch(() => null)
        .then((portal) => {
          const target = safeReturnPath(returnUrl) ?? defaultHomePath(portal?.featureIds ?? []);
          void navigate(target, { replace: true, state: { fromLogin: true } });
        });
    },
    [navigate, queryClient, returnUrl],
  );

  const sso: TLoginPageSso = {
    button: ssoSignIn.settings ? <SsoSignInButton busy={ssoSignIn.busy} onClick={ssoSignIn.signIn} /> : null,
    renderError: (code, onClose) => (
      <SsoErrorModal code={code} settings={ssoSignIn.errorSettings} returnUrl={returnUrl} onClose={onClose} />
    ),
  };

  return (
    <LoginPage
      ref={page}
      reseller={reseller.data}
      renderSelection={renderSelection}
      onSignedIn={onSignedIn}
      onSignOut={() => void signOutWithSso(() => logOff.mutateAsync())}
      sso={sso}
    />
  );
}
