import type { TTenancyCase } from '../../../test/tenancy.ts';
import { drawerShifts, laborByEmployee, timeClockPunches } from './labor.queries.ts';
import { offlinePayments, priceOverrides, voidedLines } from './audit.queries.ts';
import {
  discountsByEmployee,
  paymentsByDevice,
  paymentsByTender,
  paymentsByTenderRaw,
  salesByDevice,
  salesByDeviceRaw,
  salesByEmployee,
  salesByEmployeeRaw,
  salesByStore,
  summaryByStore,
  taxableSales,
  taxByCategory,
  taxByRule,
  taxByRuleRaw,
  tipsByEmployee,
} from './operations.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

/** Every operations query takes the view and a range (and some an employee, left at all here). */
export const TENANCY_CASES: TTenancyCase[] = [
  salesByStore,
  summaryByStore,
  paymentsByTender,
  paymentsByTenderRaw,
  salesByDevice,
  salesByDeviceRaw,
  paymentsByDevice,
  salesByEmployee,
  salesByEmployeeRaw,
  discountsByEmployee,
  taxByRule,
  taxByRuleRaw,
  taxableSales,
  taxByCategory,
  tipsByEmployee,
  laborByEmployee,
  timeClockPunches,
  drawerShifts,
  voidedLines,
  offlinePayments,
  priceOverrides,
].flatMap((fn) => [
  { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
  { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
]);
