import { ALL_DAYS, type TDaySelection } from '@mp/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The day-of-week filter on an alias's business_date (0 = Sunday, as the contract counts): every row when the
 * selection is All (-1). The business date is the store's own calendar day, so each store's rows are filtered by its
 * own weekday.
 */
export const onDays = (alias: string, days: TDaySelection): SQL =>
  days === ALL_DAYS
    ? sql`true`
    : sql`extract(dow from ${sql.identifier(alias)}.business_date)::int in (${sql.join(
        days.map((d) => sql`${d}`),
        sql`, `,
      )})`;
