import { FRONTEND_CUSTOMIZATION_SET, SPECIAL_INSTRUCTIONS_KEY } from '@mp/contracts/online-ordering/menu-settings';
import { expect } from 'vitest';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  bestSellers,
  configurationSettingsOf,
  popularItemsEnabled,
  writeConfigurationSettings,
  writePopularItemsEnabled,
} from './menu-settings.queries.ts';

const PAIR = { key: SPECIAL_INSTRUCTIONS_KEY.text, value: 'A' };

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: configurationSettingsOf,
    run: ({ db, A }) => configurationSettingsOf(db, A.company, FRONTEND_CUSTOMIZATION_SET),
  },
  {
    fn: writeConfigurationSettings,
    run: ({ db, A }) => writeConfigurationSettings(db, A.company, 1, FRONTEND_CUSTOMIZATION_SET, [PAIR]),
    check: async (_, { db, A }) => {
      expect(await configurationSettingsOf(db, A.merchant, FRONTEND_CUSTOMIZATION_SET)).toContainEqual(PAIR);
    },
  },
  { fn: popularItemsEnabled, run: ({ db, A }) => popularItemsEnabled(db, A.store) },
  {
    fn: writePopularItemsEnabled,
    run: ({ db, A }) => writePopularItemsEnabled(db, A.store, 1, true),
    check: async (_, { db, A }) => expect(await popularItemsEnabled(db, A.store)).toBe(true),
  },
  { fn: bestSellers, run: ({ db, A }) => bestSellers(db, A.store, '2000-01-01', 10) },
];
