import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { merchants, stores } from './schema.ts';

/** Column builders every domain schema uses, so money, times and tenant keys are declared one way. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money and prices: exact decimals, read and written as strings. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
export const storeRef = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
