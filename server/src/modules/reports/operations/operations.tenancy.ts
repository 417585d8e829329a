import type { TTenancyCase } from '../../../test/tenancy.ts';
import { salesByStore } from './operations.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

export const TENANCY_CASES: TTenancyCase[] = [salesByStore].flatMap((fn) => [
  { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
  { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
]);
