import { createHash } from 'node:crypto';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { IMAGE_RULES, imageUrlOf } from '@mp/contracts/image-manager';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '../db/create-db.ts';
import { companyImageSettings, companyInformation, featureFlagValues, merchantImages } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The merchants whose Image manager is on, with their colours: Corner Cafe (`store`), Demo Bistro Group. */
const IMAGE_DEMO = [
  { merchantId: MERCHANT.cornerCafe, name: 'Corner Cafe', colour: '#7b4b2a' },
  { merchantId: MERCHANT.demoBistro, name: 'Demo Bistro', colour: '#1f3a5f' },
] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain picture of the given size: the text in white on the colour, made now (Image manager, branding). */
export async function generated(width: number, height: number, colour: string, text: string) {
  // Trusted text drawn by the seed itself; uploads never take this path (SVG is refused there).
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
       <text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#ffffff"
             text-anchor="middle">${escapeXml(text)}</text></svg>`,
  );
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: label }])
    .png()
    .toBuffer();
  return { sha256: createHash('sha256').update(bytes).digest(), contentType: 'image/png', width, height, bytes };
}

/**
 * Image manager demo (issue 17 §7): Corner Cafe and Demo Bistro Group get a generated logo and customer display
 * image, made here rather than kept as files; Demo Bistro's is used by its Downtown store only, so Riverside has
 * none and its store view offers an override. The three flags are on for both merchants; every other merchant (the
 * generated ones among them) keeps them off. The logo is Company information's, so its row points at the image.
 */
export async function seedImageManager(tx: TTx): Promise<void> {
  for (const { merchantId, name, colour } of IMAGE_DEMO) {
    const { min: logoSize } = IMAGE_RULES.merchantLogo;
    const { min: displaySize } = IMAGE_RULES.customerDisplayImage;
    const logo = await generated(logoSize.width, logoSize.height, colour, name);
    const display = await generated(displaySize.width, displaySize.height, colour, `Welcome to ${name}`);
    await tx.insert(merchantImages).values([
      { merchantId, ...logo },
      { merchantId, ...display },
    ]);
    await tx
      .insert(companyInformation)
      .values({ merchantId, countryId: 840, merchantLogoUrl: imageUrlOf(logo.sha256.toString('hex')) })
      .onConflictDoUpdate({
        target: companyInformation.merchantId,
        set: { merchantLogoUrl: sql`excluded.merchant_logo_url` },
      });
    await tx.insert(companyImageSettings).values({
      merchantId,
      customerDisplayImageSha256: display.sha256,
      customerDisplayImageStores: merchantId === MERCHANT.demoBistro ? [STORE.bistroDowntown] : [STORE.cornerCafe],
    });
    await tx.insert(featureFlagValues).values(
      [ACCESS_FLAG.imageManager, ACCESS_FLAG.merchantLogo, ACCESS_FLAG.customerDisplayImage].map((flagName) => ({
        merchantId,
        storeId: 0,
        flagName,
        isOn: true,
      })),
    );
  }
}
