import type { TLoginResult } from '@mp/contracts/auth';
import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLogOff } from '../../features/auth/api/auth.queries';
import { LoginPage, type TLoginPageHandle, type TLoginPageSso } from '../../features/auth/components/login-page';
import type { TSelectionSlotProps } from '../../features/auth/components/login-flow-modals';
import { SsoSignInButton } from '../../features/sso/components/sso-sign-in-button';
import { useSsoSignIn } from '../../features/sso/hooks/use-sso-sign-in';
import { signOutWithSso } from '../../features/sso/lib/sso-session';
import { setActiveResellerId, useActiveResellerId } from '../../lib/session/active-reseller';
import { takePaymentPageRequest } from '../../lib/session-flags';
import { PORTAL_BASE, portalHref, safeReturnPath } from '../../lib/session/landing';
import { featureFlagsQuery, portalDataQuery, useResellerConfiguration } from '../../lib/session/portal-data.queries';
import { landingHref } from './screens';

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
 * Where a completed sign-in lands: the route guard's own reading of portal data and flags (a failed flag call means
 * every flag off, spec 1 §1), both left in the cache for the portal. Without portal data the portal index, whose
 * guard then reports the failure.
 */
async function landingAfterSignIn(queryClient: QueryClient): Promise<string> {
  const portal = await queryClient.fetchQuery(portalDataQuery()).catch(() => null);
  if (!portal) return PORTAL_BASE;
  const flags = await queryClient.fetchQuery(featureFlagsQuery(portal.merhantId, portal.storeId)).catch(() => ({}));
  return landingHref(accessContextFromPortal(portal, flags), portal.legacyOrigin);
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
  const { t } = useTranslation();
  useDocumentTitle(
    t('common.documentTitleNoPlace', { screen: t('auth.login.title'), product: t('common.productName') }),
  );
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
      void landingAfterSignIn(queryClient).then((landing) => {
        // "Update payment" in the past-due modal or the store choice leads on to how to pay, wherever else it would go.
        const target = takePaymentPageRequest() ? portalHref('howtopay') : (safeReturnPath(returnUrl) ?? landing);
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
