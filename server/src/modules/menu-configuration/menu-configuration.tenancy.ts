import { expect } from 'vitest';
import { menuIdsOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenant } from '../../test/tenancy.ts';
import {
  categoriesOfDepartment,
  categoriesOfTags,
  deleteDepartment,
  deleteTag,
  departmentInScope,
  departmentPage,
  insertDepartment,
  insertTag,
  isDepartmentNameUsed,
  isTagNameUsed,
  renameDepartment,
  renameTag,
  tagInScope,
  tagPage,
  touchCategoriesOfTag,
} from './menu-configuration.queries.ts';

/** A tenant's first demo department and tag (demo/ids.ts: lookups and tags are base×10+n). */
const firstOf = (tenant: TTenant) => menuIdsOf(tenant.merchantId).lookup(1);
const onlyA = (rows: unknown, { A }: { A: TTenant }) =>
  expect((rows as { rows: { merchantId: number }[] }).rows.every((r) => r.merchantId === A.merchantId)).toBe(true);
const page = <C extends string>(column: C) => ({
  limit: 200,
  offset: 0,
  search: '',
  sort: { column, direction: 'ASC' as const },
});

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: departmentPage, run: ({ db, A }) => departmentPage(db, A.merchant, page('ItemCount')), check: onlyA },
  {
    fn: departmentInScope,
    run: ({ db, A, B }) => departmentInScope(db, A.merchant, firstOf(B)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: isDepartmentNameUsed,
    run: ({ db, A, B }) => isDepartmentNameUsed(db, A.merchant, `Food ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertDepartment,
    run: ({ db, A }) => insertDepartment(db, A.merchant, 'TENANCY'),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId }),
  },
  {
    fn: renameDepartment,
    run: ({ db, A, B }) => renameDepartment(db, A.merchant, firstOf(B), 1, 'STOLEN'),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: categoriesOfDepartment,
    run: ({ db, A, B }) => categoriesOfDepartment(db, A.merchant, firstOf(B)),
    check: (rows) => expect(rows).toEqual([]),
  },
  {
    fn: deleteDepartment,
    run: ({ db, A, B }) => deleteDepartment(db, A.merchant, firstOf(B), 1),
    check: (gone) => expect(gone).toBe(false),
  },
  { fn: tagPage, run: ({ db, A }) => tagPage(db, A.merchant, page('CategoryCount')), check: onlyA },
  {
    fn: tagInScope,
    run: ({ db, A, B }) => tagInScope(db, A.merchant, firstOf(B)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: categoriesOfTags,
    run: async ({ db, A, B }) => [...(await categoriesOfTags(db, A.merchant, [firstOf(B), firstOf(A)])).entries()],
    check: (entries, { B }) =>
      expect((entries as [number, unknown][]).some(([tagId]) => tagId === firstOf(B))).toBe(false),
  },
  {
    fn: isTagNameUsed,
    run: ({ db, A, B }) => isTagNameUsed(db, A.merchant, `Vegetarian ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertTag,
    run: ({ db, A }) => insertTag(db, A.merchant, 'TENANCY'),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId }),
  },
  {
    fn: renameTag,
    run: ({ db, A, B }) => renameTag(db, A.merchant, firstOf(B), 1, 'STOLEN'),
    check: (row) => expect(row).toBeNull(),
  },
  // B's tag id through A's scope: no category of B is touched (the harness sees B's rows unchanged).
  { fn: touchCategoriesOfTag, run: ({ db, A, B }) => touchCategoriesOfTag(db, A.merchant, firstOf(B)) },
  {
    fn: deleteTag,
    run: ({ db, A, B }) => deleteTag(db, A.merchant, firstOf(B), 1),
    check: (gone) => expect(gone).toBe(false),
  },
];
