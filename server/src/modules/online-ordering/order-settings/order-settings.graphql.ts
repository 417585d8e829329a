import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import {
  ZCreateDineInQrCodePdfArgs,
  ZDeliveryFeeSettingsArgs,
  ZUpdateDeliveryFeeSettingsArgs,
  ZUpdateScanOrderSettingsArgs,
} from '@mp/contracts/online-ordering/order-settings';
import { z } from 'zod';
import type { TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import {
  createDeliveryFees,
  createDineInQrCodePdf,
  getDeliveryFees,
  getProductAddOns,
  getScanOrderSettings,
  updateDeliveryFees,
  updateScanOrderSettings,
} from './order-settings.service.ts';

const guard = { access: access.route(OO_PAGE.orderSettings), scope: STORE_VIEW_SCOPE } as const;
const change = { ...guard, kind: 'mutation', readOnly: OO_READ_ONLY } as const;
const read = { ...guard, kind: 'query', args: z.object({}) } as const;

export const orderSettingsGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/order-settings/order-settings.graphql'),
  operations: {
    getDeliveryFeeSettingsByEnterpriseUnit: operation<object, TStoreScope>({
      ...read,
      resolve: ({ deps, scope }) => getDeliveryFees(deps.db, scope),
    }),
    getOrganizationProductAddOns: operation<object, TStoreScope>({
      ...read,
      resolve: ({ deps, scope }) => getProductAddOns(deps.db, scope),
    }),
    getScanOrderSettings: operation<object, TStoreScope>({
      ...read,
      resolve: ({ deps, scope }) => getScanOrderSettings(deps.db, scope),
    }),
    createDeliveryFeeSettings: operation<z.infer<typeof ZDeliveryFeeSettingsArgs>, TStoreScope>({
      ...change,
      args: ZDeliveryFeeSettingsArgs,
      resolve: ({ deps, scope, actor }, { settings }) => createDeliveryFees(deps.db, scope, actor, settings),
    }),
    updateDeliveryFeeSettings: operation<z.infer<typeof ZUpdateDeliveryFeeSettingsArgs>, TStoreScope>({
      ...change,
      args: ZUpdateDeliveryFeeSettingsArgs,
      resolve: ({ deps, scope, actor }, { id, settings }) => updateDeliveryFees(deps.db, scope, actor, id, settings),
    }),
    updateScanOrderSettings: operation<z.infer<typeof ZUpdateScanOrderSettingsArgs>, TStoreScope>({
      ...change,
      args: ZUpdateScanOrderSettingsArgs,
      resolve: ({ deps, scope, actor }, { input }) => updateScanOrderSettings(deps.db, scope, actor, input),
    }),
    createDineInQrCodePdf: operation<z.infer<typeof ZCreateDineInQrCodePdfArgs>, TStoreScope>({
      ...change,
      args: ZCreateDineInQrCodePdfArgs,
      resolve: ({ deps, scope }, { startTable, endTable }) =>
        createDineInQrCodePdf(deps.db, scope, deps.env.publicUrl, startTable, endTable),
    }),
  },
};
