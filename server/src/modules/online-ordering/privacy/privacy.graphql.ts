import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { ZUpdatePrivacyPolicyArgs } from '@mp/contracts/online-ordering/privacy-policy';
import { z } from 'zod';
import type { TTenantScope } from '../../../db/tenant.ts';
import { access } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import { getPrivacyPolicy, updatePrivacyPolicy } from './privacy.service.ts';

/** The policy is the company's: the same in the company view and in any of its stores' views. */
const guard = { access: access.route(OO_PAGE.privacy), scope: tenancy.merchant } as const;

export const privacyGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/privacy/privacy.graphql'),
  operations: {
    getPrivacyPolicy: operation<object, TTenantScope>({
      kind: 'query',
      ...guard,
      args: z.object({}),
      resolve: ({ deps, scope }) => getPrivacyPolicy(deps.db, scope),
    }),
    updatePrivacyPolicy: operation<z.infer<typeof ZUpdatePrivacyPolicyArgs>, TTenantScope>({
      kind: 'mutation',
      ...guard,
      readOnly: OO_READ_ONLY,
      args: ZUpdatePrivacyPolicyArgs,
      resolve: ({ deps, scope, actor }, { companyPrivacyPolicy }) =>
        updatePrivacyPolicy(deps.db, scope, actor, companyPrivacyPolicy),
    }),
  },
};
