import { expect } from 'vitest';
import { menuIdsOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenant } from '../../test/tenancy.ts';
import {
  changeItemModifierGroups,
  deleteModifierGroup,
  groupsOfItem,
  lockMenuItem,
  modifierGroupIdsAmong,
  modifierGroupsMatching,
  insertModifierGroup,
  insertModifierItem,
  isModifierGroupNameUsed,
  itemsOfferingModifiers,
  itemsOfGroup,
  menuItemIdsAmong,
  menuItemsMatching,
  modifierGroupInScope,
  modifierGroupPage,
  modifierItemsByIds,
  modifierItemsMatching,
  modifiersOfGroup,
  replaceModifierGroupLinks,
  updateModifierGroup,
  updateModifierItem,
} from './modifiers.queries.ts';

/** B's first demo group and its first modifier item (the seed adds the groups' modifiers before the menu items). */
const groupOf = (t: TTenant) => menuIdsOf(t.merchantId).modifierGroup(1);
const firstItemOf = (t: TTenant) => menuIdsOf(t.merchantId).item(1);
const WRITE = { name: 'Tenancy', isRequired: false, isForced: false, minSelections: 0, maxSelections: 1 };
const none = (rows: unknown) => expect(rows).toEqual([]);

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: modifierGroupPage,
    run: ({ db, A }) =>
      modifierGroupPage(db, A.company, { search: '', sort: 'Name', direction: 'ASC', offset: 0, limit: 100 }),
  },
  {
    fn: modifierGroupInScope,
    run: ({ db, A, B }) => modifierGroupInScope(db, A.company, groupOf(B)),
    check: (r) => expect(r).toBeNull(),
  },
  { fn: modifiersOfGroup, run: ({ db, A, B }) => modifiersOfGroup(db, A.company, groupOf(B)), check: none },
  { fn: itemsOfGroup, run: ({ db, A, B }) => itemsOfGroup(db, A.company, groupOf(B)), check: none },
  { fn: modifierItemsMatching, run: ({ db, A }) => modifierItemsMatching(db, A.company, '', 1000) },
  { fn: menuItemsMatching, run: ({ db, A }) => menuItemsMatching(db, A.company, '', 1000) },
  { fn: modifierItemsByIds, run: ({ db, A, B }) => modifierItemsByIds(db, A.company, [firstItemOf(B)]), check: none },
  { fn: menuItemIdsAmong, run: ({ db, A, B }) => menuItemIdsAmong(db, A.company, [firstItemOf(B) + 100]), check: none },
  {
    fn: itemsOfferingModifiers,
    run: ({ db, A, B }) => itemsOfferingModifiers(db, A.company, [firstItemOf(B)]),
    check: none,
  },
  {
    fn: isModifierGroupNameUsed,
    run: ({ db, A, B }) => isModifierGroupNameUsed(db, A.company, `Milk Choice ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertModifierGroup,
    run: ({ db, A }) => insertModifierGroup(db, A.company, { ...WRITE, name: `Tenancy ${Date.now()}` }),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId }),
  },
  {
    fn: updateModifierGroup,
    run: ({ db, A, B }) => updateModifierGroup(db, A.company, groupOf(B), 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  { fn: insertModifierItem, run: ({ db, A }) => insertModifierItem(db, A.company, { name: 'Tenancy', price: '0.00' }) },
  {
    fn: updateModifierItem,
    run: ({ db, A, B }) => updateModifierItem(db, A.company, firstItemOf(B), { name: 'Stolen', price: '9.99' }),
  },
  {
    fn: replaceModifierGroupLinks,
    run: ({ db, A, B }) =>
      replaceModifierGroupLinks(db, A.company, groupOf(B), {
        modifiers: [{ itemId: firstItemOf(A), isDefault: false }],
        itemIds: [],
      }),
  },
  {
    fn: deleteModifierGroup,
    run: ({ db, A, B }) => deleteModifierGroup(db, A.company, groupOf(B)),
    check: (r) => expect(r).toBeNull(),
  },
  { fn: groupsOfItem, run: ({ db, A, B }) => groupsOfItem(db, A.company, firstItemOf(B) + 100), check: none },
  {
    fn: lockMenuItem,
    run: ({ db, A, B }) => db.transaction((tx) => lockMenuItem(tx, A.company, firstItemOf(B) + 100)),
    check: (found) => expect(found).toBe(false),
  },
  { fn: modifierGroupIdsAmong, run: ({ db, A, B }) => modifierGroupIdsAmong(db, A.company, [groupOf(B)]), check: none },
  { fn: modifierGroupsMatching, run: ({ db, A }) => modifierGroupsMatching(db, A.company, '', 1000) },
  {
    fn: changeItemModifierGroups,
    run: ({ db, A, B }) =>
      changeItemModifierGroups(db, A.company, firstItemOf(B) + 100, { add: [groupOf(A)], remove: [groupOf(B)] }),
  },
];
