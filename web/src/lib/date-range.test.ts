import { describe, expect, it } from 'vitest';
import { withFromDate, withToDate } from './date-range';

describe('the date fields', () => {
  const range = { FromDate: '2026-11-10', ToDate: '2026-11-20', other: 'kept' };

  it('reset a To before From to From (spec 2 §5)', () => {
    expect(withToDate(range, '2026-11-05')).toEqual({ ...range, FromDate: '2026-11-10', ToDate: '2026-11-10' });
    expect(withFromDate(range, '2026-11-25')).toEqual({ ...range, FromDate: '2026-11-25', ToDate: '2026-11-25' });
    expect(withFromDate(range, '2026-11-01')).toEqual({ ...range, FromDate: '2026-11-01', ToDate: '2026-11-20' });
    expect(withToDate(range, '2026-11-30')).toEqual({ ...range, ToDate: '2026-11-30' });
  });

  it('ignore a cleared or half-typed date', () => {
    expect(withToDate(range, '')).toBe(range);
    expect(withFromDate(range, '2026-11')).toBe(range);
  });
});
