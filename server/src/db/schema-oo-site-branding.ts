import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { TButtonTextColor, TSiteBrandFont } from '@mp/contracts/online-ordering/site-branding';
import { merchantRef, ts } from './columns.ts';

/**
 * Online ordering's site branding (spec 3 §3 Site branding brand): the merchant's brands, each a name, a primary
 * colour (#rrggbb), a font and a button text colour, as the contract checks them (a text column kept to a pattern
 * by the database could not carry the cross-tenant test's marker). Ids are uuids (text that is not one names no brand).
 */
export const ooSiteBrands = pgTable(
  'oo_site_brands',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    sitePrimaryColor: text('site_primary_color').notNull().default('#0f235f'),
    font: text('font').$type<TSiteBrandFont>().notNull().default('Source Sans Pro'),
    buttonTextColor: text('button_text_color').$type<TButtonTextColor>().notNull().default('white'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('oo_site_brands_merchant_idx').on(t.merchantId, t.createdAt),
    // The (merchant, id) pair the site assignments point at, so an assignment cannot name another merchant's brand.
    unique('oo_site_brands_merchant_id_key').on(t.merchantId, t.id),
    check('oo_site_brands_button_text', sql`${t.buttonTextColor} in ('white', 'black')`),
  ],
);

/**
 * The sites of each brand (spec 3 §3 assignedSites: store site ids without dashes). A site belongs to at most one
 * of the merchant's brands (the key), so assigning it to another brand moves it; a deleted brand's sites go with it.
 */
export const ooSiteBrandSites = pgTable(
  'oo_site_brand_sites',
  {
    merchantId: merchantRef(),
    brandId: uuid('brand_id').notNull(),
    siteId: text('site_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.siteId] }),
    index('oo_site_brand_sites_brand_idx').on(t.brandId),
    foreignKey({
      columns: [t.merchantId, t.brandId],
      foreignColumns: [ooSiteBrands.merchantId, ooSiteBrands.id],
    }).onDelete('cascade'),
  ],
);
