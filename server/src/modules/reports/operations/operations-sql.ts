import { type SQL, sql } from 'drizzle-orm';

/** EmployeeId of the report's bar: undefined for all employees (contracts isAll). */
export type TEmployeeFilter = number | undefined;

/** The alias's employee_id is the chosen employee, or any row when none is chosen. */
export const ofEmployee = (alias: string, employeeId: TEmployeeFilter): SQL =>
  employeeId === undefined ? sql`true` : sql`${sql.identifier(alias)}.employee_id = ${employeeId}`;

/** An instant as the store's wall clock ('2026-03-01T18:05:00'): detail rows show times in the store's zone. */
export const localTime = (instant: SQL, timeZone: SQL): SQL =>
  sql`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** A sum of money (of the rows `where` keeps) as an exact string with 2 decimals, '0.00' over no rows. */
export const moneySum = (expression: SQL, where?: SQL): SQL =>
  where === undefined
    ? sql`coalesce(sum(${expression}), 0)::numeric(16, 2)::text`
    : sql`coalesce(sum(${expression}) filter (where ${where}), 0)::numeric(16, 2)::text`;

/** An employee's display name from the alias of `employees` (left joined: '' when the ticket names none). */
export const employeeName = (alias: string): SQL =>
  sql`coalesce(${sql.identifier(alias)}.first_name || ' ' || ${sql.identifier(alias)}.last_name, '')`;
