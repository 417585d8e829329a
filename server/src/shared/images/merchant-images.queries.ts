import { IMAGE_MANAGER_PATH } from '@mp/contracts/image-manager';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { merchantImages } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/**
 * The merchants' uploaded images (Image manager, online-ordering branding): decoded and re-encoded bytes,
 * content-addressed, served by the image manager's public image URL. Each screen records which image it shows.
 */
export type TStoredImage = typeof merchantImages.$inferInsert;

/**
 * Keeps a decoded image for the merchant. The same bytes again are the same row: its upload time is renewed, so a
 * clean-up of images nobody uses (pruneUnusedImages) does not take it between its upload and the update naming it.
 */
export async function storeMerchantImage(db: TReader, scope: TTenantScope, image: Omit<TStoredImage, 'merchantId'>) {
  await db
    .insert(merchantImages)
    .values({ ...merchantKey(scope), ...image })
    .onConflictDoUpdate({ target: [merchantImages.merchantId, merchantImages.sha256], set: { createdAt: sql`now()` } });
}

/**
 * An image by its hash, for the public image URL: the hash names the bytes, so any merchant's row holding them
 * answers the same content (a reviewed unscoped read, see the tenancy table).
 */
export async function imageByHash(db: TReader, sha256: Buffer): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: merchantImages.contentType, bytes: merchantImages.bytes })
    .from(merchantImages)
    .where(eq(merchantImages.sha256, sha256))
    .limit(1);
  return row ?? null;
}

/** Images older than this that nothing names are removed: younger ones may be an upload whose update is on its way. */
const UNUSED_GRACE = sql`interval '1 hour'`;

/**
 * Removes the merchant's images that no setting names any more (deleted or never saved after upload), once they are
 * older than the grace period; the logo is named by its URL, the display images and the branding images by key.
 */
export async function pruneUnusedImages(tx: TReader, scope: TTenantScope): Promise<number> {
  // The subqueries join on the deleted row's own columns, written out: unqualified they would be the subquery's.
  const removed = await tx
    .delete(merchantImages)
    .where(
      and(
        ofMerchant(merchantImages, scope),
        sql`merchant_images.created_at < now() - ${UNUSED_GRACE}`,
        sql`not exists (select 1 from company_image_settings c where c.merchant_id = merchant_images.merchant_id
              and c.customer_display_image_sha256 = merchant_images.sha256)`,
        sql`not exists (select 1 from store_image_settings s where s.merchant_id = merchant_images.merchant_id
              and s.customer_display_image_override_sha256 = merchant_images.sha256)`,
        sql`not exists (select 1 from company_information i where i.merchant_id = merchant_images.merchant_id
              and i.merchant_logo_url = ${`${IMAGE_MANAGER_PATH.image}/`} || encode(merchant_images.sha256, 'hex'))`,
        sql`not exists (select 1 from oo_branding_images b where b.merchant_id = merchant_images.merchant_id
              and b.sha256 = merchant_images.sha256)`,
      ),
    )
    .returning({ merchantId: merchantImages.merchantId });
  return removed.length;
}
