import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { versionColumn } from './concurrency.ts';
import { merchants } from './schema.ts';

/**
 * A merchant's company information (spec 2 §3): contact, address and web details, one row per merchant. A merchant
 * without a row shows its name and country with the rest empty; the first save inserts the row.
 */
export const companyInformation = pgTable('company_information', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** ISO 3166-1 numeric code (840 the United States). */
  countryId: integer('country_id').notNull(),
  contName: text('cont_name').notNull().default(''),
  contEmail: text('cont_email').notNull().default(''),
  coName: text('co_name').notNull().default(''),
  /** The business type; read-only on the form. */
  industryId: smallint('industry_id').notNull().default(1),
  coAdd1: text('co_add1').notNull().default(''),
  coAdd2: text('co_add2').notNull().default(''),
  coCity: text('co_city').notNull().default(''),
  /** ISO 3166-2 code (`US-CA`), '' for a country without states. */
  coState: text('co_state').notNull().default(''),
  coZip: text('co_zip').notNull().default(''),
  contPhone: text('cont_phone').notNull().default(''),
  merchantLogoUrl: text('merchant_logo_url').notNull().default(''),
  webSiteUrl: text('web_site_url').notNull().default(''),
  marketingFromEmailAddress: text('marketing_from_email_address').notNull().default(''),
  version: versionColumn(),
});
