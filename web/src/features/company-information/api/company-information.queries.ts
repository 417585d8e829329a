import {
  COMPANY_INFORMATION_PATH as PATH,
  ZCompanyInformationResponse,
  ZReceiptInfoResponse,
  type TCompanyInformation,
  type TCompanyPageForm,
  type TReceiptInfoForm,
} from '@mp/contracts/company-information';
import { LOCALE_PATH, STATE_LOOKUP_DEBOUNCE_MS, ZCountriesResponse, ZStatesResponse } from '@mp/contracts/locale';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../../lib/api-client';

export const companyInformationKeys = {
  all: ['company-information'] as const,
  company: () => [...companyInformationKeys.all, 'company'] as const,
  receipt: () => [...companyInformationKeys.all, 'receipt'] as const,
  countries: () => [...companyInformationKeys.all, 'countries'] as const,
  states: (countryId: number) => [...companyInformationKeys.all, 'states', countryId] as const,
};

const companyQuery = () =>
  queryOptions({
    queryKey: companyInformationKeys.company(),
    queryFn: () => apiPost(PATH.get, ZCompanyInformationResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useCompanyInformation = () => useQuery(companyQuery());

// Reference data: the same for the whole session.
export const useCountries = () =>
  useQuery({
    queryKey: companyInformationKeys.countries(),
    queryFn: () => apiPost(LOCALE_PATH.countries, ZCountriesResponse),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The states of the chosen country, looked up once the country has stayed the same for 1000 ms (spec 2 §7, §9), so
 * paging through the country list with the keyboard asks once; the loaded country is looked up at once. Until the
 * lookup for the current country answers, `states` is undefined.
 */
export function useStates(countryId: number, hasStates: boolean) {
  const settled = useSettled(countryId, STATE_LOOKUP_DEBOUNCE_MS);
  const current = settled === countryId;
  const query = useQuery({
    queryKey: companyInformationKeys.states(settled),
    queryFn: () => apiGet(LOCALE_PATH.states, ZStatesResponse, { countryId: settled }),
    enabled: hasStates && current && countryId > 0,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  return { states: current ? query.data : undefined, isError: current && query.isError };
}

type TSave = {
  values: TCompanyPageForm;
  /** Which parts changed: the company's fields, its address (the stores are located again), the logo. */
  companyChanged: boolean;
  addressChanged: boolean;
  logoChanged: boolean;
};

/**
 * Saves the form: the company's fields through UpdateCompanyContactInfoAndIndustry, then the logo through
 * UpdateMerchantLogo with the checksum the first save answered; the cache takes what the last save stored.
 */
export function useSaveCompanyInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ values, companyChanged, addressChanged, logoChanged }: TSave) => {
      const { merchantLogoUrl, ...company } = values;
      let entity: TCompanyInformation | null = null;
      if (companyChanged) {
        const saved = await apiPost(PATH.update, ZCompanyInformationResponse, {
          company,
          notifyCommerce: true,
          updateStoreCoordinates: addressChanged,
        });
        entity = saved.Entity;
        queryClient.setQueryData(companyQuery().queryKey, saved);
      }
      if (logoChanged) {
        const saved = await apiPost(PATH.updateLogo, ZCompanyInformationResponse, {
          merchantLogoUrl,
          ConcurrencyChecksum: entity?.ConcurrencyChecksum ?? company.ConcurrencyChecksum,
        });
        entity = saved.Entity;
        queryClient.setQueryData(companyQuery().queryKey, saved);
      }
      return entity;
    },
  });
}

const receiptQuery = () =>
  queryOptions({
    queryKey: companyInformationKeys.receipt(),
    queryFn: () => apiPost(PATH.getReceipt, ZReceiptInfoResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** The store's receipt text; only asked in a store view (the company view has none). */
export const useReceiptInfo = (enabled: boolean) => useQuery({ ...receiptQuery(), enabled });

export function useSaveReceiptInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: TReceiptInfoForm) => apiPost(PATH.updateReceipt, ZReceiptInfoResponse, values),
    onSuccess: (saved) => queryClient.setQueryData(receiptQuery().queryKey, saved),
  });
}
