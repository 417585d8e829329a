import { column, table, type TReportRunner } from '../report-engine.ts';
import { employeeList, jobList } from './lists.queries.ts';

/**
 * Lists → Employees: the view's employees, active or not, with their primary job, hourly pay rate and commission rate
 * (a store's are those who may work there; the company view adds the stores each may work at), then the jobs with
 * their default rate, whether they are tipped and how many of the listed employees hold them. Employees have no portal
 * role (roles belong to portal users, and nothing links the two), so there is no role column. The range is not used.
 */
export const employeeListReport: TReportRunner = {
  file: 'EmployeeList',
  async run(ctx) {
    const columns = [
      column('employeeName', 'text'),
      column('jobName', 'text'),
      column('payRate', 'money'),
      column('commissionRate', 'percent'),
      ...(ctx.scope.kind === 'company' ? [column('storeNames', 'text')] : []),
      column('isActive', 'text'),
    ];
    const jobColumns = [
      column('jobName', 'text'),
      column('defaultPayRate', 'money'),
      column('isTipped', 'text'),
      column('employees', 'count'),
    ];
    const [employees, jobs] = await Promise.all([employeeList(ctx.db, ctx.scope), jobList(ctx.db, ctx.scope)]);
    return {
      Tables: [table('employeeList', columns, employees, null), table('jobList', jobColumns, jobs, null)],
      Charts: [],
    };
  },
};
