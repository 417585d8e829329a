import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './schema.ts';

/**
 * A company's own online-ordering privacy policy (spec 3 §3), markdown of at most 10,000 characters: one row per
 * merchant, written at the first save. The provider's policy is the product's, not stored per merchant.
 */
export const ooPrivacyPolicies = pgTable('oo_privacy_policies', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  companyPrivacyPolicy: text('company_privacy_policy').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
