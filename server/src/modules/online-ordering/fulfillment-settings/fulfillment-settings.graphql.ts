import {
  ZPatchFulfillmentTimeSettingsArgs,
  ZUpdateFulfillmentTimeSettingsArgs,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import { getFulfillmentSettings, saveFulfillmentSettings } from './fulfillment-settings.service.ts';

/** Read and written by Prep time, the store status dialog (hours) and Order settings (offering flags). */
const guard = { access: access.route(OO_PAGE.hours), scope: STORE_VIEW_SCOPE } as const;

/** GraphQL sends an omitted optional input field as absent, but a client may send null: both mean "unchanged". */
const withoutNulls = <T extends object>(patch: T) =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null)) as T;

export const fulfillmentSettingsGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/fulfillment-settings/fulfillment-settings.graphql'),
  operations: {
    getFulfillmentTimeSettings: operation<object, TStoreScope>({
      kind: 'query',
      ...guard,
      args: z.object({}),
      resolve: ({ deps, scope }) => getFulfillmentSettings(deps.db, scope),
    }),
    updateFulfillmentTimeSettings: operation<z.infer<typeof ZUpdateFulfillmentTimeSettingsArgs>, TStoreScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: ZUpdateFulfillmentTimeSettingsArgs,
      resolve: ({ deps, scope, actor }, { input }) => saveFulfillmentSettings(deps.db, scope, actor, input),
    }),
    patchFulfillmentTimeSettings: operation<z.infer<typeof ZPatchFulfillmentTimeSettingsArgs>, TStoreScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: z
        .object({ input: z.record(z.string(), z.unknown()).transform(withoutNulls) })
        .pipe(ZPatchFulfillmentTimeSettingsArgs),
      resolve: ({ deps, scope, actor }, { input }) => saveFulfillmentSettings(deps.db, scope, actor, input),
    }),
  },
};
