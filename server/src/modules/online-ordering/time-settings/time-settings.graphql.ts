import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import {
  ZCreateTimeSettingsArgs,
  ZTimeSettingsIdArgs,
  ZUpdateTimeSettingsArgs,
} from '@mp/contracts/online-ordering/time-settings';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import {
  assignTimeSettings,
  createTimeSettings,
  getStoreTimeSettings,
  getTimeSettings,
  updateTimeSettingsById,
} from './time-settings.service.ts';

/** Read and written by Online ordering hours (buffers), Order settings (future days) and Capacity (404 → create). */
const page = access.route(OO_PAGE.hours);
const guard = { access: page, scope: STORE_VIEW_SCOPE } as const;

export const timeSettingsGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/time-settings/time-settings.graphql'),
  operations: {
    getTimeSettingsByEnterpriseUnit: operation<object, TStoreScope>({
      kind: 'query',
      ...guard,
      args: z.object({}),
      resolve: ({ deps, scope }) => getStoreTimeSettings(deps.db, scope),
    }),
    getTimeSettingsById: operation<z.infer<typeof ZTimeSettingsIdArgs>, TStoreScope>({
      kind: 'query',
      ...guard,
      args: ZTimeSettingsIdArgs,
      resolve: ({ deps, scope }, { id }) => getTimeSettings(deps.db, scope, id),
    }),
    createTimeSettings: operation<z.infer<typeof ZCreateTimeSettingsArgs>, TStoreScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: ZCreateTimeSettingsArgs,
      resolve: ({ deps, scope }, { input }) => createTimeSettings(deps.db, scope, input),
    }),
    updateTimeSettingsById: operation<z.infer<typeof ZUpdateTimeSettingsArgs>, TStoreScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: ZUpdateTimeSettingsArgs,
      resolve: ({ deps, scope, actor }, { id, input }) => updateTimeSettingsById(deps.db, scope, actor, id, input),
    }),
    assignTimeSettings: operation<z.infer<typeof ZTimeSettingsIdArgs>, TStoreScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: ZTimeSettingsIdArgs,
      resolve: ({ deps, scope }, { id }) => assignTimeSettings(deps.db, scope, id),
    }),
  },
};
