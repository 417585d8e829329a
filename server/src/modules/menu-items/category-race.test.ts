import { MENU_ITEMS_ERROR as E } from '@mp/contracts/menu-items';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { itemCategories } from '../../db/schema.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

// The service checks a name is free before it inserts; two saves at once both pass that check, and the unique index
// decides. The loser must hear "name taken" like any other duplicate, never a 500 (PostgreSQL runs them in parallel).
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('parallel creates of one category name: one is saved, every other hears the name is taken', async () => {
  const merchant = await createMerchant(t.db);
  const owners = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const client = t.client();
      await client.logOn((await createUser(t.db, merchant)).userName);
      return client;
    }),
  );
  const answers = await Promise.all(
    owners.map((owner) => owner.post('/Item/AddItemCategory', { itemCategory: { CategoryName: 'Race Day' } })),
  );

  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  for (const refused of answers.filter((a) => a.status !== 200)) {
    expect([400, 409]).toContain(refused.status);
    expect(refused.body).toMatchObject({ messageKey: E.categoryNameTaken, field: 'itemCategory.CategoryName' });
  }
  const saved = await t.db
    .select()
    .from(itemCategories)
    .where(and(eq(itemCategories.merchantId, merchant.merchantId), eq(itemCategories.name, 'RACE DAY')));
  expect(saved).toHaveLength(1);
});
