import { column, table, type TReportRunner } from '../report-engine.ts';
import { modifierGroupList, modifierList } from './lists.queries.ts';

/**
 * Lists → Modifiers: each modifier group with its selection limits, how many modifiers it offers and how many items
 * ask for it, then every group's modifiers at their prices (deleted modifiers left out). Modifier groups belong to the
 * merchant, so every view shows the same lists; the range is not used.
 */
export const modifierListReport: TReportRunner = {
  file: 'ModifierList',
  async run(ctx) {
    const groupColumns = [
      column('modifierGroupName', 'text'),
      column('minSelections', 'count'),
      column('maxSelections', 'count'),
      column('modifierCount', 'count'),
      column('itemCount', 'count'),
    ];
    const modifierColumns = [
      column('modifierGroupName', 'text'),
      column('modifierName', 'text'),
      column('price', 'money'),
    ];
    const [groups, modifiers] = await Promise.all([
      modifierGroupList(ctx.db, ctx.scope),
      modifierList(ctx.db, ctx.scope),
    ]);
    return {
      Tables: [
        table('modifierGroupList', groupColumns, groups, null),
        table('modifierList', modifierColumns, modifiers, null),
      ],
      Charts: [],
    };
  },
};
