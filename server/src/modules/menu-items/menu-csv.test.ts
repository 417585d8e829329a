import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { MENU_ITEMS_ERROR as E, newItemValues } from '@mp/contracts/menu-items';
import { MENU_CSV_COLUMNS, ZImportPreview } from '@mp/contracts/menu-items-csv';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Refused files are checked against Corner Cafe's demo menu (the `store` user's): they must write nothing. Exports and
 * imports that succeed run on a merchant of the test's own with the factory menu.
 */
const CORNER_CAFE = MERCHANT.cornerCafe;
const BISTRO = MERCHANT.demoBistro;

let t: TTestApp;
let store: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
});
afterAll(async () => {
  await t?.close();
});

/** A merchant of the test's own with the factory menu, and its owner signed in at its store. */
async function ownMenu(): Promise<{ menu: TMenuFixture; owner: TestClient }> {
  const merchant = await createMerchant(t.db);
  const menu = await createMenu(t.db, merchant);
  const owner = t.client();
  await owner.logOn((await createUser(t.db, merchant)).userName);
  return { menu, owner };
}

/** A fingerprint of every item row of the merchant, to prove a refused import wrote nothing. */
const snapshot = async (merchantId: number) => {
  const result = await t.db.execute(
    sql`select md5(string_agg(i::text, '|' order by i.id)) as h, count(*)::int as n from items i
         where i.merchant_id = ${merchantId}`,
  );
  return (result as unknown as { rows: { h: string; n: number }[] }).rows[0];
};
const csv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n');
const header = [...MENU_CSV_COLUMNS];
const anyItem = async (merchantId: number) =>
  (
    await t.db
      .select()
      .from(items)
      .where(and(eq(items.merchantId, merchantId), eq(items.itemType, 'I')))
      .limit(1)
  )[0]!;

describe('ExportMenuCsv', () => {
  it('streams every menu item as an attachment, with formula cells guarded', async () => {
    const { menu, owner } = await ownMenu();
    const added = await owner.post('/Item/AddItem', {
      ...newItemValues(menu.taxCategoryIds['Standard Sales Tax']),
      ItemName: '=HYPERLINK("http://x")',
      ItemCategoryId: menu.categoryIds.PASTRIES,
      RetailPrice: '2',
    });
    expect(added.status).toBe(200);

    const r = await owner.get('/Item/ExportMenuCsv');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="menu-items-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parse(r.text, { bom: true }) as string[][];
    expect(records[0]).toEqual(header);
    const listed = (await owner.post('/Item/GetItems', { PageRowCount: 1 })).body.TotalRowCount as number;
    expect(records.length - 1).toBe(listed);
    const croissant = records.find((row) => row[2] === 'Butter Croissant')!;
    expect(croissant.slice(4)).toEqual(['PASTRIES', '3.75', 'Prepared Food', 'Each', 'Yes']);
    expect(records.find((row) => row[0] === String(added.body.Entity.ItemMasterId))![2]).toBe(
      '\'=HYPERLINK("http://x")',
    );
    for (const other of [await anyItem(BISTRO), await anyItem(CORNER_CAFE)])
      expect(records.some((row) => row[0] === String(other.id))).toBe(false);
  });
});

describe('menu import', () => {
  it('previews a bad file row by row and writes nothing; apply refuses it too', async () => {
    const before = await snapshot(CORNER_CAFE);
    const bistroItem = await anyItem(BISTRO);
    const content = csv([
      header,
      ['', '', 'Good Muffin', '', 'Pastries', '3.25', 'Standard Sales Tax', 'Each', 'Yes'],
      ['', '', '', '', 'Nowhere', 'cheap', 'Standard Sales Tax', 'Each', 'Yes'],
      [String(bistroItem.id), '', 'Stolen', '', 'Pastries', '1', 'Moon Tax', 'Kilo', 'Yes'],
    ]);
    const preview = await store.post('/Item/PreviewMenuImport', { FileName: 'bad.csv', Content: content });
    expect(preview.status).toBe(200);
    const body = ZImportPreview.parse(preview.body);
    expect(body).toMatchObject({ IsValid: false, TotalRows: 3, ErrorCount: 6 });
    expect(body.Rows.map((row) => row.Errors.map((e) => e.MessageKey))).toEqual([
      [],
      [E.itemNameRequired, E.unknownCategory, E.priceInvalid],
      [E.importItemId, E.unknownTaxCategory, E.importSoldBy],
    ]);
    const applied = await store.post('/Item/ApplyMenuImport', { FileName: 'bad.csv', Content: content });
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ messageKey: E.importInvalid, Preview: { IsValid: false, ErrorCount: 6 } });
    expect(await snapshot(CORNER_CAFE)).toEqual(before);
    expect(await anyItem(BISTRO)).toEqual(bistroItem);
  });

  it('refuses a file holding a NUL character (a UTF-16 or binary file) at preview and apply, writing nothing', async () => {
    const before = await snapshot(CORNER_CAFE);
    const content = csv([
      header,
      ['', '', 'Nul\u0000Muffin', '', 'Pastries', '3.25', 'Standard Sales Tax', 'Each', 'Yes'],
    ]);
    for (const call of ['/Item/PreviewMenuImport', '/Item/ApplyMenuImport']) {
      const r = await store.post(call, { FileName: 'utf16.csv', Content: content });
      expect(r.status, call).toBe(400);
      expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.nulCharacter, field: 'Content' });
    }
    expect(await snapshot(CORNER_CAFE)).toEqual(before);
  });

  it('applies a good file in one go: new items created, listed items updated', async () => {
    const { menu, owner } = await ownMenu();
    const croissant = menu.itemIds['Butter Croissant'];
    const content = csv([
      ['ItemId', 'ItemName', 'Category', 'RetailPrice', 'TaxCategory', 'SoldBy', 'Available'],
      [String(croissant), 'Butter Croissant XL', 'pastries', '4.10', 'Standard Sales Tax', 'Each', 'No'],
      ['', 'House Granola', 'BREAKFAST', '5', 'standard sales tax', 'Weight', ''],
      ['', "'=Formula Cake", 'DESSERTS', '7.5', 'Prepared Food', 'Each', 'Yes'],
    ]);
    const preview = ZImportPreview.parse((await owner.post('/Item/PreviewMenuImport', { Content: content })).body);
    expect(preview).toMatchObject({ IsValid: true, TotalRows: 3, ErrorCount: 0 });
    const r = await owner.post('/Item/ApplyMenuImport', { Content: content });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccessful: true, Message: '', Created: 2, Updated: 1 });
    const [updated] = await t.db.select().from(items).where(eq(items.id, croissant));
    expect(updated).toMatchObject({ itemName: 'Butter Croissant XL', retailPrice: '4.10', isSellable: false });
    const granola = (await owner.post('/Item/GetItems', { SearchArg: 'House Granola' })).body.ResultSet[0];
    expect(granola).toMatchObject({ CategoryName: 'BREAKFAST', SoldBy: 2, StockingUnit: 'LB', RetailPrice: '5.00' });
    expect((await owner.post('/Item/GetItems', { SearchArg: '=Formula Cake' })).body.TotalRowCount).toBe(1);
    const created = await t.db
      .select({ merchantId: items.merchantId })
      .from(items)
      .where(eq(items.itemName, 'House Granola'));
    expect(created).toEqual([{ merchantId: menu.merchantId }]);
  });

  it.each([
    ['', E.importEmpty],
    ['Name,Price\nA,1', E.importHeader],
    ['ItemName,Category,RetailPrice,TaxCategory,SoldBy\n"unclosed,1', E.importMalformed],
    [`${header.join(',')}\n${'x'.repeat(2 * 1024 * 1024)}`, E.importTooLarge],
  ])('a file problem is reported as such (%#: %s)', async (content, messageKey) => {
    const before = await snapshot(CORNER_CAFE);
    const preview = ZImportPreview.parse((await store.post('/Item/PreviewMenuImport', { Content: content })).body);
    expect(preview).toMatchObject({ IsValid: false, Rows: [], FileErrors: [{ MessageKey: messageKey }] });
    expect((await store.post('/Item/ApplyMenuImport', { Content: content })).status).toBe(400);
    expect(await snapshot(CORNER_CAFE)).toEqual(before);
  });
});
