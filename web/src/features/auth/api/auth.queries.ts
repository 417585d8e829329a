import {
  ZLoginResult,
  ZSuccessResponse,
  ZVersionResponse,
  type TLoginResult,
  type TLogOnRequest,
  type TUpdateMerchantEulaHistoryRequest,
} from '@mp/contracts/auth';
import {
  ZPasswordChangeResponse,
  type TChangePasswordAndCreateSessionRequest,
  type TChangePasswordRequest,
  type TPasswordChangeResponse,
} from '@mp/contracts/password';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, clearCsrfToken, isHttpError, refreshCsrfToken } from '../../../lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  version: () => [...authKeys.all, 'version'] as const,
};

export const useVersion = () =>
  useQuery({
    queryKey: authKeys.version(),
    queryFn: () => apiGet('/Account/GetVersion', ZVersionResponse),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });

/** A failed login as the flow sees it: an error code, or null for "something else went wrong". */
const failedLogin = (errorCode: TLoginResult['errorCode']) => ({ success: false, errorCode }) as TLoginResult;

/**
 * POST /Account/LogOn. Never throws: an unreachable server counts as invalid credentials (spec 1 §4), any
 * other HTTP failure becomes the generic error (errorCode null).
 */
export function useLogOn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (request: TLogOnRequest): Promise<TLoginResult> => {
      try {
        const result = await apiPost('/Account/LogOn', ZLoginResult, request);
        if (result.success) {
          // The session just changed: the old token is no longer valid and old cached data belongs to nobody.
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
          await refreshCsrfToken();
        }
        return result;
      } catch (error) {
        return failedLogin(isHttpError(error) && error.status === 0 ? 'I' : null);
      }
    },
  });
}

export const useSendUserNamesEmail = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (emailAddress: string) => apiPost('/Account/SendUserNamesEmail', ZSuccessResponse, { emailAddress }),
  });

export const useForgotPassword = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (userName: string) => apiPost('/Account/ForgotPassword', ZSuccessResponse, { userName }),
  });

export const useResetPassword = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      apiPost('/Account/ResetPassword', ZSuccessResponse, { newPassword }, { tk: token }),
  });

export const useChangePassword = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (request: TChangePasswordRequest): Promise<TPasswordChangeResponse> =>
      apiPost('/User/ChangePassword', ZPasswordChangeResponse, request),
  });

/** The forced change at sign-in: it creates the session, so a new anti-forgery token follows. */
export const useChangePasswordAndCreateSession = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({
      token,
      ...request
    }: TChangePasswordAndCreateSessionRequest & { token: string }): Promise<TPasswordChangeResponse> => {
      const response = await apiPost('/User/ChangePasswordAndCreateSession', ZPasswordChangeResponse, request, {
        token,
      });
      if (response.IsSuccessful) await refreshCsrfToken();
      return response;
    },
  });

export const useUpdateMerchantEulaHistory = () =>
  useMutation({
    mutationFn: async (request: TUpdateMerchantEulaHistoryRequest) => {
      const response = await apiPost('/Account/UpdateMerchantEulaHistory', ZSuccessResponse, request);
      await refreshCsrfToken();
      return response;
    },
  });

/** POST /Account/LogOff (with the CSRF token, like every POST), then forget the token and every cached answer (spec 1 §4 "Log-off"). */
export function useLogOff() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      try {
        await apiPost('/Account/LogOff', ZSuccessResponse);
      } finally {
        clearCsrfToken();
        sessionStorage.clear();
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
        await refreshCsrfToken().catch(() => undefined);
      }
    },
  });
}
