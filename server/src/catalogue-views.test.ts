import { DEPARTMENTS_PATH, TAGS_PATH } from '@mp/contracts/menu-configuration';
import { EVENT_SCHEDULES_PATH } from '@mp/contracts/event-schedules';
import { MODIFIERS_PATH } from '@mp/contracts/modifiers';
import { RESTRICTIONS_PATH } from '@mp/contracts/restrictions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from './test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from './test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from './test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TScreen = {
  name: string;
  add: (c: TestClient, name: string) => Promise<{ status: number; body: unknown }>;
  names: (c: TestClient) => Promise<string[]>;
};
const namesOf = (body: unknown) => (body as { ResultSet: { Name: string }[] }).ResultSet.map((r) => r.Name);

/** The five configuration screens of the catalogue: how each adds a row and lists the names. */
const SCREENS: TScreen[] = [
  {
    name: 'departments',
    add: (c, Name) => c.post(DEPARTMENTS_PATH.add, { Name }),
    names: async (c) => namesOf((await c.post(DEPARTMENTS_PATH.list, {})).body),
  },
  {
    name: 'tags',
    add: (c, Name) => c.post(TAGS_PATH.add, { Name }),
    names: async (c) => namesOf((await c.post(TAGS_PATH.list, {})).body),
  },
  {
    name: 'event schedules',
    add: (c, Name) =>
      c.post(EVENT_SCHEDULES_PATH.insert, {
        Name,
        DaysOfWeek: [1],
        StartTime: '11:00',
        EndTime: '14:00',
        StartDate: null,
        EndDate: null,
        IsActive: true,
      }),
    names: async (c) => namesOf((await c.post(EVENT_SCHEDULES_PATH.getAll, {})).body),
  },
  {
    name: 'restrictions',
    add: (c, Name) =>
      c.post(RESTRICTIONS_PATH.insert, {
        Name,
        MinimumAge: 21,
        RequireIdCheck: true,
        TimeWindows: [],
        ItemIds: [],
        ItemCategoryIds: [],
        IsActive: true,
      }),
    names: async (c) => namesOf((await c.post(RESTRICTIONS_PATH.list, {})).body),
  },
  {
    name: 'modifiers',
    add: (c, Name) =>
      c.post(MODIFIERS_PATH.save, {
        ModifierGroupId: 0,
        Name,
        IsRequired: false,
        IsForced: false,
        MinSelections: 0,
        MaxSelections: 1,
        Modifiers: [],
        ItemIds: [],
      }),
    names: async (c) => namesOf((await c.get(MODIFIERS_PATH.list)).body),
  },
];

/**
 * The catalogue's view rule (README): the configuration screens are the merchant's catalogue and follow the menu
 * screens (categories, items): the company view and every store view, of a merchant with one store or several, read
 * and change the same rows.
 */
describe("the catalogue's view rule", () => {
  it.each(SCREENS)('$name: a store view of a multi-store merchant changes what the company view sees', async (s) => {
    const merchant = await createMerchant(t.db, { storeCount: 2 });
    const store = await storeViewClient(t, merchant);
    const company = await companyViewClient(t, merchant);
    const added = await s.add(store, 'Store Added');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await s.add(company, 'Company Added')).status).toBe(200);
    expect((await s.names(company)).sort()).toEqual(['Company Added', 'Store Added']);
    expect((await s.names(store)).sort()).toEqual(['Company Added', 'Store Added']);
  });
});
