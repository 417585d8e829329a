import type { TDb } from '../db/create-db.ts';
import { ooSiteBrands, ooSiteBrandSites } from '../db/schema.ts';
import { MERCHANT, OO_SITE_BRAND, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** A demo store's site id as brands keep it (spec 3 §3: the store's site id, site-N, without its dash). */
const siteOf = (storeId: number) => `site${storeId}`;

/**
 * Site branding (spec 3 §3): Demo Bistro Group's Downtown wears the default navy with white buttons, Riverside a
 * yellow whose button text is black; Corner Cafe's one store has a brown brand. Made in this order, so the tabs show
 * them so.
 */
export async function seedOoSiteBranding(tx: TTx): Promise<void> {
  const made = Date.UTC(2026, 0, 5, 9);
  const brands = [
    {
      id: OO_SITE_BRAND.bistroClassic,
      merchantId: MERCHANT.demoBistro,
      name: 'Bistro Classic',
      sitePrimaryColor: '#0f235f',
      font: 'Source Sans Pro' as const,
      buttonTextColor: 'white' as const,
      site: siteOf(STORE.bistroDowntown),
    },
    {
      id: OO_SITE_BRAND.bistroRiverside,
      merchantId: MERCHANT.demoBistro,
      name: 'Riverside Nights',
      sitePrimaryColor: '#f2c14e',
      font: 'Playfair Display' as const,
      buttonTextColor: 'black' as const,
      site: siteOf(STORE.bistroRiverside),
    },
    {
      id: OO_SITE_BRAND.cornerCafe,
      merchantId: MERCHANT.cornerCafe,
      name: 'Cafe Warm',
      sitePrimaryColor: '#7b4b2a',
      font: 'Merriweather' as const,
      buttonTextColor: 'white' as const,
      site: siteOf(STORE.cornerCafe),
    },
  ];
  await tx
    .insert(ooSiteBrands)
    .values(brands.map(({ site: _site, ...brand }, i) => ({ ...brand, createdAt: new Date(made + i * 60_000) })));
  await tx
    .insert(ooSiteBrandSites)
    .values(brands.map((b) => ({ merchantId: b.merchantId, brandId: b.id, siteId: b.site })));
}
