import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCalculationType, TFulfillmentType } from '@mp/contracts/online-ordering/fees';
import { merchantRef, ts } from './columns.ts';
import { items } from './schema-menu.ts';

/** Fee amounts: up to 3 integer digits and 2 decimals (spec 3 §9), exact. */
const feeAmount = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * Online ordering's fees (spec 3 §3 Fee): company level, one merchant's at most 20 (spec 3 §9). Each fee is also a
 * sales item (§3 Fee item template: an `items` row of item master type 5 marked as an AOD fee), kept in step by the
 * fees service. Assigned sites are store ids as text (site ids without dashes). The delivery partner's fee (one per
 * merchant) is read-only to the merchant but for its assigned sites.
 */
export const ooFees = pgTable(
  'oo_fees',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    feeNumber: integer('fee_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    assignedSites: text('assigned_sites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fulfillmentTypes: text('fulfillment_types').array().$type<TFulfillmentType[]>().notNull(),
    calculationType: text('calculation_type').$type<TCalculationType>().notNull(),
    value: feeAmount('value').notNull(),
    minAmount: feeAmount('min_amount'),
    maxAmount: feeAmount('max_amount'),
    roundingDecimalPlaces: smallint('rounding_decimal_places'),
    salesItemId: integer('sales_item_id')
      .notNull()
      .references(() => items.id),
    isDeliveryPartnerFee: boolean('is_delivery_partner_fee').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('oo_fees_merchant_idx').on(t.merchantId),
    uniqueIndex('oo_fees_merchant_name_idx').on(t.merchantId, sql`lower(${t.name})`),
    uniqueIndex('oo_fees_merchant_number_idx').on(t.merchantId, t.feeNumber),
    uniqueIndex('oo_fees_sales_item_idx').on(t.salesItemId),
    uniqueIndex('oo_fees_partner_idx')
      .on(t.merchantId)
      .where(sql`${t.isDeliveryPartnerFee}`),
    check('oo_fees_calculation_type', sql`${t.calculationType} in ('percent', 'amount')`),
    check(
      'oo_fees_value',
      sql`${t.value} > 0 and (${t.calculationType} = 'amount' or ${t.value} <= 100)
          and coalesce(${t.minAmount}, 0) >= 0 and coalesce(${t.maxAmount}, 0) >= 0`,
    ),
    check('oo_fees_rounding', sql`${t.roundingDecimalPlaces} is null or ${t.roundingDecimalPlaces} between 0 and 2`),
  ],
);
