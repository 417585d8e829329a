import { and, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from './create-db.ts';
import { ofMerchant, type TTenantScope } from './tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** A merchant-owned table whose rows carry a name unique in the merchant without case. */
type TNamedTable = PgTable & { merchantId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn };

/**
 * Whether another row of the merchant in `table` has this name, compared without case (`exceptId`: the row itself,
 * 0 for a new one): the one uniqueness check of the merchant's named settings, so each reads the same way.
 */
export async function isNameTaken(
  db: TDb | TTx,
  scope: TTenantScope,
  table: TNamedTable,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ofMerchant(table, scope), sql`upper(${table.name}) = upper(${name})`, sql`${table.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}
