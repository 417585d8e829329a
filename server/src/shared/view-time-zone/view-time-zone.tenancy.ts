import type { TTenancyCase } from '../../test/tenancy.ts';
import { viewTimeZone } from './view-time-zone.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [{ fn: viewTimeZone, run: ({ db, A }) => viewTimeZone(db, A.company) }];
