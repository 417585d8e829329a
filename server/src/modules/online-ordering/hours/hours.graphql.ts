import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import {
  ZCreateEventSettingsArgs,
  ZCreateWindowSettingsArgs,
  ZOrderHoursBuffersArgs,
  ZUpdateEventSettingsArgs,
  ZUpdateWindowSettingsArgs,
  ZWindowSettingsIdArgs,
} from '@mp/contracts/online-ordering/order-hours';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import {
  assignWindowSettings,
  createEventSettings,
  createWindowSettings,
  getStoreEventSettings,
  getStoreWindowSettings,
  publishWindowSettings,
  setOrderHoursBuffers,
  updateEventSettingsById,
  updateWindowSettingsById,
} from './hours.service.ts';

/** Online ordering → Hours (spec 3 §2.2 /hours): a store's page; company view of several stores is refused. */
const guard = { access: access.route(OO_PAGE.hours), scope: STORE_VIEW_SCOPE } as const;
const mutation = { kind: 'mutation', ...guard, readOnly: OO_READ_ONLY } as const;

/** GraphQL may send an omitted optional argument as null: the contracts read it as absent. */
const withoutNulls = (raw: unknown): unknown => {
  if (Array.isArray(raw)) return raw.map(withoutNulls);
  if (raw && typeof raw === 'object')
    return Object.fromEntries(
      Object.entries(raw)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  return raw;
};
const args = <T extends z.ZodType>(schema: T) => z.preprocess(withoutNulls, schema) as unknown as T;

export const hoursGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/hours/hours.graphql'),
  operations: {
    getWindowSettingsByEnterpriseUnit: operation<object, TStoreScope>({
      kind: 'query',
      ...guard,
      args: z.object({}),
      resolve: ({ deps, scope }) => getStoreWindowSettings(deps.db, scope),
    }),
    createWindowSettings: operation<z.infer<typeof ZCreateWindowSettingsArgs>, TStoreScope>({
      ...mutation,
      args: args(ZCreateWindowSettingsArgs),
      resolve: ({ deps, scope }, input) => createWindowSettings(deps.db, scope, input),
    }),
    assignWindowSettings: operation<z.infer<typeof ZWindowSettingsIdArgs>, TStoreScope>({
      ...mutation,
      args: ZWindowSettingsIdArgs,
      resolve: ({ deps, scope }, { id }) => assignWindowSettings(deps.db, scope, id),
    }),
    updateWindowSettingsById: operation<z.infer<typeof ZUpdateWindowSettingsArgs>, TStoreScope>({
      ...mutation,
      args: args(ZUpdateWindowSettingsArgs),
      resolve: ({ deps, scope, actor }, { id, dayHours }) =>
        updateWindowSettingsById(deps.db, scope, actor, id, dayHours),
    }),
    setOrderHoursBuffers: operation<z.infer<typeof ZOrderHoursBuffersArgs>, TStoreScope>({
      ...mutation,
      args: ZOrderHoursBuffersArgs,
      resolve: ({ deps, scope, actor }, input) => setOrderHoursBuffers(deps.db, scope, actor, input),
    }),
    publishWindowSettings: operation<z.infer<typeof ZWindowSettingsIdArgs>, TStoreScope>({
      ...mutation,
      args: ZWindowSettingsIdArgs,
      resolve: ({ deps, scope, actor }, { id }) => publishWindowSettings(deps.db, scope, actor, id),
    }),
    getEventSettingsByEnterprise: operation<object, TStoreScope>({
      kind: 'query',
      ...guard,
      args: z.object({}),
      resolve: ({ deps, scope }) => getStoreEventSettings(deps.db, scope),
    }),
    createEventSettings: operation<z.infer<typeof ZCreateEventSettingsArgs>, TStoreScope>({
      ...mutation,
      args: args(ZCreateEventSettingsArgs),
      resolve: ({ deps, scope, actor }, { input }) => createEventSettings(deps.db, scope, actor, input),
    }),
    updateEventSettingsById: operation<z.infer<typeof ZUpdateEventSettingsArgs>, TStoreScope>({
      ...mutation,
      args: args(ZUpdateEventSettingsArgs),
      resolve: ({ deps, scope, actor }, { id, input }) => updateEventSettingsById(deps.db, scope, actor, id, input),
    }),
  },
};
