import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TReportResult } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { eq } from 'drizzle-orm';
import {
  departments,
  employees,
  employeeStores,
  itemCategories,
  items,
  merchants,
  modifierGroupItems,
  modifierGroups,
  nonSalesRevenueCategories,
} from '../../../db/schema.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { createTicket, type TTicketLineSpec } from '../../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

/**
 * The sales reports' test world: a merchant of the test's own with two stores fifteen hours apart (New York and
 * Honolulu, so one instant falls on different business dates), a small menu (two departments, a category with a
 * subcategory, modifiers in two groups), two employees on commission, non-sales revenue categories, and two weeks of
 * tickets around FROM…TO mixing sales, returns and voids, items with modifiers, discounts, donations, charges and
 * non-sales revenue. A second merchant sells under the same names, so a leak would show. Each test file starts its
 * own app and world from this.
 */
export const FROM = '2026-03-01';
export const TO = '2026-03-10';

export type TSalesWorld = {
  t: TTestApp;
  merchant: TMerchantFixture;
  other: TMerchantFixture;
  /** A company user in the company view, and a store user of store 1. */
  company: TestClient;
  storeOne: TestClient;
  ids: {
    categories: { pastries: number; coffee: number; espresso: number };
    modifierGroups: { milk: number; shots: number };
    employees: { ann: number; bob: number };
    nonSales: { giftCard: number; houseAccount: number };
    /** The other merchant's category and modifier group. */
    otherCategory: number;
    otherModifierGroup: number;
  };
};

/** Noon UTC of a date, minus some hours: New York and Honolulu see different business dates for late ones. */
const at = (date: string, hoursBefore: number) => new Date(Date.parse(`${date}T12:00:00Z`) - hoursBefore * 3_600_000);

type TMenu = Awaited<ReturnType<typeof createSalesMenu>>;

async function createSalesMenu(t: TTestApp, merchant: TMerchantFixture) {
  const { merchantId } = merchant;
  const [food, drinks] = await t.db
    .insert(departments)
    .values([
      { merchantId, name: 'Food' },
      { merchantId, name: 'Drinks' },
    ])
    .returning({ id: departments.id, name: departments.name });
  const [pastries, coffee] = await t.db
    .insert(itemCategories)
    .values([
      { merchantId, name: 'PASTRIES', departmentId: food!.id, sortOrder: 1 },
      { merchantId, name: 'COFFEE', departmentId: drinks!.id, sortOrder: 2 },
    ])
    .returning({ id: itemCategories.id, name: itemCategories.name });
  const [espresso] = await t.db
    .insert(itemCategories)
    .values({ merchantId, name: 'ESPRESSO', departmentId: drinks!.id, parentItemCategoryId: coffee!.id, sortOrder: 3 })
    .returning({ id: itemCategories.id, name: itemCategories.name });
  const item = async (itemName: string, itemCategoryId: number, itemType: 'I' | 'M') =>
    (
      await t.db.insert(items).values({ merchantId, itemName, itemCategoryId, itemType }).returning({ id: items.id })
    )[0]!.id;
  const croissant = await item('Croissant', pastries!.id, 'I');
  const latte = await item('Latte', espresso!.id, 'I');
  const drip = await item('Drip Coffee', coffee!.id, 'I');
  const oatMilk = await item('Oat Milk', coffee!.id, 'M');
  const extraShot = await item('Extra Shot', coffee!.id, 'M');
  const [milk, shots] = await t.db
    .insert(modifierGroups)
    .values([
      { merchantId, name: 'Milk' },
      { merchantId, name: 'Shots' },
    ])
    .returning({ id: modifierGroups.id });
  await t.db.insert(modifierGroupItems).values([
    { merchantId, modifierGroupId: milk!.id, itemId: oatMilk },
    { merchantId, modifierGroupId: shots!.id, itemId: extraShot },
  ]);
  return {
    departments: { food: food!, drinks: drinks! },
    categories: { pastries: pastries!, coffee: coffee!, espresso: espresso! },
    items: { croissant, latte, drip, oatMilk, extraShot },
    modifierGroups: { milk: milk!.id, shots: shots!.id },
  };
}

/** The lines of the world's n-th ticket: every kind of line, in amounts that vary with n. */
function linesOf(menu: TMenu, n: number, sign: 1 | -1, nonSales: readonly number[]): TTicketLineSpec[] {
  const money = (value: number) => (sign * value).toFixed(2);
  const { departments: d, categories: c, items: i } = menu;
  const lines: TTicketLineSpec[] = [
    {
      itemName: 'Croissant',
      price: money(3.75),
      quantity: 1 + (n % 2),
      itemId: i.croissant,
      category: c.pastries,
      department: d.food,
      ...(n % 3 === 0 ? { discount: money(0.5) } : {}),
      // Rung up by Bob (the employee of every n % 3 === 1): the only one with price overrides.
      ...(n % 6 === 4 ? { originalPrice: money(4.25) } : {}),
    },
    { itemName: 'Latte', price: money(4.5), itemId: i.latte, category: c.espresso, department: d.drinks },
    {
      itemName: 'Oat Milk',
      price: money(0.6),
      modifierOf: 1,
      itemId: i.oatMilk,
      category: c.coffee,
      department: d.drinks,
    },
  ];
  if (n % 2 === 0)
    lines.push(
      { itemName: 'Drip Coffee', price: money(2.25), itemId: i.drip, category: c.coffee, department: d.drinks },
      {
        itemName: 'Extra Shot',
        price: money(0.75),
        modifierOf: 3,
        itemId: i.extraShot,
        category: c.coffee,
        department: d.drinks,
      },
    );
  if (n % 3 === 1) lines.push({ itemName: 'Round Up for Charity', price: money(0.35), lineType: 'Donation' });
  if (n % 4 === 2) lines.push({ itemName: 'Delivery Fee', price: money(3.99), lineType: 'Charge' });
  const [giftCard, houseAccount] = nonSales;
  if (giftCard && n % 7 === 3)
    lines.push({ itemName: 'Gift Card', price: money(25), lineType: 'Charge', nonSalesCategoryId: giftCard });
  if (houseAccount && n % 11 === 5)
    lines.push({
      itemName: 'House Account',
      price: money(12.4 + n),
      lineType: 'Charge',
      nonSalesCategoryId: houseAccount,
    });
  return lines;
}

export async function createSalesWorld(options: { productType?: number } = {}): Promise<TSalesWorld> {
  const t = await startTestApp();
  const merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/New_York', 'Pacific/Honolulu'] });
  if (options.productType !== undefined)
    await t.db.update(merchants).set({ productType: options.productType }).where(eq(merchants.id, merchant.merchantId));
  const menu = await createSalesMenu(t, merchant);
  const { merchantId } = merchant;
  const [ann, bob] = await t.db
    .insert(employees)
    .values([
      { merchantId, firstName: 'Ann', lastName: 'Lee', commissionRate: '5.00' },
      { merchantId, firstName: 'Bob', lastName: 'Ray', commissionRate: '2.50' },
    ])
    .returning({ id: employees.id });
  await t.db
    .insert(employeeStores)
    .values(
      merchant.storeIds.flatMap((storeId) =>
        [ann!.id, bob!.id].map((employeeId) => ({ merchantId, employeeId, storeId })),
      ),
    );
  const [giftCard, houseAccount] = await t.db
    .insert(nonSalesRevenueCategories)
    .values([
      { merchantId, name: 'Gift Card Sale' },
      { merchantId, name: 'House Account Payment' },
    ])
    .returning({ id: nonSalesRevenueCategories.id });

  let n = 0;
  for (let day = -11; day <= 11; day++)
    for (const [store, hoursBefore] of [
      [0, 1],
      [1, 2],
      [1, 13],
      [0, 17],
      [0, 5],
    ] as const) {
      n++;
      const type = day % 5 === 0 ? 'RT' : day % 7 === 0 ? 'V' : 'S';
      await createTicket(t.db, merchant.store(store), {
        ticketAt: at(addDays(FROM, day), hoursBefore + (n % 3)),
        transactionType: type,
        guestCount: 1 + (n % 3),
        employeeId: [ann!.id, bob!.id, null][n % 3],
        lines: linesOf(menu, n, type === 'RT' ? -1 : 1, [giftCard!.id, houseAccount!.id]),
      });
    }

  // Another merchant selling under the same names on the same days: none of it may show.
  const other = await createMerchant(t.db, { timeZone: 'America/New_York' });
  const otherMenu = await createSalesMenu(t, other);
  for (let day = 0; day <= 9; day++)
    await createTicket(t.db, other.store(0), {
      ticketAt: at(addDays(FROM, day), 3),
      lines: linesOf(otherMenu, day, 1, []),
    });

  const company = await companyViewClient(t, merchant);
  const storeOne = await storeViewClient(t, merchant);
  return {
    t,
    merchant,
    other,
    company,
    storeOne,
    ids: {
      categories: {
        pastries: menu.categories.pastries.id,
        coffee: menu.categories.coffee.id,
        espresso: menu.categories.espresso.id,
      },
      modifierGroups: menu.modifierGroups,
      employees: { ann: ann!.id, bob: bob!.id },
      nonSales: { giftCard: giftCard!.id, houseAccount: houseAccount!.id },
      otherCategory: otherMenu.categories.pastries.id,
      otherModifierGroup: otherMenu.modifierGroups.milk,
    },
  };
}

export type TParams = Record<string, string | number | boolean>;
const query = (params: TParams) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** GET a report for a client, over FROM…TO unless the parameters say otherwise. */
export const getReport = <T>(client: TestClient, file: string, params: TParams = {}) =>
  client.get<T>(`/api/reports/${file}?${query({ FromDate: FROM, ToDate: TO, ...params })}`);

/** The view a client sees, as the raw computations filter tickets: the store ids. */
export const storesOf = (world: TSalesWorld, view: 'company' | 'storeOne') =>
  view === 'company' ? world.merchant.storeIds : [world.merchant.storeIds[0]!];

const PORTAL_TEXT = path.join(import.meta.dirname, '../../../../../web/src/i18n/en-US.portal.json');

/** The column, table and chart label keys of the answers that have no English text. */
export function labelsWithoutText(bodies: readonly TReportResult[]): string[] {
  const portal = JSON.parse(readFileSync(PORTAL_TEXT, 'utf8')) as unknown;
  const textOf = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], portal);
  const keys = bodies.flatMap((b) => [
    ...b.Tables.flatMap((t) => [t.TitleKey, ...t.Columns.map((c) => c.LabelKey)]),
    ...b.Charts.map((c) => c.TitleKey),
  ]);
  return [...new Set(keys)].filter((k) => typeof textOf(k) !== 'string');
}
