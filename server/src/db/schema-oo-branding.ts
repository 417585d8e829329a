import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, merchantRef, ts } from './columns.ts';
import { merchantImages } from './schema-image-manager.ts';

/**
 * The company's online-ordering branding images (spec 3 §3 "Branding image"): at most one logo and one banner per
 * merchant, by the configuration key the upload names. The bytes are a merchant image (content-addressed, served by
 * the image URL); this row records what the upload was: its file name, the decoded format and size, when and by whom.
 * A replace writes the same row anew (same id), so the screen's imageId stays valid.
 */
export const ooBrandingImages = pgTable(
  'oo_branding_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: merchantRef(),
    imageKey: text('image_key').notNull(),
    sha256: bytea('sha256').notNull(),
    fileName: text('file_name').notNull(),
    /** The decoder's format, as the spec names it (PNG, JPEG). */
    imageFormat: text('image_format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes as stored (the server's re-encoding). */
    fileSize: integer('file_size').notNull(),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
    uploadedBy: integer('uploaded_by'),
    /** The user name at the time (the audit trail's username stays what it was if the user is renamed). */
    uploadedByName: text('uploaded_by_name').notNull(),
  },
  (t) => [
    unique('oo_branding_images_merchant_key').on(t.merchantId, t.imageKey),
    foreignKey({
      name: 'oo_branding_images_image_fk',
      columns: [t.merchantId, t.sha256],
      foreignColumns: [merchantImages.merchantId, merchantImages.sha256],
    }),
    check('oo_branding_images_key', sql`${t.imageKey} in ('company-logo-url', 'hec-banner-url')`),
    check('oo_branding_images_format', sql`${t.imageFormat} in ('PNG', 'JPEG')`),
  ],
);
