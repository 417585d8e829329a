import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import {
  devices,
  employees,
  employeeStores,
  itemModifierGroups,
  items,
  jobs,
  modifierGroupItems,
  modifierGroups,
  stores,
} from '../../../db/schema.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createMenu, setItemAvailability, type TMenuFixture } from '../../../test/factories/menu.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import type { TestClient, TTestApp } from '../../../test/test-app.ts';

/**
 * The list reports' test world: a merchant of its own with two live stores fifteen hours apart (New York, Honolulu)
 * and a deleted third, the factory menu plus the items a list must leave out (deleted, charge) or show with empty
 * fields (no category, sold by weight), availability switched off here and there, modifier groups (one empty, one with
 * a deleted modifier), jobs, employees (in one store, two stores, none; one inactive) and devices with tickets on and
 * after ToDate. Another merchant has the same kinds of rows, every name of which starts with OTHER, so a leak shows.
 */
export const FROM = '2026-03-01';
export const TO = '2026-03-10';
export const OTHER = 'Zzother';

export type TListsWorld = {
  merchant: TMerchantFixture;
  menu: TMenuFixture;
  /** The live stores' names (the deleted third is left out of every list). */
  storeNames: string[];
  extraItemIds: { deliHam: number; whippedCream: number; retiredMuffin: number; deliveryFee: number; oldSyrup: number };
  employeeIds: number[];
  otherEmployeeId: number;
  /** [store][n]: New York's register and handheld, Honolulu's register, the deleted store's register. */
  deviceIds: number[][];
  company: TestClient;
  storeUsers: TestClient[];
};

/** Noon UTC of a date, minus some hours. */
const at = (date: string, hoursBefore: number) => new Date(Date.parse(`${date}T12:00:00Z`) - hoursBefore * 3_600_000);

async function insertItems(db: TDb, merchantId: number, menu: TMenuFixture, prefix: string) {
  const rows = await db
    .insert(items)
    .values([
      {
        merchantId,
        itemName: `${prefix}Deli Ham`,
        itemNumber: 'HAM-1',
        soldBy: 2,
        stockingUnit: 'LB',
        retailPrice: '12.99',
      },
      {
        merchantId,
        itemName: `${prefix}Whipped Cream`,
        itemType: 'B',
        isModifier: true,
        itemCategoryId: menu.categoryIds['ADD-ONS'],
        taxCategoryId: menu.taxCategoryIds['Standard Sales Tax'],
        retailPrice: '1.10',
      },
      { merchantId, itemName: `${prefix}Retired Muffin`, retailPrice: '2.00', isDeleted: true },
      { merchantId, itemName: `${prefix}Delivery Fee`, retailPrice: '4.00', isChargeItem: true },
      {
        merchantId,
        itemName: `${prefix}Old Syrup`,
        itemType: 'M',
        isModifier: true,
        retailPrice: '0.40',
        isDeleted: true,
      },
    ])
    .returning({ id: items.id });
  const [deliHam, whippedCream, retiredMuffin, deliveryFee, oldSyrup] = rows.map((r) => r.id);
  return {
    deliHam: deliHam!,
    whippedCream: whippedCream!,
    retiredMuffin: retiredMuffin!,
    deliveryFee: deliveryFee!,
    oldSyrup: oldSyrup!,
  };
}

async function insertModifierGroups(
  db: TDb,
  merchantId: number,
  menu: TMenuFixture,
  extra: TListsWorld['extraItemIds'],
  prefix: string,
) {
  const [milk, extras] = await db
    .insert(modifierGroups)
    .values([
      { merchantId, name: `${prefix}Milk Choice`, minSelections: 0, maxSelections: 1 },
      { merchantId, name: `${prefix}Extras`, minSelections: 0, maxSelections: 3 },
      { merchantId, name: `${prefix}Empty Group` },
    ])
    .returning({ id: modifierGroups.id });
  await db.insert(modifierGroupItems).values([
    // Listed in sort order, which is not the names' order.
    { merchantId, modifierGroupId: milk!.id, itemId: extra.whippedCream, sortOrder: 1 },
    { merchantId, modifierGroupId: milk!.id, itemId: menu.itemIds['Oat Milk'], sortOrder: 2 },
    { merchantId, modifierGroupId: milk!.id, itemId: extra.oldSyrup, sortOrder: 3 },
    { merchantId, modifierGroupId: extras!.id, itemId: menu.itemIds['Extra Shot'] },
  ]);
  await db.insert(itemModifierGroups).values([
    { merchantId, itemId: menu.itemIds.Oatmeal, modifierGroupId: milk!.id },
    { merchantId, itemId: menu.itemIds['Chocolate Cake'], modifierGroupId: milk!.id },
    { merchantId, itemId: menu.itemIds['Butter Croissant'], modifierGroupId: extras!.id },
    { merchantId, itemId: extra.retiredMuffin, modifierGroupId: extras!.id },
  ]);
}

async function insertStaff(db: TDb, merchant: TMerchantFixture, prefix: string) {
  const { merchantId, storeIds } = merchant;
  const [barista, baker] = await db
    .insert(jobs)
    .values([
      { merchantId, name: `${prefix}Barista`, defaultPayRate: '14.00', isTipped: true },
      { merchantId, name: `${prefix}Baker`, defaultPayRate: '18.50' },
      { merchantId, name: `${prefix}Unused Job`, defaultPayRate: '10.00' },
    ])
    .returning({ id: jobs.id });
  const rows = await db
    .insert(employees)
    .values([
      {
        merchantId,
        firstName: `${prefix}Ava`,
        lastName: 'Anders',
        jobId: barista!.id,
        payRate: '15.25',
        commissionRate: '1.5',
      },
      { merchantId, firstName: `${prefix}Ben`, lastName: 'Brook', jobId: baker!.id, payRate: '19.00' },
      { merchantId, firstName: `${prefix}Cy`, lastName: 'Cole', jobId: barista!.id, payRate: '15.00', isActive: false },
      { merchantId, firstName: `${prefix}Dee`, lastName: 'Dunn', jobId: baker!.id, payRate: '18.50' },
    ])
    .returning({ id: employees.id });
  const [ava, ben, , dee] = rows.map((r) => r.id);
  await db.insert(employeeStores).values([
    { merchantId, employeeId: ava!, storeId: storeIds[0]! },
    { merchantId, employeeId: ava!, storeId: storeIds[1]! },
    { merchantId, employeeId: ben!, storeId: storeIds[1]! },
    // Dee works only at the store that was closed (deleted).
    { merchantId, employeeId: dee!, storeId: storeIds[2]! },
  ]);
  return rows.map((r) => r.id);
}

async function insertDevices(db: TDb, merchant: TMerchantFixture, prefix: string): Promise<number[][]> {
  const { merchantId, storeIds } = merchant;
  const specs = [
    [
      { name: `${prefix}Register A`, kind: 'register' as const },
      { name: `${prefix}Handheld A`, kind: 'handheld' as const },
    ],
    [{ name: `${prefix}Register B`, kind: 'register' as const }],
    [{ name: `${prefix}Register C`, kind: 'register' as const }],
  ];
  const ids: number[][] = [];
  for (const [i, list] of specs.entries()) {
    const rows = await db
      .insert(devices)
      .values(list.map((d) => ({ merchantId, storeId: storeIds[i]!, ...d })))
      .returning({ id: devices.id });
    ids.push(rows.map((r) => r.id));
  }
  return ids;
}

/** Tickets on the devices: Register A before, on and after TO; Handheld A a void only; Register B none. */
async function insertTickets(db: TDb, merchant: TMerchantFixture, deviceIds: number[][]) {
  const store = merchant.store(0);
  const [registerA, handheldA] = deviceIds[0]!;
  await createTicket(db, store, { ticketAt: at(FROM, 2), deviceId: registerA });
  // 01:30 UTC on the 11th is the evening of the 10th in New York: still TO's business date.
  await createTicket(db, store, { ticketAt: new Date('2026-03-11T01:30:00Z'), deviceId: registerA });
  await createTicket(db, store, { ticketAt: at('2026-03-12', 0), deviceId: registerA });
  await createTicket(db, store, { ticketAt: at('2026-03-04', 3), deviceId: handheldA, transactionType: 'V' });
  await createTicket(db, store, { ticketAt: at('2026-03-05', 3), deviceId: null });
  // The deleted store's register rang up too; the store is not listed.
  await createTicket(db, merchant.store(2), { ticketAt: at('2026-03-05', 3), deviceId: deviceIds[2]![0]! });
}

async function buildMerchant(t: TTestApp, prefix: string, name?: string) {
  const merchant = await createMerchant(t.db, {
    ...(name ? { name } : {}),
    storeCount: 3,
    timeZones: ['America/New_York', 'Pacific/Honolulu', 'America/Chicago'],
  });
  const menu = await createMenu(t.db, merchant);
  const extraItemIds = await insertItems(t.db, merchant.merchantId, menu, prefix);
  await setItemAvailability(t.db, merchant.store(0), [{ itemId: menu.itemIds['Butter Croissant'], isInStock: false }]);
  await setItemAvailability(t.db, merchant.store(1), [
    { itemId: menu.itemIds['Almond Croissant'], isAvailableOnline: false },
    { itemId: extraItemIds.deliHam, isPosActive: false },
  ]);
  await setItemAvailability(t.db, merchant.store(2), [{ itemId: menu.itemIds['Chocolate Cake'], isInStock: false }]);
  await insertModifierGroups(t.db, merchant.merchantId, menu, extraItemIds, prefix);
  const employeeIds = await insertStaff(t.db, merchant, prefix);
  const deviceIds = await insertDevices(t.db, merchant, prefix);
  await insertTickets(t.db, merchant, deviceIds);
  return { merchant, menu, extraItemIds, employeeIds, deviceIds };
}

export async function buildListsWorld(t: TTestApp): Promise<TListsWorld> {
  const own = await buildMerchant(t, '');
  const other = await buildMerchant(t, OTHER, `${OTHER} Merchant`);
  const company = await companyViewClient(t, own.merchant);
  const storeUsers = [
    await storeViewClient(t, own.merchant, own.merchant.storeIds[0]!),
    await storeViewClient(t, own.merchant, own.merchant.storeIds[1]!),
  ];
  // The third store closes after its rows were written (and its users signed in).
  for (const m of [own.merchant, other.merchant])
    await t.db.execute(sql`update ${stores} set is_deleted = true where ${stores.id} = ${m.storeIds[2]!}`);
  return {
    ...own,
    storeNames: own.merchant.storeIds.slice(0, 2).map((_, i) => `${own.merchant.name} Store ${i + 1}`),
    otherEmployeeId: other.employeeIds[0]!,
    company,
    storeUsers,
  };
}
