import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { ZGetOnlineOrdersArgs, type TGetOnlineOrdersArgs } from '@mp/contracts/online-ordering/order-manager';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import { getOnlineOrders } from './order-manager.service.ts';

export const orderManagerGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/order-manager/order-manager.graphql'),
  operations: {
    getOnlineOrders: operation<TGetOnlineOrdersArgs, TStoreScope>({
      kind: 'query',
      access: access.route(OO_PAGE.orderManager),
      scope: STORE_VIEW_SCOPE,
      args: ZGetOnlineOrdersArgs,
      resolve: ({ deps, scope }, args) => getOnlineOrders(deps.db, scope, args),
    }),
  },
};
