import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { merchantImages } from '../../db/schema.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  liveStoresOf,
  merchantImageInfo,
  readImageSettings,
  writeCompanyImages,
  writeMerchantLogo,
  writeStoreImages,
} from './image-manager.queries.ts';

/** B's (Corner Cafe's) seeded logo: the first of its images. */
async function imageOfB({ db, B }: TTenancyWorld): Promise<Buffer> {
  const [row] = await db
    .select({ sha256: merchantImages.sha256 })
    .from(merchantImages)
    .where(eq(merchantImages.merchantId, B.merchantId))
    .limit(1);
  if (!row) throw new Error('the demo gives Corner Cafe images; the tenancy world found none');
  return row.sha256;
}

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: merchantImageInfo,
    run: async (world) => merchantImageInfo(world.db, world.A.company, await imageOfB(world)),
    check: (info) => expect(info).toBeNull(),
  },
  {
    fn: readImageSettings,
    run: ({ db, A }) => readImageSettings(db, A.store),
    check: (read, { A }) => expect(read).toMatchObject({ merchant: { id: A.merchantId } }),
  },
  {
    fn: liveStoresOf,
    run: ({ db, A }) => liveStoresOf(db, A.company),
    check: (rows, { B }) => expect((rows as { storeId: number }[]).some((r) => r.storeId === B.storeId)).toBe(false),
  },
  {
    fn: writeMerchantLogo,
    run: ({ db, A }) => writeMerchantLogo(db, A.company, 1, '', { countryId: 840, industryId: 1 }),
  },
  {
    fn: writeCompanyImages,
    run: ({ db, A }) =>
      writeCompanyImages(db, A.company, 0, { customerDisplayImageSha256: null, customerDisplayImageStores: [] }),
  },
  {
    fn: writeStoreImages,
    run: ({ db, A }) => writeStoreImages(db, A.store, 0, null),
  },
];
