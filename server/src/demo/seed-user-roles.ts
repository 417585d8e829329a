import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { roleFeatures, roles, users, userStores } from '../db/schema.ts';
import { POS_JOB_ROLES } from '../modules/job-code/feature-catalog.ts';
import { MERCHANT, posUserIdOf, roleIdOf, STORE, USER } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Merchants whose demo has POS job roles: the table-service group and Corner Cafe. */
const JOB_ROLE_MERCHANTS = [MERCHANT.demoBistro, MERCHANT.cornerCafe];
/** The merchant of `rolesadmin`, whose own role the User Roles end-to-end test changes. */
const MATRIX_MERCHANT = MERCHANT.cornerCafe;

/**
 * Demo data of the User Roles matrix: POS job roles with their POS features, and `rolesadmin`, a Corner Cafe manager whose own role the end-to-end suite may change freely.
 */
export async function seedUserRoles(tx: TTx, passwordHash: string): Promise<void> {
  await tx.insert(roles).values(
    JOB_ROLE_MERCHANTS.flatMap((merchantId) =>
      POS_JOB_ROLES.map((r) => ({
        id: roleIdOf(merchantId, r.n),
        merchantId,
        name: r.name,
        rank: '3',
        laborRate: r.n === 9 ? '16.50' : '11.25',
        isBackOfficeUser: false,
        isPosUser: true,
        externalId: `EXT-${merchantId}-${r.n}`,
        asmJobId: `${r.asmJobId}-${merchantId}`,
      })),
    ),
  );
  await tx
    .insert(roleFeatures)
    .values(
      JOB_ROLE_MERCHANTS.flatMap((merchantId) =>
        POS_JOB_ROLES.flatMap((r) =>
          r.features.map((featureId) => ({ merchantId, roleId: roleIdOf(merchantId, r.n), featureId, isActive: true })),
        ),
      ),
    );
  await tx.insert(users).values({
    id: USER.rolesadmin,
    userName: 'rolesadmin',
    email: 'rolesadmin@demo.test',
    passwordHash,
    merchantId: MATRIX_MERCHANT,
    resellerId: RESELLER.provider,
    // Corner Cafe's Manager role: the e2e strips user roles from it and puts it back.
    roleId: roleIdOf(MATRIX_MERCHANT, 'Manager'),
    posUserId: posUserIdOf(USER.rolesadmin),
  });
  await tx
    .insert(userStores)
    .values({ merchantId: MATRIX_MERCHANT, userId: USER.rolesadmin, storeId: STORE.cornerCafe });
}
