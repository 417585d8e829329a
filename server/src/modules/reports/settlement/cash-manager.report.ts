import { CASH_MOVEMENTS, type TReportRow } from '@mp/contracts/reports';
import { column, table, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { storeColumns, withStoreNames } from '../operations/operations-columns.ts';
import { cashByDeviceDay, cashMovements } from './settlement.queries.ts';

/*
 * Results → Cash Manager: each device's cash of each business date, reconciled against its drawers, then every pay-in,
 * pay-out and drop to the safe, then those movements added up. Definitions (README, report definitions), signed as
 * cash moves the drawer (pay-outs and drops negative):
 * - cash sales = cash tendered on the device's sales tickets − the change handed back;
 * - the POS's expected cash = float + cash sales + pay-ins + pay-outs + drops; unreconciled is what the expected
 *   amount holds beyond that (zero when every movement is accounted for);
 * - over/short = counted − expected, of the drawers closed (counted);
 * - a device without a drawer that day (a handheld: its server keeps the cash) shows its cash and no drawer figures;
 * - the cash sales, pay-ins, pay-outs and over/short add up to the financial close's cash deposit less its cash tips.
 */
/** The figures of a device's day, in the order of its columns. */
export const CASH_FIGURES = [
  'openingAmount',
  'cashSales',
  'payIns',
  'payOuts',
  'drops',
  'expectedAmount',
  'countedAmount',
  'overShort',
  'unreconciled',
] as const;
const TOTAL_COLUMNS = [column('movement', 'text'), column('count', 'count'), column('amount', 'money')];

export const cashManagerReport: TReportRunner = {
  file: 'CashManager',
  async run(ctx) {
    const where = storeColumns(ctx);
    const drawerColumns = [
      column('businessDate', 'date'),
      ...where,
      column('deviceName', 'text'),
      ...CASH_FIGURES.map((key) => column(key, 'money')),
    ];
    const movementColumns = [
      column('at', 'dateTime'),
      ...where,
      column('deviceName', 'text'),
      column('movement', 'text'),
      column('reason', 'text'),
      column('employeeName', 'text'),
      column('ticketNumber', 'text'),
      column('amount', 'money'),
    ];
    const [devices, movements] = await Promise.all([
      cashByDeviceDay(ctx.db, ctx.scope, ctx.range),
      cashMovements(ctx.db, ctx.scope, ctx.range),
    ]);
    const totals: TReportRow[] = CASH_MOVEMENTS.map((movement) => {
      const of = movements.filter((m) => m.movement === movement);
      return {
        movement,
        count: of.length,
        amount: sumDecimals(
          of.map((m) => m.amount),
          2,
        ),
      };
    });
    return {
      Tables: [
        table('cashDrawers', drawerColumns, withStoreNames(ctx, devices)),
        table('cashMovements', movementColumns, withStoreNames(ctx, movements)),
        // Signed as they move the drawers, the movements add up to the cash they took in or out besides sales.
        table('cashMovementTotals', TOTAL_COLUMNS, totals),
      ],
      Charts: [
        {
          Key: 'cashMovementsByKind',
          TitleKey: 'reports.charts.cashMovementsByKind',
          Kind: 'bar',
          Table: 'cashMovementTotals',
          Category: 'movement',
          Series: ['amount'],
        },
      ],
    };
  },
};
