import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues } from '../db/schema.ts';
import { MERCHANT } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * POS messages (issue 18 §8): the flag is on for Demo Bistro Group, a restaurant (product type 2), so its company user
 * reaches the page in the company view and, read-only with the warning, at a store. No messages: spec 3 §2.4's list
 * is always empty, and nothing in the spec creates one.
 */
export async function seedPosMessages(tx: TTx): Promise<void> {
  await tx
    .insert(featureFlagValues)
    .values({ merchantId: MERCHANT.demoBistro, storeId: 0, flagName: ACCESS_FLAG.posMessages, isOn: true });
}
