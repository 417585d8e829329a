import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TChangeLogEntity, TFieldChange } from '@mp/contracts/change-log';
import { merchantRef, ts } from './columns.ts';
import { stores, users } from './schema.ts';

/**
 * One row per back-office change (issue 13 §8), written in the same transaction as the change. The user's name is a
 * snapshot, so the entry still says who it was after a rename; the store is null for changes made in company view or
 * before a store was chosen.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    storeId: integer('store_id').references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    at: ts('at').notNull().defaultNow(),
    entity: text('entity').$type<TChangeLogEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    entityName: text('entity_name').notNull(),
    changes: jsonb('changes').$type<TFieldChange[]>().notNull(),
  },
  (t) => [index('change_log_merchant_at_idx').on(t.merchantId, sql`${t.at} desc`)],
);
