import { createHash } from 'node:crypto';
import { BRANDING_KEY } from '@mp/contracts/online-ordering/branding';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ooBrandingImages } from '../../../db/schema.ts';
import { storeMerchantImage } from '../../../shared/images/merchant-images.queries.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import {
  brandingImageOf,
  brandingImagesOf,
  insertBrandingImage,
  replaceBrandingImage,
  type TBrandingImageRow,
} from './branding.queries.ts';

/** B's (Corner Cafe's) seeded branding logo. */
async function logoOfB({ db, B }: TTenancyWorld): Promise<TBrandingImageRow> {
  const [row] = await db.select().from(ooBrandingImages).where(eq(ooBrandingImages.merchantId, B.merchantId));
  if (!row) throw new Error('the demo gives Corner Cafe a branding logo; the tenancy world found none');
  return row;
}

const BYTES = Buffer.from('branding tenancy case bytes');
const SHA256 = createHash('sha256').update(BYTES).digest();
const WRITE = {
  sha256: SHA256,
  fileName: 'tenancy.png',
  imageFormat: 'PNG',
  width: 1200,
  height: 450,
  fileSize: BYTES.length,
  uploadedByName: 'tenancy',
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: brandingImagesOf,
    run: ({ db, A }) => brandingImagesOf(db, A.store),
    check: (rows, { A }) =>
      expect((rows as TBrandingImageRow[]).every((r) => r.merchantId === A.merchantId)).toBe(true),
  },
  {
    fn: brandingImageOf,
    run: ({ db, A }) => brandingImageOf(db, A.company, BRANDING_KEY.logo),
    check: (row, { A }) => expect((row as TBrandingImageRow | null)?.merchantId ?? A.merchantId).toBe(A.merchantId),
  },
  {
    fn: insertBrandingImage,
    run: async ({ db, A }) => {
      // The row names one of A's own images.
      await storeMerchantImage(db, A.company, {
        sha256: SHA256,
        contentType: 'image/png',
        width: 1200,
        height: 450,
        bytes: BYTES,
      });
      return insertBrandingImage(db, A.company, BRANDING_KEY.banner, WRITE);
    },
  },
  {
    fn: replaceBrandingImage,
    run: async (world) => replaceBrandingImage(world.db, world.A.company, (await logoOfB(world)).id, WRITE),
    check: (row) => expect(row).toBeNull(),
  },
];
