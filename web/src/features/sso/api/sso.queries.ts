import { ZLoginResult, type TLoginErrorCode, type TLoginResult } from '@mp/contracts/auth';
import type { TRenewSessionResponse } from '@mp/contracts/session';
import {
  ZLoginStatusResponse,
  ZSsoSettings,
  type TLoginStatusRequest,
  type TValidateSsoTokenRequest,
} from '@mp/contracts/sso';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, refreshCsrfToken } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/portal-data.queries';
import { loadSsoClient } from '../lib/sso-session';
import { readSsoSettings } from '../lib/sso-storage';

export const ssoKeys = {
  all: ['sso'] as const,
  settings: (organizationId: string | undefined) => [...ssoKeys.all, 'settings', organizationId ?? null] as const,
};

/** GET /Account/GetSsoSettings; a failure only means no federated button, so it shows no error. */
export const useSsoSettings = (organizationId: string | undefined) =>
  useQuery({
    queryKey: ssoKeys.settings(organizationId),
    queryFn: () => apiGet('/Account/GetSsoSettings', ZSsoSettings, organizationId ? { organizationId } : undefined),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });

/** A refused single sign-on in the login result's shape; without a code of its own it is the generic E. */
export const failedSsoLogin = (errorCode: TLoginErrorCode | null): TLoginResult =>
  ({ success: false, errorCode: errorCode ?? 'E' }) as TLoginResult;

/**
 * POST /Account/ValidateSsoToken (the bearer is added by the api client). Never throws: an HTTP failure is the
 * generic E. A success starts the portal session exactly like a password LogOn, with the same aftermath.
 */
export async function validateSsoToken(
  queryClient: QueryClient,
  request: TValidateSsoTokenRequest,
): Promise<TLoginResult> {
  try {
    const result = await apiPost('/Account/ValidateSsoToken', ZLoginResult, request);
    if (!result.success) return failedSsoLogin(result.errorCode);
    // The session just changed: the old token is no longer valid and old cached data belongs to nobody.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await refreshCsrfToken();
    return result;
  } catch {
    return failedSsoLogin('E');
  }
}

/**
 * Session renewal of a single-sign-on user (spec 1 §4): a new access token from the refresh token (failure: P, the
 * SSO session expired), then the login-status check with it (failure: E, spec 1 §4). Success reloads the session's
 * data like a password renewal.
 */
export function useSsoRenewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (): Promise<TRenewSessionResponse> => {
      const settings = readSsoSettings();
      const client = await loadSsoClient();
      const renewed = settings !== null && (await client.renewSsoUser(settings).then(Boolean, () => false));
      if (!settings || !renewed) return { success: false, errorCode: 'P' };
      const request: TLoginStatusRequest = {
        organizationId: settings.organizationId,
        returnUrl: `${window.location.pathname}${window.location.search}`.slice(0, 2048),
      };
      try {
        const status = await apiPost('/Account/CheckLoginStatus', ZLoginStatusResponse, request);
        if (!status.success) return { success: false, errorCode: status.errorCode ?? 'E' };
        await refreshCsrfToken();
        return { success: true, errorCode: null };
      } catch {
        return { success: false, errorCode: 'E' };
      }
    },
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
