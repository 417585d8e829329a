import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  priceOverrideEmployees,
  reportCategories,
  reportModifierGroups,
  reportNonSalesRevenueCategories,
} from './report-home.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

export const TENANCY_CASES: TTenancyCase[] = [
  ...[reportCategories, reportModifierGroups, reportNonSalesRevenueCategories].flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company) },
  ]),
  {
    fn: priceOverrideEmployees,
    name: "priceOverrideEmployees of A's store",
    run: ({ db, A }) => priceOverrideEmployees(db, A.store, ALL),
  },
  {
    fn: priceOverrideEmployees,
    name: "priceOverrideEmployees of A's company view",
    run: ({ db, A }) => priceOverrideEmployees(db, A.company, ALL),
  },
];
