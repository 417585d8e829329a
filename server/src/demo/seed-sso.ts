import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, users, userStores } from '../db/schema.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const BISTRO_GROUP = 1001;
/** Bistro Riverside: live, no first-run wizard. */
const BISTRO_RIVERSIDE = 2002;
/** Demo Bistro Group's Owner role (merchantId * 10 + 1), the role of the `company` user. */
const BISTRO_OWNER = 10011;

/**
 * Demo Bistro Group signs in through its identity provider (the dev provider's demo organization, SSO_DEV_IDP=1):
 * its federatedLogin flag is on, and two of its users are single-sign-on users whose e-mail addresses are the dev
 * provider's accounts (ssostore, sub idp-0001; ssocompany, sub idp-0002). Their portal password is the demo one,
 * which LogOn refuses with U.
 */
export async function seedSso(tx: TTx, passwordHash: string): Promise<void> {
  await tx
    .insert(featureFlagValues)
    .values({ merchantId: BISTRO_GROUP, storeId: 0, flagName: 'federatedLogin', isOn: true });
  const common = {
    passwordHash,
    merchantId: BISTRO_GROUP,
    resellerId: RESELLER.provider,
    roleId: BISTRO_OWNER,
    isSsoUser: true,
  };
  await tx.insert(users).values([
    // One live store: sign-in goes straight to the portal.
    { ...common, id: 60, userName: 'ssostore', email: 'ssostore@demo.test', posUserId: 560 },
    // A company user: sign-in goes to the store selection.
    { ...common, id: 61, userName: 'ssocompany', email: 'ssocompany@demo.test', posUserId: 561, isCompanyUser: true },
  ]);
  await tx.insert(userStores).values({ merchantId: BISTRO_GROUP, userId: 60, storeId: BISTRO_RIVERSIDE });
}
