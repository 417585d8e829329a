import { readFileSync } from 'node:fs';
import { cellLabelKey, type TReportResult, type TReportTable, ZReportResult } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { devices, drawerShifts, employees, employeeStores, jobs, stores, timePunches } from '../../../db/schema.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { createTicket, type TTicketSpec } from '../../../test/factories/tickets.ts';
import type { TestClient, TTestApp } from '../../../test/test-app.ts';

/**
 * The operations reports' test world, built once per test file: a merchant of its own with two stores fifteen hours
 * apart (New York and Honolulu: one instant falls on different business dates), its jobs, employees, devices, time
 * punches, drawer shifts and tickets of every kind over FROM…TO and a day either side; and another merchant with the
 * same kinds of rows, every name of which says OTHER, so a leak shows in any answer.
 */
export const FROM = '2026-03-01';
export const TO = '2026-03-10';
export const OTHER = 'Zzother';

export type TOperationsWorld = {
  merchant: TMerchantFixture;
  other: TMerchantFixture;
  /** The merchant's employees: a server, a cashier and a cook. */
  employeeIds: number[];
  otherEmployeeId: number;
  company: TestClient;
  /** Each store's own user (New York, then Honolulu). */
  storeUsers: TestClient[];
};

/** Noon UTC of a date, minus some hours: New York and Honolulu see different business dates for late ones. */
const at = (date: string, hoursBefore: number) => new Date(Date.parse(`${date}T12:00:00Z`) - hoursBefore * 3_600_000);
const hoursAfter = (instant: Date, hours: number) => new Date(instant.getTime() + hours * 3_600_000);

type TStaff = { employeeIds: number[]; jobIds: number[]; deviceIds: number[][] };

async function createStaff(db: TDb, merchant: TMerchantFixture, prefix: string): Promise<TStaff> {
  const { merchantId } = merchant;
  const jobRows = await db
    .insert(jobs)
    .values([
      { merchantId, name: `${prefix}Server`, defaultPayRate: '9.50', isTipped: true },
      { merchantId, name: `${prefix}Cook`, defaultPayRate: '16.25' },
    ])
    .returning({ id: jobs.id });
  const jobIds = jobRows.map((j) => j.id);
  const employeeRows = await db
    .insert(employees)
    .values([
      { merchantId, firstName: `${prefix}Ava`, lastName: 'Server', jobId: jobIds[0], payRate: '10.00' },
      { merchantId, firstName: `${prefix}Ben`, lastName: 'Cashier', jobId: jobIds[0], payRate: '12.40' },
      { merchantId, firstName: `${prefix}Cy`, lastName: 'Cook', jobId: jobIds[1], payRate: '17.35' },
    ])
    .returning({ id: employees.id });
  const employeeIds = employeeRows.map((e) => e.id);
  await db
    .insert(employeeStores)
    .values(
      employeeIds.flatMap((employeeId) => merchant.storeIds.map((storeId) => ({ merchantId, employeeId, storeId }))),
    );
  const deviceIds: number[][] = [];
  for (const storeId of merchant.storeIds) {
    const rows = await db
      .insert(devices)
      .values([
        { merchantId, storeId, name: `${prefix}Register ${storeId}`, kind: 'register' as const },
        { merchantId, storeId, name: `${prefix}Handheld ${storeId}`, kind: 'handheld' as const },
      ])
      .returning({ id: devices.id });
    deviceIds.push(rows.map((d) => d.id));
  }
  return { employeeIds, jobIds, deviceIds };
}

/** The ticket of slot k (a day and a time): every kind of ticket, employee, device, discount, tender and override. */
function ticketSpec(k: number, staff: TStaff, store: number, prefix: string, ticketAt: Date): TTicketSpec {
  const type = k % 9 === 4 ? 'RT' : k % 7 === 3 ? 'V' : k % 11 === 5 ? 'C' : 'S';
  const employeeId = [staff.employeeIds[0]!, staff.employeeIds[1]!, null][k % 3]!;
  const card = k % 5 === 1 || k % 5 === 3;
  const spec: TTicketSpec = {
    ticketAt,
    transactionType: type,
    employeeId,
    deviceId: [staff.deviceIds[store]![0]!, staff.deviceIds[store]![1]!, null][k % 3 === 0 ? 2 : (k >> 1) % 2]!,
    userName: `${prefix}User ${k % 3}`,
    guestCount: 1 + (k % 4),
    tipAmount: card ? '0' : k % 2 === 0 ? '1.25' : '0',
    gratuityAmount: k % 5 === 2 ? '3.40' : undefined,
    reasonName: type === 'V' ? `${prefix}Wrong order` : null,
    lines: [
      {
        itemName: `${prefix}Burger`,
        price: k % 6 === 1 ? '7.00' : '9.50',
        originalPrice: k % 6 === 1 ? '9.50' : undefined,
        quantity: 1 + (k % 2),
        discount: k % 3 === 1 ? '1.00' : undefined,
        ticketDiscount: k % 5 === 2 ? '0.75' : undefined,
        discountName: `${prefix}${k % 2 === 0 ? 'Happy Hour' : 'Staff Meal'}`,
        ticketDiscountName: `${prefix}Birthday`,
        category: { id: 1 + (k % 2), name: k % 2 === 0 ? `${prefix}Mains` : `${prefix}Grill` },
      },
      { itemName: `${prefix}Soda`, price: '2.25', category: { id: 3, name: `${prefix}Drinks` } },
    ],
  };
  if (card && type !== 'V' && type !== 'C')
    spec.payments = [
      { paymentType: 'Cash', amount: '10.00' },
      {
        paymentType: 'Credit',
        amount: '15.55',
        tipAmount: '2.10',
        ...(k % 10 === 1 ? { offlineState: 'pending' as const } : {}),
        ...(k % 10 === 3 || k % 10 === 8
          ? {
              offlineState: k % 10 === 8 ? ('declined' as const) : ('settled' as const),
              offlineSettledAt: hoursAfter(ticketAt, 2),
            }
          : {}),
      },
    ];
  return spec;
}

/** A punch of the time clock: hours after local noon UTC of the day (so the zone decides its business date). */
type TPunchSpec = {
  store: number;
  employee: number;
  job: number;
  day: string;
  /** Clock-in, in hours before noon UTC of the day (as tickets). */
  hoursBefore: number;
  hours: number;
  breakMinutes?: number;
  paidBreak?: boolean;
  missed?: boolean;
  edited?: boolean;
};

const PUNCHES = (days: string[]): TPunchSpec[] =>
  days.flatMap((day, i) => [
    // Ava works both stores on some days: 6 h in New York and 5 h in Honolulu, so 3 h of daily overtime.
    { store: 0, employee: 0, job: 0, day, hoursBefore: -1, hours: 6, breakMinutes: 30 },
    ...(i % 3 === 0 ? [{ store: 1, employee: 0, job: 0, day, hoursBefore: -8, hours: 5 }] : []),
    { store: 1, employee: 1, job: 0, day, hoursBefore: -3, hours: 9.5, breakMinutes: 45, paidBreak: i % 2 === 0 },
    { store: 0, employee: 2, job: 1, day, hoursBefore: 2, hours: 7.25, missed: i % 4 === 1, edited: i % 5 === 2 },
    // Ben also cooks now and then: a second job the same day.
    ...(i % 4 === 0 ? [{ store: 1, employee: 1, job: 1, day, hoursBefore: -14, hours: 2 }] : []),
  ]);

async function createPunches(db: TDb, merchant: TMerchantFixture, staff: TStaff, days: string[], payRates: string[]) {
  for (const p of PUNCHES(days)) {
    const scope: TStoreScope = merchant.store(p.store);
    const clockIn = at(p.day, p.hoursBefore);
    const clockOut = hoursAfter(clockIn, p.hours);
    const breakStart = p.breakMinutes ? hoursAfter(clockIn, 3) : null;
    const [store] = await db
      .select({ timeZone: stores.timeZone })
      .from(stores)
      .where(sql`${stores.id} = ${scope.storeId}`);
    await db.insert(timePunches).values({
      merchantId: scope.merchantId,
      storeId: scope.storeId,
      employeeId: staff.employeeIds[p.employee]!,
      jobId: staff.jobIds[p.job]!,
      businessDate: sql`(${clockIn.toISOString()}::timestamptz at time zone ${store!.timeZone})::date`,
      clockInAt: clockIn,
      clockOutAt: p.missed ? null : clockOut,
      breakStartAt: breakStart,
      breakEndAt: breakStart && hoursAfter(breakStart, p.breakMinutes! / 60),
      isBreakPaid: p.paidBreak ?? false,
      payRate: payRates[p.employee]!,
      missedClockOut: p.missed ?? false,
      isEdited: p.edited ?? false,
      originalClockInAt: p.edited ? hoursAfter(clockIn, 0.25) : null,
      originalClockOutAt: p.edited ? hoursAfter(clockOut, 0.5) : null,
      editedByName: p.edited ? 'Manager' : null,
    });
  }
}

async function createDrawers(db: TDb, merchant: TMerchantFixture, staff: TStaff, days: string[]) {
  for (const [i, day] of days.entries())
    for (const store of [0, 1]) {
      const scope = merchant.store(store);
      const openedAt = at(day, 3 + store * 4);
      // One drawer still open within the range (a register left open overnight).
      const open = i === days.length - 3;
      const expected = (150 + i * 13.37 + store).toFixed(2);
      await db.insert(drawerShifts).values({
        merchantId: scope.merchantId,
        storeId: scope.storeId,
        deviceId: staff.deviceIds[store]![0]!,
        employeeId: staff.employeeIds[store]!,
        businessDate: sql`(${openedAt.toISOString()}::timestamptz at time zone ${store === 0 ? 'America/New_York' : 'Pacific/Honolulu'})::date`,
        openedAt,
        closedAt: open ? null : hoursAfter(openedAt, 10),
        openingAmount: '150.00',
        expectedAmount: expected,
        countedAmount: open ? null : (Number(expected) + ((i % 3) - 1) * 1.15).toFixed(2),
      });
    }
}

/** Tickets at four times a day in the two stores, from the day before FROM to the day after TO. */
async function createTickets(db: TDb, merchant: TMerchantFixture, staff: TStaff, prefix: string, days: string[]) {
  let k = 0;
  for (const day of days)
    for (const [store, hoursBefore] of [
      [0, 1],
      [1, 2],
      [1, 13],
      [0, 17],
    ] as const)
      await createTicket(db, merchant.store(store), ticketSpec(k++, staff, store, prefix, at(day, hoursBefore)));
}

export async function buildOperationsWorld(t: TTestApp): Promise<TOperationsWorld> {
  const days = Array.from({ length: 12 }, (_, i) => addDays(FROM, i - 1));
  const zones = ['America/New_York', 'Pacific/Honolulu'];
  const merchant = await createMerchant(t.db, { storeCount: 2, timeZones: zones });
  const staff = await createStaff(t.db, merchant, '');
  await createTickets(t.db, merchant, staff, '', days);
  await createPunches(t.db, merchant, staff, days, ['10.00', '12.40', '17.35']);
  await createDrawers(t.db, merchant, staff, days);

  const other = await createMerchant(t.db, { name: `${OTHER} Merchant`, storeCount: 2, timeZones: zones });
  const otherStaff = await createStaff(t.db, other, OTHER);
  await createTickets(t.db, other, otherStaff, OTHER, days.slice(0, 5));
  await createPunches(t.db, other, otherStaff, days.slice(0, 5), ['11.00', '11.00', '11.00']);
  await createDrawers(t.db, other, otherStaff, days.slice(0, 5));

  const company = await companyViewClient(t, merchant);
  const storeUsers: TestClient[] = [];
  for (const storeId of merchant.storeIds) storeUsers.push(await storeViewClient(t, merchant, storeId));
  return {
    merchant,
    other,
    employeeIds: staff.employeeIds,
    otherEmployeeId: otherStaff.employeeIds[0]!,
    company,
    storeUsers,
  };
}

/** The three views a report is checked in: each store (two time zones) and the company view. */
export const viewsOf = (world: TOperationsWorld) => [
  { name: 'the New York store', client: world.storeUsers[0]!, storeIds: [world.merchant.storeIds[0]!] },
  { name: 'the Honolulu store', client: world.storeUsers[1]!, storeIds: [world.merchant.storeIds[1]!] },
  { name: 'the company view', client: world.company, storeIds: world.merchant.storeIds },
];

type TParams = Record<string, string | number | boolean>;

/** GET a report over FROM…TO (or the params' own range), checked against the contract's schema. */
export async function getReport(client: TestClient, file: string, params: TParams = {}): Promise<TReportResult> {
  const query = new URLSearchParams(
    Object.entries({ FromDate: FROM, ToDate: TO, ...params }).map(([k, v]) => [k, String(v)]),
  );
  const res = await client.get<TReportResult>(`/api/reports/${file}?${query.toString()}`);
  if (res.status !== 200) throw new Error(`${file}: ${res.status} ${res.text}`);
  return ZReportResult.parse(res.body);
}

/** A table of the answer by key. */
export const tableOf = (result: TReportResult, key: string): TReportTable => {
  const found = result.Tables.find((x) => x.Key === key);
  if (!found) throw new Error(`no table ${key} in ${result.File}`);
  return found;
};

const CATALOGUE = JSON.parse(
  readFileSync(new URL('../../../../../web/src/i18n/en-US.portal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const englishOf = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUE);

/**
 * What an answer's screen could not show: label keys (table and chart titles, headers, coded cells) without English
 * text, and chart columns its table does not have. Empty when the whole answer reads.
 */
export function unreadableParts(result: TReportResult): string[] {
  const keys = [
    ...result.Tables.flatMap((x) => [x.TitleKey, ...x.Columns.map((c) => c.LabelKey)]),
    ...result.Charts.map((c) => c.TitleKey),
    ...result.Tables.flatMap((x) =>
      x.Rows.flatMap((r) => x.Columns.map((c) => cellLabelKey(c.Key, r[c.Key])).filter((k) => k !== null)),
    ),
  ];
  const charted = result.Charts.flatMap((chart) => {
    const columns = tableOf(result, chart.Table).Columns.map((c) => c.Key);
    return [chart.Category, ...chart.Series].filter((k) => !columns.includes(k)).map((k) => `${chart.Key}: ${k}`);
  });
  return [...keys.filter((key) => typeof englishOf(key) !== 'string'), ...charted];
}
