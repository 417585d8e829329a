import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { z } from 'zod';
import type { TTenantScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { getBrandingImages } from './branding.service.ts';

/**
 * The branding images are the company's: the same in the company view and in any of its stores' views. The uploads
 * (uploadImage, replaceImage) are multipart calls with the same guard (branding.routes.ts).
 */
export const BRANDING_GUARD = { access: access.route(OO_PAGE.branding), scope: tenancy.merchant } as const;

export const brandingGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/branding/branding.graphql'),
  operations: {
    getBrandingImages: operation<object, TTenantScope>({
      kind: 'query',
      ...BRANDING_GUARD,
      args: z.object({}),
      resolve: ({ deps, scope }) => getBrandingImages(deps.db, scope),
    }),
  },
};
