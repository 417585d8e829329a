import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { employees, merchants, stores } from '../../db/schema.ts';
import { ofMerchant, ofView, type TMerchantScope, type TViewScope } from '../../db/tenant.ts';

export type TReportStore = { id: number; name: string; address: string; timeZone: string; merchantName: string };

/**
 * The stores a view covers, live ones first then by id: the report header prints the first (the store, or for the
 * company view the merchant's name), and a company view breaks figures down by these.
 */
export function reportStores(db: TDb, scope: TViewScope): Promise<TReportStore[]> {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      timeZone: stores.timeZone,
      merchantName: merchants.name,
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(ofView({ merchantId: stores.merchantId, storeId: stores.id }, scope))
    .orderBy(asc(stores.isDeleted), asc(stores.id));
}

/** Whether the employee is one of the merchant's (a report's EmployeeId must name one). */
export async function isMerchantEmployee(db: TDb, scope: TMerchantScope | TViewScope, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(ofMerchant(employees, scope), eq(employees.id, employeeId)));
  return row !== undefined;
}
