import { ZSuccessResponse } from '@mp/contracts/auth';
import {
  ZDisplayRoles,
  ZUpdateDisplayRolesResponse,
  ZUserJobCodes,
  type TRoleFeatureChange,
} from '@mp/contracts/user-roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, clearCsrfToken } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/portal-data.queries';

export const userRolesKeys = {
  all: ['user-roles'] as const,
  matrix: () => [...userRolesKeys.all, 'matrix'] as const,
  jobCodes: (userCode: string) => [...userRolesKeys.all, 'job-codes', userCode] as const,
};

export const displayRolesQuery = () =>
  queryOptions({
    queryKey: userRolesKeys.matrix(),
    queryFn: () => apiPost('/JobCode/GetDisplayRoles', ZDisplayRoles, {}),
    // The page shows what the server holds now: another manager may have saved in between.
    staleTime: 0,
  });

export const useDisplayRoles = () => useQuery(displayRolesQuery());

/**
 * The merchant's roles marked with the user's own, read when the page opens: after a save that removes the
 * user-roles feature from the user's role, this call is no longer allowed, so it cannot be asked afterwards.
 */
export const useJobCodesForUser = (userCode: string) =>
  useQuery({
    queryKey: userRolesKeys.jobCodes(userCode),
    queryFn: () => apiGet('/JobCode/GetAllForExistingUser', ZUserJobCodes, { userCode }),
    staleTime: 0,
    // An admin-type user is no user of the merchant (404): then none of its roles is theirs, which is the truth.
    meta: { handlesErrors: true },
  });

type TSaveVariables = {
  changes: TRoleFeatureChange[];
  /** The save takes the user-roles feature away from the user's own role: a sign-out follows, nothing reloads. */
  signsOut: boolean;
};

/** Posts the changed cells; otherwise reloads the matrix and the session (menu) before it reports success. */
export function useSaveDisplayRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ changes }: TSaveVariables) =>
      apiPost('/JobCode/UpdateDisplayRoles', ZUpdateDisplayRolesResponse, { features: changes }),
    onSuccess: async (_data, { signsOut }) => {
      if (signsOut) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userRolesKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}

/**
 * Ends the session without the auth feature (features do not import each other): the server forgets it, and a full
 * page load to the sign-in page drops every cached answer.
 */
export async function signOutToLogin(): Promise<void> {
  await apiPost('/Account/LogOff', ZSuccessResponse).catch(() => undefined);
  clearCsrfToken();
  sessionStorage.clear();
  window.location.assign('/');
}
