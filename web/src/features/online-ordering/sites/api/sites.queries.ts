import { type TDayHours, ZDayHours } from '@mp/contracts/online-ordering/operating-hours';
import { type TWebDomainForm, ZProvisioning, ZSiteInfo, ZSiteProvisioning } from '@mp/contracts/online-ordering/sites';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isHttpError } from '../../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

/** Spec 3 §7.2 operations of the site, by their names. */
const GET_SITE_INFO = graphqlOperation(
  `query GetSiteInfo { GetSiteInfo {
    primaryStoreContact { name }
    receiptInformation { storeName address address2 city state zip phone }
    coordinates { latitude longitude } status locked timeZone url
    hours { day opens { time } closes { time nextDay } isClosed } } }`,
  'GetSiteInfo',
  ZSiteInfo,
);
const GET_COMPANY = graphqlOperation(
  'query getCompanyInformation { getCompanyInformation { uriName enabled } }',
  'getCompanyInformation',
  ZProvisioning,
);
const GET_SITE_PROVISIONING = graphqlOperation(
  'query getSiteProvisioning { getSiteProvisioning { uriName } }',
  'getSiteProvisioning',
  ZSiteProvisioning,
);
const nameMutation = <T>(name: string, selection: string, schema: z.ZodType<T>) =>
  graphqlOperation(`mutation ${name}($uriName: String!) { ${name}(uriName: $uriName) { ${selection} } }`, name, schema);
const CREATE_COMPANY = nameMutation('createCompanyProvisioning', 'uriName enabled', ZProvisioning);
const UPDATE_COMPANY = nameMutation('updateCompanyProvisioning', 'uriName enabled', ZProvisioning);
const CREATE_SITE = nameMutation('createSiteProvisioning', 'uriName', ZSiteProvisioning);
const UPDATE_SITE = nameMutation('updateSiteProvisioning', 'uriName', ZSiteProvisioning);
const UPDATE_HOURS = graphqlOperation(
  `mutation UpdateSiteHoursById($hours: [DayHoursInput!]!) { UpdateSiteHoursById(hours: $hours) {
    day opens { time } closes { time nextDay } isClosed } }`,
  'UpdateSiteHoursById',
  z.array(ZDayHours),
);

export const sitesKeys = {
  all: ['onlineOrderingSites'] as const,
  site: () => [...sitesKeys.all, 'site'] as const,
  company: () => [...sitesKeys.all, 'company'] as const,
  siteProvisioning: () => [...sitesKeys.all, 'siteProvisioning'] as const,
};

/** A read whose 404 means "none yet" (spec 3 §7.2): answered as null, so the screen offers to create it. */
const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
};

const siteQuery = () =>
  queryOptions({
    queryKey: sitesKeys.site(),
    queryFn: () => graphqlRequest(GET_SITE_INFO),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useSiteInfo = () => useQuery(siteQuery());

export const useCompanyProvisioning = () =>
  useQuery({
    queryKey: sitesKeys.company(),
    queryFn: () => orNull(() => graphqlRequest(GET_COMPANY)),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useSiteProvisioning = (enabled: boolean) =>
  useQuery({
    queryKey: sitesKeys.siteProvisioning(),
    queryFn: () => orNull(() => graphqlRequest(GET_SITE_PROVISIONING)),
    staleTime: 0,
    retry: false,
    enabled,
    meta: { handlesErrors: true },
  });

/** Which save failed: a DomainNameTakenErrMsg belongs under the field of the call that was refused. */
export class WebDomainSaveError extends Error {
  constructor(
    readonly field: keyof TWebDomainForm,
    override readonly cause: unknown,
  ) {
    super('web domain save failed');
  }
}

/**
 * Saves the web domain: each name is created when it has no provisioning yet (spec 3 §7.2 createCompanyProvisioning,
 * createSiteProvisioning) and renamed when it changed; the company's first, as a site's address needs it.
 */
export function useSaveWebDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { values: TWebDomainForm; company: string | null; site: string | null }) => {
      const { values, company, site } = input;
      const run = async (field: keyof TWebDomainForm, call: () => Promise<unknown>) => {
        try {
          await call();
        } catch (error) {
          throw new WebDomainSaveError(field, error);
        }
      };
      if (company === null)
        await run('companyUriName', () => graphqlRequest(CREATE_COMPANY, { uriName: values.companyUriName }));
      else if (company !== values.companyUriName)
        await run('companyUriName', () => graphqlRequest(UPDATE_COMPANY, { uriName: values.companyUriName }));
      if (site === null) await run('siteUriName', () => graphqlRequest(CREATE_SITE, { uriName: values.siteUriName }));
      else if (site !== values.siteUriName)
        await run('siteUriName', () => graphqlRequest(UPDATE_SITE, { uriName: values.siteUriName }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}

/** Saves the operating hours; the site's cache takes the stored week. */
export function useUpdateSiteHours() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (hours: TDayHours[]) => graphqlRequest(UPDATE_HOURS, { hours }),
    onSuccess: (hours) => {
      queryClient.setQueryData(siteQuery().queryKey, (site) => (site ? { ...site, hours } : site));
    },
  });
}
