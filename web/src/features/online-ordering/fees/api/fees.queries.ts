import {
  FEE_TAX_CATEGORIES_PATH,
  type TFeeInput,
  type TUpdateFeeInput,
  ZFeeTaxCategoryList,
} from '@mp/contracts/online-ordering/fees';
import { MAX_PAGE_SIZE } from '@mp/contracts/stores';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';
import { type TMerchantSite, useMerchantSites } from '../../shared/merchant-sites.queries';
import { createFee, deleteFee, getFee, listFees, updateFee } from './fees.api';

export const feesKeys = {
  all: ['onlineOrdering', 'fees'] as const,
  list: () => [...feesKeys.all, 'list'] as const,
  sites: (merchantId: number) => [...feesKeys.all, 'sites', merchantId] as const,
  taxCategories: () => [...feesKeys.all, 'taxCategories'] as const,
};

/** Spec 3 §7.2: getFees names the fees, getFeeById gives each one's fields (at most 20, spec 3 §9). */
const feesQuery = () =>
  queryOptions({
    queryKey: feesKeys.list(),
    queryFn: async () => Promise.all((await listFees()).map((fee) => getFee(fee.feeId))),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useFees = () => useQuery(feesQuery());

/** A store the fees may be assigned to. */
export type TFeeSite = TMerchantSite;

/** Spec 3 §7.2 "list stores (page size 10000)". */
export const useFeeSites = (merchantId: number) =>
  useMerchantSites(feesKeys.sites(merchantId), merchantId, MAX_PAGE_SIZE);

/** Spec 3 §7.2 (a non-GraphQL service): the merchant's active tax categories a fee may take, the default first. */
export const useFeeTaxCategories = () =>
  useQuery({
    queryKey: feesKeys.taxCategories(),
    queryFn: () => apiPost(FEE_TAX_CATEGORIES_PATH, ZFeeTaxCategoryList, {}),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

/** One fee of a save: a new one (createFee) or a changed one (updateFee), with its tab. */
export type TFeeSaveStep =
  { index: number; kind: 'create'; input: TFeeInput } | { index: number; kind: 'update'; input: TUpdateFeeInput };

/** A save stopped at one fee: its tab and the server's refusal. */
export class FeeSaveError extends Error {
  override readonly name = 'FeeSaveError';
  constructor(
    readonly index: number,
    readonly reason: unknown,
  ) {
    super('A fee could not be saved.');
  }
}

/**
 * Spec 3 §4 Fee form: the new and changed fees, one after the other (the server makes or updates each fee's sales
 * item with it, in one transaction). `onCreated` hands a new fee's id to its tab at once, so a save that stops at a
 * later fee never creates it twice. The fees are read again afterwards, failed or not; a save answers them.
 */
export function useSaveFees(onCreated: (index: number, feeId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (steps: TFeeSaveStep[]) => {
      for (const step of steps) {
        try {
          if (step.kind === 'create') onCreated(step.index, (await createFee(step.input)).feeId);
          else await updateFee(step.input);
        } catch (error) {
          throw new FeeSaveError(step.index, error);
        }
      }
      return queryClient.fetchQuery(feesQuery());
    },
    onError: () => queryClient.invalidateQueries({ queryKey: feesKeys.list() }),
  });
}

/** Spec 3 §4: deleting removes the fee and its sales item; the list drops it at once and is read again. */
export function useDeleteFee() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: deleteFee,
    onSuccess: (_done, feeId) =>
      queryClient.setQueryData(feesQuery().queryKey, (fees) => fees?.filter((fee) => fee.feeId !== feeId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feesKeys.list() }),
  });
}
