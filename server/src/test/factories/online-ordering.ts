import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import type { TDb } from '../../db/create-db.ts';
import { createMerchant, type TMerchantFixture } from './accounts.ts';
import { setFlags } from './feature-flags.ts';

/** Every flag that shows a part of Online ordering (spec 3 §2.2, §6), as the demo's online-ordering merchants have. */
export const ONLINE_ORDERING_FLAGS = {
  [ACCESS_FLAG.onlineOrdering]: true,
  [ACCESS_FLAG.operatingHours]: true,
  [ACCESS_FLAG.capacityManagement]: true,
  [ACCESS_FLAG.brandingCustomization]: true,
  [ACCESS_FLAG.delivery]: true,
  [ACCESS_FLAG.popularItems]: true,
};

/** A merchant of the test's own that takes online orders (every online-ordering flag on). */
export async function createOnlineOrderingMerchant(
  db: TDb,
  options: Parameters<typeof createMerchant>[1] = {},
): Promise<TMerchantFixture> {
  const merchant = await createMerchant(db, options);
  await setFlags(db, merchant.company, ONLINE_ORDERING_FLAGS);
  return merchant;
}
