import {
  PAY_CODES_LIST_FORM,
  PAY_CODES_PATH,
  ZPayCodeSaveResponse,
  ZPayCodesListResponse,
  type TPayCodeInsertRequest,
  type TPayCodeUpdateRequest,
} from '@mp/contracts/pay-codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostForm } from '../../../lib/api-client';

/** The codes are the merchant's: one list per merchant, whichever store the session looks at. */
export const payCodesKeys = {
  all: ['pay-codes'] as const,
  list: (merchantId: number) => [...payCodesKeys.all, 'list', merchantId] as const,
};

const listQuery = (merchantId: number) =>
  queryOptions({
    queryKey: payCodesKeys.list(merchantId),
    // Spec 3 §7.1: the legacy grid's form-encoded call (one page of 9999, the system code first).
    queryFn: () => apiPostForm(PAY_CODES_PATH.getAll, ZPayCodesListResponse, new URLSearchParams(PAY_CODES_LIST_FORM)),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const usePayCodes = (merchantId: number) => useQuery(listQuery(merchantId));

/** Adds a code (Insert) or changes or deletes one (Update); either way the list is read again. */
export function useSavePayCode(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: { insert: TPayCodeInsertRequest } | { update: TPayCodeUpdateRequest }) =>
      'insert' in body
        ? apiPost(PAY_CODES_PATH.insert, ZPayCodeSaveResponse, body.insert)
        : apiPost(PAY_CODES_PATH.update, ZPayCodeSaveResponse, body.update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payCodesKeys.list(merchantId) }),
  });
}
