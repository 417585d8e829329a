import { sql } from 'drizzle-orm';

/**
 * Ticket transaction types that move sales: a void, a cleared ticket, a pay-in or a pay-out sells nothing. Shared by
 * the reports and online ordering's popular items, which both count what sold.
 */
export const SALES_TYPES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);
