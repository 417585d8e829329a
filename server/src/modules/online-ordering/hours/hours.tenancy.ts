import { defaultDayHours } from '@mp/contracts/online-ordering/order-hours';
import { expect } from 'vitest';
import type { TTenancyCase, TTenancyWorld as TWorld } from '../../../test/tenancy.ts';
import {
  assignWindowSettingsToStore,
  eventSettingsOfStore,
  insertEventSettings,
  insertWindowSettings,
  updateEventSettings,
  updateWindowSettings,
  windowSettingsById,
  windowSettingsOfStore,
} from './hours.queries.ts';

/** B's order hours (the demo gives Corner Cafe some), which A must neither find, change nor take. */
const bHours = async ({ db, B }: TWorld): Promise<string> => {
  const row = await windowSettingsOfStore(db, B.store);
  if (!row) throw new Error('The demo gives merchant B order hours');
  return row.id;
};
const bEvents = async ({ db, B }: TWorld): Promise<string> => {
  const row = await eventSettingsOfStore(db, B.store);
  if (!row) throw new Error('The demo gives merchant B special hours');
  return row.id;
};
const noEvents = { description: '', events: [] };

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: windowSettingsOfStore, run: ({ db, A }) => windowSettingsOfStore(db, A.store) },
  {
    fn: windowSettingsById,
    run: async (world) => windowSettingsById(world.db, world.A.merchant, await bHours(world)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: insertWindowSettings,
    run: ({ db, A }) =>
      insertWindowSettings(db, A.merchant, crypto.randomUUID(), { description: '', dayHours: defaultDayHours() }),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, storeId: null }),
  },
  {
    fn: updateWindowSettings,
    run: async (world) =>
      updateWindowSettings(world.db, world.A.merchant, await bHours(world), { dayHours: defaultDayHours() }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: assignWindowSettingsToStore,
    run: async (world) => assignWindowSettingsToStore(world.db, world.A.store, await bHours(world)),
    check: (row) => expect(row).toBeNull(),
  },
  { fn: eventSettingsOfStore, run: ({ db, A }) => eventSettingsOfStore(db, A.store) },
  {
    fn: insertEventSettings,
    run: ({ db, A }) => insertEventSettings(db, A.store, crypto.randomUUID(), noEvents),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, storeId: A.storeId }),
  },
  {
    fn: updateEventSettings,
    run: async (world) => updateEventSettings(world.db, world.A.store, await bEvents(world), noEvents),
    check: (row) => expect(row).toBeNull(),
  },
];
