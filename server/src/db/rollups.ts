import { sql } from 'drizzle-orm';
import type { TDb } from './create-db.ts';

type TExec = Pick<TDb, 'execute'>;

/**
 * How each rollup (db/schema-rollups.ts) is computed from the raw ticket rows: its key columns and measures as SQL over
 * the source, which is limited to a range of ticket ids. Tickets are written once and never change (a correction is a
 * new ticket: a return, a void, a revision), so a write only adds: the new tickets' sums are added to the rows they
 * fall in, and no other row is touched.
 */
type TRollup = {
  table: string;
  /** A twin of the table by week: the same sums with the business date moved to its week's Sunday. */
  weekTable?: string;
  /** The source rows, with `$range` where the ticket-id condition goes. */
  from: string;
  keys: [column: string, expression: string][];
  measures: [column: string, expression: string][];
};

const ticketMeasures: [string, string][] = [
  ['ticket_count', 'count(*)'],
  ['guest_count', 'sum(t.guest_count)'],
  ['sub_total', 'sum(t.sub_total_amount)'],
  ['discount', 'sum(t.discount_amount)'],
  ['price_overrides', 'sum(t.price_overrides_amount)'],
  ['tax', 'sum(t.tax_amount)'],
  ['gratuity', 'sum(t.gratuity_amount)'],
  ['tip', 'sum(t.tip_amount)'],
  ['total_amount', 'sum(t.total_amount)'],
];
const ticketSource = 'tickets t where t.id between $first and $last';
const base: [string, string][] = [
  ['merchant_id', 't.merchant_id'],
  ['store_id', 't.store_id'],
  ['business_date', 't.business_date'],
];
const lineBase: [string, string][] = [
  ['merchant_id', 'l.merchant_id'],
  ['store_id', 'l.store_id'],
  ['business_date', 'l.business_date'],
  ['transaction_type', 'l.transaction_type'],
];
const lineSource = 'ticket_lines l where l.ticket_id between $first and $last';

const salesMeasures: [string, string][] = [
  ...ticketMeasures,
  ['charges', 'sum(t.charges_amount)'],
  ['cc_surcharges', 'sum(t.cc_surcharges_amount)'],
  ['donations', 'sum(t.donations_amount)'],
];

const ROLLUPS: TRollup[] = [
  {
    table: 'rollup_sales_hour',
    weekTable: 'rollup_sales_hour_week',
    from: ticketSource,
    keys: [...base, ['business_hour', 't.business_hour'], ['transaction_type', 't.transaction_type']],
    measures: salesMeasures,
  },
  {
    table: 'rollup_sales_day',
    from: ticketSource,
    keys: [...base, ['transaction_type', 't.transaction_type']],
    measures: [
      ...salesMeasures,
      ['taxable_sales', 'coalesce(sum(t.sub_total_amount - t.discount_amount) filter (where t.tax_amount <> 0), 0)'],
    ],
  },
  {
    table: 'rollup_item_day',
    weekTable: 'rollup_item_week',
    from: lineSource,
    keys: [
      ...lineBase,
      ['line_type', 'l.line_type'],
      ['item_id', 'coalesce(l.item_id, 0)'],
      ['item_name', 'l.item_name'],
      ['non_sales_category_id', 'coalesce(l.non_sales_category_id, 0)'],
    ],
    measures: [
      ['line_count', 'count(*)'],
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
      ['discount', 'sum(l.line_discount + l.ticket_discount)'],
      ['price_overrides', 'coalesce(sum(round(l.quantity * (l.original_price - l.price), 2)), 0)'],
    ],
  },
  {
    table: 'rollup_category_day',
    weekTable: 'rollup_category_week',
    from: `ticket_lines l join tickets t on t.id = l.ticket_id
           where l.ticket_id between $first and $last and l.line_type in ('Item', 'Modifier')`,
    keys: [
      ...lineBase,
      ['department_id', 'coalesce(l.department_id, 0)'],
      ['department_name', "coalesce(l.department_name, '')"],
      ['category_id', 'coalesce(l.category_id, 0)'],
      ['category_name', "coalesce(l.category_name, '')"],
    ],
    measures: [
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
      ['discount', 'sum(l.line_discount + l.ticket_discount)'],
      [
        'tax_share',
        `coalesce(sum(t.tax_amount * (l.amount - l.line_discount - l.ticket_discount)
                      / nullif(t.sub_total_amount - t.discount_amount, 0)), 0)`,
      ],
    ],
  },
  {
    table: 'rollup_employee_day',
    from: ticketSource,
    keys: [...base, ['employee_id', 'coalesce(t.employee_id, 0)'], ['transaction_type', 't.transaction_type']],
    measures: ticketMeasures,
  },
  {
    table: 'rollup_tender_day',
    from: 'ticket_payments p join tickets t on t.id = p.ticket_id where p.ticket_id between $first and $last',
    keys: [...base, ['payment_type', 'p.payment_type'], ['transaction_type', 't.transaction_type']],
    measures: [
      ['payment_count', 'count(*)'],
      ['amount', 'sum(p.amount)'],
      ['tip', 'sum(p.tip_amount)'],
      ['offline_count', 'count(p.offline_state)'],
      ['offline_amount', 'coalesce(sum(p.amount) filter (where p.offline_state is not null), 0)'],
    ],
  },
  {
    table: 'rollup_discount_day',
    from: `ticket_lines l join tickets t on t.id = l.ticket_id
           cross join lateral (values ('line', l.line_discount, l.line_discount_name),
                                      ('ticket', l.ticket_discount, l.ticket_discount_name)) d(kind, amount, name)
           where l.ticket_id between $first and $last and d.amount <> 0`,
    keys: [
      ...lineBase,
      ['employee_id', 'coalesce(t.employee_id, 0)'],
      ['name', "coalesce(d.name, '')"],
      ['kind', 'd.kind'],
    ],
    measures: [
      ['line_count', 'count(*)'],
      // Additive: every line of a ticket is in the same write.
      ['ticket_count', 'count(distinct l.ticket_id)'],
      ['amount', 'sum(d.amount)'],
    ],
  },
  {
    table: 'rollup_tax_day',
    from: 'ticket_taxes x join tickets t on t.id = x.ticket_id where x.ticket_id between $first and $last',
    keys: [
      ...base,
      ['rule_name', 'x.rule_name'],
      ['tax_rate', 'x.tax_rate'],
      ['transaction_type', 't.transaction_type'],
    ],
    measures: [
      ['ticket_count', 'count(*)'],
      ['tax_amount', 'sum(x.tax_amount)'],
    ],
  },
  {
    table: 'rollup_device_day',
    from: ticketSource,
    keys: [...base, ['device_id', 'coalesce(t.device_id, 0)'], ['transaction_type', 't.transaction_type']],
    measures: [
      ['ticket_count', 'count(*)'],
      ['sub_total', 'sum(t.sub_total_amount)'],
      ['discount', 'sum(t.discount_amount)'],
      ['tax', 'sum(t.tax_amount)'],
      ['tip', 'sum(t.tip_amount)'],
      ['total_amount', 'sum(t.total_amount)'],
    ],
  },
  {
    table: 'rollup_item_sales_day',
    weekTable: 'rollup_item_sales_week',
    // A modifier line is sold as part of its parent item (same ticket, so in the same write): its category and item.
    from: `ticket_lines l left join ticket_lines p on p.id = l.parent_line_id
           where l.ticket_id between $first and $last and l.line_type in ('Item', 'Modifier')`,
    keys: [
      ...lineBase,
      ['department_id', 'coalesce(l.department_id, 0)'],
      ['department_name', "coalesce(l.department_name, '')"],
      ['category_id', 'coalesce(case when p.id is null then l.category_id else p.category_id end, 0)'],
      ['category_name', "coalesce(case when p.id is null then l.category_name else p.category_name end, '')"],
      ['item_id', 'coalesce(case when p.id is null then l.item_id else p.item_id end, 0)'],
      ['item_name', 'case when p.id is null then l.item_name else p.item_name end'],
      ['is_modifier', 'p.id is not null'],
      ['modifier_id', 'case when p.id is null then 0 else coalesce(l.item_id, 0) end'],
      ['modifier_name', "case when p.id is null then '' else l.item_name end"],
    ],
    measures: [
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
      ['discount', 'sum(l.line_discount + l.ticket_discount)'],
    ],
  },
  {
    table: 'rollup_payment_day',
    from: 'ticket_payments p join tickets t on t.id = p.ticket_id where p.ticket_id between $first and $last',
    keys: [
      ...base,
      ['device_id', 'coalesce(t.device_id, 0)'],
      ['employee_id', 'coalesce(t.employee_id, 0)'],
      ['payment_type', 'p.payment_type'],
      ['transaction_type', 't.transaction_type'],
    ],
    measures: [
      ['payment_count', 'count(*)'],
      ['amount', 'sum(p.amount)'],
      ['tip', 'sum(p.tip_amount)'],
    ],
  },
  {
    table: 'rollup_employee_item_day',
    weekTable: 'rollup_employee_item_week',
    from: `ticket_lines l join tickets t on t.id = l.ticket_id
           where l.ticket_id between $first and $last and l.line_type in ('Item', 'Modifier')`,
    keys: [
      ...lineBase,
      ['employee_id', 'coalesce(t.employee_id, 0)'],
      ['item_id', 'coalesce(l.item_id, 0)'],
      ['item_name', 'l.item_name'],
    ],
    measures: [
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
      ['discount', 'sum(l.line_discount + l.ticket_discount)'],
    ],
  },
  {
    table: 'rollup_customer_day',
    from: 'tickets t where t.customer_id is not null and t.id between $first and $last',
    keys: [...base, ['customer_id', 't.customer_id'], ['transaction_type', 't.transaction_type']],
    measures: [
      ['ticket_count', 'count(*)'],
      ['sub_total', 'sum(t.sub_total_amount)'],
      ['discount', 'sum(t.discount_amount)'],
      ['tax', 'sum(t.tax_amount)'],
      ['tip', 'sum(t.tip_amount)'],
      ['total_amount', 'sum(t.total_amount)'],
    ],
  },
];

/** The week's Sunday of a business date expression. */
const weekOf = (date: string) => `(${date} - extract(dow from ${date})::int)`;

/** Every rollup table: the daily ones and the weekly twins, the latter as rollups keyed by the week. */
const TABLES: TRollup[] = ROLLUPS.flatMap((r) =>
  r.weekTable === undefined
    ? [r]
    : [
        r,
        {
          ...r,
          table: r.weekTable,
          keys: r.keys.map(([c, e]): [string, string] => [c, c === 'business_date' ? weekOf(e) : e]),
        },
      ],
);

/** The names of the rollup tables (the rebuild empties them). */
export const ROLLUP_TABLES: readonly string[] = TABLES.map((r) => r.table);

const upsert = (r: TRollup, first: number, last: number) => {
  const columns = [...r.keys, ...r.measures].map(([c]) => c).join(', ');
  const select = [...r.keys, ...r.measures].map(([c, e]) => `${e} as ${c}`).join(', ');
  const groupBy = r.keys.map((_, i) => String(i + 1)).join(', ');
  const add = r.measures.map(([c]) => `${c} = ${r.table}.${c} + excluded.${c}`).join(', ');
  const from = r.from.replaceAll('$first', String(first)).replaceAll('$last', String(last));
  return `insert into ${r.table} (${columns}) select ${select} from ${from} group by ${groupBy}
          on conflict (${r.keys.map(([c]) => c).join(', ')}) do update set ${add}`;
};

/**
 * Adds the tickets with ids first…last (and their lines, payments and taxes) to every rollup. Call it in the
 * transaction that wrote them, after their child rows: then the rollups never disagree with the tickets.
 */
export async function applyTicketRollups(tx: TExec, tickets: { first: number; last: number }): Promise<void> {
  if (!Number.isInteger(tickets.first) || !Number.isInteger(tickets.last))
    throw new Error('ticket ids must be integers');
  for (const rollup of TABLES) await tx.execute(sql.raw(upsert(rollup, tickets.first, tickets.last)));
}

/**
 * Recomputes every rollup from the raw rows, in one transaction (readers see the old figures until it commits), in
 * slices of `sliceSize` ticket ids so no single statement sorts the whole history at once. Each table is then
 * rewritten in its key order (CLUSTER): the slices, like any bulk load of history, add to every day's rows again and
 * again, leaving a store's days scattered over the table, and a report would read a page for nearly every row.
 */
export async function rebuildRollups(db: TDb, sliceSize = 250_000): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${ROLLUP_TABLES.join(', ')}`));
    const result = (await tx.execute(
      sql`select coalesce(min(id), 0) as first, coalesce(max(id), -1) as last from tickets`,
    )) as unknown as {
      rows: { first: number | string; last: number | string }[];
    };
    const first = Number(result.rows[0]!.first);
    const last = Number(result.rows[0]!.last);
    for (let from = first; from <= last; from += sliceSize)
      await applyTicketRollups(tx, { first: from, last: Math.min(from + sliceSize - 1, last) });
    for (const table of ROLLUP_TABLES) {
      const keys = (await tx.execute(
        sql`select indexrelid::regclass::text as name from pg_index
             where indrelid = ${table}::regclass and indisprimary`,
      )) as unknown as { rows: { name: string }[] };
      await tx.execute(sql`cluster ${sql.identifier(table)} using ${sql.identifier(keys.rows[0]!.name)}`);
    }
  });
}
