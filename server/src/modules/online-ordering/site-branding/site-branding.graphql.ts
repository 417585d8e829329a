import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import {
  type TAssignSiteBrandSitesInput,
  type TSiteBrandInput,
  type TUpdateSiteBrandInput,
  ZAssignSiteBrandSitesArgs,
  ZCreateSiteBrandArgs,
  ZGetSiteBrandsArgs,
  ZSiteBrandIdArgs,
  ZUpdateSiteBrandArgs,
} from '@mp/contracts/online-ordering/site-branding';
import type { z } from 'zod';
import type { TTenantScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import {
  assignSiteBrandSites,
  createSiteBrand,
  deleteSiteBrand,
  getSiteBrand,
  getSiteBrandSites,
  listSiteBrands,
  updateSiteBrand,
} from './site-branding.service.ts';

/**
 * Brands are the company's (their sites are any of its stores), so every operation takes the merchant of the
 * session whichever store it looks at. The page's rule carries the branding-customisation flag (spec 3 §6).
 */
const guard = { access: access.route(OO_PAGE.siteBranding), scope: tenancy.merchant } as const;
const change = { ...guard, kind: 'mutation', readOnly: OO_READ_ONLY } as const;
type TIdArgs = z.infer<typeof ZSiteBrandIdArgs>;

export const siteBrandingGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/site-branding/site-branding.graphql'),
  operations: {
    getSiteBrands: operation<z.output<typeof ZGetSiteBrandsArgs>, TTenantScope>({
      ...guard,
      kind: 'query',
      args: ZGetSiteBrandsArgs,
      resolve: ({ deps, scope }, page) => listSiteBrands(deps.db, scope, page),
    }),
    getSiteBrandById: operation<TIdArgs, TTenantScope>({
      ...guard,
      kind: 'query',
      args: ZSiteBrandIdArgs,
      resolve: ({ deps, scope }, { id }) => getSiteBrand(deps.db, scope, id),
    }),
    getSiteBrandAssignedSites: operation<TIdArgs, TTenantScope>({
      ...guard,
      kind: 'query',
      args: ZSiteBrandIdArgs,
      resolve: ({ deps, scope }, { id }) => getSiteBrandSites(deps.db, scope, id),
    }),
    createSiteBrand: operation<TSiteBrandInput, TTenantScope>({
      ...change,
      args: ZCreateSiteBrandArgs,
      resolve: ({ deps, scope, actor }, input) => createSiteBrand(deps.db, scope, actor, input),
    }),
    updateSiteBrand: operation<TUpdateSiteBrandInput, TTenantScope>({
      ...change,
      args: ZUpdateSiteBrandArgs,
      resolve: ({ deps, scope, actor }, input) => updateSiteBrand(deps.db, scope, actor, input),
    }),
    assignSitesToSiteBrand: operation<TAssignSiteBrandSitesInput, TTenantScope>({
      ...change,
      args: ZAssignSiteBrandSitesArgs,
      resolve: ({ deps, scope, actor }, input) => assignSiteBrandSites(deps.db, scope, actor, input),
    }),
    deleteSiteBrandById: operation<TIdArgs, TTenantScope>({
      ...change,
      args: ZSiteBrandIdArgs,
      resolve: ({ deps, scope, actor }, { id }) => deleteSiteBrand(deps.db, scope, actor, id),
    }),
  },
};
