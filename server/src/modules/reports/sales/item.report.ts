import { isAll, REPORT_ERROR } from '@mp/contracts/reports';
import { badRequest } from '../../../plugins/errors.ts';
import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { isMerchantCategory, itemSalesLines, type TItemSalesLine, type TSalesFigures } from './sales.queries.ts';

const FIGURES = [
  column('quantity', 'quantity'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('percentOfSales', 'percent'),
];
const CATEGORY_COLUMNS = [column('categoryName', 'text'), ...FIGURES];

/** Figures of several lines added up; `counted` says whose quantity counts (an item's, not its modifiers'). */
function addUp(lines: readonly TItemSalesLine[], counted: (l: TItemSalesLine) => boolean): TSalesFigures {
  const sum = (key: 'grossSales' | 'discounts' | 'netSales') =>
    sumDecimals(
      lines.map((l) => l[key]),
      2,
    );
  return {
    quantity: sumDecimals(
      lines.filter(counted).map((l) => l.quantity),
      3,
    ),
    grossSales: sum('grossSales'),
    discounts: sum('discounts'),
    netSales: sum('netSales'),
  };
}

const groupBy = <T>(rows: readonly T[], key: (r: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.values()];
};
const byNetDesc = (a: { netSales: string }, b: { netSales: string }) => Number(b.netSales) - Number(a.netSales);

/**
 * Sales → Item: quantity, gross, discounts, net and share of net sales per item as sold, best sellers first, and the
 * same by category (the pie). An item's modifiers are part of its sales; showModifiers lists them as their own rows
 * under the item instead (quantities then count items and modifiers apart: the totals' quantity is the items'). With
 * ShowCategories the items are grouped by category as sold; showSubcategories groups them too and adds each
 * category's parent (read from the menu: a line keeps only its own category). FilterByCategory keeps one category
 * and its subcategories.
 *
 * showVariations and showComponents change nothing: a ticket line records neither the size (variation) it was sold
 * in nor the components of a kit, so there is no figure to break down, and the report does not invent one.
 */
export const itemReport: TReportRunner = {
  file: 'ItemSales',
  async run(ctx) {
    const { FilterByCategory, ShowCategories, showSubcategories, showModifiers } = ctx.params;
    const categoryId = isAll(FilterByCategory) ? undefined : FilterByCategory;
    if (categoryId !== undefined && !(await isMerchantCategory(ctx.db, ctx.scope, categoryId)))
      throw badRequest(REPORT_ERROR.unknownCategory, 'No such category.', 'FilterByCategory');
    const lines = await itemSalesLines(ctx.db, ctx.scope, ctx.range, categoryId);
    const whole = addUp(lines, (l) => !l.isModifier);
    const share = (f: TSalesFigures) => ({ ...f, percentOfSales: percentOf(f.netSales, whole.netSales) });
    const byCategory = ShowCategories || showSubcategories;

    const items = groupBy(lines, (l) => `${l.categoryId}\u0000${l.itemId}\u0000${l.itemName}`)
      .map((group) => {
        const [first] = group as [TItemSalesLine];
        const head = {
          categoryId: first.categoryId,
          categoryName: first.categoryName,
          parentCategoryName: first.parentCategoryName,
          itemId: first.itemId,
          itemName: first.itemName,
          modifierName: '',
        };
        const own = group.filter((l) => !showModifiers || !l.isModifier);
        const modifiers = showModifiers
          ? groupBy(
              group.filter((l) => l.isModifier),
              (l) => `${l.modifierId}\u0000${l.modifierName}`,
            ).map((m) => ({
              ...head,
              modifierName: m[0]!.modifierName,
              ...share(addUp(m, () => true)),
            }))
          : [];
        return { head: { ...head, ...share(addUp(own, (l) => !l.isModifier)) }, modifiers };
      })
      .sort(
        (a, b) =>
          (byCategory ? a.head.categoryName.localeCompare(b.head.categoryName) : 0) || byNetDesc(a.head, b.head),
      );
    const itemColumns = [
      ...(byCategory ? [column('categoryName', 'text')] : []),
      ...(showSubcategories ? [column('parentCategoryName', 'text')] : []),
      column('itemName', 'text'),
      ...(showModifiers ? [column('modifierName', 'text')] : []),
      ...FIGURES,
    ];
    const itemRows = items.flatMap((i) => [i.head, ...i.modifiers]);
    const totals = { ...share(whole), percentOfSales: lines.length > 0 ? '100.00' : '0.00' };

    const categories = groupBy(lines, (l) => `${l.categoryId}\u0000${l.categoryName}`)
      .map((group) => ({ categoryName: group[0]!.categoryName, ...share(addUp(group, (l) => !l.isModifier)) }))
      .sort(byNetDesc);
    return {
      Tables: [
        table('items', itemColumns, itemRows, { ...totalsOf(itemColumns, []), ...totals }),
        table('itemCategories', CATEGORY_COLUMNS, categories, { ...totalsOf(CATEGORY_COLUMNS, []), ...totals }),
      ],
      Charts: [
        {
          Key: 'netSalesByCategory',
          TitleKey: 'reports.charts.netSalesByCategory',
          Kind: 'pie',
          Table: 'itemCategories',
          Category: 'categoryName',
          Series: ['netSales'],
        },
      ],
    };
  },
};
