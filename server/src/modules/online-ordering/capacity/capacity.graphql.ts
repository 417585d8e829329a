import {
  ZAssignCapacitySettingsArgs,
  ZCapacitySettingsByIdArgs,
  ZCreateCapacitySettingsArgs,
  ZUpdateCapacitySettingsArgs,
} from '@mp/contracts/online-ordering/capacity';
import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import {
  assignCapacitySettings,
  createCapacity,
  getCapacityById,
  getCapacityOfStore,
  updateCapacitySettings,
} from './capacity.service.ts';

const page = access.route(OO_PAGE.capacity);

/** Spec 3 §7.2 Capacity: the store (enterprise unit) is the session's; the page needs a store view (spec 3 §6). */
export const capacityGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/capacity/capacity.graphql'),
  operations: {
    getCapacitySettingsByEnterpriseUnit: operation<object, TStoreScope>({
      kind: 'query',
      access: page,
      scope: STORE_VIEW_SCOPE,
      args: z.object({}),
      resolve: ({ deps, scope }) => getCapacityOfStore(deps.db, scope),
    }),
    getCapacitySettingsById: operation<z.infer<typeof ZCapacitySettingsByIdArgs>, TStoreScope>({
      kind: 'query',
      access: page,
      scope: STORE_VIEW_SCOPE,
      args: ZCapacitySettingsByIdArgs,
      resolve: ({ deps, scope }, { id }) => getCapacityById(deps.db, scope, id),
    }),
    createCapacitySettings: operation<z.infer<typeof ZCreateCapacitySettingsArgs>, TStoreScope>({
      kind: 'mutation',
      access: page,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZCreateCapacitySettingsArgs,
      resolve: ({ deps, scope, actor }, { input }) => createCapacity(deps.db, scope, actor, input),
    }),
    updateCapacitySettings: operation<z.infer<typeof ZUpdateCapacitySettingsArgs>, TStoreScope>({
      kind: 'mutation',
      access: page,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateCapacitySettingsArgs,
      resolve: ({ deps, scope, actor }, { id, input }) => updateCapacitySettings(deps.db, scope, actor, id, input),
    }),
    assignCapacitySettings: operation<z.infer<typeof ZAssignCapacitySettingsArgs>, TStoreScope>({
      kind: 'mutation',
      access: page,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZAssignCapacitySettingsArgs,
      resolve: ({ deps, scope, actor }, { capacitySettingsId }) =>
        assignCapacitySettings(deps.db, scope, actor, capacitySettingsId),
    }),
  },
};
