import { defaultTimeSettingsInput } from '@mp/contracts/online-ordering/time-settings';
import { expect } from 'vitest';
import type { TTenancyCase, TTenancyWorld as TWorld } from '../../../test/tenancy.ts';
import {
  assignTimeSettingsToStore,
  insertTimeSettings,
  timeSettingsById,
  timeSettingsOfStore,
  updateTimeSettings,
} from './time-settings.queries.ts';

/** B's record (the demo gives Corner Cafe one), which A must neither find, change nor take. */
const bRecord = async ({ db, B }: TWorld): Promise<string> => {
  const row = await timeSettingsOfStore(db, B.store);
  if (!row) throw new Error('The demo gives merchant B time settings');
  return row.id;
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: timeSettingsOfStore, run: ({ db, A }) => timeSettingsOfStore(db, A.store) },
  {
    fn: timeSettingsById,
    run: async (world) => timeSettingsById(world.db, world.A.merchant, await bRecord(world)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: insertTimeSettings,
    run: ({ db, A }) => insertTimeSettings(db, A.merchant, crypto.randomUUID(), defaultTimeSettingsInput()),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, storeId: null }),
  },
  {
    fn: updateTimeSettings,
    run: async (world) =>
      updateTimeSettings(world.db, world.A.merchant, await bRecord(world), defaultTimeSettingsInput()),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: assignTimeSettingsToStore,
    run: async (world) => assignTimeSettingsToStore(world.db, world.A.store, await bRecord(world)),
    check: (row) => expect(row).toBeNull(),
  },
];
