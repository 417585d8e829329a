import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';
import { employeeName, localTime } from '../operations/operations-sql.ts';

/*
 * The list reports (issue 16 §3) describe the merchant's set-up as it is now, not tickets: the live menu (no deleted
 * item, no charge item), modifier groups, employees and jobs, devices. The menu, the modifier groups and the jobs are
 * the merchant's, the same in every view; what belongs to a store (availability, who may work there, its devices)
 * follows the view.
 */

/**
 * The view's stores as a relation (merchant_id, store_id, name, time_zone): a store view its store, the company view
 * the merchant's live stores (a deleted store has no availability, staff or devices to list).
 */
const viewStores = (scope: TViewScope): SQL => sql`(
  select v.merchant_id, v.store_id, v.name, v.time_zone
    from (select s.merchant_id, s.id as store_id, s.name, s.time_zone, s.is_deleted from stores s) v
   where ${viewOf('v', scope)} and (not v.is_deleted or ${scope.kind === 'store'}::boolean))`;

/** Items of the live menu (I items and B items that are also modifiers; M modifiers have their own list). */
const liveMenuItem = (alias: string): SQL => {
  const i = sql.identifier(alias);
  return sql`not ${i}.is_deleted and not ${i}.is_charge_item and ${i}.item_type <> 'M'`;
};

/** One item at one store of the view: the item's menu set-up and its availability there. */
export type TItemListRow = {
  itemId: number;
  storeId: number;
  itemName: string;
  itemNumber: string;
  categoryName: string;
  departmentName: string;
  price: string;
  taxCategoryName: string;
  /** 'each' or 'weight' (items.sold_by 1 or 2). */
  soldBy: 'each' | 'weight';
  isInStock: boolean;
  isPosActive: boolean;
  isAvailableOnline: boolean;
};

/**
 * Every live menu item once per store of the view, with its category, department, price, tax category, how it is
 * sold and its availability at that store (no availability row: in stock, POS active and online, as the item
 * availability screen reads it). By category, then item, then store.
 */
export function itemList(db: TDb, scope: TViewScope): Promise<TItemListRow[]> {
  return queryRows<TItemListRow>(
    db,
    sql`select i.id as "itemId", vs.store_id as "storeId", i.item_name as "itemName",
               coalesce(i.item_number, '') as "itemNumber", coalesce(c.name, '') as "categoryName",
               coalesce(d.name, '') as "departmentName", i.retail_price::text as price,
               coalesce(tc.name, '') as "taxCategoryName",
               case when i.sold_by = 2 then 'weight' else 'each' end as "soldBy",
               coalesce(a.is_in_stock, true) as "isInStock", coalesce(a.is_pos_active, true) as "isPosActive",
               coalesce(a.is_available_online, true) as "isAvailableOnline"
          from items i
          cross join ${viewStores(scope)} vs
          left join item_categories c on c.id = i.item_category_id and ${merchantOf('c', scope)}
          left join departments d on d.id = c.department_id and ${merchantOf('d', scope)}
          left join tax_categories tc on tc.id = i.tax_category_id and ${merchantOf('tc', scope)}
          left join item_store_availability a
                 on a.item_id = i.id and a.store_id = vs.store_id and ${merchantOf('a', scope)}
         where ${merchantOf('i', scope)} and ${liveMenuItem('i')}
         order by c.name nulls last, lower(i.item_name), i.id, vs.name, vs.store_id`,
  );
}

/** A price variation (size) of a live menu item. */
export type TItemSizeRow = {
  itemId: number;
  variationId: number;
  itemName: string;
  variationName: string;
  price: string;
};

/** The sizes (price variations) of the live menu's items with their prices, by item. */
export function itemSizes(db: TDb, scope: TViewScope): Promise<TItemSizeRow[]> {
  return queryRows<TItemSizeRow>(
    db,
    sql`select i.id as "itemId", v.id as "variationId", i.item_name as "itemName", v.name as "variationName",
               v.retail_price::text as price
          from item_variations v join items i on i.id = v.item_id and ${merchantOf('i', scope)}
         where ${merchantOf('v', scope)} and ${liveMenuItem('i')}
         order by lower(i.item_name), i.id, v.retail_price_variation_group_id, v.id`,
  );
}

/** A modifier group: its selection limits, how many live modifiers it offers and how many live items ask for it. */
export type TModifierGroupRow = {
  modifierGroupId: number;
  modifierGroupName: string;
  minSelections: number;
  maxSelections: number;
  modifierCount: number;
  itemCount: number;
};

export function modifierGroupList(db: TDb, scope: TViewScope): Promise<TModifierGroupRow[]> {
  return queryRows<TModifierGroupRow>(
    db,
    sql`select g.id as "modifierGroupId", g.name as "modifierGroupName", g.min_selections::int as "minSelections",
               g.max_selections::int as "maxSelections",
               (select count(*) from modifier_group_items gi join items m on m.id = gi.item_id and ${merchantOf('m', scope)}
                 where gi.modifier_group_id = g.id and ${merchantOf('gi', scope)} and not m.is_deleted)::int
                 as "modifierCount",
               (select count(*) from item_modifier_groups ig join items i on i.id = ig.item_id and ${merchantOf('i', scope)}
                 where ig.modifier_group_id = g.id and ${merchantOf('ig', scope)} and ${liveMenuItem('i')})::int
                 as "itemCount"
          from modifier_groups g
         where ${merchantOf('g', scope)}
         order by lower(g.name), g.id`,
  );
}

/** One modifier a group offers, at its price. */
export type TModifierRow = {
  modifierGroupId: number;
  modifierId: number;
  modifierGroupName: string;
  modifierName: string;
  price: string;
};

/** Each group's live modifiers with their prices, by group, then in the group's own order. */
export function modifierList(db: TDb, scope: TViewScope): Promise<TModifierRow[]> {
  return queryRows<TModifierRow>(
    db,
    sql`select g.id as "modifierGroupId", m.id as "modifierId", g.name as "modifierGroupName",
               m.item_name as "modifierName", m.retail_price::text as price
          from modifier_groups g
          join modifier_group_items gi on gi.modifier_group_id = g.id and ${merchantOf('gi', scope)}
          join items m on m.id = gi.item_id and ${merchantOf('m', scope)}
         where ${merchantOf('g', scope)} and not m.is_deleted
         order by lower(g.name), g.id, gi.sort_order, lower(m.item_name), m.id`,
  );
}

/** An employee as the list shows it. */
export type TEmployeeListRow = {
  employeeId: number;
  employeeName: string;
  jobName: string;
  payRate: string;
  commissionRate: string;
  isActive: boolean;
  /** The view's stores the employee may work at, by name, comma-separated. */
  storeNames: string;
};

/**
 * The view's employees, active or not: a store's are those who may work there (employee_stores); the company view has
 * every employee of the merchant, with the stores each may work at. Primary job and the employee's own hourly rate.
 */
export function employeeList(db: TDb, scope: TViewScope): Promise<TEmployeeListRow[]> {
  const inView =
    scope.kind === 'company'
      ? sql`true`
      : sql`exists (select 1 from employee_stores es where es.employee_id = e.id and ${viewOf('es', scope)})`;
  return queryRows<TEmployeeListRow>(
    db,
    sql`select e.id as "employeeId", ${employeeName('e')} as "employeeName", coalesce(j.name, '') as "jobName",
               e.pay_rate::text as "payRate", e.commission_rate::numeric(5, 2)::text as "commissionRate",
               e.is_active as "isActive",
               coalesce((select string_agg(vs.name, ', ' order by vs.name, vs.store_id)
                           from employee_stores es join ${viewStores(scope)} vs on vs.store_id = es.store_id
                          where es.employee_id = e.id and ${merchantOf('es', scope)}), '') as "storeNames"
          from employees e left join jobs j on j.id = e.job_id and ${merchantOf('j', scope)}
         where ${merchantOf('e', scope)} and ${inView}
         order by e.last_name, e.first_name, e.id`,
  );
}

/** A job with its default rate and how many of the view's employees have it as their primary job. */
export type TJobListRow = {
  jobId: number;
  jobName: string;
  defaultPayRate: string;
  isTipped: boolean;
  employees: number;
};

export function jobList(db: TDb, scope: TViewScope): Promise<TJobListRow[]> {
  const inView =
    scope.kind === 'company'
      ? sql`true`
      : sql`exists (select 1 from employee_stores es where es.employee_id = e.id and ${viewOf('es', scope)})`;
  return queryRows<TJobListRow>(
    db,
    sql`select j.id as "jobId", j.name as "jobName", j.default_pay_rate::text as "defaultPayRate",
               j.is_tipped as "isTipped",
               (select count(*) from employees e where e.job_id = j.id and ${merchantOf('e', scope)} and ${inView})::int
                 as employees
          from jobs j
         where ${merchantOf('j', scope)}
         order by lower(j.name), j.id`,
  );
}

/** A device of the view and when it was last seen. */
export type TDeviceListRow = {
  deviceId: number;
  storeId: number;
  deviceName: string;
  /** 'register' or 'handheld'. */
  deviceKind: string;
  /** Store wall time of the latest ticket rung up on it up to the end of `asOf`, null when none. */
  lastSeen: string | null;
};

/**
 * The view's devices with the last time each was seen: the latest ticket rung up on it (any type, voids included) on
 * or before the business date `asOf`, on the store's clock. The devices table keeps no heartbeat, so the tickets are
 * the only sign of life. The device rollup finds the latest business date cheaply, then only that day's tickets are
 * read.
 */
export function deviceList(db: TDb, scope: TViewScope, asOf: string): Promise<TDeviceListRow[]> {
  return queryRows<TDeviceListRow>(
    db,
    sql`select d.id as "deviceId", d.store_id as "storeId", d.name as "deviceName", d.kind as "deviceKind",
               ${localTime(sql`seen.at`, sql`vs.time_zone`)} as "lastSeen"
          from devices d
          join ${viewStores(scope)} vs on vs.store_id = d.store_id
          left join lateral (
            select max(t.ticket_at) as at
              from tickets t
             where ${merchantOf('t', scope)} and t.store_id = d.store_id and t.device_id = d.id
               and t.business_date = (
                 select max(r.business_date) from rollup_device_day r
                  where ${merchantOf('r', scope)} and r.store_id = d.store_id and r.device_id = d.id
                    and r.business_date <= ${asOf})
          ) seen on true
         where ${viewOf('d', scope)}
         order by vs.name, vs.store_id, d.kind desc, d.name, d.id`,
  );
}
