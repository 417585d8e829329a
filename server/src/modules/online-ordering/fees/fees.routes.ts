import { FEE_TAX_CATEGORIES_PATH, ZFeeTaxCategoryList } from '@mp/contracts/online-ordering/fees';
import { z } from 'zod';
import type { TApp, TDeps } from '../../../app-types.ts';
import { merchantScopeOf } from '../../../plugins/tenancy.ts';
import { FEES_GUARD } from './fees.graphql.ts';
import { listFeeTaxCategories } from './fees.service.ts';

/**
 * Spec 3 §7.2: the fees page lists tax categories through a non-GraphQL service (path not shown; README, Fees). It
 * has the fee operations' guard: the fees page, the merchant of the session.
 */
export function feesRoutes(app: TApp, deps: TDeps): void {
  app.post(
    FEE_TAX_CATEGORIES_PATH,
    {
      config: FEES_GUARD,
      schema: { tags: ['online ordering'], body: z.object({}).optional(), response: { 200: ZFeeTaxCategoryList } },
    },
    async (request) => listFeeTaxCategories(deps.db, merchantScopeOf(request)),
  );
}
