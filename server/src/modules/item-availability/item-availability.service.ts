import {
  firstDuplicateItem,
  firstMmsViolation,
  ITEM_AVAILABILITY_ERROR,
  type TGetItemAvailabilityResponse,
  type TItemAvailabilityChange,
  type TItemAvailabilityPaging,
  type TItemAvailabilityResult,
  type TUpdateItemAvailabilityResult,
} from '@mp/contracts/item-availability';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { availabilityPage, setAllOn, writeAvailability } from './item-availability.queries.ts';

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
    sort: { column: paging.SortColumn, direction: paging.SortDirection },
  });
  return { ResultSet: rows, TotalRowCount: total };
}

const stale = (index: number) =>
  staleChecksum(ITEM_AVAILABILITY_ERROR.staleChecksum, 'item availability', rowField(index, 'ConcurrencyChecksum'));

/**
 * POST /Item/UpdateItemAvailability: writes the rows and their change-log entries in one transaction and refuses the
 * save, taking everything back, when any row fails its check, so a refused save changes nothing. An id that is not a listed item of the merchant (another merchant's, deleted, a modifier, unknown)
 * answers 404 like a missing one; a row whose ConcurrencyChecksum is no longer the stored row's answers 409; with the
 * MMS add-on only the in-stock value may change. Answers the saved rows with their new checksums.
 */
export async function updateItemAvailability(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  isMmsEnabled: boolean,
  changes: readonly TItemAvailabilityChange[],
): Promise<TUpdateItemAvailabilityResult> {
  const duplicate = firstDuplicateItem(changes);
  if (duplicate >= 0)
    throw badRequest(ITEM_AVAILABILITY_ERROR.duplicateItem, 'The same item is listed twice.', rowField(duplicate));
  const versions = changes.map((c) => versionOf(c.ConcurrencyChecksum));
  return db.transaction(async (tx) => {
    const saved = await writeAvailability(
      tx,
      scope,
      actor,
      changes.map((c, i) => ({ ...c, version: versions[i] ?? null })),
    );
    // Any refusal throws, and the transaction takes back whatever the statement wrote and logged.
    const missing = saved.findIndex((row) => !row.listed);
    if (missing >= 0)
      throw new ApiError(
        404,
        ITEM_AVAILABILITY_ERROR.itemNotFound,
        'Item not found.',
        rowField(missing, 'ItemMasterId'),
      );
    const outdated = saved.findIndex((row, i) => versions[i] !== row.version);
    if (outdated >= 0) throw stale(outdated);
    const mms = firstMmsViolation(changes, new Map(saved.map((row) => [row.itemId, row])), isMmsEnabled);
    if (mms >= 0)
      throw badRequest(
        ITEM_AVAILABILITY_ERROR.mmsManaged,
        'POS-active and online availability are managed by the MMS add-on.',
        rowField(mms),
      );
    // Another save of a row came between the read and the write.
    const overtaken = saved.findIndex((row) => row.written === null);
    if (overtaken >= 0) throw stale(overtaken);
    return {
      ...DONE,
      ItemAvailabilities: changes.map((c, i) => ({ ...c, ConcurrencyChecksum: checksumOf(saved[i]!.written!) })),
    };
  });
}

const LOGGED_FIELD = { isInStock: 'IsInStock', isAvailableOnline: 'IsAvailableOnline' } as const;

/** Turns one switch on for the whole store, with one change-log entry per item it was off for. */
const turnAllOn = (db: TDb, scope: TStoreScope, actor: TActor, field: keyof typeof LOGGED_FIELD) =>
  db.transaction(async (tx) => {
    const turnedOn = await setAllOn(tx, scope, field);
    await recordChanges(
      tx,
      scope,
      actor,
      turnedOn.map(({ itemId, itemName }) => ({
        entity: 'itemAvailability',
        entityId: itemId,
        entityName: itemName,
        storeId: scope.storeId,
        before: { [LOGGED_FIELD[field]]: false },
        after: { [LOGGED_FIELD[field]]: true },
      })),
    );
  });

/** POST /Item/UpdateItemAvailabilityAllInStock: every item of the store in stock. */
export async function setAllInStock(db: TDb, scope: TStoreScope, actor: TActor): Promise<TItemAvailabilityResult> {
  await turnAllOn(db, scope, actor, 'isInStock');
  return DONE;
}

/** POST /Item/UpdateItemAvailabilityAllIsOnline: every item of the store online; the MMS add-on owns that switch. */
export async function setAllOnline(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  isMmsEnabled: boolean,
): Promise<TItemAvailabilityResult> {
  if (isMmsEnabled)
    throw badRequest(ITEM_AVAILABILITY_ERROR.mmsManaged, 'Online availability is managed by the MMS add-on.');
  await turnAllOn(db, scope, actor, 'isAvailableOnline');
  return DONE;
}
