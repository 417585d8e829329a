import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, users, userStores } from '../db/schema.ts';
import { MERCHANT, posUserIdOf, roleIdOf, STORE, USER } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Demo Bistro Group signs in through its identity provider (the dev provider's demo organization, SSO_DEV_IDP=1):
 * its federatedLogin flag is on, and two of its users are single-sign-on users whose e-mail addresses are the dev
 * provider's accounts (ssostore, sub idp-0001; ssocompany, sub idp-0002). Their portal password is the demo one,
 * which LogOn refuses with U.
 */
export async function seedSso(tx: TTx, passwordHash: string): Promise<void> {
  await tx
    .insert(featureFlagValues)
    .values({ merchantId: MERCHANT.demoBistro, storeId: 0, flagName: 'federatedLogin', isOn: true });
  const common = {
    passwordHash,
    merchantId: MERCHANT.demoBistro,
    resellerId: RESELLER.provider,
    // The role of the `company` user.
    roleId: roleIdOf(MERCHANT.demoBistro, 'Owner'),
    isSsoUser: true,
  };
  await tx.insert(users).values([
    // One live store: sign-in goes straight to the portal.
    {
      ...common,
      id: USER.ssostore,
      userName: 'ssostore',
      email: 'ssostore@demo.test',
      posUserId: posUserIdOf(USER.ssostore),
    },
    // A company user: sign-in goes to the store selection.
    {
      ...common,
      id: USER.ssocompany,
      userName: 'ssocompany',
      email: 'ssocompany@demo.test',
      posUserId: posUserIdOf(USER.ssocompany),
      isCompanyUser: true,
    },
  ]);
  // Bistro Riverside: live, no first-run wizard.
  await tx
    .insert(userStores)
    .values({ merchantId: MERCHANT.demoBistro, userId: USER.ssostore, storeId: STORE.bistroRiverside });
}
