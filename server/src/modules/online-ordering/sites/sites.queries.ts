import { defaultOperatingHours } from '@mp/contracts/online-ordering/operating-hours';
import { and, eq, not, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import {
  ooCompanyProvisioning,
  ooSites,
  storeConfigurations,
  storeReceiptSettings,
  stores,
} from '../../../db/schema.ts';
import { merchantKey, ofMerchant, ofStore, storeKey, type TStoreScope, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TSiteRow = typeof ooSites.$inferSelect;
export type TCompanyProvisioningRow = { uriName: string; enabled: boolean };

/** The stores table as a store-owned table: a store row's own id is its store key. */
const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

/** What the site shows of the store itself (Store configuration keeps it); undefined when the scope names no store. */
export async function readStoreProfile(db: TReader, scope: TStoreScope) {
  const [row] = await db
    .select({
      name: stores.name,
      timeZone: stores.timeZone,
      add1: storeConfigurations.add1,
      add2: storeConfigurations.add2,
      city: storeConfigurations.city,
      state: storeConfigurations.state,
      zip: storeConfigurations.zip,
      contName: storeConfigurations.contName,
      phone: storeReceiptSettings.phone,
    })
    .from(stores)
    .leftJoin(storeConfigurations, ofStore(storeConfigurations, scope))
    .leftJoin(storeReceiptSettings, ofStore(storeReceiptSettings, scope))
    .where(ofStore(STORE_KEYS, scope));
  return row;
}

/** The store's site row, or null when it has none yet. */
export async function readSite(db: TReader, scope: TStoreScope): Promise<TSiteRow | null> {
  const [row] = await db.select().from(ooSites).where(ofStore(ooSites, scope));
  return row ?? null;
}

type TSiteValues = Partial<
  Pick<TSiteRow, 'latitude' | 'longitude' | 'status' | 'locked' | 'uriName' | 'hours' | 'minimumDeliveryAmount'>
>;

/** Writes fields of the store's site, creating the row (around-the-clock hours) when the store has none yet. */
export async function writeSite(db: TReader, scope: TStoreScope, userId: number, values: TSiteValues) {
  const set = { ...values, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(ooSites)
    .values({ ...storeKey(scope), hours: defaultOperatingHours(), ...set })
    .onConflictDoUpdate({ target: ooSites.storeId, set, setWhere: ofStore(ooSites, scope) })
    .returning();
  if (!row) throw new Error('The site row belongs to another merchant.');
  return row;
}

/** Updates fields of an existing site only (the status record is never created by a save): null when none. */
export async function updateExistingSite(db: TReader, scope: TStoreScope, userId: number, values: TSiteValues) {
  const [row] = await db
    .update(ooSites)
    .set({ ...values, updatedAt: new Date(), updatedBy: userId })
    .where(ofStore(ooSites, scope))
    .returning();
  return row ?? null;
}

/** The merchant's company provisioning, or null before it has one. */
export async function readCompanyProvisioning(
  db: TReader,
  scope: TTenantScope,
): Promise<TCompanyProvisioningRow | null> {
  const [row] = await db
    .select({ uriName: ooCompanyProvisioning.uriName, enabled: ooCompanyProvisioning.enabled })
    .from(ooCompanyProvisioning)
    .where(ofMerchant(ooCompanyProvisioning, scope));
  return row ?? null;
}

/** Creates the merchant's company provisioning (enabled), or answers null when it already has one. */
export async function insertCompanyProvisioning(db: TReader, scope: TTenantScope, userId: number, uriName: string) {
  const [row] = await db
    .insert(ooCompanyProvisioning)
    .values({ ...merchantKey(scope), uriName, enabled: true, updatedBy: userId })
    .onConflictDoNothing({ target: ooCompanyProvisioning.merchantId })
    .returning({ uriName: ooCompanyProvisioning.uriName, enabled: ooCompanyProvisioning.enabled });
  return row ?? null;
}

/** Renames the merchant's company provisioning: null when it has none. */
export async function renameCompanyProvisioning(db: TReader, scope: TTenantScope, userId: number, uriName: string) {
  const [row] = await db
    .update(ooCompanyProvisioning)
    .set({ uriName, updatedAt: new Date(), updatedBy: userId })
    .where(ofMerchant(ooCompanyProvisioning, scope))
    .returning({ uriName: ooCompanyProvisioning.uriName, enabled: ooCompanyProvisioning.enabled });
  return row ?? null;
}

/**
 * Whether a web domain name is used by another company or by another site. Deliberately across merchants (the names
 * are parts of public web addresses, spec 3 §8 DomainNameTakenErrMsg), so it answers only yes or no, never whose.
 */
export async function isUriNameTaken(
  db: TReader,
  scope: TTenantScope,
  kind: 'company' | 'site',
  uriName: string,
): Promise<boolean> {
  // lower() on both sides, as the unique indexes compare (the database's case rules, not JavaScript's).
  const key = sql`lower(${uriName.trim()})`;
  const [row] =
    kind === 'company'
      ? await db
          .select({ taken: sql<number>`1` })
          .from(ooCompanyProvisioning)
          .where(
            and(not(ofMerchant(ooCompanyProvisioning, scope)), eq(sql`lower(${ooCompanyProvisioning.uriName})`, key)),
          )
          .limit(1)
      : await db
          .select({ taken: sql<number>`1` })
          .from(ooSites)
          .where(
            and(
              eq(sql`lower(${ooSites.uriName})`, key),
              scope.kind === 'store' ? not(ofStore(ooSites, scope)) : undefined,
            ),
          )
          .limit(1);
  return row !== undefined;
}
