import { isIsoDate, resetToDate } from '@mp/contracts/tickets';

/** A range of business dates as the reports and dashboards send it. */
export type TDateRangeValue = { FromDate: string; ToDate: string };

/** A new From: To follows when it would fall before it (spec 2 §5); a cleared or half-typed date changes nothing. */
export const withFromDate = <T extends TDateRangeValue>(range: T, from: string): T =>
  isIsoDate(from) ? { ...range, FromDate: from, ToDate: resetToDate(from, range.ToDate) } : range;

/** A new To: one before From becomes From (spec 2 §5); a cleared or half-typed date changes nothing. */
export const withToDate = <T extends TDateRangeValue>(range: T, to: string): T =>
  isIsoDate(to) ? { ...range, ToDate: resetToDate(range.FromDate, to) } : range;
