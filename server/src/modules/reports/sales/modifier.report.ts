import { isAll, REPORT_ERROR } from '@mp/contracts/reports';
import { badRequest } from '../../../plugins/errors.ts';
import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { isMerchantModifierGroup, modifierSales } from './sales.queries.ts';

const FIGURES = [
  column('quantity', 'quantity'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('percentOfSales', 'percent'),
];
const COLUMNS = [column('modifierGroupName', 'text'), column('modifierName', 'text'), ...FIGURES];
const GROUP_COLUMNS = [column('modifierGroupName', 'text'), ...FIGURES];

/**
 * Sales → Modifier: modifier lines by modifier group and modifier, and the groups' subtotals (the pie).
 * ModifierGroupId keeps one group. The group of a line is the menu's (see modifierSales: ticket lines do not record
 * the group a modifier was chosen from).
 */
export const modifierReport: TReportRunner = {
  file: 'ModifierSales',
  async run(ctx) {
    const groupId = isAll(ctx.params.ModifierGroupId) ? undefined : ctx.params.ModifierGroupId;
    if (groupId !== undefined && !(await isMerchantModifierGroup(ctx.db, ctx.scope, groupId)))
      throw badRequest(REPORT_ERROR.unknownModifierGroup, 'No such modifier group.', 'ModifierGroupId');
    const lines = await modifierSales(ctx.db, ctx.scope, ctx.range, groupId);
    const net = totalsOf(COLUMNS, lines).netSales as string;
    const whole = { percentOfSales: lines.length > 0 ? '100.00' : '0.00' };
    const rows = lines.map((l) => ({ ...l, modifierName: l.itemName, percentOfSales: percentOf(l.netSales, net) }));

    const groups = new Map<number, typeof rows>();
    for (const r of rows) groups.set(r.modifierGroupId, [...(groups.get(r.modifierGroupId) ?? []), r]);
    const groupRows = [...groups.values()].map((g) => {
      const sum = (key: 'quantity' | 'grossSales' | 'discounts' | 'netSales', scale: number) =>
        sumDecimals(
          g.map((r) => r[key]),
          scale,
        );
      const netSales = sum('netSales', 2);
      return {
        modifierGroupId: g[0]!.modifierGroupId,
        modifierGroupName: g[0]!.modifierGroupName,
        quantity: sum('quantity', 3),
        grossSales: sum('grossSales', 2),
        discounts: sum('discounts', 2),
        netSales,
        percentOfSales: percentOf(netSales, net),
      };
    });
    return {
      Tables: [
        table('modifiers', COLUMNS, rows, totalsOf(COLUMNS, rows, whole)),
        table('modifierGroups', GROUP_COLUMNS, groupRows, totalsOf(GROUP_COLUMNS, groupRows, whole)),
      ],
      Charts: [
        {
          Key: 'netSalesByModifierGroup',
          TitleKey: 'reports.charts.netSalesByModifierGroup',
          Kind: 'pie',
          Table: 'modifierGroups',
          Category: 'modifierGroupName',
          Series: ['netSales'],
        },
      ],
    };
  },
};
