import type { TLoginResult } from '@mp/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import type { TSelectionSlotProps } from '../../features/auth/components/login-flow-modals';
import { MerchantSelectionModal } from '../../features/store-selection/components/merchant-selection-modal';
import { StoreSelectionModal } from '../../features/store-selection/components/store-selection-modal';
import { setActiveResellerId, useActiveResellerId } from '../session/active-reseller';
import { defaultHomePath, safeReturnPath } from '../session/landing';
import { portalDataQuery, useResellerConfiguration } from '../session/portal-data.queries';

/** Selection during sign-in: Cancel and an overdue account's Skip both sign out. */
function renderSelection({ kind, onCancel, ...props }: TSelectionSlotProps) {
  const shared = { ...props, onCancel, onSignOut: onCancel };
  return kind === 'merchant' ? <MerchantSelectionModal {...shared} /> : <StoreSelectionModal {...shared} />;
}

/** '/' composes the auth feature with the selection feature and decides where a completed sign-in lands. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const reseller = useResellerConfiguration(useActiveResellerId());
  const returnUrl = searchParams.get('ReturnUrl');

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

  return <LoginPage reseller={reseller.data} renderSelection={renderSelection} onSignedIn={onSignedIn} />;
}
