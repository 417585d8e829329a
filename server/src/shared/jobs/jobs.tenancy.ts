import type { TTenancyCase } from '../../test/tenancy.ts';
import { claimOccurrence, claimRetries, failRun, finishRun, latestRuns } from './jobs.queries.ts';

const RUNNER =
  'the job runner works for every merchant at once, outside any request: it claims, retries and closes the runs the jobs found due, each run carrying its own merchant';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: claimOccurrence, unscoped: RUNNER },
  { fn: claimRetries, unscoped: RUNNER },
  { fn: finishRun, unscoped: RUNNER },
  { fn: failRun, unscoped: RUNNER },
  {
    fn: latestRuns,
    run: ({ db, A }) => latestRuns(db, A.merchant, 'report-schedule', ['1', '2', '3']),
  },
];
