import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { customerNotes, customers, houseAccountEntries, houseAccounts, tieredPriceLists } from '../../../db/schema.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import type { TestClient, TTestApp } from '../../../test/test-app.ts';
import { FROM, OTHER, TO } from '../operations/operations-world.ts';

/**
 * The customer reports' test world: a merchant of its own with two stores fifteen hours apart (New York and
 * Honolulu), five customers who differ in what the reports filter on (consent, address, loyalty, visits), their
 * tickets over FROM…TO and a day either side, notes, and two house accounts with charges and payments from well
 * before the range (so every ageing bucket has something) to after it; and another merchant with the same kinds of
 * rows, every name of which says OTHER.
 */
export type TCustomerWorld = {
  merchant: TMerchantFixture;
  company: TestClient;
  storeUsers: TestClient[];
  customerIds: number[];
};

/** Noon UTC of a date, minus some hours: New York and Honolulu see different business dates for late ones. */
const at = (date: string, hoursBefore: number) => new Date(Date.parse(`${date}T12:00:00Z`) - hoursBefore * 3_600_000);

type TCustomerSpec = { first: string; optIn: boolean; email: boolean; loyal: boolean; visits: boolean };
const CUSTOMERS: TCustomerSpec[] = [
  { first: 'Ana', optIn: true, email: true, loyal: false, visits: true },
  { first: 'Bo', optIn: true, email: false, loyal: false, visits: true },
  { first: 'Cy', optIn: false, email: true, loyal: true, visits: true },
  { first: 'Di', optIn: true, email: true, loyal: true, visits: true },
  { first: 'Ed', optIn: true, email: true, loyal: false, visits: false },
];

async function createCustomers(db: TDb, merchant: TMerchantFixture, prefix: string): Promise<number[]> {
  const rows = await db
    .insert(customers)
    .values(
      CUSTOMERS.map((c, i) => ({
        merchantId: merchant.merchantId,
        customerNumber: `${prefix}C${i + 1}`,
        firstName: `${prefix}${c.first}`,
        lastName: `${prefix}Shopper`,
        email: c.email ? `${prefix.toLowerCase()}${c.first.toLowerCase()}@example.com` : null,
        phone: i % 2 === 0 ? `(555) 010-000${i}` : null,
        marketingOptIn: c.optIn,
        createdAt: new Date('2025-06-01T12:00:00Z'),
      })),
    )
    .returning({ id: customers.id });
  return rows.map((r) => r.id);
}

/** Tickets of the visiting customers: a day's visits rotate over customers, stores, types and items. */
async function createVisits(db: TDb, merchant: TMerchantFixture, prefix: string, ids: number[], days: string[]) {
  const visitors = ids.filter((_, i) => CUSTOMERS[i]!.visits);
  let k = 0;
  for (const day of days)
    for (const [store, hoursBefore] of [
      [0, 1],
      [1, 2],
      [1, 13],
      [0, 17],
    ] as const) {
      const customerId = visitors[k % visitors.length]!;
      const type = k % 9 === 4 ? 'RT' : k % 7 === 3 ? 'V' : 'S';
      await createTicket(db, merchant.store(store), {
        ticketAt: at(day, hoursBefore),
        transactionType: type,
        customerId,
        customerName: `${prefix}Customer`,
        lines: [
          {
            itemName: `${prefix}${['Latte', 'Bagel', 'Muffin'][k % 3]}`,
            price: '4.50',
            quantity: 1 + (k % 3),
            discount: k % 4 === 1 ? '0.50' : undefined,
          },
          { itemName: `${prefix}Cookie`, price: '1.95' },
        ],
      });
      k++;
    }
}

async function createNotes(db: TDb, merchant: TMerchantFixture, prefix: string, ids: number[], days: string[]) {
  for (const [i, day] of days.entries())
    await db.insert(customerNotes).values({
      merchantId: merchant.merchantId,
      storeId: merchant.storeIds[i % 2]!,
      customerId: ids[i % ids.length]!,
      note: `${prefix}Note ${i}`,
      // Late in the UTC day: the Honolulu store's business date is a day earlier than New York's would be.
      createdAt: at(day, -11),
      userName: `${prefix}Manager`,
    });
}

/**
 * House accounts for the first and third customer: an old charge (over 90 days before TO), charges and payments
 * around and inside the range at both stores, and one after it.
 */
async function createAccounts(db: TDb, merchant: TMerchantFixture, prefix: string, ids: number[]) {
  const accounts = await db
    .insert(houseAccounts)
    .values(
      [ids[0]!, ids[2]!].map((customerId, i) => ({
        merchantId: merchant.merchantId,
        customerId,
        accountNumber: `${prefix}HA-${i + 1}`,
        creditLimit: i === 0 ? '500.00' : '1000.00',
        openedAt: new Date('2025-06-02T12:00:00Z'),
      })),
    )
    .returning({ id: houseAccounts.id });
  const entries: [account: number, store: number, day: string, kind: 'charge' | 'payment', amount: string][] = [
    [0, 0, addDays(TO, -120), 'charge', '80.00'],
    [0, 0, addDays(TO, -75), 'charge', '40.00'],
    [0, 1, addDays(TO, -45), 'charge', '25.50'],
    [0, 0, addDays(TO, -40), 'payment', '50.00'],
    [0, 1, addDays(FROM, -1), 'charge', '12.25'],
    [0, 0, FROM, 'charge', '30.00'],
    [0, 1, addDays(FROM, 3), 'payment', '20.00'],
    [0, 0, TO, 'charge', '9.99'],
    [0, 0, addDays(TO, 1), 'payment', '100.00'],
    [1, 1, addDays(TO, -100), 'charge', '60.00'],
    [1, 1, addDays(FROM, 2), 'payment', '75.00'],
    [1, 0, addDays(FROM, 4), 'charge', '18.40'],
  ];
  for (const [account, store, day, kind, amount] of entries)
    await db.insert(houseAccountEntries).values({
      merchantId: merchant.merchantId,
      storeId: merchant.storeIds[store]!,
      houseAccountId: accounts[account]!.id,
      kind,
      amount,
      at: at(day, 0),
      businessDate: day,
    });
}

export async function buildCustomerWorld(t: TTestApp): Promise<TCustomerWorld> {
  const days = Array.from({ length: 12 }, (_, i) => addDays(FROM, i - 1));
  const zones = ['America/New_York', 'Pacific/Honolulu'];
  const build = async (name: string | undefined, prefix: string) => {
    const merchant = await createMerchant(t.db, { name, storeCount: 2, timeZones: zones });
    const ids = await createCustomers(t.db, merchant, prefix);
    // Loyalty members price at the merchant's tier price list.
    const [list] = await t.db
      .insert(tieredPriceLists)
      .values({ merchantId: merchant.merchantId, name: `${prefix}Loyalty` })
      .returning({ id: tieredPriceLists.id });
    for (const [i, c] of CUSTOMERS.entries())
      if (c.loyal)
        await t.db
          .update(customers)
          .set({ loyaltyPriceListId: list!.id })
          .where(sql`${customers.id} = ${ids[i]!}`);
    await createVisits(t.db, merchant, prefix, ids, prefix === '' ? days : days.slice(0, 5));
    await createNotes(t.db, merchant, prefix, ids, days);
    await createAccounts(t.db, merchant, prefix, ids);
    return { merchant, ids };
  };
  const { merchant, ids } = await build(undefined, '');
  await build(`${OTHER} Merchant`, OTHER);
  const company = await companyViewClient(t, merchant);
  const storeUsers: TestClient[] = [];
  for (const storeId of merchant.storeIds) storeUsers.push(await storeViewClient(t, merchant, storeId));
  return { merchant, company, storeUsers, customerIds: ids };
}

/** The three views a report is checked in: each store (two time zones) and the company view. */
export const customerViewsOf = (world: TCustomerWorld) => [
  { name: 'the New York store', client: world.storeUsers[0]!, storeIds: [world.merchant.storeIds[0]!] },
  { name: 'the Honolulu store', client: world.storeUsers[1]!, storeIds: [world.merchant.storeIds[1]!] },
  { name: 'the company view', client: world.company, storeIds: world.merchant.storeIds },
];
