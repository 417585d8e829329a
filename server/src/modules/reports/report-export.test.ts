import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { REPORT_ERROR, ZReportResult, type TReportResult } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { XLSX_HEADER_ROWS } from './report-export.ts';

/**
 * The report export (issue 15 §3) on the location report of a merchant of the test's own: each format downloads as an
 * attachment whose figures are the JSON answer's, in the screen's order; provider support staff get 403 unless the
 * merchant's allowAdminReportExport flag is on; the parameters are checked as the report's.
 */
let t: TTestApp;
let merchant: TMerchantFixture;
let owner: TestClient;
const FROM = '2026-03-01';
const TO = '2026-03-10';

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 3, timeZones: ['America/New_York'] });
  for (let day = 0; day < 10; day++)
    for (const store of [0, 1, 2])
      for (let n = 0; n <= (day + store) % 3; n++)
        await createTicket(t.db, merchant.store(store), {
          ticketAt: new Date(Date.parse(`${addDays(FROM, day)}T16:00:00Z`)),
          transactionType: 'S',
          tipAmount: store === 1 ? '2.25' : '0',
        });
  const user = await createUser(t.db, merchant, { isCompanyUser: true });
  owner = t.client();
  await owner.logOn(user.userName);
  await owner.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: merchant.merchantId });
});
afterAll(async () => {
  await t?.close();
});

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const PARAMS = { FromDate: FROM, ToDate: TO };
const exportUrl = (format: string, params: Record<string, string | number> = {}) =>
  `/api/reports/LocationSales/export/${format}?${query({ ...PARAMS, ...params })}`;

/** The JSON answer the export must agree with. */
const json = async (c: TestClient): Promise<TReportResult> =>
  ZReportResult.parse((await c.get(`/api/reports/LocationSales?${query(PARAMS)}`)).body);

/** Binary bodies: the test client reads text. */
async function download(c: TestClient, url: string) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(c.baseUrl + url, { headers: { cookie } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The location report's column labels in en-US.portal.json. */
const LOCATION_LABELS = [
  'Store',
  'Rank',
  'Tickets',
  'Guests',
  'Gross sales',
  'Discounts',
  'Net sales',
  '% of sales',
  'Average ticket',
  'Tax',
  'Tips',
  'Gratuity',
  'Total',
];

/** Cells as the JSON has them, as text (CSV carries no types). */
const asText = (cells: readonly unknown[]) => cells.map((v) => (v === null || v === undefined ? '' : String(v)));

describe('the report export', () => {
  it('downloads CSV whose rows are the JSON rows, under English labels', async () => {
    const body = await json(owner);
    const res = await owner.get(exportUrl('csv'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="LocationSales_${FROM}_${TO}.csv"`);
    const lines = parse(res.text, { relaxColumnCount: true, bom: true }) as string[][];
    expect(lines[0]).toEqual(['Location']);
    const [table] = body.Tables;
    const labelRow = lines.findIndex((l) => l[0] === 'Store');
    expect(lines[labelRow]).toEqual(LOCATION_LABELS);
    const rows = lines.slice(labelRow + 1, labelRow + 1 + table!.Rows.length);
    expect(rows).toEqual(table!.Rows.map((r) => asText(table!.Columns.map((c) => r[c.Key]))));
    const totals = lines[labelRow + 1 + table!.Rows.length]!;
    expect(totals[0]).toBe('Totals');
    expect(totals.slice(1)).toEqual(asText(table!.Columns.slice(1).map((c) => table!.Totals![c.Key])));
  });

  it('starts the CSV with a byte order mark, so Excel reads it as UTF-8', async () => {
    const { bytes } = await download(owner, exportUrl('csv'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('orders the rows as the screen does', async () => {
    const res = await owner.get(exportUrl('csv', { SortColumn: 'tickets', SortDirection: 'DESC' }));
    const lines = parse(res.text, { relaxColumnCount: true, bom: true }) as string[][];
    const labelRow = lines.findIndex((l) => l[0] === 'Store');
    const tickets = lines[labelRow]!.indexOf('Tickets');
    const counts = lines.slice(labelRow + 1, labelRow + 1 + merchant.storeIds.length).map((l) => Number(l[tickets]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('downloads an Excel workbook whose cells are the JSON figures, as numbers', async () => {
    const body = await json(owner);
    const { response, bytes } = await download(owner, exportUrl('xlsx'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain(`LocationSales_${FROM}_${TO}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const [table] = body.Tables;
    expect(workbook.worksheets).toHaveLength(body.Tables.length);
    const sheet = workbook.worksheets[0]!;
    const labels = sheet.getRow(XLSX_HEADER_ROWS + 1);
    expect(labels.getCell(1).value).toBe('Store');
    expect(labels.font?.bold).toBe(true);
    table!.Rows.forEach((row, i) => {
      const line = sheet.getRow(XLSX_HEADER_ROWS + 2 + i);
      table!.Columns.forEach((c, j) => {
        const value = row[c.Key];
        const cell = line.getCell(j + 1).value;
        if (c.Type === 'text') expect(cell).toBe(value);
        else expect(cell).toBe(Number(value));
      });
    });
    const totals = sheet.getRow(XLSX_HEADER_ROWS + 2 + table!.Rows.length);
    expect(totals.getCell(1).value).toBe('Totals');
    expect(totals.font?.bold).toBe(true);
    const tickets = table!.Columns.findIndex((c) => c.Key === 'tickets');
    expect(totals.getCell(tickets + 1).value).toBe(Number(table!.Totals!.tickets));
  });

  it('downloads a PDF', async () => {
    const { response, bytes } = await download(owner, exportUrl('pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`LocationSales_${FROM}_${TO}.pdf`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each([
    ['To before From', { FromDate: TO, ToDate: FROM }, 'ToDate'],
    ['a date that is no date', { FromDate: '2026-02-30' }, 'FromDate'],
    ['a sort direction that is none', { SortColumn: 'tickets', SortDirection: 'UP' }, 'SortDirection'],
  ])('refuses %s with a 400 naming the field', async (_name, params, field) => {
    const res = await owner.get(exportUrl('csv', params));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
  });

  it('refuses a format it does not make', async () => {
    expect((await owner.get(exportUrl('docx'))).status).toBe(400);
  });

  it('is closed to a visitor without a session', async () => {
    expect((await t.client().get(exportUrl('csv'))).status).toBe(401);
  });

  it("refuses provider support staff unless the merchant's flag allows it", async () => {
    const admin = t.client();
    await admin.logOn('admin');
    await admin.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: merchant.merchantId });
    expect((await admin.get(`/api/reports/LocationSales?${query(PARAMS)}`)).status).toBe(200);
    const refused = await admin.get(exportUrl('csv'));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageKey: REPORT_ERROR.exportNotAllowed });
    await setFlags(t.db, merchant.company, { [ACCESS_FLAG.allowAdminReportExport]: true });
    expect((await admin.get(exportUrl('csv'))).status).toBe(200);
  });
});
