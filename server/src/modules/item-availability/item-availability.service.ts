import {
  firstDuplicateItem,
  firstMmsViolation,
  ITEM_AVAILABILITY_ERROR,
  type TGetItemAvailabilityResponse,
  type TItemAvailabilityChange,
  type TItemAvailabilityPaging,
  type TItemAvailabilityResult,
} from '@mp/contracts/item-availability';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { ApiError, badRequest } from '../../plugins/errors.ts';
import { availabilityPage, setAllOn, storedAvailability, upsertAvailability } from './item-availability.queries.ts';

const DONE: TItemAvailabilityResult = { IsSuccessful: true, Message: '' };
const rowField = (index: number, name?: string) => `ItemAvailabilities.${index}${name ? `.${name}` : ''}`;

/** POST /Item/GetItemAvailability: one page of the store's items with their availability. */
export async function itemAvailabilityPage(
  db: TDb,
  scope: TStoreScope,
  paging: TItemAvailabilityPaging,
): Promise<TGetItemAvailabilityResponse> {
  const { rows, total } = await availabilityPage(db, scope, {
    search: paging.SearchArg,
    pageNum: paging.RequestedPageNum,
    pageSize: paging.PageRowCount,
  });
  return { ResultSet: rows, TotalRowCount: total };
}

/**
 * POST /Item/UpdateItemAvailability: checks every row, then writes them all in one transaction, so a refused save
 * changes nothing. An id that is not a listed item of the merchant (another merchant's, deleted, a modifier, unknown)
 * answers 404 like a missing one; with the MMS add-on only the in-stock value may change.
 */
export async function updateItemAvailability(
  db: TDb,
  scope: TStoreScope,
  isMmsEnabled: boolean,
  changes: readonly TItemAvailabilityChange[],
): Promise<TItemAvailabilityResult> {
  const duplicate = firstDuplicateItem(changes);
  if (duplicate >= 0)
    throw badRequest(ITEM_AVAILABILITY_ERROR.duplicateItem, 'The same item is listed twice.', rowField(duplicate));
  await db.transaction(async (tx) => {
    const stored = await storedAvailability(
      tx,
      scope,
      changes.map((c) => c.ItemMasterId),
    );
    const missing = changes.findIndex((c) => !stored.has(c.ItemMasterId));
    if (missing >= 0)
      throw new ApiError(
        404,
        ITEM_AVAILABILITY_ERROR.itemNotFound,
        'Item not found.',
        rowField(missing, 'ItemMasterId'),
      );
    const mms = firstMmsViolation(changes, stored, isMmsEnabled);
    if (mms >= 0)
      throw badRequest(
        ITEM_AVAILABILITY_ERROR.mmsManaged,
        'POS-active and online availability are managed by the MMS add-on.',
        rowField(mms),
      );
    await upsertAvailability(tx, scope, changes);
  });
  return DONE;
}

/** POST /Item/UpdateItemAvailabilityAllInStock: every item of the store in stock. */
export async function setAllInStock(db: TDb, scope: TStoreScope): Promise<TItemAvailabilityResult> {
  await setAllOn(db, scope, 'isInStock');
  return DONE;
}

/** POST /Item/UpdateItemAvailabilityAllIsOnline: every item of the store online; the MMS add-on owns that switch. */
export async function setAllOnline(
  db: TDb,
  scope: TStoreScope,
  isMmsEnabled: boolean,
): Promise<TItemAvailabilityResult> {
  if (isMmsEnabled)
    throw badRequest(ITEM_AVAILABILITY_ERROR.mmsManaged, 'Online availability is managed by the MMS add-on.');
  await setAllOn(db, scope, 'isAvailableOnline');
  return DONE;
}
