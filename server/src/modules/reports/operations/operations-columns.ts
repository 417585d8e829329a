import { isAll, type TReportColumn } from '@mp/contracts/reports';
import { column, storeNameOf, type TReportContext } from '../report-engine.ts';

/** Retail accounts (mode 4) count no guests: their reports leave guest columns out (spec 2 §2, account modes). */
const RETAIL_MODE = 4;
export const showsGuests = (ctx: TReportContext): boolean => ctx.productType !== RETAIL_MODE;

/** Detail rows name their store in the company view only (a store view has one). */
export const storeColumns = (ctx: TReportContext): TReportColumn[] =>
  ctx.scope.kind === 'company' ? [column('storeName', 'text')] : [];

/** Adds the store's name to each row that carries a storeId. */
export const withStoreNames = <T extends { storeId: number }>(ctx: TReportContext, rows: readonly T[]) =>
  rows.map((r) => ({ ...r, storeName: storeNameOf(ctx, r.storeId) }));

/** The employee the bar's EmployeeId names, undefined for all (runReport has refused another merchant's). */
export const chosenEmployee = (ctx: TReportContext): number | undefined =>
  isAll(ctx.params.EmployeeId) ? undefined : ctx.params.EmployeeId;
