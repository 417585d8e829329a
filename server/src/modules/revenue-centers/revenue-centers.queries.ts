import type { TRevenueCenterSaveStore } from '@mp/contracts/revenue-centers';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { isNameTaken } from '../../db/name-taken.ts';
import {
  devices,
  revenueCenterDevices,
  revenueCenterOrderModes,
  revenueCenters,
  revenueCenterStores,
  stores,
} from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredRevenueCenter = typeof revenueCenters.$inferSelect;
/** The stored fields a save sets. */
export type TRevenueCenterWrite = Pick<TStoredRevenueCenter, 'name' | 'description' | 'externalId'>;

/** The merchant's live stores by name (deleted stores take no new centre and are not offered). */
export async function liveStoresOf(db: TReader, scope: TTenantScope): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(ofMerchant(stores, scope), eq(stores.isDeleted, false)))
    .orderBy(asc(stores.name), asc(stores.id));
}

/** The merchant's centres by name. */
export async function revenueCentersOf(db: TReader, scope: TTenantScope): Promise<TStoredRevenueCenter[]> {
  return db
    .select()
    .from(revenueCenters)
    .where(ofMerchant(revenueCenters, scope))
    .orderBy(asc(sql`upper(${revenueCenters.name})`), asc(revenueCenters.id));
}

/** One centre of the merchant, or null: another merchant's id finds nothing. */
export async function revenueCenterInScope(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredRevenueCenter | null> {
  const [row] = await db
    .select()
    .from(revenueCenters)
    .where(and(ofMerchant(revenueCenters, scope), eq(revenueCenters.id, id)));
  return row ?? null;
}

export type TCentreStore = { revenueCenterId: number; storeId: number; storeName: string };
export type TCentreOrderMode = { revenueCenterId: number; storeId: number; orderModeId: number };
export type TCentreDevice = { revenueCenterId: number; storeId: number; deviceId: number; deviceName: string };

/** What the given centres of the merchant take: their stores, order modes and devices, each in a stable order. */
export async function revenueCenterAssignments(
  db: TReader,
  scope: TTenantScope,
  centreIds: readonly number[],
): Promise<{ stores: TCentreStore[]; orderModes: TCentreOrderMode[]; devices: TCentreDevice[] }> {
  if (centreIds.length === 0) return { stores: [], orderModes: [], devices: [] };
  const ids = [...centreIds];
  const [storeRows, modeRows, deviceRows] = await Promise.all([
    db
      .select({
        revenueCenterId: revenueCenterStores.revenueCenterId,
        storeId: revenueCenterStores.storeId,
        storeName: stores.name,
      })
      .from(revenueCenterStores)
      .innerJoin(stores, eq(stores.id, revenueCenterStores.storeId))
      .where(and(ofMerchant(revenueCenterStores, scope), inArray(revenueCenterStores.revenueCenterId, ids)))
      .orderBy(asc(stores.name), asc(stores.id)),
    db
      .select({
        revenueCenterId: revenueCenterOrderModes.revenueCenterId,
        storeId: revenueCenterOrderModes.storeId,
        orderModeId: revenueCenterOrderModes.orderModeId,
      })
      .from(revenueCenterOrderModes)
      .where(and(ofMerchant(revenueCenterOrderModes, scope), inArray(revenueCenterOrderModes.revenueCenterId, ids)))
      .orderBy(asc(revenueCenterOrderModes.orderModeId)),
    db
      .select({
        revenueCenterId: revenueCenterDevices.revenueCenterId,
        storeId: revenueCenterDevices.storeId,
        deviceId: revenueCenterDevices.deviceId,
        deviceName: devices.name,
      })
      .from(revenueCenterDevices)
      .innerJoin(devices, eq(devices.id, revenueCenterDevices.deviceId))
      .where(and(ofMerchant(revenueCenterDevices, scope), inArray(revenueCenterDevices.revenueCenterId, ids)))
      .orderBy(asc(devices.name), asc(devices.id)),
  ]);
  return { stores: storeRows, orderModes: modeRows, devices: deviceRows };
}

export type TDeviceWithCentre = {
  deviceId: number;
  deviceName: string;
  storeId: number;
  storeName: string;
  revenueCenterId: number | null;
  revenueCenterName: string | null;
};

/** The devices of the merchant's live stores among `storeIds`, each with the centre holding it (if any). */
export async function devicesOfStores(
  db: TReader,
  scope: TTenantScope,
  storeIds: readonly number[],
): Promise<TDeviceWithCentre[]> {
  if (storeIds.length === 0) return [];
  return db
    .select({
      deviceId: devices.id,
      deviceName: devices.name,
      storeId: devices.storeId,
      storeName: stores.name,
      revenueCenterId: revenueCenters.id,
      revenueCenterName: revenueCenters.name,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.id, devices.storeId), eq(stores.isDeleted, false)))
    .leftJoin(revenueCenterDevices, eq(revenueCenterDevices.deviceId, devices.id))
    .leftJoin(revenueCenters, eq(revenueCenters.id, revenueCenterDevices.revenueCenterId))
    .where(and(ofMerchant(devices, scope), ofMerchant(stores, scope), inArray(stores.id, [...storeIds])))
    .orderBy(asc(stores.name), asc(devices.storeId), asc(devices.name), asc(devices.id));
}

export type TOrderModeTaken = {
  storeId: number;
  orderModeId: number;
  revenueCenterId: number;
  revenueCenterName: string;
};

/** The order modes of the merchant's stores among `storeIds` that a centre holds, with that centre. */
export async function orderModesTakenOf(
  db: TReader,
  scope: TTenantScope,
  storeIds: readonly number[],
): Promise<TOrderModeTaken[]> {
  if (storeIds.length === 0) return [];
  return db
    .select({
      storeId: revenueCenterOrderModes.storeId,
      orderModeId: revenueCenterOrderModes.orderModeId,
      revenueCenterId: revenueCenters.id,
      revenueCenterName: revenueCenters.name,
    })
    .from(revenueCenterOrderModes)
    .innerJoin(revenueCenters, eq(revenueCenters.id, revenueCenterOrderModes.revenueCenterId))
    .innerJoin(stores, eq(stores.id, revenueCenterOrderModes.storeId))
    .where(
      and(ofMerchant(revenueCenterOrderModes, scope), ofMerchant(stores, scope), inArray(stores.id, [...storeIds])),
    );
}

/**
 * Whether anything is left for a new centre in the merchant's live stores: a device no centre holds, and an order mode
 * of a store no centre holds (`orderModeCount` modes per store).
 */
export async function revenueCenterAvailability(
  db: TReader,
  scope: TTenantScope,
  orderModeCount: number,
): Promise<{ freeDevices: number; freeOrderModes: number }> {
  const [devicesRow] = await db
    .select({ free: sql<number>`count(*)::int` })
    .from(devices)
    .innerJoin(stores, and(eq(stores.id, devices.storeId), eq(stores.isDeleted, false)))
    .leftJoin(revenueCenterDevices, eq(revenueCenterDevices.deviceId, devices.id))
    .where(and(ofMerchant(devices, scope), sql`${revenueCenterDevices.deviceId} is null`));
  const [modesRow] = await db
    .select({
      free: sql<number>`(count(distinct ${stores.id}) * ${orderModeCount} - count(${revenueCenterOrderModes.orderModeId}))::int`,
    })
    .from(stores)
    .leftJoin(
      revenueCenterOrderModes,
      and(eq(revenueCenterOrderModes.storeId, stores.id), ofMerchant(revenueCenterOrderModes, scope)),
    )
    .where(and(ofMerchant(stores, scope), eq(stores.isDeleted, false)));
  return { freeDevices: devicesRow?.free ?? 0, freeOrderModes: modesRow?.free ?? 0 };
}

/** Whether another centre of the merchant has this name, compared without case (`exceptId`: the centre itself). */
export const isRevenueCenterNameUsed = (db: TReader, scope: TTenantScope, name: string, exceptId: number) =>
  isNameTaken(db, scope, revenueCenters, name, exceptId);

/** Adds a centre to the merchant; answers the stored row. */
export async function insertRevenueCenter(
  db: TReader,
  scope: TTenantScope,
  values: TRevenueCenterWrite,
): Promise<TStoredRevenueCenter> {
  const [row] = await db
    .insert(revenueCenters)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/**
 * Writes one of the merchant's centres only if it is still at `version`, bumping the version in the same statement;
 * answers the stored row, or null when another save came first.
 */
export async function updateRevenueCenter(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TRevenueCenterWrite,
): Promise<TStoredRevenueCenter | null> {
  const [row] = await db
    .update(revenueCenters)
    .set({ ...values, version: nextVersion(revenueCenters.version) })
    .where(and(ofMerchant(revenueCenters, scope), eq(revenueCenters.id, id), eq(revenueCenters.version, version)))
    .returning();
  return row ?? null;
}

/**
 * Sets what one of the merchant's centres takes: its old stores, order modes and devices go, the given ones come. A
 * centre of another merchant is left alone (the rows would otherwise carry this merchant's key on another's centre).
 */
export async function replaceRevenueCenterAssignments(
  db: TReader,
  scope: TTenantScope,
  id: number,
  chosen: readonly TRevenueCenterSaveStore[],
): Promise<void> {
  if (!(await revenueCenterInScope(db, scope, id))) return;
  // The order modes and devices go with their store rows (cascade).
  await db
    .delete(revenueCenterStores)
    .where(and(ofMerchant(revenueCenterStores, scope), eq(revenueCenterStores.revenueCenterId, id)));
  if (chosen.length === 0) return;
  const key = { ...merchantKey(scope), revenueCenterId: id };
  await db.insert(revenueCenterStores).values(chosen.map((s) => ({ ...key, storeId: s.StoreId })));
  const modes = chosen.flatMap((s) => s.OrderModes.map((orderModeId) => ({ ...key, storeId: s.StoreId, orderModeId })));
  if (modes.length > 0) await db.insert(revenueCenterOrderModes).values(modes);
  const taken = chosen.flatMap((s) => s.StoreDeviceIds.map((deviceId) => ({ ...key, storeId: s.StoreId, deviceId })));
  if (taken.length > 0) await db.insert(revenueCenterDevices).values(taken);
}

/** Deletes one of the merchant's centres with what it takes; answers the deleted row, or null when there was none. */
export async function deleteRevenueCenter(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredRevenueCenter | null> {
  const [row] = await db
    .delete(revenueCenters)
    .where(and(ofMerchant(revenueCenters, scope), eq(revenueCenters.id, id)))
    .returning();
  return row ?? null;
}
