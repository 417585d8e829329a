import { ZCategoryItem, ZValueDisplay } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/create-db.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createSalesWorld, FROM, TO, type TSalesWorld } from './sales/sales-world.ts';

/**
 * The report bars' dropdowns (spec 2 §7 ReportHome): their shapes, the session's merchant and view only, and the
 * bodies the legacy page sends (multipart form data) as well as urlencoded and JSON ones.
 */
let w: TSalesWorld;
beforeAll(async () => {
  w = await createSalesWorld();
});
afterAll(async () => {
  await w?.t.close();
});

/** A POST of multipart form data from the client's session, CSRF header included, as a browser's FormData sends. */
async function postMultipart(client: TestClient, url: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(client.baseUrl + url, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.csrfToken ?? '',
    },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const RANGE = { FromDate: FROM, ToDate: TO };

describe('the ReportHome dropdowns', () => {
  it("list the merchant's categories, multipart as the legacy page sends", async () => {
    const res = await postMultipart(w.company, '/ReportHome/GetAllCategories', RANGE);
    expect(res.status).toBe(200);
    const categories = z.array(ZCategoryItem).parse(res.body);
    const { pastries, coffee, espresso } = w.ids.categories;
    expect(categories).toEqual([
      { CategCode: pastries, CategName: 'PASTRIES' },
      { CategCode: coffee, CategName: 'COFFEE' },
      { CategCode: espresso, CategName: 'ESPRESSO' },
    ]);
    // A store user of the same merchant sees the same list; urlencoded bodies work too.
    const store = await w.storeOne.post('/ReportHome/GetAllCategories', undefined, { form: RANGE });
    expect(store.body).toEqual(categories);
  });

  it("list the merchant's modifier groups and non-sales revenue categories, never another merchant's", async () => {
    const groups = await w.company.post('/ReportHome/GetModifierGroupDropDownForModifierSales', RANGE);
    expect(groups.status).toBe(200);
    expect(z.array(ZValueDisplay).parse(groups.body)).toEqual([
      { Value: w.ids.modifierGroups.milk, Display: 'Milk' },
      { Value: w.ids.modifierGroups.shots, Display: 'Shots' },
    ]);
    const nonSales = await postMultipart(w.storeOne, '/ReportHome/GetAllNonSalesRevenueCategories', RANGE);
    expect(nonSales.status).toBe(200);
    expect(z.array(ZValueDisplay).parse(nonSales.body)).toEqual([
      { Value: w.ids.nonSales.giftCard, Display: 'Gift Card Sale' },
      { Value: w.ids.nonSales.houseAccount, Display: 'House Account Payment' },
    ]);
  });

  it('list the employees who made price overrides in the view over the range', async () => {
    const call = (client: TestClient, range: typeof RANGE) =>
      client.post('/ReportHome/GetEmployeeDropDownForPriceOverrides', range);
    const expected = await queryRows<{ id: number }>(
      w.t.db,
      sql`select distinct employee_id as id from tickets
           where store_id in ${w.merchant.storeIds} and business_date between ${FROM} and ${TO}
             and price_overrides_amount <> 0`,
    );
    expect(expected.map((e) => e.id)).toEqual([w.ids.employees.bob]);
    const res = await call(w.company, RANGE);
    expect(res.status).toBe(200);
    expect(z.array(ZValueDisplay).parse(res.body)).toEqual([{ Value: w.ids.employees.bob, Display: 'Bob Ray' }]);
    expect((await call(w.company, { FromDate: '2020-01-01', ToDate: '2020-01-31' })).body).toEqual([]);
  });

  it('refuse a range that ends before it starts, a visitor, and a call without the CSRF header', async () => {
    const backwards = await w.company.post('/ReportHome/GetAllCategories', { FromDate: TO, ToDate: FROM });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ field: 'ToDate' });
    const visitor = w.t.client();
    await visitor.fetchCsrf();
    expect((await visitor.post('/ReportHome/GetAllCategories', RANGE)).status).toBe(401);
    expect(
      (await w.company.post('/ReportHome/GetAllCategories', RANGE, { csrf: false })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
