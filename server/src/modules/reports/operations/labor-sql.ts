import { sql } from 'drizzle-orm';
import { merchantOf, type TViewScope } from '../../../db/tenant.ts';
import { inRange, type TDateRange } from '../facts/report-sql.ts';
import { ofEmployee, type TEmployeeFilter } from './operations-sql.ts';

/*
 * Hours worked, from the time clock (time_punches):
 * - a punch's hours run from clock-in to clock-out less its break when the break is unpaid (a break with no end is
 *   not deducted);
 * - a punch without a clock-out (a missed clock-out, or a shift still on the clock) counts no hours: its end is
 *   unknown, so any figure would be a guess; the labor report counts and the time clock flags it until a manager
 *   edits the punch;
 * - overtime is by the day: an employee's hours beyond 8 on one business date, at 1.5 × the punch's rate. The day is
 *   counted over every store of the merchant (so a store view and the company view agree on who earned overtime) and
 *   falls on the day's last punches, in clock-in order.
 */
const PUNCH_HOURS = sql`case when p.clock_out_at is null then 0
  else (extract(epoch from p.clock_out_at - p.clock_in_at)
        - case when not p.is_break_paid and p.break_end_at is not null and p.break_start_at is not null
               then extract(epoch from p.break_end_at - p.break_start_at) else 0 end) / 3600 end`;
const DAILY_OVERTIME_HOURS = 8;
export const OVERTIME_RATE = 1.5;

/** The punches of the range with their hours and overtime, over the merchant's stores (the view filters after). */
export const punches = (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) => sql`
  with worked as (
    select p.*, ${PUNCH_HOURS} as hours
      from time_punches p
     where ${merchantOf('p', scope)} and ${inRange('p', range)} and ${ofEmployee('p', employeeId)}
  ), running as (
    select w.*, sum(w.hours) over (partition by w.employee_id, w.business_date order by w.clock_in_at, w.id) as upto
      from worked w
  )
  select r.*, greatest(r.upto - ${DAILY_OVERTIME_HOURS}, 0) - greatest(r.upto - r.hours - ${DAILY_OVERTIME_HOURS}, 0)
              as overtime
    from running r`;

/** A punch's labor cost (alias p of `punches`): regular hours × rate + overtime × rate × 1.5, rounded per punch. */
export const PUNCH_COST = sql`round((p.hours - p.overtime) * p.pay_rate + p.overtime * p.pay_rate * ${OVERTIME_RATE}, 2)`;
