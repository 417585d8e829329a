import { ZFeatureFlagsResponse } from '@mp/contracts/feature-flags';
import { ZPortalData, ZResellerConfiguration } from '@mp/contracts/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** Query keys of the session: who is signed in, in which merchant and store, under which reseller. */
export const sessionKeys = {
  all: ['session'] as const,
  portalData: () => [...sessionKeys.all, 'portal-data'] as const,
  reseller: (resellerId: number) => [...sessionKeys.all, 'reseller', resellerId] as const,
  flags: (merchantId: number, storeId: number) => [...sessionKeys.all, 'flags', merchantId, storeId] as const,
};

export const portalDataQuery = () =>
  queryOptions({
    queryKey: sessionKeys.portalData(),
    queryFn: () => apiGet('/Portal/GetPortalData', ZPortalData),
    staleTime: 60_000,
    retry: false,
    // The route's loader fetches it first; the shell mounting on that failure must not ask again, or a second
    // 'HTTP' modal follows the one the user just closed. The shell's Retry asks again.
    retryOnMount: false,
    // Unclaimed on purpose: a 401 sends the user to sign in, any other failure shows the 'HTTP: {status}' modal.
  });

export const usePortalData = () => useQuery(portalDataQuery());

export const resellerConfigurationQuery = (resellerId: number) =>
  queryOptions({
    queryKey: sessionKeys.reseller(resellerId),
    queryFn: () => apiGet('/Reseller/GetResellerConfiguration', ZResellerConfiguration, { ResellerId: resellerId }),
    staleTime: Infinity,
    retry: false,
    // Branding is decoration: without it the provider's default branding shows.
    meta: { handlesErrors: true },
  });

export const useResellerConfiguration = (resellerId: number) => useQuery(resellerConfigurationQuery(resellerId));

/** The flag service's flags for the chosen merchant and store; a new choice is a new key, so they reload. */
export const featureFlagsQuery = (merchantId: number, storeId: number) =>
  queryOptions({
    queryKey: sessionKeys.flags(merchantId, storeId),
    queryFn: async () => (await apiGet('/FeatureFlag/GetFlags', ZFeatureFlagsResponse)).flags,
    staleTime: 60_000,
    retry: false,
    // Spec 1 §1: a failed flag service means every flag off, and the portal goes on without a modal.
    meta: { handlesErrors: true },
  });
