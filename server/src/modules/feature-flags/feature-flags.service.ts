import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  FLAG_CATALOG,
  resolveFlags,
  type TFlagListResponse,
  type TFlagScope,
  type TUpdateFlagRequest,
} from '@mp/contracts/feature-flags';
import type { TDb } from '../../db/create-db.ts';
import { companyScope, merchantScope, storeScope, type TViewScope, viewStoreId } from '../../db/tenant.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  flagValuesInScope,
  merchantWithStores,
  type TMerchantStores,
  writeFlagValue,
} from './feature-flags.queries.ts';

const scopeNotFound = () => new ApiError(404, API_ERROR_KEY.notFound, 'No such merchant, or no such store of it.');

/**
 * The support tools work on a merchant a support user names, not on the session's: its organization level (store 0,
 * the company view) or one of its stores. The merchant must exist and the store be its own, else 404, so a store
 * id of another merchant never reads or writes values under this merchant's id.
 */
async function chosenScope(db: TDb, chosen: TFlagScope): Promise<{ scope: TViewScope; merchant: TMerchantStores }> {
  const merchant = await merchantWithStores(db, merchantScope(chosen.merchantId));
  if (!merchant) throw scopeNotFound();
  if (chosen.storeId === 0) return { scope: companyScope(chosen.merchantId), merchant };
  if (!merchant.stores.some((store) => store.storeId === chosen.storeId)) throw scopeNotFound();
  return { scope: storeScope(chosen.merchantId, chosen.storeId), merchant };
}

/** Every catalogue flag at the scope: the organization's value, the store's own, and what applies. */
async function listAt(db: TDb, scope: TViewScope, merchant: TMerchantStores): Promise<TFlagListResponse> {
  const values = await flagValuesInScope(db, scope);
  const effective = resolveFlags(values);
  const valueAt = (name: string, storeId: number) =>
    values.find((value) => value.flagName === name && value.storeId === storeId)?.isOn ?? null;
  const storeId = viewStoreId(scope);
  return {
    merchantId: scope.merchantId,
    merchantName: merchant.name,
    storeId,
    stores: merchant.stores,
    flags: FLAG_CATALOG.map((name) => ({
      name,
      organizationValue: valueAt(name, 0),
      storeValue: scope.kind === 'store' ? valueAt(name, storeId) : null,
      effective: effective[name] ?? false,
    })),
  };
}

/** GET /SupportTools/GetFeatureFlags: the chosen merchant's (and store's) flags. */
export async function flagList(db: TDb, chosen: TFlagScope): Promise<TFlagListResponse> {
  const { scope, merchant } = await chosenScope(db, chosen);
  return listAt(db, scope, merchant);
}

/**
 * Sets or clears one value on behalf of a support user, then answers with the scope's updated list. The change log
 * entry is the chosen merchant's, at the chosen store (none at the organization level); a flag has no number, so its
 * entity id is 0 and its name names it.
 */
export async function updateFlag(db: TDb, actor: TActor, request: TUpdateFlagRequest): Promise<TFlagListResponse> {
  const { scope, merchant } = await chosenScope(db, request);
  const storeId = viewStoreId(scope);
  await db.transaction(async (tx) => {
    const before = (await flagValuesInScope(tx, scope)).find(
      (v) => v.flagName === request.name && v.storeId === storeId,
    );
    await writeFlagValue(tx, scope, request.name, request.isOn, actor.userId);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'featureFlag',
        entityId: 0,
        entityName: request.name,
        storeId: storeId === 0 ? null : storeId,
        before: { isOn: before?.isOn ?? null },
        after: { isOn: request.isOn },
      },
    ]);
  });
  return listAt(db, scope, merchant);
}
