import type { TDb } from '../../../db/create-db.ts';
import { ooPrivacyPolicies } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The merchant's own policy, or null before its first save. */
export async function storedPrivacyPolicy(db: TDb | TTx, scope: TTenantScope): Promise<string | null> {
  const [row] = await db
    .select({ text: ooPrivacyPolicies.companyPrivacyPolicy })
    .from(ooPrivacyPolicies)
    .where(ofMerchant(ooPrivacyPolicies, scope));
  return row?.text ?? null;
}

/** Saves the merchant's policy (insert or replace), answering what was stored. */
export async function writePrivacyPolicy(
  db: TDb | TTx,
  scope: TTenantScope,
  userId: number,
  text: string,
): Promise<string> {
  const values = { companyPrivacyPolicy: text, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(ooPrivacyPolicies)
    .values({ ...merchantKey(scope), ...values })
    .onConflictDoUpdate({ target: ooPrivacyPolicies.merchantId, set: values })
    .returning({ text: ooPrivacyPolicies.companyPrivacyPolicy });
  return row!.text;
}
