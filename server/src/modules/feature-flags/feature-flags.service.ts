import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  FLAG_CATALOG,
  resolveFlags,
  type TFlagListResponse,
  type TUpdateFlagRequest,
} from '@mp/contracts/feature-flags';
import type { TDb } from '../../db/create-db.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  flagValuesInScope,
  merchantWithStores,
  type TFlagScope,
  type TMerchantStores,
  writeFlagValue,
} from './feature-flags.queries.ts';

const scopeNotFound = () => new ApiError(404, API_ERROR_KEY.notFound, 'No such merchant, or no such store of it.');

/** The merchant, when it exists and the scope's store (if any) is one of its own; a 404 otherwise. */
async function requireScope(db: TDb, scope: TFlagScope): Promise<TMerchantStores> {
  const merchant = await merchantWithStores(db, scope.merchantId);
  if (!merchant) throw scopeNotFound();
  // A store id of another merchant must not read or write values under this merchant's id.
  if (scope.storeId !== 0 && !merchant.stores.some((store) => store.storeId === scope.storeId)) throw scopeNotFound();
  return merchant;
}

/** Every catalogue flag at the scope: the organization's value, the store's own, and what applies. */
export async function flagList(db: TDb, scope: TFlagScope): Promise<TFlagListResponse> {
  const merchant = await requireScope(db, scope);
  const values = await flagValuesInScope(db, scope);
  const effective = resolveFlags(values);
  const valueAt = (name: string, storeId: number) =>
    values.find((value) => value.flagName === name && value.storeId === storeId)?.isOn ?? null;
  return {
    merchantId: scope.merchantId,
    merchantName: merchant.name,
    storeId: scope.storeId,
    stores: merchant.stores,
    flags: FLAG_CATALOG.map((name) => ({
      name,
      organizationValue: valueAt(name, 0),
      storeValue: scope.storeId === 0 ? null : valueAt(name, scope.storeId),
      effective: effective[name] ?? false,
    })),
  };
}

/** Sets or clears one value on behalf of a support user, then answers with the scope's updated list. */
export async function updateFlag(db: TDb, userId: number, request: TUpdateFlagRequest): Promise<TFlagListResponse> {
  const scope = { merchantId: request.merchantId, storeId: request.storeId };
  await requireScope(db, scope);
  await writeFlagValue(db, scope, request.name, request.isOn, userId);
  return flagList(db, scope);
}
