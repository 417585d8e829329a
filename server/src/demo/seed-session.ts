import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { users, userStores } from '../db/schema.ts';
import { MERCHANT, posUserIdOf, roleIdOf, STORE, USER } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** `sessionuser`: a Corner Cafe owner the session end-to-end spec lets expire, renews and fails to renew. */
export async function seedSession(tx: TTx, passwordHash: string): Promise<void> {
  await tx.insert(users).values({
    id: USER.sessionuser,
    userName: 'sessionuser',
    email: 'sessionuser@demo.test',
    passwordHash,
    merchantId: MERCHANT.cornerCafe,
    resellerId: RESELLER.provider,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Owner'),
    posUserId: posUserIdOf(USER.sessionuser),
  });
  await tx
    .insert(userStores)
    .values({ merchantId: MERCHANT.cornerCafe, userId: USER.sessionuser, storeId: STORE.cornerCafe });
}
