import type { TEmployeeRoleName, TEmployeeSortColumn } from '@mp/contracts/employees';
import { and, asc, count, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import {
  employeeDeviceCodes,
  employeeRoles,
  employees,
  employeeStores,
  merchants,
  roles,
  stores,
  users,
} from '../../db/schema.ts';
import {
  merchantKey,
  ofMerchant,
  ofStore,
  storeKey,
  type TStoreScope,
  type TTenantScope,
  type TViewScope,
} from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

const fullName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

const SORT_COLUMNS: { [C in TEmployeeSortColumn]: AnyColumn | SQL } = {
  UserName: sql`lower(${fullName})`,
  EmployeeNumber: employees.employeeNumber,
  ShortName: sql`lower(${employees.shortName})`,
  Email: sql`lower(${employees.email})`,
  PhoneNumber: employees.phone,
};

/** A store view sees the employees assigned to its store; the company view every employee of the merchant. */
const inView = (scope: TViewScope): SQL =>
  scope.kind === 'store'
    ? and(
        ofMerchant(employees, scope),
        sql`exists (select from ${employeeStores} where ${employeeStores.employeeId} = ${employees.id}
                     and ${ofStore(employeeStores, scope)})`,
      )!
    : ofMerchant(employees, scope);

/** Name, employee number, short name, e-mail or phone containing the search, case-insensitively. */
const matching = (search: string): SQL | undefined =>
  search === ''
    ? undefined
    : ilike(
        sql`${fullName} || ' ' || ${employees.employeeNumber} || ' ' || ${employees.shortName} || ' ' ||
            ${employees.email} || ' ' || ${employees.phone}`,
        likePattern(search),
      );

export type TEmployeeListEntry = {
  id: number;
  name: string;
  employeeNumber: string;
  shortName: string;
  email: string;
  phone: string;
  userId: number | null;
  isActive: boolean;
  roles: TEmployeeRoleName[];
};

/** One page of the employees in view matching the search, in the sort's order, each with its roles. */
export async function pageEmployees(
  db: TReader,
  scope: TViewScope,
  q: { search: string; limit: number; offset: number; sort: TListSort<TEmployeeSortColumn> },
): Promise<{ rows: TEmployeeListEntry[]; total: number }> {
  const where = and(inView(scope), matching(q.search));
  const [totalRow] = await db.select({ n: count() }).from(employees).where(where);
  const rows = await db
    .select({
      id: employees.id,
      name: fullName,
      employeeNumber: employees.employeeNumber,
      shortName: employees.shortName,
      email: employees.email,
      phone: employees.phone,
      userId: employees.userId,
      isActive: employees.isActive,
      // User roles first, then jobs, each by name: the order the list's two columns show them in. The outer row is
      // named outright: inside a select list drizzle writes a column without its table.
      roles: sql<TEmployeeRoleName[]>`coalesce((
        select json_agg(json_build_object('Name', r.name, 'ASMJobId', r.asm_job_id)
                        order by r.asm_job_id is not null, r.name)
          from ${employeeRoles} er join ${roles} r on r.id = er.role_id and r.merchant_id = er.merchant_id
         where er.employee_id = "employees"."id"), '[]'::json)`,
    })
    .from(employees)
    .where(where)
    .orderBy(...sortTerms(q.sort.direction, SORT_COLUMNS[q.sort.column], employees.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

export type TEmployeeRecord = {
  id: number;
  name: string;
  employeeNumber: string;
  shortName: string;
  email: string;
  phone: string;
  isActive: boolean;
  allowPosAccess: boolean;
  adjustTipsPrompt: boolean;
  asmEmployeeActive: boolean;
  version: number;
  userId: number | null;
  loginName: string | null;
  loginApproved: boolean | null;
  loginResetPassword: boolean | null;
  loginCompanyUser: boolean | null;
};

/** One employee in view with their back-office login, or null (another merchant's, or not at the view's store). */
export async function findEmployee(db: TReader, scope: TViewScope, id: number): Promise<TEmployeeRecord | null> {
  const [row] = await db
    .select({
      id: employees.id,
      name: fullName,
      employeeNumber: employees.employeeNumber,
      shortName: employees.shortName,
      email: employees.email,
      phone: employees.phone,
      isActive: employees.isActive,
      allowPosAccess: employees.allowPosAccess,
      adjustTipsPrompt: employees.adjustTipsPrompt,
      asmEmployeeActive: employees.asmEmployeeActive,
      version: employees.version,
      userId: employees.userId,
      loginName: users.userName,
      loginApproved: users.isApproved,
      loginResetPassword: users.resetPassword,
      loginCompanyUser: users.isCompanyUser,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.id, employees.userId), ofMerchant(users, scope)))
    .where(and(inView(scope), eq(employees.id, id)));
  return row ?? null;
}

/** The employee's roles and pay rates. */
export const employeeRoleRows = (
  db: TReader,
  scope: TTenantScope,
  employeeId: number,
): Promise<{ roleId: number; payRate: string }[]> =>
  db
    .select({ roleId: employeeRoles.roleId, payRate: employeeRoles.payRate })
    .from(employeeRoles)
    .where(and(ofMerchant(employeeRoles, scope), eq(employeeRoles.employeeId, employeeId)));

/** The merchant's live stores, marking the employee's, by name; one page of them. */
export async function employeeStoreRows(
  db: TReader,
  scope: TTenantScope,
  employeeId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: { storeId: number; storeName: string; isAssigned: boolean }[]; total: number }> {
  const live = and(ofMerchant(stores, scope), eq(stores.isDeleted, false));
  const [totalRow] = await db.select({ n: count() }).from(stores).where(live);
  const rows = await db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      isAssigned: sql<boolean>`exists (select from ${employeeStores} where ${employeeStores.employeeId} = ${employeeId}
                                        and ${employeeStores.storeId} = ${stores.id})`,
    })
    .from(stores)
    .where(live)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

/**
 * Bumps the employee's version if it is still `version`: the save's claim on the row. False when another save came
 * first (or the employee is not the merchant's), and then the caller writes nothing.
 */
export async function claimEmployeeVersion(
  tx: TTx,
  scope: TTenantScope,
  employeeId: number,
  version: number,
): Promise<boolean> {
  const claimed = await tx
    .update(employees)
    .set({ version: nextVersion(employees.version) })
    .where(and(ofMerchant(employees, scope), eq(employees.id, employeeId), eq(employees.version, version)))
    .returning({ id: employees.id });
  return claimed.length === 1;
}

/** Replaces the employee's roles by `assigned`; roles not listed are taken away. */
export async function replaceEmployeeRoles(
  tx: TTx,
  scope: TTenantScope,
  employeeId: number,
  assigned: readonly { roleId: number; payRate: string }[],
): Promise<void> {
  await tx.delete(employeeRoles).where(and(ofMerchant(employeeRoles, scope), eq(employeeRoles.employeeId, employeeId)));
  if (assigned.length > 0)
    await tx
      .insert(employeeRoles)
      .values(assigned.map((a) => ({ ...merchantKey(scope), employeeId, roleId: a.roleId, payRate: a.payRate })));
}

/** Assigns and unassigns stores of the merchant (the caller has checked they are its own). */
export async function setEmployeeStores(
  tx: TTx,
  scope: TTenantScope,
  employeeId: number,
  change: { add: readonly number[]; remove: readonly number[] },
): Promise<void> {
  if (change.remove.length > 0)
    await tx.delete(employeeStores).where(
      and(
        ofMerchant(employeeStores, scope),
        eq(employeeStores.employeeId, employeeId),
        // Of the ids, only the merchant's own stores.
        sql`${employeeStores.storeId} in (select ${stores.id} from ${stores}
                where ${ofMerchant(stores, scope)} and ${inArray(stores.id, [...change.remove])})`,
      ),
    );
  if (change.add.length > 0)
    await tx
      .insert(employeeStores)
      .values(change.add.map((storeId) => ({ ...merchantKey(scope), employeeId, storeId })))
      .onConflictDoNothing();
}

/** Points the employee's back-office login at its one back-office role. */
export async function setLoginRole(tx: TTx, scope: TTenantScope, userId: number, roleId: number): Promise<void> {
  await tx
    .update(users)
    .set({ roleId })
    .where(and(ofMerchant(users, scope), eq(users.id, userId)));
}

/** Stores the employee's new device code for the view's store, replacing (and so invalidating) the one before. */
export async function replaceDeviceCode(
  db: TReader,
  scope: TStoreScope,
  row: { employeeId: number; codeHash: string; expiresAt: Date; createdAt: Date; createdByUserId: number },
): Promise<void> {
  const values = { ...row, ...storeKey(scope), usedAt: null };
  await db
    .insert(employeeDeviceCodes)
    .values(values)
    .onConflictDoUpdate({
      target: employeeDeviceCodes.employeeId,
      set: values,
      where: ofMerchant(employeeDeviceCodes, scope),
    });
}

/**
 * Uses the device code with this hash, once: only while it is unused and unexpired and its employee still active
 * and allowed on the POS. Answers who and where it registers, or null. Not merchant-scoped: the code is the
 * terminal's only credential, and the row it finds names the merchant.
 */
export async function redeemDeviceCode(
  db: TReader,
  codeHash: string,
  now: Date,
): Promise<{ employeeName: string; storeName: string; merchantName: string } | null> {
  const [row] = await queryRows<{ employee_name: string; store_name: string; merchant_name: string }>(
    db,
    sql`with used as (
          update ${employeeDeviceCodes} c set used_at = ${now}
           where c.code_hash = ${codeHash} and c.used_at is null and c.expires_at > ${now}
             and exists (select from ${employees} e
                          where e.id = c.employee_id and e.is_active and e.allow_pos_access)
          returning c.employee_id, c.store_id, c.merchant_id)
        select e.first_name || ' ' || e.last_name employee_name, s.name store_name, m.name merchant_name
          from used u
          join ${employees} e on e.id = u.employee_id
          join ${stores} s on s.id = u.store_id
          join ${merchants} m on m.id = u.merchant_id`,
  );
  return row ? { employeeName: row.employee_name, storeName: row.store_name, merchantName: row.merchant_name } : null;
}
