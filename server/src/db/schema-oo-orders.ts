import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, stores } from './schema.ts';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull().default(0);
const flatFee = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * A store's delivery fee settings (spec 3 §3, §4): who pays the delivery fee, as the store's and the consumer's
 * percent and flat fee; fee_payer keeps the option chosen (spec 3 §9 enumeration 0–4). One per store; a store that
 * never saved them has none (getDeliveryFeeSettingsByEnterpriseUnit answers 404, the screen creates them on save).
 */
export const ooDeliveryFeeSettings = pgTable(
  'oo_delivery_fee_settings',
  {
    id: text('id').primaryKey(),
    merchantId: merchantId(),
    storeId: storeId(),
    feePayer: smallint('fee_payer').notNull(),
    storePercent: percent('store_percent'),
    storeFlatFee: flatFee('store_flat_fee'),
    consumerPercent: percent('consumer_percent'),
    consumerFlatFee: flatFee('consumer_flat_fee'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oo_delivery_fee_settings_store_idx').on(t.storeId),
    index('oo_delivery_fee_settings_merchant_idx').on(t.merchantId),
    check(
      'oo_delivery_fee_settings_limits',
      sql`${t.feePayer} between 0 and 4 and ${t.storePercent} between 0 and 100 and ${t.consumerPercent} between 0 and 100
          and ${t.storeFlatFee} >= 0 and ${t.consumerFlatFee} >= 0`,
    ),
  ],
);

/** Scan order and pay (spec 3 §5, §9): the table prefix, the table count (80 by default) and specific or all tables. */
export const ooOrderSettings = pgTable(
  'oo_order_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    merchantId: merchantId(),
    tablePrefix: text('table_prefix').notNull().default('T'),
    tableCount: smallint('table_count').notNull().default(80),
    /** 'specific' or 'all'. */
    tableMode: text('table_mode').$type<'specific' | 'all'>().notNull().default('all'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('oo_order_settings_merchant_idx').on(t.merchantId),
    check('oo_order_settings_table_mode', sql`${t.tableMode} in ('specific', 'all')`),
    check('oo_order_settings_table_count', sql`${t.tableCount} between 1 and 999`),
  ],
);

/**
 * The organisation's product add-ons (spec 3 §2.4: the delivery tab is editable only when they contain DELIVERY): one
 * row per add-on the merchant bought. Merchant-wide, kept as store 0 beside each store's like the feature flags.
 */
export const ooProductAddOns = pgTable(
  'oo_product_add_ons',
  {
    merchantId: merchantId(),
    /** 0: the whole organisation. */
    storeId: integer('store_id').notNull().default(0),
    addOn: text('add_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.addOn] })],
);

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Dine-in QR code PDFs made by createDineInQrCodePdf (spec 3 §7.2), served once made from a same-origin path to the
 * merchant's own users; kept in the database so any server process answers the download. The token is random.
 */
export const ooQrCodePdfs = pgTable(
  'oo_qr_code_pdfs',
  {
    token: text('token').primaryKey(),
    merchantId: merchantId(),
    storeId: storeId(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('oo_qr_code_pdfs_store_idx').on(t.merchantId, t.storeId, t.createdAt)],
);
