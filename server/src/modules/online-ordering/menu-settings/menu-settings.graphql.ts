import { ACCESS_FLAG, isFlagOn } from '@mp/contracts/access/flags';
import {
  MENU_SETTINGS_ERROR,
  ZConfigurationSetArgs,
  ZSetConfigurationSettingsArgs,
  ZSetPopularItemsArgs,
} from '@mp/contracts/online-ordering/menu-settings';
import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { z } from 'zod';
import type { TCompanyScope, TStoreScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { forbidden } from '../../../plugins/errors.ts';
import { operation, readSdl, type TGraphqlModule, type TOperationCall } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import { configurationSettingsOf } from './menu-settings.queries.ts';
import { getPopularItems, setConfigurationSettings, setPopularItems } from './menu-settings.service.ts';

const page = access.route(OO_PAGE.menuSettings);
/** Spec 3 §6: menu settings are the company's; a store's view of several stores is asked for the company view. */
const COMPANY_VIEW = tenancy.company({
  status: 409,
  messageKey: MENU_SETTINGS_ERROR.companyView,
  message: 'Choose the company view to change menu settings.',
});
/** Spec 3 §6 NeedSiteView: popular menu items are a store's; the company view of several stores is asked for one. */
const SITE_VIEW = tenancy.store(
  { status: 409, messageKey: MENU_SETTINGS_ERROR.needSiteView, message: 'Choose a store to see its popular items.' },
  { oneStoreCompanyView: true },
);
/** Spec 3 §2.4: the popular menu items section shows only with its flag; without it the calls are refused. */
const requirePopularItemsFlag = (state: TOperationCall['state']) => {
  if (!isFlagOn(state.access.flags, ACCESS_FLAG.popularItems)) throw forbidden();
};

export const menuSettingsGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/menu-settings/menu-settings.graphql'),
  operations: {
    getConfigurationSettings: operation<z.infer<typeof ZConfigurationSetArgs>, TCompanyScope>({
      kind: 'query',
      access: page,
      scope: COMPANY_VIEW,
      args: ZConfigurationSetArgs,
      resolve: ({ deps, scope }, { configurationSetId }) => configurationSettingsOf(deps.db, scope, configurationSetId),
    }),
    setConfigurationSettings: operation<z.infer<typeof ZSetConfigurationSettingsArgs>, TCompanyScope>({
      kind: 'mutation',
      access: page,
      scope: COMPANY_VIEW,
      readOnly: OO_READ_ONLY,
      args: ZSetConfigurationSettingsArgs,
      resolve: ({ deps, scope, actor }, { configurationSetId, settings }) =>
        setConfigurationSettings(deps.db, scope, actor, configurationSetId, settings),
    }),
    getPopularItemsConfiguration: operation<object, TStoreScope>({
      kind: 'query',
      access: page,
      scope: SITE_VIEW,
      args: z.object({}),
      resolve: ({ deps, scope, state }) => {
        requirePopularItemsFlag(state);
        return getPopularItems(deps.db, scope);
      },
    }),
    setPopularItemsConfiguration: operation<z.infer<typeof ZSetPopularItemsArgs>, TStoreScope>({
      kind: 'mutation',
      access: page,
      scope: SITE_VIEW,
      readOnly: OO_READ_ONLY,
      args: ZSetPopularItemsArgs,
      resolve: ({ deps, scope, actor, state }, { enabled }) => {
        requirePopularItemsFlag(state);
        return setPopularItems(deps.db, scope, actor, enabled);
      },
    }),
  },
};
