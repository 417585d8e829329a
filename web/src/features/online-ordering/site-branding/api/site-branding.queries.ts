import {
  brandFormOf,
  SITE_BRAND_PAGE_SIZE,
  SITE_LIST_PAGE_SIZE,
  type TSiteBrandForm,
  type TSiteBrandInput,
} from '@mp/contracts/online-ordering/site-branding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TMerchantSite, useMerchantSites } from '../../shared/merchant-sites.queries';
import {
  assignSiteBrandSites,
  createSiteBrand,
  deleteSiteBrand,
  getSiteBrand,
  getSiteBrandSites,
  listSiteBrands,
  updateSiteBrand,
} from './site-branding.api';

export const siteBrandingKeys = {
  all: ['onlineOrdering', 'siteBranding'] as const,
  brands: () => [...siteBrandingKeys.all, 'brands'] as const,
  sites: (merchantId: number) => [...siteBrandingKeys.all, 'sites', merchantId] as const,
};

/** Every page of the list (spec 3 §9: 100 a page), in the order the brands were made. */
async function allBrandIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listSiteBrands(pageNumber, SITE_BRAND_PAGE_SIZE);
    ids.push(...page.pageContent.map((brand) => brand.id));
    if (page.lastPage || page.pageContent.length === 0) return ids;
  }
}

/** Spec 3 §7.2: the list names the brands; by id and assigned sites give each one's tab. */
const siteBrandsQuery = () =>
  queryOptions({
    queryKey: siteBrandingKeys.brands(),
    queryFn: async (): Promise<TSiteBrandForm[]> =>
      Promise.all(
        (await allBrandIds()).map(async (id) => {
          const [brand, sites] = await Promise.all([getSiteBrand(id), getSiteBrandSites(id)]);
          return brandFormOf(brand, sites.assignedSites);
        }),
      ),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useSiteBrands = () => useQuery(siteBrandsQuery());

/** A site a brand may be assigned. */
export type TBrandSite = TMerchantSite;

/** Spec 3 §9 "site list fetch 10000 rows". */
export const useBrandSites = (merchantId: number) =>
  useMerchantSites(siteBrandingKeys.sites(merchantId), merchantId, SITE_LIST_PAGE_SIZE);

/** One brand of a save: its tab, its id ('' for a new brand), what to write. */
export type TBrandSaveStep = {
  index: number;
  id: string;
  fields: TSiteBrandInput | null;
  assignedSites: string[] | null;
};

/** A save stopped at one brand: its tab and the server's refusal. */
export class BrandSaveError extends Error {
  override readonly name = 'BrandSaveError';
  constructor(
    readonly index: number,
    readonly reason: unknown,
  ) {
    super('A brand could not be saved.');
  }
}

/**
 * Spec 3 §4 Site branding save: each brand created when it has no id, else updated, then its sites assigned.
 * `onCreated` hands a new brand's id to its tab at once, so a save that stops later never creates it twice. The brands
 * are read again afterwards, failed or not; a save answers them.
 */
export function useSaveSiteBrands(onCreated: (index: number, id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (steps: TBrandSaveStep[]) => {
      for (const step of steps) {
        try {
          let id = step.id;
          if (step.fields && id === '') {
            id = (await createSiteBrand(step.fields)).id;
            onCreated(step.index, id);
          } else if (step.fields) await updateSiteBrand({ ...step.fields, id });
          if (step.assignedSites) await assignSiteBrandSites({ id, assignedSites: step.assignedSites });
        } catch (error) {
          throw new BrandSaveError(step.index, error);
        }
      }
      return queryClient.fetchQuery(siteBrandsQuery());
    },
    onError: () => queryClient.invalidateQueries({ queryKey: siteBrandingKeys.brands() }),
  });
}

/** Spec 3 §4: deleting removes the brand (its sites are free again); the list is read again. */
export function useDeleteSiteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: deleteSiteBrand,
    onSuccess: (_done, id) =>
      queryClient.setQueryData(siteBrandsQuery().queryKey, (brands) => brands?.filter((brand) => brand.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteBrandingKeys.brands() }),
  });
}
