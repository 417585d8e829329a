import { DATA_MIGRATION_ERROR, ZMigrateSilverCommerceMerchantArgs } from '@mp/contracts/online-ordering/data-migration';
import type { z } from 'zod';
import type { TCompanyScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import { migrateMerchant } from './data-migration.service.ts';

/** The admin page's path: its menu entry lets provider staff at the admin level in (contracts/access/menu.ts). */
export const DATA_MIGRATION_PAGE = 'settings/admin/dataMigration';

export const dataMigrationGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/data-migration/data-migration.graphql'),
  operations: {
    migrateSilverCommerceMerchant: operation<z.infer<typeof ZMigrateSilverCommerceMerchantArgs>, TCompanyScope>({
      kind: 'mutation',
      access: access.route(DATA_MIGRATION_PAGE),
      // Spec 2 §6: disabled in store view (a merchant with one store: its view stands for the company).
      scope: tenancy.company({
        status: 409,
        messageKey: DATA_MIGRATION_ERROR.storeView,
        message: 'Choose the company view to migrate data.',
      }),
      // The run writes online-ordering settings: a role that may only look at them may not run it either.
      readOnly: OO_READ_ONLY,
      args: ZMigrateSilverCommerceMerchantArgs,
      resolve: ({ deps, scope, actor, request }, { input }) =>
        migrateMerchant(deps.db, scope, actor, input, request.log),
    }),
  },
};
