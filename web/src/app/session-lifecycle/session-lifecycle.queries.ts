import {
  ZExtendSessionResponse,
  ZRefreshSessionResponse,
  ZRenewSessionResponse,
  type TRenewSessionResponse,
} from '@mp/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, refreshCsrfToken, storeCsrfToken } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session/portal-data.queries';

/** POST /Account/ExtendSession: the session id rotated, so the new anti-forgery token replaces the stored one. */
export const useExtendSession = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const { tokenHeaderValue } = await apiPost('/Account/ExtendSession', ZExtendSessionResponse);
      storeCsrfToken(tokenHeaderValue);
    },
  });

/** POST /Account/RefreshSession, the half time-out keep-alive; a failure is the lifecycle's to judge. */
export const useRefreshSession = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => apiPost('/Account/RefreshSession', ZRefreshSessionResponse),
  });

/**
 * POST /Account/RenewSession. On success the cookie was rotated: fetch the token bound to it, then reload what the
 * portal knows about the session (spec 1 §4: "reloads the store's data").
 */
export function useRenewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (password: string): Promise<TRenewSessionResponse> => {
      const result = await apiPost('/Account/RenewSession', ZRenewSessionResponse, { password });
      if (result.success) await refreshCsrfToken();
      return result;
    },
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
