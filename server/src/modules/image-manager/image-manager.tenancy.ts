import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { merchantImages } from '../../db/schema.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  imageByHash,
  liveStoresOf,
  merchantImageInfo,
  pruneUnusedImages,
  readImageSettings,
  storeMerchantImage,
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

const BYTES = Buffer.from('tenancy case bytes');
const IMAGE = {
  sha256: createHash('sha256').update(BYTES).digest(),
  contentType: 'image/png',
  width: 480,
  height: 270,
  bytes: BYTES,
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: storeMerchantImage,
    run: ({ db, A }) => storeMerchantImage(db, A.company, IMAGE),
  },
  {
    fn: imageByHash,
    unscoped:
      'The public image URL names bytes by their sha-256: whichever merchant holds them, the answer is those bytes, ' +
      'and only someone given the URL can ask.',
  },
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
  { fn: pruneUnusedImages, run: ({ db, A }) => pruneUnusedImages(db, A.company) },
];
