import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { merchants, stores } from './schema.ts';

/**
 * The images a merchant uploaded (spec 3 §2.4 Image manager), kept in the database so every server process serves
 * them. Content-addressed: the key is the sha-256 of the stored bytes (decoded and re-encoded by the server), so the
 * same file uploaded twice is one row and its URL never changes meaning. Format and size are what the decoder found.
 */
export const merchantImages = pgTable(
  'merchant_images',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The sha-256 of `bytes` (32 bytes): bytea, so the key is no text the tenancy proof would rewrite. */
    sha256: bytea('sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.sha256] }),
    // The public image URL names the hash alone.
    index('merchant_images_sha256_idx').on(t.sha256),
    check('merchant_images_content_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/gif')`),
  ],
);

/**
 * The company's customer display image and the stores that use it (spec 3 §3 companyImages.customerDisplayImageUrl,
 * companyImageAssignments.customerDisplayImageStores). The company logo is Company information's
 * merchant_logo_url: one logo, whichever screen sets it. No row: no image, no store assigned.
 */
export const companyImageSettings = pgTable(
  'company_image_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    customerDisplayImageSha256: bytea('customer_display_image_sha256'),
    /** Store ids of the merchant; checked on every write, kept as one value so one version guards them. */
    customerDisplayImageStores: integer('customer_display_image_stores')
      .array()
      .notNull()
      .default(sql`'{}'`),
    version: versionColumn(),
  },
  (t) => [
    // An image in use cannot be removed from under it.
    foreignKey({
      columns: [t.merchantId, t.customerDisplayImageSha256],
      foreignColumns: [merchantImages.merchantId, merchantImages.sha256],
      name: 'company_image_settings_display_image_fk',
    }),
  ],
);

/** A store's own customer display image, shown instead of the company's (spec 3 §3 storeImages). */
export const storeImageSettings = pgTable(
  'store_image_settings',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerDisplayImageOverrideSha256: bytea('customer_display_image_override_sha256'),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.storeId] }),
    foreignKey({
      columns: [t.merchantId, t.customerDisplayImageOverrideSha256],
      foreignColumns: [merchantImages.merchantId, merchantImages.sha256],
      name: 'store_image_settings_override_fk',
    }),
  ],
);
