import { REPORTS, reportPath } from '@mp/contracts/reports';
import { describe, expect, it } from 'vitest';
import { builtPaths, REPORT_PATHS, SCREEN_ROUTES } from './screens';

describe('the report screens', () => {
  it('are exactly the report catalogue, one route per report', () => {
    expect([...REPORT_PATHS].sort()).toEqual(REPORTS.map(reportPath).sort());
    for (const path of REPORT_PATHS) expect(SCREEN_ROUTES.filter((r) => r.path === path)).toHaveLength(1);
  });

  it('make each report and the hub a built page, and nothing else under results that has no screen', () => {
    const isBuilt = builtPaths(null);
    expect(isBuilt('results')).toBe(true);
    expect(isBuilt('results/operations/location')).toBe(true);
    expect(isBuilt('results/sales/SalesCommissions')).toBe(true);
    expect(isBuilt('results/customer/notes')).toBe(false);
  });
});
