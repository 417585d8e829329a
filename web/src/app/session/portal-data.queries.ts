import { ZPortalData, ZResellerConfiguration } from '@mp/contracts/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** Query keys of the session: who is signed in, in which merchant and store, under which reseller. */
export const sessionKeys = {
  all: ['session'] as const,
  portalData: () => [...sessionKeys.all, 'portal-data'] as const,
  reseller: (resellerId: number) => [...sessionKeys.all, 'reseller', resellerId] as const,
};

export const portalDataQuery = () =>
  queryOptions({
    queryKey: sessionKeys.portalData(),
    queryFn: () => apiGet('/Portal/GetPortalData', ZPortalData),
    staleTime: 60_000,
    retry: false,
    // The shell turns a 401 into a trip to the sign-in page; it is never an error modal.
    meta: { handlesErrors: true },
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
