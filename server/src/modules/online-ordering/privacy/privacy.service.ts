import type { TPrivacyPolicy } from '@mp/contracts/online-ordering/privacy-policy';
import type { TDb } from '../../../db/create-db.ts';
import type { TTenantScope } from '../../../db/tenant.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import { PROVIDER_PRIVACY_POLICY } from './provider-privacy-policy.ts';
import { storedPrivacyPolicy, writePrivacyPolicy } from './privacy.queries.ts';

const answerOf = (companyPrivacyPolicy: string): TPrivacyPolicy => ({
  companyPrivacyPolicy,
  providerPrivacyPolicy: PROVIDER_PRIVACY_POLICY,
});

/** Spec 3 §7.2 getPrivacyPolicy: the company's policy (empty before the first save) and the provider's. */
export async function getPrivacyPolicy(db: TDb, scope: TTenantScope): Promise<TPrivacyPolicy> {
  return answerOf((await storedPrivacyPolicy(db, scope)) ?? '');
}

/** Spec 3 §7.2 updatePrivacyPolicy: saves the company's policy and logs the change (its length, not its text). */
export async function updatePrivacyPolicy(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  text: string,
): Promise<TPrivacyPolicy> {
  return db.transaction(async (tx) => {
    const before = (await storedPrivacyPolicy(tx, scope)) ?? '';
    const saved = await writePrivacyPolicy(tx, scope, actor.userId, text);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: scope.merchantId,
        entityName: 'Privacy policy',
        before: { companyPrivacyPolicy: before },
        after: { companyPrivacyPolicy: saved },
      },
    ]);
    return answerOf(saved);
  });
}
