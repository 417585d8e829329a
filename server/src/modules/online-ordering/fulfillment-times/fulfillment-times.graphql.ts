import {
  ZAvailableFulfillmentTimesArgs,
  type TAvailableFulfillmentTimesArgs,
} from '@mp/contracts/online-ordering/fulfillment-times';
import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import { getAvailableFulfillmentTimes } from './fulfillment-times.service.ts';

/** Spec 3 §7.2 Window/hours getAvailableFulfillmentTimes: follows the ordering hours page; needs a store view. */
export const fulfillmentTimesGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/fulfillment-times/fulfillment-times.graphql'),
  operations: {
    getAvailableFulfillmentTimes: operation<TAvailableFulfillmentTimesArgs, TStoreScope>({
      kind: 'query',
      access: access.route(OO_PAGE.hours),
      scope: STORE_VIEW_SCOPE,
      args: ZAvailableFulfillmentTimesArgs,
      resolve: ({ deps, scope }, args) => getAvailableFulfillmentTimes(deps.db, scope, args),
    }),
  },
};
