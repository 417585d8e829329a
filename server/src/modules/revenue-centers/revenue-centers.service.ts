import type { TErrorKey } from '@mp/contracts/api-error';
import { ORDER_MODE_IDS, ORDER_MODE_NAME, type TOrderModeId } from '@mp/contracts/order-modes';
import {
  REVENUE_CENTERS_ERROR as E,
  type TAddRevenueCenterValidation,
  type TRevenueCenter,
  type TRevenueCenterDeviceRow,
  type TRevenueCenterOrderModeRow,
  type TRevenueCenterSave,
  type TRevenueCenterSaveError,
  type TRevenueCenterSaveResponse,
  type TRevenueCenterStoreRow,
} from '@mp/contracts/revenue-centers';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TTenantScope } from '../../db/tenant.ts';
import { ApiError, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  deleteRevenueCenter,
  devicesOfStores,
  insertRevenueCenter,
  isRevenueCenterNameUsed,
  liveStoresOf,
  orderModesTakenOf,
  replaceRevenueCenterAssignments,
  revenueCenterAssignments,
  revenueCenterAvailability,
  revenueCenterInScope,
  revenueCentersOf,
  type TStoredRevenueCenter,
  updateRevenueCenter,
} from './revenue-centers.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** Whether the session may change centres (contracts isRevenueCentersViewOnly, worked out by the route). */
export type TRevenueCentersAccess = { viewOnly: boolean };

const orderModeName = (id: number): string => ORDER_MODE_NAME[id as TOrderModeId] ?? String(id);

/** The merchantId a call names must be the session's merchant: any other is refused (naming the field). */
export function checkNamedMerchant(scope: TTenantScope, merchantId: number, field: string): void {
  if (merchantId !== scope.merchantId)
    throw new ApiError(403, E.otherMerchant, 'That is not the merchant you are signed in to.', field);
}

const viewOnly = () => new ApiError(403, E.viewOnly, 'A view-only user cannot change revenue centers.');
const missing = (field = 'revenueCenterId') => notFound(E.notFound, 'No such revenue center.', field);

/** A save's refusals, all at once in data.errors (spec 3 §7.1); the first also names the status, key and field. */
function refusal(status: number, errors: TRevenueCenterSaveError[]): ApiError {
  const first = errors[0]!;
  return new ApiError(status, first.messageKey as TErrorKey, 'The revenue center was not saved.', first.field, {
    data: { errors },
  });
}

/** Centres with what they take, in the answer's shape (spec 3 §3). */
async function entitiesOf(db: TReader, scope: TTenantScope, rows: TStoredRevenueCenter[]): Promise<TRevenueCenter[]> {
  const taken = await revenueCenterAssignments(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    revenueCenterId: row.id,
    revenueCenterName: row.name,
    revenueCenterDescription: row.description,
    externalId: row.externalId,
    merchantId: row.merchantId,
    concurrencyChecksum: checksumOf(row.version),
    stores: taken.stores
      .filter((s) => s.revenueCenterId === row.id)
      .map((s) => ({
        storeId: s.storeId,
        storeName: s.storeName,
        orderModes: taken.orderModes
          .filter((m) => m.revenueCenterId === row.id && m.storeId === s.storeId)
          .map((m) => ({ orderModeId: m.orderModeId, orderModeName: orderModeName(m.orderModeId) })),
        devices: taken.devices
          .filter((d) => d.revenueCenterId === row.id && d.storeId === s.storeId)
          .map((d) => ({ storeDeviceId: d.deviceId, storeDeviceName: d.deviceName })),
      })),
  }));
}

/** GET GetRevenueCenters: the merchant's centres by name. */
export async function listRevenueCenters(db: TDb, scope: TTenantScope): Promise<TRevenueCenter[]> {
  return entitiesOf(db, scope, await revenueCentersOf(db, scope));
}

/** GET GetRevenueCenterById: one centre of the merchant; another merchant's id is no centre. */
export async function getRevenueCenter(db: TDb, scope: TTenantScope, id: number): Promise<TRevenueCenter> {
  const row = await revenueCenterInScope(db, scope, id);
  if (!row) throw missing();
  return (await entitiesOf(db, scope, [row]))[0]!;
}

/** GET GetAddRevenueCenterValidation: whether a device and an order mode are still free (spec 3 §4 Add flow). */
export async function addRevenueCenterValidation(db: TDb, scope: TTenantScope): Promise<TAddRevenueCenterValidation> {
  const free = await revenueCenterAvailability(db, scope, ORDER_MODE_IDS.length);
  return { isDevicesAvailable: free.freeDevices > 0, isOrderModesAvailable: free.freeOrderModes > 0 };
}

/** GET GetStoreDetails: the merchant's live stores. The stores keep no city or state yet: both answer empty. */
export async function revenueCenterStores(db: TDb, scope: TTenantScope): Promise<TRevenueCenterStoreRow[]> {
  return (await liveStoresOf(db, scope)).map((s) => ({ storeId: s.id, storeName: s.name, city: '', state: '' }));
}

/** The named stores that are live stores of the merchant, by id with their names (others are dropped). */
async function namedStores(
  db: TReader,
  scope: TTenantScope,
  storeIds: readonly number[],
): Promise<Map<number, string>> {
  const named = new Set(storeIds);
  return new Map((await liveStoresOf(db, scope)).filter((s) => named.has(s.id)).map((s) => [s.id, s.name]));
}

/** POST GetRevenueCenterDevices: the devices of the chosen stores, each with the centre holding it. */
export async function revenueCenterDevices(
  db: TDb,
  scope: TTenantScope,
  storeIds: readonly number[],
): Promise<TRevenueCenterDeviceRow[]> {
  return (await devicesOfStores(db, scope, storeIds)).map((d) => ({
    merchantId: scope.merchantId,
    deviceName: d.deviceName,
    storeDeviceId: d.deviceId,
    storeName: d.storeName,
    revenueCenterName: d.revenueCenterName,
    storeId: d.storeId,
    revenueCenterId: d.revenueCenterId,
  }));
}

/**
 * POST GetOrderModes: every order mode of each chosen store, with the centre holding it. Every store offers all five
 * until store options keep which modes a store has switched on.
 */
export async function revenueCenterOrderModes(
  db: TDb,
  scope: TTenantScope,
  storeIds: readonly number[],
): Promise<TRevenueCenterOrderModeRow[]> {
  const live = await namedStores(db, scope, storeIds);
  const taken = await orderModesTakenOf(db, scope, [...live.keys()]);
  return [...live].flatMap(([storeId, storeName]) =>
    ORDER_MODE_IDS.map((orderModeId) => {
      const holder = taken.find((t) => t.storeId === storeId && t.orderModeId === orderModeId);
      return {
        merchantId: scope.merchantId,
        storeId,
        storeName,
        revenueCenterId: holder?.revenueCenterId ?? null,
        revenueCenterName: holder?.revenueCenterName ?? null,
        orderModeId,
        orderModeName: orderModeName(orderModeId),
      };
    }),
  );
}

/** What the change log shows of a centre: its fields and what it takes, as text that compares as a whole. */
const logged = (row: TStoredRevenueCenter | null, centre: TRevenueCenter | null) =>
  row && {
    Name: row.name,
    Description: row.description,
    ExternalId: row.externalId,
    Stores: (centre?.stores ?? [])
      .map(
        (s) =>
          `${s.storeName}: ${[...s.orderModes.map((m) => m.orderModeName), ...s.devices.map((d) => d.storeDeviceName)].join(', ')}`,
      )
      .join('; '),
  };

/**
 * The save's conflicts with the merchant's stores and other centres: stores that are no live store of the merchant,
 * devices that are not of their store, and devices and order modes another centre holds, each named.
 */
async function conflictsOf(
  db: TReader,
  scope: TTenantScope,
  save: TRevenueCenterSave,
): Promise<TRevenueCenterSaveError[]> {
  const storeIds = save.Stores.map((s) => s.StoreId);
  const live = await namedStores(db, scope, storeIds);
  const errors: TRevenueCenterSaveError[] = storeIds
    .filter((id) => !live.has(id))
    .map((id) => ({ messageKey: E.unknownStore, field: 'Stores', values: { storeId: String(id) } }));
  const storeDevices = await devicesOfStores(db, scope, [...live.keys()]);
  const modesTaken = await orderModesTakenOf(db, scope, [...live.keys()]);
  const isOther = (holder: number | null) => holder !== null && holder !== save.RevenueCenterId;
  for (const chosen of save.Stores.filter((s) => live.has(s.StoreId))) {
    const storeName = live.get(chosen.StoreId)!;
    for (const deviceId of chosen.StoreDeviceIds) {
      const device = storeDevices.find((d) => d.deviceId === deviceId && d.storeId === chosen.StoreId);
      if (!device)
        errors.push({ messageKey: E.unknownDevice, field: 'StoreDeviceIds', values: { deviceId: String(deviceId) } });
      else if (isOther(device.revenueCenterId))
        errors.push({
          messageKey: E.deviceTaken,
          field: 'StoreDeviceIds',
          values: { device: device.deviceName, store: storeName, revenueCenter: device.revenueCenterName ?? '' },
        });
    }
    for (const orderModeId of chosen.OrderModes) {
      const holder = modesTaken.find((t) => t.storeId === chosen.StoreId && t.orderModeId === orderModeId);
      if (holder && isOther(holder.revenueCenterId))
        errors.push({
          messageKey: E.orderModeTaken,
          field: 'OrderModes',
          values: { orderMode: orderModeName(orderModeId), store: storeName, revenueCenter: holder.revenueCenterName },
        });
    }
  }
  return errors;
}

/**
 * POST SaveRevenueCenter: creates (RevenueCenterId 0) or changes one of the merchant's centres and what it takes, in
 * one transaction with its change-log entry. Refusals come all at once in data.errors: unknown stores or devices
 * 400; a taken name, device or order mode 409 (the unique indexes answer the same when two saves race); an edit from
 * a version no longer stored 409, nothing written.
 */
export async function saveRevenueCenter(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  access: TRevenueCentersAccess,
  save: TRevenueCenterSave,
): Promise<TRevenueCenterSaveResponse> {
  checkNamedMerchant(scope, save.MerchantId, 'MerchantId');
  if (access.viewOnly) throw viewOnly();
  const isNew = save.RevenueCenterId === 0;
  const version = isNew ? null : versionOf(save.ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = isNew ? null : await revenueCenterInScope(tx, scope, save.RevenueCenterId);
    if (!isNew && !before) throw missing('RevenueCenterId');
    if (before && (version === null || before.version !== version))
      throw staleChecksum(E.staleChecksum, 'revenue center');
    const errors = await conflictsOf(tx, scope, save);
    if (errors.some((e) => e.messageKey === E.unknownStore || e.messageKey === E.unknownDevice))
      throw refusal(400, errors);
    if (await isRevenueCenterNameUsed(tx, scope, save.Name, save.RevenueCenterId))
      errors.unshift({ messageKey: E.duplicateName, field: 'Name' });
    if (errors.length > 0) throw refusal(409, errors);
    const beforeEntity = before ? (await entitiesOf(tx, scope, [before]))[0]! : null;
    const values = { name: save.Name, description: save.Description, externalId: save.ExternalId };
    const written = before
      ? await updateRevenueCenter(tx, scope, before.id, before.version, values)
      : await insertRevenueCenter(tx, scope, values);
    if (!written) throw staleChecksum(E.staleChecksum, 'revenue center');
    await replaceRevenueCenterAssignments(tx, scope, written.id, save.Stores);
    const after = (await entitiesOf(tx, scope, [written]))[0]!;
    await recordChanges(tx, scope, actor, [
      {
        entity: 'revenueCenter',
        entityId: written.id,
        entityName: written.name,
        before: logged(before, beforeEntity),
        after: logged(written, after),
      },
    ]);
    return { success: true as const, data: after };
  });
}

/** DELETE DeleteRevenueCenter: removes one of the merchant's centres and frees what it took; logged. */
export async function removeRevenueCenter(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  access: TRevenueCentersAccess,
  id: number,
): Promise<{ success: true }> {
  if (access.viewOnly) throw viewOnly();
  return db.transaction(async (tx) => {
    const before = await revenueCenterInScope(tx, scope, id);
    if (!before) throw missing();
    const beforeEntity = (await entitiesOf(tx, scope, [before]))[0]!;
    if (!(await deleteRevenueCenter(tx, scope, id))) throw missing();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'revenueCenter',
        entityId: before.id,
        entityName: before.name,
        before: logged(before, beforeEntity),
        after: null,
      },
    ]);
    return { success: true as const };
  });
}
