import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { ooSiteBrands, ooSiteBrandSites, stores } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
export type TStoredSiteBrand = typeof ooSiteBrands.$inferSelect;
/** A brand's own columns as the service writes them (the tenant key, id and times are the queries'). */
export type TSiteBrandValues = Pick<TStoredSiteBrand, 'name' | 'sitePrimaryColor' | 'font' | 'buttonTextColor'>;

/** Brand ids are uuids: any other text names no brand (and would be an error to PostgreSQL, not a miss). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isBrandId = (id: string): boolean => UUID.test(id);

/** One page of the merchant's brands in the order they were made, and how many there are. */
export async function siteBrandPageOf(
  db: TReader,
  scope: TTenantScope,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: Pick<TStoredSiteBrand, 'id' | 'name'>[]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ooSiteBrands)
    .where(ofMerchant(ooSiteBrands, scope));
  const rows = await db
    .select({ id: ooSiteBrands.id, name: ooSiteBrands.name })
    .from(ooSiteBrands)
    .where(ofMerchant(ooSiteBrands, scope))
    .orderBy(asc(ooSiteBrands.createdAt), asc(ooSiteBrands.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return { rows, total: count?.n ?? 0 };
}

/** One of the merchant's brands, or null (another merchant's id finds nothing). */
export async function siteBrandOf(db: TReader, scope: TTenantScope, id: string): Promise<TStoredSiteBrand | null> {
  if (!isBrandId(id)) return null;
  const [row] = await db
    .select()
    .from(ooSiteBrands)
    .where(and(ofMerchant(ooSiteBrands, scope), eq(ooSiteBrands.id, id)));
  return row ?? null;
}

/** Adds a brand. */
export async function insertSiteBrand(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: TSiteBrandValues,
): Promise<TStoredSiteBrand> {
  const [row] = await db
    .insert(ooSiteBrands)
    .values({ id, ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Changes one of the merchant's brands; null when it has none of that id. */
export async function changeSiteBrand(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: TSiteBrandValues,
): Promise<TStoredSiteBrand | null> {
  if (!isBrandId(id)) return null;
  const [row] = await db
    .update(ooSiteBrands)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofMerchant(ooSiteBrands, scope), eq(ooSiteBrands.id, id)))
    .returning();
  return row ?? null;
}

/** Removes one of the merchant's brands (its site assignments go with it); null when it has none of that id. */
export async function removeSiteBrand(db: TReader, scope: TTenantScope, id: string): Promise<TStoredSiteBrand | null> {
  if (!isBrandId(id)) return null;
  const [row] = await db
    .delete(ooSiteBrands)
    .where(and(ofMerchant(ooSiteBrands, scope), eq(ooSiteBrands.id, id)))
    .returning();
  return row ?? null;
}

/** The sites of one of the merchant's brands, in site id order. */
export async function siteBrandSitesOf(db: TReader, scope: TTenantScope, id: string): Promise<string[]> {
  if (!isBrandId(id)) return [];
  const rows = await db
    .select({ siteId: ooSiteBrandSites.siteId })
    .from(ooSiteBrandSites)
    .where(and(ofMerchant(ooSiteBrandSites, scope), eq(ooSiteBrandSites.brandId, id)))
    .orderBy(asc(ooSiteBrandSites.siteId));
  return rows.map((r) => r.siteId);
}

/**
 * Makes these the brand's sites: the brand's other sites are let go, and a site another of the merchant's brands
 * had moves to this one (spec 3 §3: a site belongs to one brand at most).
 */
export async function replaceSiteBrandSites(
  db: TReader,
  scope: TTenantScope,
  id: string,
  siteIds: readonly string[],
): Promise<void> {
  if (!isBrandId(id)) return;
  await db
    .delete(ooSiteBrandSites)
    .where(
      and(
        ofMerchant(ooSiteBrandSites, scope),
        siteIds.length > 0
          ? sql`(${ooSiteBrandSites.brandId} = ${id} or ${inArray(ooSiteBrandSites.siteId, [...siteIds])})`
          : eq(ooSiteBrandSites.brandId, id),
      ),
    );
  if (siteIds.length > 0)
    await db.insert(ooSiteBrandSites).values(siteIds.map((siteId) => ({ ...merchantKey(scope), brandId: id, siteId })));
}

/** The stores table keyed as a merchant-owned table. */
const STORE_ROW = { merchantId: stores.merchantId };

/** A store's site id (spec 3 §3: without dashes): its site's id, or the store id while it has none. */
const SITE_ID = sql<string>`replace(coalesce(${stores.siteId}, ${stores.id}::text), '-', '')`;

/** Which of these site ids are the merchant's stores'. */
export async function merchantSiteIdsOf(
  db: TReader,
  scope: TTenantScope,
  siteIds: readonly string[],
): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ site: SITE_ID })
    .from(stores)
    .where(and(ofMerchant(STORE_ROW, scope), inArray(SITE_ID, [...siteIds])));
  return rows.map((r) => r.site);
}
