import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';
import { inRange, type TDateRange } from '../facts/report-sql.ts';
import { PUNCH_COST, punches } from './labor-sql.ts';
import { employeeName, localTime, moneySum, type TEmployeeFilter } from './operations-sql.ts';

/** One employee's labor in one job over the view. */
export type TEmployeeLabor = {
  employeeId: number;
  employeeName: string;
  jobId: number;
  jobName: string;
  shifts: number;
  missedClockOuts: number;
  hours: string;
  regularHours: string;
  overtimeHours: string;
  laborCost: string;
};

/** Hours and labor cost by employee and job (cost: regular hours × rate + overtime × rate × 1.5, per punch). */
export function laborByEmployee(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TEmployeeLabor[]> {
  return queryRows<TEmployeeLabor>(
    db,
    sql`with punched as (${punches(scope, range, employeeId)})
        select p.employee_id as "employeeId", ${employeeName('e')} as "employeeName", p.job_id as "jobId",
               j.name as "jobName", count(*)::int as shifts,
               count(*) filter (where p.clock_out_at is null and p.missed_clock_out)::int as "missedClockOuts",
               round(sum(p.hours), 2)::text as hours, round(sum(p.hours - p.overtime), 2)::text as "regularHours",
               round(sum(p.overtime), 2)::text as "overtimeHours",
               ${moneySum(PUNCH_COST)}
                 as "laborCost"
          from punched p join employees e on e.id = p.employee_id join jobs j on j.id = p.job_id
         where ${viewOf('p', scope)}
         group by p.employee_id, e.first_name, e.last_name, p.job_id, j.name
         order by e.last_name, e.first_name, p.employee_id, j.name, p.job_id`,
  );
}

/** One punch of the time clock as the report shows it (times in the store's zone). */
export type TPunchRow = {
  storeId: number;
  punchId: number;
  employeeId: number;
  employeeName: string;
  jobName: string;
  businessDate: string;
  clockIn: string;
  clockOut: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  hours: string;
  overtimeHours: string;
  missedClockOut: boolean;
  isEdited: boolean;
  originalClockIn: string | null;
  originalClockOut: string | null;
  editedBy: string | null;
};

/** Every punch of the view and range, in clock-in order, with the hours the labor report counts for it. */
export function timeClockPunches(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TPunchRow[]> {
  const zone = sql`s.time_zone`;
  return queryRows<TPunchRow>(
    db,
    sql`with punched as (${punches(scope, range, employeeId)})
        select p.store_id as "storeId", p.id::int as "punchId", p.employee_id as "employeeId",
               ${employeeName('e')} as "employeeName", j.name as "jobName", p.business_date::text as "businessDate",
               ${localTime(sql`p.clock_in_at`, zone)} as "clockIn", ${localTime(sql`p.clock_out_at`, zone)} as "clockOut",
               ${localTime(sql`p.break_start_at`, zone)} as "breakStart",
               ${localTime(sql`p.break_end_at`, zone)} as "breakEnd",
               round(p.hours, 2)::text as hours, round(p.overtime, 2)::text as "overtimeHours",
               p.missed_clock_out as "missedClockOut", p.is_edited as "isEdited",
               ${localTime(sql`p.original_clock_in_at`, zone)} as "originalClockIn",
               ${localTime(sql`p.original_clock_out_at`, zone)} as "originalClockOut", p.edited_by_name as "editedBy"
          from punched p join employees e on e.id = p.employee_id join jobs j on j.id = p.job_id
          join stores s on s.id = p.store_id
         where ${viewOf('p', scope)}
         order by p.clock_in_at, p.id`,
  );
}

/** One cash drawer from open to close (times in the store's zone; an open drawer has no close or count). */
export type TDrawerShift = {
  storeId: number;
  shiftId: number;
  deviceId: number;
  deviceName: string;
  employeeName: string;
  businessDate: string;
  openedAt: string;
  closedAt: string | null;
  openingAmount: string;
  expectedAmount: string;
  countedAmount: string | null;
  overShort: string | null;
};

/** The view's drawer shifts of the range, in opening order; over/short = counted − expected. */
export function drawerShifts(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDrawerShift[]> {
  const zone = sql`s.time_zone`;
  return queryRows<TDrawerShift>(
    db,
    sql`select d.store_id as "storeId", d.id::int as "shiftId", d.device_id as "deviceId",
               v.name as "deviceName",
               ${employeeName('e')} as "employeeName", d.business_date::text as "businessDate",
               ${localTime(sql`d.opened_at`, zone)} as "openedAt", ${localTime(sql`d.closed_at`, zone)} as "closedAt",
               d.opening_amount::text as "openingAmount", d.expected_amount::text as "expectedAmount",
               d.counted_amount::text as "countedAmount", (d.counted_amount - d.expected_amount)::text as "overShort"
          from drawer_shifts d join devices v on v.id = d.device_id join stores s on s.id = d.store_id
          left join employees e on e.id = d.employee_id and ${merchantOf('e', scope)}
         where ${viewOf('d', scope)} and ${inRange('d', range)}
         order by d.opened_at, d.id`,
  );
}
