import {
  ZCreateFeeArgs,
  ZFeeIdArgs,
  ZGetFeesArgs,
  ZUpdateFeeArgs,
  type TFeeInput,
  type TUpdateFeeInput,
} from '@mp/contracts/online-ordering/fees';
import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import type { z } from 'zod';
import type { TTenantScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import { createFee, deleteFee, getFee, listFees, updateFee } from './fees.service.ts';

/**
 * Fees are the company's (spec 3 §6: the fees page needs company view), so every operation takes the merchant of the
 * session whichever store it looks at: the order settings' delivery save (a store view) assigns its site with them.
 */
export const FEES_GUARD = { access: access.route(OO_PAGE.fees), scope: tenancy.merchant } as const;
const guard = FEES_GUARD;
const change = { ...guard, kind: 'mutation', readOnly: OO_READ_ONLY } as const;

export const feesGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/fees/fees.graphql'),
  operations: {
    getFees: operation<object, TTenantScope>({
      ...guard,
      kind: 'query',
      args: ZGetFeesArgs,
      resolve: ({ deps, scope }) => listFees(deps.db, scope),
    }),
    getFeeById: operation<z.infer<typeof ZFeeIdArgs>, TTenantScope>({
      ...guard,
      kind: 'query',
      args: ZFeeIdArgs,
      resolve: ({ deps, scope }, { feeId }) => getFee(deps.db, scope, feeId),
    }),
    createFee: operation<TFeeInput, TTenantScope>({
      ...change,
      args: ZCreateFeeArgs,
      resolve: ({ deps, scope, actor }, input) => createFee(deps.db, scope, actor, input),
    }),
    updateFee: operation<TUpdateFeeInput, TTenantScope>({
      ...change,
      args: ZUpdateFeeArgs,
      resolve: ({ deps, scope, actor }, input) => updateFee(deps.db, scope, actor, input),
    }),
    deleteFeeById: operation<z.infer<typeof ZFeeIdArgs>, TTenantScope>({
      ...change,
      args: ZFeeIdArgs,
      resolve: ({ deps, scope, actor }, { feeId }) => deleteFee(deps.db, scope, actor, feeId),
    }),
  },
};
