import { column, table, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from '../operations/operations-columns.ts';
import { itemList, itemSizes } from './lists.queries.ts';

/**
 * Lists → Items: the live menu as it is now (the range is not used), each item with its number, category, department,
 * price, tax category, how it is sold and its availability (in stock, active at the POS, online). The menu is the
 * merchant's and availability is per store, so the company view has a row per item and store, named by its store;
 * a second table gives the sizes (price variations) of the items that have them.
 */
export const itemListReport: TReportRunner = {
  file: 'ItemList',
  async run(ctx) {
    const columns = [
      column('itemName', 'text'),
      column('itemNumber', 'text'),
      column('categoryName', 'text'),
      column('departmentName', 'text'),
      column('price', 'money'),
      column('taxCategoryName', 'text'),
      column('soldBy', 'text'),
      ...storeColumns(ctx),
      column('isInStock', 'text'),
      column('isPosActive', 'text'),
      column('isAvailableOnline', 'text'),
    ];
    const sizeColumns = [column('itemName', 'text'), column('variationName', 'text'), column('price', 'money')];
    const [items, sizes] = await Promise.all([itemList(ctx.db, ctx.scope), itemSizes(ctx.db, ctx.scope)]);
    // A list's prices do not add up to anything: no totals row.
    return {
      Tables: [
        table('itemList', columns, withStoreNames(ctx, items), null),
        table('itemSizes', sizeColumns, sizes, null),
      ],
      Charts: [],
    };
  },
};
