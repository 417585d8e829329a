import {
  MIGRATION_AREAS,
  type TMigrateSilverCommerceMerchantInput,
  type TMigrationResult,
} from '@mp/contracts/online-ordering/data-migration';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlOperation, graphqlRequest } from '../../../lib/graphql-client';

const ZMigrationResult: z.ZodType<TMigrationResult> = z.object({
  success: z.boolean(),
  endpoints: z.array(z.object({ name: z.enum(MIGRATION_AREAS), status: z.number().int(), message: z.string() })),
});

const MIGRATE = graphqlOperation(
  `mutation MigrateSilverCommerceMerchant($input: MigrateSilverCommerceMerchantInput!) {
     migrateSilverCommerceMerchant(input: $input) { success endpoints { name status message } }
   }`,
  'migrateSilverCommerceMerchant',
  ZMigrationResult,
);

/**
 * Spec 2 §7 migrateSilverCommerceMerchant: runs the migration; a 401 fetches a fresh token and retries once. Nothing
 * is cached: each run's answer is the page's state.
 */
export const useMigrateMerchant = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: TMigrateSilverCommerceMerchantInput) =>
      graphqlRequest(MIGRATE, { input }, { retryUnauthorized: true }),
  });
