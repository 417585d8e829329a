import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  cashAdjustmentDays,
  closeDays,
  laborByStoreAndJob,
  nonSalesDays,
  revenueDays,
  tenderDays,
} from './financial.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

/** Every query of the period close, the labor summary and the accounting journal takes the view and a range. */
export const TENANCY_CASES: TTenancyCase[] = [
  closeDays,
  tenderDays,
  cashAdjustmentDays,
  revenueDays,
  nonSalesDays,
  laborByStoreAndJob,
].flatMap((fn) => [
  { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
  { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
]);
