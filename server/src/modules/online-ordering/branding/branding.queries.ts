import type { TBrandingKey } from '@mp/contracts/online-ordering/branding';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { ooBrandingImages } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TBrandingImageRow = typeof ooBrandingImages.$inferSelect;
export type TBrandingImageWrite = Omit<typeof ooBrandingImages.$inferInsert, 'id' | 'merchantId' | 'imageKey'>;

/** The merchant's branding images (at most one per key). */
export async function brandingImagesOf(db: TReader, scope: TTenantScope): Promise<TBrandingImageRow[]> {
  return db.select().from(ooBrandingImages).where(ofMerchant(ooBrandingImages, scope));
}

/** The merchant's image of a key, or null. */
export async function brandingImageOf(
  db: TReader,
  scope: TTenantScope,
  key: TBrandingKey,
): Promise<TBrandingImageRow | null> {
  const [row] = await db
    .select()
    .from(ooBrandingImages)
    .where(and(ofMerchant(ooBrandingImages, scope), eq(ooBrandingImages.imageKey, key)));
  return row ?? null;
}

/** The first image of a key (a second one racing it breaks the unique key: 409). */
export async function insertBrandingImage(
  tx: TReader,
  scope: TTenantScope,
  key: TBrandingKey,
  values: TBrandingImageWrite,
): Promise<TBrandingImageRow> {
  const [row] = await tx
    .insert(ooBrandingImages)
    .values({ ...merchantKey(scope), imageKey: key, ...values })
    .returning();
  return row!;
}

/** Replaces the image `id` of the merchant in place (its id stays); null when the merchant has no such image. */
export async function replaceBrandingImage(
  tx: TReader,
  scope: TTenantScope,
  id: string,
  values: TBrandingImageWrite,
): Promise<TBrandingImageRow | null> {
  const [row] = await tx
    .update(ooBrandingImages)
    .set(values)
    .where(and(ofMerchant(ooBrandingImages, scope), eq(ooBrandingImages.id, id)))
    .returning();
  return row ?? null;
}
