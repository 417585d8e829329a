import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { perDb } from '../../db/prepared.ts';
import { features, merchants, roleFeatures, roles, stores, users, userStores } from '../../db/schema.ts';
import type { TMerchantRow, TRoleRow, TStoreRowDb, TUserRow } from '../user/user.queries.ts';

export type TPortalContext = {
  user: TUserRow;
  role: TRoleRow;
  merchant: TMerchantRow | null;
  store: TStoreRowDb | null;
  /** Stores of the merchant that are not deleted. */
  activeStoreCount: number;
  /** Stores assigned to the user at their own merchant that are not deleted. */
  assignedStoreCount: number;
  /** Back-office features the role lacks: a present id hides its menu item. */
  hiddenFeatureIds: number[];
};

const portalContext = perDb((db) =>
  db
    .select({
      user: users,
      role: roles,
      merchant: merchants,
      store: stores,
      activeStoreCount:
        sql<number>`(select count(*) from ${stores} s where s.merchant_id = ${merchants.id} and not s.is_deleted)`.mapWith(
          Number,
        ),
      assignedStoreCount: sql<number>`(select count(*) from ${userStores} us join ${stores} s on s.id = us.store_id
          where us.user_id = ${users.id} and us.merchant_id = ${users.merchantId} and not s.is_deleted)`.mapWith(
        Number,
      ),
      hiddenFeatureIds: sql<number[]>`array(select f.id from ${features} f where f.type = 3 and not exists (
          select 1 from ${roleFeatures} rf where rf.role_id = ${roles.id} and rf.feature_id = f.id and rf.is_active)
          order by f.id)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(merchants, eq(merchants.id, sql.placeholder('merchantId')))
    .leftJoin(stores, and(eq(stores.merchantId, merchants.id), eq(stores.id, sql.placeholder('storeId'))))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('portal_context'),
);

/**
 * Everything GetPortalData needs in one prepared round trip: it runs on every page load. The merchant and store
 * are the session's choice, scoped to each other; -1 stands for "none chosen" and matches no row.
 */
export async function loadPortalContext(
  db: TDb,
  scope: { userId: number; merchantId: number | null; storeId: number | null },
): Promise<TPortalContext | null> {
  const [row] = await portalContext(db).execute({
    userId: scope.userId,
    merchantId: scope.merchantId ?? -1,
    storeId: scope.storeId ?? -1,
  });
  if (!row) return null;
  return { ...row, hiddenFeatureIds: row.hiddenFeatureIds.map(Number) };
}
