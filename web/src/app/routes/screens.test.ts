import { menuChainFor } from '@mp/contracts/access/menu';
import { REPORTS } from '@mp/contracts/reports';
import { describe, expect, it } from 'vitest';
import { builtPaths, REPORT_PATHS, SCREEN_ROUTES } from './screens';

describe('the report screens', () => {
  it('give each catalogue report one route, at a path the menu has', () => {
    expect(REPORT_PATHS).toHaveLength(REPORTS.length);
    for (const path of REPORT_PATHS) {
      expect(SCREEN_ROUTES.filter((r) => r.path === path)).toHaveLength(1);
      expect(menuChainFor(path).at(-1)?.path, path).toBe(path);
    }
  });

  it('make each report and the hub a built page, and nothing else under results that has no screen', () => {
    const isBuilt = builtPaths(null);
    expect(isBuilt('results')).toBe(true);
    expect(isBuilt('results/operations/location')).toBe(true);
    expect(isBuilt('results/sales/SalesCommissions')).toBe(true);
    for (const id of ['items', 'modifiers', 'customers', 'employees', 'devices'])
      expect(isBuilt(`results/list/${id}`)).toBe(true);
    expect(isBuilt('results/customer/notes')).toBe(true);
    expect(isBuilt('results/financial')).toBe(true);
    expect(isBuilt('results/labor')).toBe(true);
    expect(isBuilt('results/accounting')).toBe(true);
    for (const id of ['credit', 'cashmanager', 'commercecredit', 'giftsettlement'])
      expect(isBuilt(`results/${id}`)).toBe(true);
    expect(isBuilt('results/nowhere')).toBe(false);
  });
});
