import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { ZUpdateTipsConfigurationArgs } from '@mp/contracts/online-ordering/tipping';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import { getTipsConfiguration, updateTipsConfiguration } from './tipping.service.ts';

const page = access.route(OO_PAGE.tipping);

export const tippingGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/tipping/tipping.graphql'),
  operations: {
    getTipsConfigurationSettings: operation<object, TStoreScope>({
      kind: 'query',
      access: page,
      scope: STORE_VIEW_SCOPE,
      args: z.object({}),
      resolve: ({ deps, scope }) => getTipsConfiguration(deps.db, scope),
    }),
    updateTipsConfigurationSettings: operation<z.infer<typeof ZUpdateTipsConfigurationArgs>, TStoreScope>({
      kind: 'mutation',
      access: page,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateTipsConfigurationArgs,
      resolve: ({ deps, scope, actor }, { input }) => updateTipsConfiguration(deps.db, scope, actor, input),
    }),
  },
};
