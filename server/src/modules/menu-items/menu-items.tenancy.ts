import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { departments, itemCategories, printerGroups, tags } from '../../db/schema.ts';
import { menuIdsOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld, TTenant } from '../../test/tenancy.ts';
import {
  activeTaxCategories,
  categorizedItems,
  categoryNameTaken,
  categoryOfMerchant,
  categoryTagNames,
  exportRows,
  importLookups,
  insertCategory,
  insertItem,
  isActiveTaxCategory,
  itemOfMerchant,
  itemsPage,
  liveItemExists,
  lockItems,
  merchantCategories,
  merchantChargeItems,
  merchantDepartments,
  merchantPrinterGroups,
  merchantTags,
  ownedIds,
  replaceCategoryTags,
  softDeleteItem,
  updateCategory,
  updateItem,
  writeImport,
} from './menu-items.queries.ts';

/**
 * A tenant's demo menu ids (demo/ids.ts): `lookup(1)` is its first department, tax category (Standard Sales Tax,
 * active), printer group and tag; `category(1)` its first category; `item(1)` its first item (a listed modifier).
 */
const menuOf = (tenant: TTenant) => menuIdsOf(tenant.merchantId);

const categoryName = async ({ db }: TTenancyWorld, id: number) =>
  (await db.select({ name: itemCategories.name }).from(itemCategories).where(eq(itemCategories.id, id)))[0]!.name;

const category = (name: string) => ({
  name,
  displayColor: null,
  departmentId: null,
  sortOrder: 0,
  parentItemCategoryId: null,
});

/** A new item of A's menu, priced and taxed with A's own rows. */
const itemValues = (A: TTenant, itemName: string) => ({
  itemName,
  itemCategoryId: menuOf(A).category(1),
  taxCategoryId: menuOf(A).lookup(1),
  retailPrice: '1.00',
});

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: merchantCategories, run: ({ db, A }) => merchantCategories(db, A.merchant) },
  {
    fn: merchantCategories,
    name: 'merchantCategories searching a name only B has',
    run: ({ db, A, B }) => merchantCategories(db, A.merchant, B.marker),
    check: (result) => expect(result).toEqual([]),
  },
  { fn: categorizedItems, run: ({ db, A }) => categorizedItems(db, A.merchant) },
  {
    fn: categoryOfMerchant,
    run: ({ db, A, B }) => categoryOfMerchant(db, A.merchant, menuOf(B).category(1)),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: categoryNameTaken,
    run: async (world) => [
      await categoryNameTaken(world.db, world.A.merchant, await categoryName(world, menuOf(world.B).category(1)), null),
      await categoryNameTaken(world.db, world.A.merchant, await categoryName(world, menuOf(world.A).category(1)), null),
    ],
    check: (result) => expect(result).toEqual([false, true]),
  },
  {
    fn: insertCategory,
    run: ({ db, A }) => db.transaction((tx) => insertCategory(tx, A.merchant, category('TENANCY NEW'))),
    check: async (id, { db, A }) => expect(await categoryOfMerchant(db, A.merchant, id as number)).not.toBeNull(),
  },
  {
    fn: updateCategory,
    // B's id changes nothing (the harness sees any write to B); A's own category takes the values.
    run: ({ db, A, B }) =>
      db.transaction(async (tx) => {
        const id = await insertCategory(tx, A.merchant, category('TENANCY OLD'));
        const version = (await categoryOfMerchant(tx, A.merchant, id))!.version;
        await updateCategory(tx, A.merchant, menuOf(B).category(1), 1, category('TENANCY MOVED'));
        await updateCategory(tx, A.merchant, id, version, category('TENANCY RENAMED'));
        return id;
      }),
    check: async (id, { db, A }) =>
      expect(await categoryOfMerchant(db, A.merchant, id as number)).toMatchObject({ name: 'TENANCY RENAMED' }),
  },
  {
    fn: categoryTagNames,
    run: ({ db, A, B }) => categoryTagNames(db, A.merchant, menuOf(B).category(1)),
    check: (result) => expect(result).toBe(''),
  },
  {
    fn: replaceCategoryTags,
    // The service has checked the category and tags are A's; the write must land on A's rows alone.
    run: ({ db, A }) =>
      db.transaction((tx) => replaceCategoryTags(tx, A.merchant, menuOf(A).category(1), [menuOf(A).lookup(1)])),
  },
  { fn: merchantDepartments, run: ({ db, A }) => merchantDepartments(db, A.merchant) },
  { fn: merchantTags, run: ({ db, A }) => merchantTags(db, A.merchant) },
  { fn: activeTaxCategories, run: ({ db, A }) => activeTaxCategories(db, A.merchant) },
  {
    fn: merchantPrinterGroups,
    run: ({ db, A }) => merchantPrinterGroups(db, A.merchant, { search: '', descending: false, limit: 9999 }),
  },
  {
    fn: merchantPrinterGroups,
    name: 'merchantPrinterGroups searching a name only B has',
    run: ({ db, A, B }) => merchantPrinterGroups(db, A.merchant, { search: B.marker, descending: true, limit: 9999 }),
    check: (result) => expect(result).toEqual([]),
  },
  {
    fn: ownedIds,
    run: async ({ db, A, B }) => {
      const ids = (n: (m: ReturnType<typeof menuOf>) => number) => [n(menuOf(B)), n(menuOf(A))];
      return [
        await ownedIds(
          db,
          departments,
          A.merchant,
          ids((m) => m.lookup(1)),
        ),
        await ownedIds(
          db,
          tags,
          A.merchant,
          ids((m) => m.lookup(1)),
        ),
        await ownedIds(
          db,
          printerGroups,
          A.merchant,
          ids((m) => m.lookup(1)),
        ),
        await ownedIds(
          db,
          itemCategories,
          A.merchant,
          ids((m) => m.category(1)),
        ),
      ].map((owned) => [...owned]);
    },
    check: (result, { A }) =>
      expect(result).toEqual([
        [menuOf(A).lookup(1)],
        [menuOf(A).lookup(1)],
        [menuOf(A).lookup(1)],
        [menuOf(A).category(1)],
      ]),
  },
  {
    fn: isActiveTaxCategory,
    run: async ({ db, A, B }) => [
      await isActiveTaxCategory(db, A.merchant, menuOf(B).lookup(1)),
      await isActiveTaxCategory(db, A.merchant, menuOf(A).lookup(1)),
    ],
    check: (result) => expect(result).toEqual([false, true]),
  },
  {
    fn: itemsPage,
    name: 'itemsPage in store view',
    run: ({ db, A }) => itemsPage(db, A.store, { categoryId: 'all', search: '', limit: 10000, offset: 0 }),
  },
  {
    fn: itemsPage,
    name: 'itemsPage in company view',
    run: ({ db, A }) => itemsPage(db, A.company, { categoryId: 'all', search: '', limit: 10000, offset: 0 }),
  },
  {
    fn: itemsPage,
    name: 'itemsPage searching a name only B has',
    run: ({ db, A, B }) => itemsPage(db, A.store, { categoryId: 'all', search: B.marker, limit: 25, offset: 0 }),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: itemsPage,
    name: "itemsPage of B's category",
    run: ({ db, A, B }) =>
      itemsPage(db, A.company, { categoryId: menuOf(B).category(1), search: '', limit: 25, offset: 0 }),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: itemOfMerchant,
    run: ({ db, A, B }) => itemOfMerchant(db, A.store, menuOf(B).item(1)),
    check: (result) => expect(result).toBeNull(),
  },
  { fn: insertItem, run: ({ db, A }) => insertItem(db, A.merchant, itemValues(A, 'Tenancy Item')) },
  {
    fn: updateItem,
    run: async ({ db, A, B }) => {
      const id = await insertItem(db, A.merchant, itemValues(A, 'Tenancy Before'));
      return [
        await updateItem(db, A.merchant, menuOf(B).item(1), { itemName: 'Moved' }),
        await updateItem(db, A.merchant, menuOf(B).item(1), { itemName: 'Moved' }, { version: 1 }),
        await updateItem(db, A.merchant, id, { itemName: 'Tenancy After' }, { version: 1 }),
      ];
    },
    check: (result) => expect(result).toEqual([null, null, 2]),
  },
  {
    fn: liveItemExists,
    run: async ({ db, A, B }) => [
      await liveItemExists(db, A.merchant, menuOf(B).item(1)),
      await liveItemExists(db, A.merchant, menuOf(A).item(1)),
    ],
    check: (result) => expect(result).toEqual([false, true]),
  },
  {
    fn: softDeleteItem,
    run: async ({ db, A, B }) => {
      const id = await insertItem(db, A.merchant, itemValues(A, 'Tenancy Doomed'));
      return [await softDeleteItem(db, A.merchant, menuOf(B).item(1)), await softDeleteItem(db, A.merchant, id)];
    },
    check: (result) => expect(result).toEqual([false, true]),
  },
  { fn: merchantChargeItems, run: ({ db, A }) => merchantChargeItems(db, A.merchant) },
  { fn: exportRows, run: ({ db, A }) => exportRows(db, A.merchant) },
  {
    fn: importLookups,
    run: ({ db, A }) => importLookups(db, A.merchant),
    check: (result, { A, B }) => {
      const { itemIds } = result as Awaited<ReturnType<typeof importLookups>>;
      expect([itemIds.has(menuOf(B).item(1)), itemIds.has(menuOf(A).item(1))]).toEqual([false, true]);
    },
  },
  {
    fn: writeImport,
    // A row naming B's item updates nothing (the service would then refuse the whole file); new rows are A's.
    run: ({ db, A, B }) => {
      const row = {
        itemNumber: null,
        itemName: 'Tenancy Import',
        description: '',
        itemCategoryId: menuOf(A).category(1),
        retailPrice: '2.00',
        taxCategoryId: menuOf(A).lookup(1),
        soldBy: 1 as const,
        stockingUnit: 'EACH' as const,
        isSellable: true,
      };
      return db.transaction((tx) =>
        writeImport(tx, A.merchant, [
          { ...row, id: null },
          { ...row, id: menuOf(B).item(1) },
        ]),
      );
    },
    check: (result) => expect(result).toEqual({ createdIds: [expect.any(Number)], updated: 0 }),
  },
  {
    fn: lockItems,
    run: ({ db, A, B }) => db.transaction((tx) => lockItems(tx, A.merchant, [menuOf(A).item(1), menuOf(B).item(1)])),
    check: (result, { A }) => expect((result as { id: number }[]).map((r) => r.id)).toEqual([menuOf(A).item(1)]),
  },
];
