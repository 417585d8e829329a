import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { DISCOUNT_SORT_COLUMNS } from '@mp/contracts/discounts';
import { EMPLOYEE_SORT_COLUMNS, EMPLOYEES_MAX_PAGE_SIZE } from '@mp/contracts/employees';
import {
  EVENT_SCHEDULE_SORT_COLUMNS,
  EVENT_SCHEDULES_MAX_PAGE_SIZE,
  EVENT_SCHEDULES_PATH,
} from '@mp/contracts/event-schedules';
import type { TSortDirection } from '@mp/contracts/fields';
import { MEMBER_SORT_COLUMNS } from '@mp/contracts/loyalty-pricing';
import { ITEM_AVAILABILITY_SORT_COLUMNS, MAX_ITEM_AVAILABILITY_PAGE_SIZE } from '@mp/contracts/item-availability';
import {
  DEPARTMENT_SORT_COLUMNS,
  DEPARTMENTS_PATH,
  MENU_CONFIGURATION_MAX_PAGE_SIZE,
  TAG_SORT_COLUMNS,
  TAGS_PATH,
} from '@mp/contracts/menu-configuration';
import { ITEM_SORT_COLUMNS } from '@mp/contracts/menu-items';
import { MODIFIER_GROUP_SORT, MODIFIER_GROUPS_MAX_PAGE_SIZE, MODIFIERS_PATH } from '@mp/contracts/modifiers';
import { RESTRICTION_SORT_COLUMNS, RESTRICTIONS_MAX_PAGE_SIZE, RESTRICTIONS_PATH } from '@mp/contracts/restrictions';
import { STORE_SORT_COLUMNS } from '@mp/contracts/stores';
import { SCHEDULE_SORT_COLUMNS } from '@mp/contracts/report-schedules';
import { TICKET_SORT_COLUMNS } from '@mp/contracts/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { featureFlagValues, items, itemStoreAvailability } from './db/schema.ts';
import { createMerchant, createUser, type TMerchantFixture } from './test/factories/accounts.ts';
import { createDiscount } from './test/factories/discounts.ts';
import { createEmployee } from './test/factories/employees.ts';
import { createMenu, createTierPriceList, type TMenuFixture } from './test/factories/menu.ts';
import { createTicket } from './test/factories/tickets.ts';
import { startTestApp, type TResponse, type TTestApp } from './test/test-app.ts';

/**
 * Every server-sorted list, table-driven: each sortable column in both directions, read page by page, gives one order
 * across the pages (no row on two pages or on none), descending is ascending reversed (ties broken by id in the sort's
 * direction), a money column's descending first row is the true maximum, and an unknown column is refused with 400.
 * Each list reads rows its test created for a merchant of its own.
 */

type TRow = Record<string, unknown>;
type TFetch = (args: { column: string; direction: TSortDirection; page: number; size: number }) => Promise<TResponse>;

type TList = {
  name: string;
  columns: readonly string[];
  /** A money column and how to read it from a row. */
  money?: { column: string; value: (row: TRow) => number };
  key: (row: TRow) => string;
  /** Creates the list's rows and answers a reader of its pages. */
  setup: () => Promise<TFetch>;
};

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(merchant: TMerchantFixture, options: Parameters<typeof createUser>[2] = {}) {
  const client = t.client();
  await client.logOn((await createUser(t.db, merchant, options)).userName);
  return client;
}

const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Totals with a repeat, so ties are broken by id. */
const TICKET_PRICES = ['4.00', '19.99', '4.00', '0.50', '12.25', '7.10', '19.99'];

/**
 * Four more listed items (lower-case names, one without a category) and stored availability rows with every mix of
 * the three switches (items without a row read all on).
 */
async function storeAvailability(merchant: TMerchantFixture, menu: TMenuFixture) {
  const [category] = await t.db
    .select({ id: items.itemCategoryId })
    .from(items)
    .where(eq(items.id, menu.itemIds['Butter Croissant']));
  await t.db.insert(items).values(
    ['apple pie', 'zucchini bread', 'Banana Loaf', 'mint tea'].map((itemName, i) => ({
      merchantId: merchant.merchantId,
      itemName,
      description: '',
      itemCategoryId: i === 3 ? null : category!.id,
      itemType: 'I' as const,
      retailPrice: '3.00',
    })),
  );
  const ids = Object.values(menu.itemIds).slice(0, 6);
  await t.db.insert(itemStoreAvailability).values(
    ids.map((itemId, i) => ({
      merchantId: merchant.merchantId,
      storeId: merchant.storeIds[0]!,
      itemId,
      isInStock: i % 2 === 0,
      isPosActive: i % 3 !== 0,
      isAvailableOnline: i % 4 !== 1,
    })),
  );
}

const LISTS: TList[] = [
  {
    name: 'POST /Item/GetItems',
    columns: ITEM_SORT_COLUMNS,
    money: { column: 'RetailPrice', value: (r) => Number(r.RetailPrice) },
    key: (r) => String(r.ItemMasterId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      await createMenu(t.db, merchant);
      const c = await signedIn(merchant);
      return ({ column, direction, page, size }) =>
        c.post('/Item/GetItems', {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: size,
        });
    },
  },
  {
    name: 'POST /TicketViewer/GetTickets',
    // Tickets without a check number sort last both ways, so that column is not a mirror image.
    columns: TICKET_SORT_COLUMNS.filter((c) => c !== 'CheckNumber'),
    money: { column: 'TotalAmount', value: (r) => Number(r.TotalAmount) },
    key: (r) => String(r.DocumentId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      for (const [i, price] of TICKET_PRICES.entries())
        await createTicket(t.db, merchant.store(), {
          ticketAt: new Date(Date.now() - (i + 1) * 3_600_000),
          lines: [{ itemName: 'Thing', price }],
        });
      const c = await signedIn(merchant);
      return ({ column, direction, page, size }) =>
        c.post('/TicketViewer/GetTickets', {
          FromDate: isoDate(-3),
          ToDate: isoDate(1),
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: size,
        });
    },
  },
  {
    name: 'POST /Discount/GetActiveDiscounts',
    columns: DISCOUNT_SORT_COLUMNS,
    money: { column: 'DiscountAmount', value: (r) => Number(r.DiscountAmount) },
    key: (r) => String(r.Id),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const deals = [
        { name: 'Lunch', description: 'Midday', discountType: 'A', discountAmount: '2.00' },
        { name: 'Brunch', description: 'Weekend', discountType: 'P', discountAmount: '10.00' },
        { name: 'Lunch', description: 'Midday', discountType: 'A', discountAmount: '2.00' },
        { name: 'Happy Hour', description: 'Evening', discountType: 'I', discountAmount: '1.50' },
        { name: 'Staff', description: 'Employees', discountType: 'P', discountAmount: '25.00' },
      ];
      for (const deal of deals) await createDiscount(t.db, merchant, deal);
      const c = await signedIn(merchant);
      return ({ column, direction, page, size }) =>
        c.post('/Discount/GetActiveDiscounts', {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: size,
        });
    },
  },
  {
    name: 'GET /TieredPriceList/GetMembers',
    columns: MEMBER_SORT_COLUMNS,
    money: { column: 'Price', value: (r) => Number(r.Price) },
    key: (r) => String(r.id),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      await t.db
        .insert(featureFlagValues)
        .values({ merchantId: merchant.merchantId, storeId: 0, flagName: ACCESS_FLAG.loyaltyTierPricing, isOn: true });
      const menu = await createMenu(t.db, merchant);
      const listId = await createTierPriceList(t.db, menu, { prices: [] });
      const c = await signedIn(merchant);
      return ({ column, direction, page, size }) =>
        c.get(
          `/TieredPriceList/GetMembers?${query({
            tieredPriceListId: listId,
            SortColumn: column,
            SortDirection: direction,
            pageNumber: page,
            pageSize: size,
          })}`,
        );
    },
  },
  {
    name: 'POST /Item/GetItemAvailability',
    columns: ITEM_AVAILABILITY_SORT_COLUMNS,
    key: (r) => String(r.ItemMasterId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const menu = await createMenu(t.db, merchant);
      await storeAvailability(merchant, menu);
      const c = await signedIn(merchant, { storeIds: [merchant.storeIds[0]!] });
      return ({ column, direction, page, size }) =>
        c.post('/Item/GetItemAvailability', {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          // "Every row" asks for 500; the grid's pages hold at most 200, more than this menu has.
          PageRowCount: Math.min(size, MAX_ITEM_AVAILABILITY_PAGE_SIZE),
        });
    },
  },
  {
    name: 'POST /Employee/SearchEmployees',
    columns: EMPLOYEE_SORT_COLUMNS,
    key: (r) => String(r.POSUserId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      // Names, numbers and e-mails with repeats and mixed case (ties broken by id).
      for (const [firstName, lastName, employeeNumber, email] of [
        ['Ada', 'Stone', '0003', 'b@x.test'],
        ['bea', 'Marsh', '0001', 'a@x.test'],
        ['Ada', 'Stone', '0003', 'B@x.test'],
        ['Cyd', 'Alder', '0010', 'c@x.test'],
        ['Ada', 'stone', '0002', 'a@x.test'],
      ])
        await createEmployee(t.db, merchant, { firstName, lastName, employeeNumber, email });
      const c = await signedIn(merchant);
      return ({ column, direction, page, size }) =>
        c.post('/Employee/SearchEmployees', {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: Math.min(size, EMPLOYEES_MAX_PAGE_SIZE),
        });
    },
  },
  {
    name: 'GET /ReportSchedule/GetSchedules',
    columns: SCHEDULE_SORT_COLUMNS,
    key: (r) => String(r.Id),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const c = await signedIn(merchant);
      // Names with a repeat and a lower-case one, reports with a repeat, times with a repeat (ties broken by id).
      for (const [Name, ReportFile, LocalTime] of [
        ['Morning', 'OperationsSummary', '07:00'],
        ['evening', 'Tips', '19:30'],
        ['Morning', 'ItemSales', '07:00'],
        ['Books', 'Tips', '05:15'],
        ['Zebra', 'DeviceSales', '23:45'],
      ])
        expect(
          (
            await c.post('/ReportSchedule/CreateSchedule', {
              ReportFile,
              Name,
              Range: 'yesterday',
              Cadence: 'daily',
              LocalTime,
              Recipients: ['sorting@example.com'],
              Formats: ['csv'],
            })
          ).status,
        ).toBe(200);
      return ({ column, direction, page, size }) =>
        c.get(
          `/ReportSchedule/GetSchedules?${query({
            SortColumn: column,
            SortDirection: direction,
            RequestedPageNum: page,
            PageRowCount: Math.min(size, 100),
          })}`,
        );
    },
  },
  ...(
    [
      ['POST /Department/GetDepartmentList', DEPARTMENTS_PATH, DEPARTMENT_SORT_COLUMNS, 'DepartmentId'],
      ['POST /Tag/GetTagList', TAGS_PATH, TAG_SORT_COLUMNS, 'TagId'],
    ] as const
  ).map(([name, path, columns, id]): TList => ({
    name,
    columns,
    key: (r) => String(r[id]),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      await createMenu(t.db, merchant);
      const c = await signedIn(merchant);
      // Names with mixed case beside the factory's one (all used by none but the factory's: ties broken by id).
      for (const Name of ['apple', 'Zest', 'banana', 'Cherry', 'date'])
        expect((await c.post(path.add, { Name })).status).toBe(200);
      return ({ column, direction, page, size }) =>
        c.post(path.list, {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: Math.min(size, MENU_CONFIGURATION_MAX_PAGE_SIZE),
        });
    },
  })),
  {
    name: 'POST /EventSchedule/GetAll',
    columns: EVENT_SCHEDULE_SORT_COLUMNS,
    key: (r) => String(r.EventScheduleId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const c = await signedIn(merchant);
      // Mixed-case names, repeated times and open date ranges (nulls), so ties are broken by id.
      for (const [Name, StartTime, EndTime, StartDate, EndDate] of [
        ['apple', '11:00', '14:00', null, null],
        ['Zest', '16:00', '18:00', '2026-01-01', null],
        ['banana', '11:00', '02:00', '2026-03-01', '2026-06-30'],
        ['Cherry', '07:00', '14:00', null, '2026-12-31'],
        ['date', '16:00', '18:00', '2026-01-01', '2026-06-30'],
      ])
        expect(
          (
            await c.post(EVENT_SCHEDULES_PATH.insert, {
              Name,
              DaysOfWeek: [1, 2],
              StartTime,
              EndTime,
              StartDate,
              EndDate,
              IsActive: true,
            })
          ).status,
        ).toBe(200);
      return ({ column, direction, page, size }) =>
        c.post(EVENT_SCHEDULES_PATH.getAll, {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: Math.min(size, EVENT_SCHEDULES_MAX_PAGE_SIZE),
        });
    },
  },
  {
    name: 'POST /Restriction/GetRestrictions',
    columns: RESTRICTION_SORT_COLUMNS,
    key: (r) => String(r.RestrictionId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const menu = await createMenu(t.db, merchant);
      const c = await signedIn(merchant);
      const window = { DaysOfWeek: [5, 6], StartTime: '02:00', EndTime: '08:00' };
      // Ages with a repeat and none (a window instead), item and category counts with repeats.
      for (const [Name, MinimumAge, ItemIds, ItemCategoryIds] of [
        ['apple', 21, [menu.itemIds.Oatmeal], []],
        ['Zest', 18, [], [menu.categoryIds.PASTRIES]],
        ['banana', 21, [menu.itemIds.Oatmeal, menu.itemIds['Chocolate Cake']], []],
        ['Cherry', null, [], [menu.categoryIds.PASTRIES, menu.categoryIds.DESSERTS]],
        ['date', 25, [], []],
      ] as const)
        expect(
          (
            await c.post(RESTRICTIONS_PATH.insert, {
              Name,
              MinimumAge,
              RequireIdCheck: MinimumAge !== null,
              TimeWindows: MinimumAge === null ? [window] : [],
              ItemIds,
              ItemCategoryIds,
              IsActive: true,
            })
          ).status,
        ).toBe(200);
      return ({ column, direction, page, size }) =>
        c.post(RESTRICTIONS_PATH.list, {
          SortColumn: column,
          SortDirection: direction,
          RequestedPageNum: page,
          PageRowCount: Math.min(size, RESTRICTIONS_MAX_PAGE_SIZE),
        });
    },
  },
  {
    name: 'GET /Modifier/GetModifierGroups',
    columns: MODIFIER_GROUP_SORT.columns,
    key: (r) => String(r.ModifierGroupId),
    setup: async () => {
      const merchant = await createMerchant(t.db);
      const menu = await createMenu(t.db, merchant);
      const c = await signedIn(merchant);
      const modifier = (name: 'Extra Shot' | 'Oat Milk') => ({
        ItemMasterId: menu.itemIds[name],
        Name: name,
        Price: name === 'Extra Shot' ? '0.75' : '0.60',
        IsDefault: false,
      });
      // Required and optional groups, modifier and item counts with repeats.
      for (const [Name, IsRequired, Modifiers, ItemIds] of [
        ['apple', true, [modifier('Oat Milk')], [menu.itemIds.Oatmeal]],
        ['Zest', false, [], []],
        ['banana', true, [modifier('Oat Milk'), modifier('Extra Shot')], []],
        ['Cherry', false, [modifier('Extra Shot')], [menu.itemIds.Oatmeal, menu.itemIds['Chocolate Cake']]],
        ['date', false, [], [menu.itemIds.Oatmeal]],
      ] as const)
        expect(
          (
            await c.post(MODIFIERS_PATH.save, {
              ModifierGroupId: 0,
              Name,
              IsRequired,
              IsForced: false,
              MinSelections: IsRequired ? 1 : 0,
              MaxSelections: 2,
              Modifiers,
              ItemIds,
            })
          ).status,
        ).toBe(200);
      return ({ column, direction, page, size }) =>
        c.get(
          `${MODIFIERS_PATH.list}?${query({
            SortColumn: column,
            SortDirection: direction,
            RequestedPageNum: page,
            PageRowCount: Math.min(size, MODIFIER_GROUPS_MAX_PAGE_SIZE),
          })}`,
        );
    },
  },
  {
    name: 'GET /Account/GetStoresWithMerchantsInfo',
    columns: STORE_SORT_COLUMNS,
    key: (r) => `${String(r.MerchantId)}-${String(r.StoreId)}`,
    setup: async () => {
      const merchant = await createMerchant(t.db, { storeCount: 5 });
      const c = await signedIn(merchant, { isCompanyUser: true });
      return ({ column, direction, page, size }) =>
        c.get(
          `/Account/GetStoresWithMerchantsInfo?${query({
            SortColumn: column,
            SortDirection: direction,
            RequestedPageNum: page,
            PageRowCount: size,
          })}`,
        );
    },
  },
];

const PAGE_SIZE = 2;

async function rowsOf(fetch: TFetch, column: string, direction: TSortDirection, size: number, page = 1) {
  const r = await fetch({ column, direction, page, size });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { ResultSet: TRow[]; TotalRowCount: number };
}

/** Every row, read PAGE_SIZE at a time. */
async function pageByPage(fetch: TFetch, column: string, direction: TSortDirection): Promise<TRow[]> {
  const first = await rowsOf(fetch, column, direction, PAGE_SIZE);
  const rows = [...first.ResultSet];
  for (let page = 2; (page - 1) * PAGE_SIZE < first.TotalRowCount; page++)
    rows.push(...(await rowsOf(fetch, column, direction, PAGE_SIZE, page)).ResultSet);
  return rows;
}

describe.each(LISTS)('$name sorts on the server', (list) => {
  let fetch: TFetch;
  beforeAll(async () => {
    fetch = await list.setup();
  });

  it.each(list.columns)('by %s, one order across pages, descending the reverse of ascending', async (column) => {
    const all = await rowsOf(fetch, column, 'ASC', 500);
    expect(all.ResultSet.length).toBeGreaterThan(PAGE_SIZE * 2);
    const ascending = (await pageByPage(fetch, column, 'ASC')).map(list.key);
    const descending = (await pageByPage(fetch, column, 'DESC')).map(list.key);
    expect(ascending).toEqual(all.ResultSet.map(list.key));
    expect(new Set(ascending).size).toBe(ascending.length);
    expect(descending).toEqual([...ascending].reverse());
  });

  it.runIf(list.money)('by money descending: the first row of page 1 is the maximum of all pages', async () => {
    const money = list.money!;
    const all = (await rowsOf(fetch, money.column, 'ASC', 500)).ResultSet.map(money.value);
    const [top] = (await rowsOf(fetch, money.column, 'DESC', PAGE_SIZE)).ResultSet;
    expect(money.value(top!)).toBe(Math.max(...all));
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });

  it('refuses a column it does not sort by with 400 naming SortColumn', async () => {
    const r = await fetch({ column: 'PasswordHash', direction: 'ASC', page: 1, size: PAGE_SIZE });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.validation, field: 'SortColumn' });
    const lower = await fetch({ column: list.columns[0]!, direction: 'up' as TSortDirection, page: 1, size: 2 });
    expect(lower.status).toBe(400);
    expect(lower.body).toMatchObject({ field: 'SortDirection' });
  });
});

describe('POST /Item/GetItemAvailability sorts by the value of the column', () => {
  it.each(['IsInStock', 'IsPosActive', 'IsAvailableOnline', 'CategoryName', 'ItemName'] as const)(
    'by %s ascending: off before on, names A to Z (case-insensitive), across all pages',
    async (column) => {
      const merchant = await createMerchant(t.db);
      const menu = await createMenu(t.db, merchant);
      await storeAvailability(merchant, menu);
      const c = await signedIn(merchant, { storeIds: [merchant.storeIds[0]!] });
      const fetch: TFetch = (q) =>
        c.post('/Item/GetItemAvailability', {
          SortColumn: q.column,
          SortDirection: q.direction,
          RequestedPageNum: q.page,
          PageRowCount: q.size,
        });
      const values = (await pageByPage(fetch, column, 'ASC')).map((r) =>
        typeof r[column] === 'string' ? (r[column] as string).toLowerCase() : Number(r[column]),
      );
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    },
  );
});
