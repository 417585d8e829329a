import { BRANDING_ASPECT, BRANDING_KEY } from '@mp/contracts/online-ordering/branding';
import type { TDb } from '../db/create-db.ts';
import { merchantImages, ooBrandingImages } from '../db/schema.ts';
import { MERCHANT, USER } from './ids.ts';
import { generated } from './seed-image-manager.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Online-ordering branding: Corner Cafe has a logo (cropped to the logo's aspect, uploaded by its owner `store`), so
 * its screen shows the replace flow; Demo Bistro Group has none, so its screen offers the first upload.
 */
export async function seedOoBranding(tx: TTx): Promise<void> {
  const width = 800;
  const height = Math.round(width / BRANDING_ASPECT.logo);
  const logo = await generated(width, height, '#7b4b2a', 'Corner Cafe');
  await tx.insert(merchantImages).values({ merchantId: MERCHANT.cornerCafe, ...logo });
  await tx.insert(ooBrandingImages).values({
    merchantId: MERCHANT.cornerCafe,
    imageKey: BRANDING_KEY.logo,
    sha256: logo.sha256,
    fileName: 'corner-cafe-logo.png',
    imageFormat: 'PNG',
    width,
    height,
    fileSize: logo.bytes.length,
    uploadedBy: USER.store,
    uploadedByName: 'store',
  });
}
