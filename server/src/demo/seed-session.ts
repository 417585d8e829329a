import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { users, userStores } from '../db/schema.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const CORNER_CAFE = 1002;
const CORNER_CAFE_STORE = 2101;
/** Corner Cafe's Owner role (merchantId * 10 + 1). */
const CORNER_CAFE_OWNER = 10021;

/** `sessionuser`: a Corner Cafe owner the session end-to-end spec lets expire, renews and fails to renew. */
export async function seedSession(tx: TTx, passwordHash: string): Promise<void> {
  await tx.insert(users).values({
    id: 30,
    userName: 'sessionuser',
    email: 'sessionuser@demo.test',
    passwordHash,
    merchantId: CORNER_CAFE,
    resellerId: RESELLER.provider,
    roleId: CORNER_CAFE_OWNER,
    posUserId: 530,
  });
  await tx.insert(userStores).values({ merchantId: CORNER_CAFE, userId: 30, storeId: CORNER_CAFE_STORE });
}
