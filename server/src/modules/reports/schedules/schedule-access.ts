import type { TAccessContext } from '@mp/contracts/access/access-context';
import { isChainAllowed, menuChainFor } from '@mp/contracts/access/menu';
import { DAILY_DIGEST_FILE, type TScheduleSkipReason } from '@mp/contracts/report-schedules';
import { mayExportReports, reportByFile, reportPath } from '@mp/contracts/reports';
import type { TEnv } from '../../../config.ts';
import type { TDb } from '../../../db/create-db.ts';
import { companyScope, storeScope, type TViewScope } from '../../../db/tenant.ts';
import { viewPortalStateOf } from '../../../plugins/portal-state.ts';
import { loadViewContext } from '../../../plugins/request-context.queries.ts';
import { selectionScopeOf } from '../../../shared/store-selection/selection-scope.ts';
import { findSelectableView } from '../../../shared/store-selection/store-selection.queries.ts';
import type { TDigestSections } from './digest.report.ts';

/** Pages the digest is made of: its sales and voids need the operations summary; labor and items their own pages. */
const DIGEST_PAGES = {
  summary: 'results/operations/summary',
  labor: 'results/operations/labor',
  topItems: 'results/sales/item',
} as const;

/** merchants.status of a deactivated merchant: its users' schedules stop with it. */
const MERCHANT_INACTIVE = 3;

const allows = (access: TAccessContext, path: string) => isChainAllowed(menuChainFor(path), access);

/**
 * Whether a user may schedule a report (or the digest) with this access: the report's page must be open to them, and
 * since the mail carries the report as a file, export must be allowed too (provider staff need the merchant's flag).
 */
export function maySchedule(access: TAccessContext, reportFile: string): boolean {
  if (!mayExportReports(access)) return false;
  if (reportFile === DAILY_DIGEST_FILE) return allows(access, DIGEST_PAGES.summary);
  const report = reportByFile(reportFile);
  return report !== undefined && allows(access, reportPath(report));
}

/** The digest's parts the user may see. */
export const digestSections = (access: TAccessContext): TDigestSections => ({
  labor: allows(access, DIGEST_PAGES.labor),
  topItems: allows(access, DIGEST_PAGES.topItems),
});

export type TOwnerAccess =
  | { allowed: true; scope: TViewScope; access: TAccessContext; productType: number }
  | { allowed: false; reason: TScheduleSkipReason };

/**
 * Checked again each time a schedule fires, as its owner's next request would be: the user still exists, may still
 * pick the view (assigned store, live merchant and store), and the role, feature ids and flags still open the report
 * and its export. A user who lost any of it gets nothing mailed, and the run records why.
 */
export async function ownerAccess(
  db: TDb,
  env: Pick<TEnv, 'nodeEnv' | 'legacyOrigin'>,
  schedule: { userId: number; merchantId: number; storeId: number | null; reportFile: string },
): Promise<TOwnerAccess> {
  const { userId, merchantId, storeId } = schedule;
  const loaded = await loadViewContext(db, { userId, merchantId, storeId });
  if (!loaded) return { allowed: false, reason: 'userGone' };
  const scope = storeId === null ? companyScope(merchantId) : storeScope(merchantId, storeId);
  const view = await findSelectableView(db, selectionScopeOf(loaded.portal.user), scope);
  const live = view && view.merchant.status !== MERCHANT_INACTIVE && !view.store?.isDeleted;
  if (!live) return { allowed: false, reason: 'viewNotAllowed' };
  const state = viewPortalStateOf(loaded, env, { merchantId, storeId: storeId ?? 0 });
  if (!maySchedule(state.access, schedule.reportFile)) return { allowed: false, reason: 'reportNotAllowed' };
  return { allowed: true, scope, access: state.access, productType: state.access.productType };
}
