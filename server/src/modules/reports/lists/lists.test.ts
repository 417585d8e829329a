import { readFileSync } from 'node:fs';
import { REPORT_ERROR, REPORTS, type TReportResult, type TReportTable, ZReportResult } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { buildListsWorld, FROM, OTHER, type TListsWorld, TO } from './lists-world.ts';

/**
 * The list reports (issue 16 §3) through HTTP, in each store and the company view, against what the test wrote: the
 * live menu with availability per store, modifier groups and their modifiers, employees and jobs, devices and when each
 * was last seen; then what they share: no row of another merchant, the 400s of the report service, a label for every
 * header, and the range changing nothing but the devices' last seen.
 */
let t: TTestApp;
let world: TListsWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildListsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

// The customer list reads customers and is proven with the customer reports (customer/customer-reports.test.ts).
const LISTS = REPORTS.filter((r) => r.group === 'list' && r.file !== 'CustomerList');

type TParams = Record<string, string | number | boolean>;
async function getReport(client: TestClient, file: string, params: TParams = {}): Promise<TReportResult> {
  const query = new URLSearchParams(
    Object.entries({ FromDate: FROM, ToDate: TO, ...params }).map(([k, v]) => [k, String(v)]),
  );
  const res = await client.get<TReportResult>(`/api/reports/${file}?${query.toString()}`);
  if (res.status !== 200) throw new Error(`${file}: ${res.status} ${res.text}`);
  return ZReportResult.parse(res.body);
}
const tableOf = (result: TReportResult, key: string): TReportTable => {
  const found = result.Tables.find((x) => x.Key === key);
  if (!found) throw new Error(`no table ${key} in ${result.File}`);
  return found;
};
/** A table's rows as the screen shows them: only the cells of its columns, in column order. */
const shown = (table: TReportTable) => table.Rows.map((row) => table.Columns.map((c) => row[c.Key]));
const columnKeys = (table: TReportTable) => table.Columns.map((c) => c.Key);

/** The views: New York's store (index 0), Honolulu's (1), the company view (both live stores). */
const views = () => [
  { name: 'New York', client: world.storeUsers[0]!, stores: [0] },
  { name: 'Honolulu', client: world.storeUsers[1]!, stores: [1] },
  { name: 'the company view', client: world.company, stores: [0, 1] },
];

describe('the item list', () => {
  type TItem = [
    name: string,
    number: string,
    category: string,
    department: string,
    price: string,
    tax: string,
    soldBy: string,
  ];
  // The live menu (no deleted item, no charge item, no modifier-only item), by category then name; Deli Ham has none.
  const MENU: TItem[] = [
    ['Whipped Cream', '', 'ADD-ONS', 'Food', '1.10', 'Standard Sales Tax', 'each'],
    ['Oatmeal', '', 'BREAKFAST', 'Food', '5.00', 'Standard Sales Tax', 'each'],
    ['Chocolate Cake', '', 'DESSERTS', 'Food', '6.00', 'Standard Sales Tax', 'each'],
    ['Almond Croissant', '', 'PASTRIES', 'Food', '4.25', 'Prepared Food', 'each'],
    ['Butter Croissant', '', 'PASTRIES', 'Food', '3.75', 'Prepared Food', 'each'],
    ['Deli Ham', 'HAM-1', '', '', '12.99', '', 'weight'],
  ];
  /** What the test switched off: [store, item, in stock, POS active, online]. */
  const OFF: [number, string, boolean, boolean, boolean][] = [
    [0, 'Butter Croissant', false, true, true],
    [1, 'Almond Croissant', true, true, false],
    [1, 'Deli Ham', true, false, true],
  ];
  const availability = (store: number, item: string) => {
    const off = OFF.find(([s, name]) => s === store && name === item);
    return off ? off.slice(2) : [true, true, true];
  };

  it.each([0, 1])('lists the live menu with its availability at the store of view %i', async (v) => {
    const view = views()[v]!;
    const list = tableOf(await getReport(view.client, 'ItemList'), 'itemList');
    expect(columnKeys(list)).toEqual([
      'itemName',
      'itemNumber',
      'categoryName',
      'departmentName',
      'price',
      'taxCategoryName',
      'soldBy',
      'isInStock',
      'isPosActive',
      'isAvailableOnline',
    ]);
    expect(shown(list)).toEqual(MENU.map((item) => [...item, ...availability(v, item[0])]));
    expect(list.Totals).toBeNull();
  });

  it('has a row per item and live store in the company view, each naming its store', async () => {
    const list = tableOf(await getReport(world.company, 'ItemList'), 'itemList');
    expect(columnKeys(list)).toContain('storeName');
    expect(list.Rows.map((r) => [r.itemName, r.storeName, r.isInStock, r.isPosActive, r.isAvailableOnline])).toEqual(
      MENU.flatMap((item) => [0, 1].map((s) => [item[0], world.storeNames[s], ...availability(s, item[0])])),
    );
    // The deleted store's availability (Chocolate Cake out of stock there) is nowhere.
    expect(list.Rows.filter((r) => r.isInStock === false).map((r) => r.itemName)).toEqual(['Butter Croissant']);
  });

  it('lists the sizes of the items that have them', async () => {
    for (const view of views()) {
      const sizes = tableOf(await getReport(view.client, 'ItemList'), 'itemSizes');
      expect(shown(sizes)).toEqual([
        ['Oatmeal', 'Small', '5.00'],
        ['Oatmeal', 'Large', '6.50'],
      ]);
    }
  });
});

describe('the modifier list', () => {
  it('gives each group its limits, live modifiers and the live items asking for it, the same in every view', async () => {
    for (const view of views()) {
      const body = await getReport(view.client, 'ModifierList');
      expect(shown(tableOf(body, 'modifierGroupList'))).toEqual([
        ['Empty Group', 0, 1, 0, 0],
        ['Extras', 0, 3, 1, 1],
        ['Milk Choice', 0, 1, 2, 2],
      ]);
      // In each group's own order; the deleted Old Syrup is left out.
      expect(shown(tableOf(body, 'modifierList'))).toEqual([
        ['Extras', 'Extra Shot', '0.75'],
        ['Milk Choice', 'Whipped Cream', '1.10'],
        ['Milk Choice', 'Oat Milk', '0.60'],
      ]);
    }
  });

  it('agrees with the raw modifier group rows', async () => {
    const [raw] = await queryRows<{ links: number }>(
      t.db,
      sql`select count(*)::int as links from modifier_group_items gi join items i on i.id = gi.item_id
           where gi.merchant_id = ${world.merchant.merchantId} and not i.is_deleted`,
    );
    const body = await getReport(world.company, 'ModifierList');
    expect(tableOf(body, 'modifierList').Rows).toHaveLength(raw!.links);
  });
});

describe('the employee list', () => {
  const S1 = () => world.storeNames[0]!;
  const S2 = () => world.storeNames[1]!;
  const EMPLOYEES = () => ({
    ava: ['Ava Anders', 'Barista', '15.25', '1.50', `${S1()}, ${S2()}`, true],
    ben: ['Ben Brook', 'Baker', '19.00', '0.00', S2(), true],
    cy: ['Cy Cole', 'Barista', '15.00', '0.00', '', false],
    dee: ['Dee Dunn', 'Baker', '18.50', '0.00', '', true],
  });
  const withoutStores = (row: unknown[]) => [...row.slice(0, 4), row[5]];

  it('lists every employee of the merchant in the company view, active or not, with the stores each works at', async () => {
    const body = await getReport(world.company, 'EmployeeList');
    const list = tableOf(body, 'employeeList');
    expect(columnKeys(list)).toEqual([
      'employeeName',
      'jobName',
      'payRate',
      'commissionRate',
      'storeNames',
      'isActive',
    ]);
    const e = EMPLOYEES();
    expect(shown(list)).toEqual([e.ava, e.ben, e.cy, e.dee]);
    expect(shown(tableOf(body, 'jobList'))).toEqual([
      ['Baker', '18.50', false, 2],
      ['Barista', '14.00', true, 2],
      ['Unused Job', '10.00', false, 0],
    ]);
  });

  it.each([
    [0, ['ava'], [0, 1, 0]],
    [1, ['ava', 'ben'], [1, 1, 0]],
  ] as const)('lists those who work at the store of view %i', async (v, names, jobCounts) => {
    const body = await getReport(views()[v]!.client, 'EmployeeList');
    const list = tableOf(body, 'employeeList');
    expect(columnKeys(list)).not.toContain('storeNames');
    const e = EMPLOYEES();
    expect(shown(list)).toEqual(names.map((n) => withoutStores(e[n])));
    expect(tableOf(body, 'jobList').Rows.map((r) => r.employees)).toEqual(jobCounts);
  });

  it('agrees with the raw employee rows', async () => {
    const [raw] = await queryRows<{ employees: number }>(
      t.db,
      sql`select count(*)::int as employees from employees where merchant_id = ${world.merchant.merchantId}`,
    );
    expect(tableOf(await getReport(world.company, 'EmployeeList'), 'employeeList').Rows).toHaveLength(raw!.employees);
  });
});

describe('the device list', () => {
  /** The latest ticket on each device up to a business date, on its store's clock, straight from the tickets. */
  const lastSeen = async (deviceId: number, asOf: string) => {
    const [row] = await queryRows<{ at: string | null }>(
      t.db,
      sql`select to_char(max(t.ticket_at) at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as at
            from tickets t join stores s on s.id = t.store_id
           where t.device_id = ${deviceId} and t.business_date <= ${asOf} group by s.time_zone`,
    );
    return row?.at ?? null;
  };

  /** The live stores' devices as the world made them, by store: name and kind. */
  const DEVICES: [string, string][][] = [
    [
      ['Register A', 'register'],
      ['Handheld A', 'handheld'],
    ],
    [['Register B', 'register']],
  ];

  it.each([0, 1, 2])('lists the devices of view %i with the last ticket each rang up by ToDate', async (v) => {
    const view = views()[v]!;
    const list = tableOf(await getReport(view.client, 'DeviceList'), 'deviceList');
    const expected: unknown[][] = [];
    for (const s of view.stores)
      for (const [n, [name, kind]] of DEVICES[s]!.entries()) {
        const seen = await lastSeen(world.deviceIds[s]![n]!, TO);
        expected.push([...(v === 2 ? [world.storeNames[s]] : []), name, kind, seen]);
      }
    expect(shown(list)).toEqual(expected);
    expect(columnKeys(list)[0]).toBe(v === 2 ? 'storeName' : 'deviceName');
  });

  it('sees Register A on the evening of ToDate in New York, a void on the handheld, nothing on Register B', async () => {
    const rows = tableOf(await getReport(world.company, 'DeviceList'), 'deviceList').Rows;
    expect(rows.map((r) => [r.deviceName, r.lastSeen])).toEqual([
      ['Register A', '2026-03-10T21:30:00'],
      ['Handheld A', '2026-03-04T04:00:00'],
      ['Register B', null],
    ]);
  });

  it('moves last seen with ToDate and ignores FromDate', async () => {
    const later = await getReport(world.company, 'DeviceList', { FromDate: '2026-03-11', ToDate: '2026-03-12' });
    expect(tableOf(later, 'deviceList').Rows[0]).toMatchObject({
      deviceName: 'Register A',
      lastSeen: '2026-03-12T08:00:00',
    });
    const before = await getReport(world.company, 'DeviceList', { FromDate: '2026-02-01', ToDate: '2026-02-28' });
    expect(tableOf(before, 'deviceList').Rows.map((r) => r.lastSeen)).toEqual([null, null, null]);
  });
});

describe('every list report', () => {
  const catalogue = JSON.parse(
    readFileSync(new URL('../../../../../web/src/i18n/en-US.portal.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const text = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  const labelKeys = (body: TReportResult) => [
    ...body.Tables.flatMap((x) => [x.TitleKey, ...x.Columns.map((c) => c.LabelKey)]),
    ...body.Charts.map((c) => c.TitleKey),
  ];

  it('covers the four lists of this release', () => {
    expect(LISTS.map((r) => r.file)).toEqual(['ItemList', 'ModifierList', 'EmployeeList', 'DeviceList']);
  });

  it.each(LISTS.map((r) => r.file))(
    '%s has English text for every header and coded cell, and never shows another merchant’s rows',
    async (file) => {
      for (const view of views()) {
        const body = await getReport(view.client, file);
        expect(body.IsCompanyView).toBe(view.stores.length > 1);
        expect(labelKeys(body).filter((key) => typeof text(key) !== 'string')).toEqual([]);
        for (const key of ['soldBy', 'deviceKind'])
          for (const row of body.Tables.flatMap((x) => x.Rows))
            if (typeof row[key] === 'string')
              expect(text(`reports.values.${key}.${String(row[key])}`)).toBeTypeOf('string');
        expect(JSON.stringify(body)).not.toContain(OTHER);
      }
    },
  );

  it.each(LISTS.filter((r) => r.file !== 'DeviceList').map((r) => r.file))(
    '%s describes the set-up as it is: the range changes nothing',
    async (file) => {
      const tables = async (params: TParams) => (await getReport(world.company, file, params)).Tables;
      expect(await tables({ FromDate: '2025-01-01', ToDate: '2025-01-01' })).toEqual(await tables({}));
    },
  );

  it.each(
    LISTS.flatMap(
      (r) =>
        [
          [r.file, 'To before From', { FromDate: TO, ToDate: FROM }, 'ToDate', REPORT_ERROR.toBeforeFrom],
          [r.file, 'a date that is no date', { FromDate: '2026-02-30' }, 'FromDate', REPORT_ERROR.invalidDate],
          [
            r.file,
            'a range over 366 days',
            { FromDate: '2025-01-01', ToDate: '2026-01-02' },
            'ToDate',
            REPORT_ERROR.rangeTooLong,
          ],
        ] as const,
    ),
  )('%s refuses %s with a 400 naming the field', async (file, _name, params, field, messageKey) => {
    const range: Record<string, string> = { FromDate: FROM, ToDate: TO };
    const query = new URLSearchParams({ ...range, ...params });
    const res = await world.company.get(`/api/reports/${file}?${query.toString()}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });

  it.each(LISTS.map((r) => r.file))('%s refuses another merchant’s employee with a 400', async (file) => {
    const res = await world.company.get(
      `/api/reports/${file}?FromDate=${FROM}&ToDate=${TO}&EmployeeId=${world.otherEmployeeId}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'EmployeeId', messageKey: REPORT_ERROR.unknownEmployee });
  });

  it.each(LISTS.map((r) => r.file))('%s downloads as CSV with its rows', async (file) => {
    const res = await world.company.get(`/api/reports/${file}/export/csv?FromDate=${FROM}&ToDate=${TO}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(OTHER);
  });

  it('exports coded cells by their labels', async () => {
    const res = await world.company.get(`/api/reports/ItemList/export/csv?FromDate=${FROM}&ToDate=${TO}`);
    const ham = res.text.split(/\r?\n/).find((line) => line.startsWith('Deli Ham,'));
    expect(ham).toContain(',Weight,');
    expect(ham).toMatch(/,Yes,Yes,Yes$/);
  });
});
