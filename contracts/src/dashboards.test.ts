import { describe, expect, it } from 'vitest';
import { changePercent, ZDashboardRange } from './dashboards.ts';

describe('changePercent', () => {
  it.each([
    ['110.00', '100.00', 10],
    ['0.00', '40.00', -100],
    [2, 3, -33.3],
    ['5.00', '0.00', null],
  ])('%s against %s is %s', (today, lastWeek, expected) => {
    expect(changePercent(today, lastWeek)).toBe(expected);
  });
});

describe('ZDashboardRange', () => {
  it('takes a range of real dates up to 366 days and names the field it refuses', () => {
    expect(ZDashboardRange.safeParse({ FromDate: '2025-01-01', ToDate: '2026-01-01' }).success).toBe(true);
    const backwards = ZDashboardRange.safeParse({ FromDate: '2026-01-02', ToDate: '2026-01-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['ToDate']);
    const noDate = ZDashboardRange.safeParse({ FromDate: '2026-02-30', ToDate: '2026-03-01' });
    expect(noDate.error?.issues[0]?.path).toEqual(['FromDate']);
  });
});
