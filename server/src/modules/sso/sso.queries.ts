import type { TFlagValue } from '@mp/contracts/feature-flags';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import type { TUserRow } from '../../db/rows.ts';
import { featureFlagValues, ssoIdentities, users } from '../../db/schema.ts';
import { ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

/** The user an organization's subject was linked to, with what decides whether the link still holds. */
export async function linkedUser(
  db: TDb,
  organizationId: string,
  subject: string,
): Promise<({ userId: number } & Pick<TUserRow, 'merchantId' | 'isSsoUser'>) | null> {
  const [row] = await db
    .select({ userId: users.id, merchantId: users.merchantId, isSsoUser: users.isSsoUser })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.organizationId, organizationId), eq(ssoIdentities.subject, subject)));
  return row ?? null;
}

/** Single-sign-on users of the merchant with this e-mail address (any case); two at most, enough to see ambiguity. */
export async function ssoUsersByEmail(db: TDb, scope: TMerchantScope, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(ofMerchant(users, scope), eq(users.isSsoUser, true), eq(sql`lower(${users.email})`, email.toLowerCase())),
    )
    .limit(2);
  return rows.map((row) => row.id);
}

export async function linkIdentity(db: TDb, organizationId: string, subject: string, userId: number): Promise<void> {
  await db.insert(ssoIdentities).values({ organizationId, subject, userId }).onConflictDoNothing();
}

/** The merchant's organization-level flag values (store 0): single sign-on is switched on for a whole organization. */
export async function organizationFlagValues(db: TDb, scope: TMerchantScope): Promise<TFlagValue[]> {
  return db
    .select({ flagName: featureFlagValues.flagName, storeId: featureFlagValues.storeId, isOn: featureFlagValues.isOn })
    .from(featureFlagValues)
    .where(and(ofMerchant(featureFlagValues, scope), eq(featureFlagValues.storeId, 0)));
}
