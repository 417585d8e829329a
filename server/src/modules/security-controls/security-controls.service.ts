import {
  SECURITY_CONTROLS_ERROR,
  type TSecurityControls,
  type TSecurityControlsValues,
} from '@mp/contracts/security-controls';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { ApiError, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { storedControls, type TStoredControls, writeControls } from './security-controls.queries.ts';

/** A merchant without a row: every limit off. */
const NONE: TSecurityControls = {
  IsLimitChecksEnabled: false,
  MaxOpenChecks: null,
  IsLimitClearItemsEnabled: false,
  MaxClearItems: null,
  IsLimitDeleteTicketsEnabled: false,
  MaxDeleteTickets: null,
  IsLimitMaxRefundAmountEnabled: false,
  MaxTicketAmount: null,
  MaxShiftAmount: null,
  IsTicketAmountEnabled: false,
  IsShiftAmountEnabled: false,
  IsLimitUserPermissionEnabled: false,
  ConcurrencyChecksum: checksumOf(0),
};

const entityOf = (row: TStoredControls | null): TSecurityControls =>
  row
    ? {
        IsLimitChecksEnabled: row.isLimitChecksEnabled,
        MaxOpenChecks: row.maxOpenChecks,
        IsLimitClearItemsEnabled: row.isLimitClearItemsEnabled,
        MaxClearItems: row.maxClearItems,
        IsLimitDeleteTicketsEnabled: row.isLimitDeleteTicketsEnabled,
        MaxDeleteTickets: row.maxDeleteTickets,
        IsLimitMaxRefundAmountEnabled: row.isLimitMaxRefundAmountEnabled,
        MaxTicketAmount: row.maxTicketAmount,
        MaxShiftAmount: row.maxShiftAmount,
        IsTicketAmountEnabled: row.isTicketAmountEnabled,
        IsShiftAmountEnabled: row.isShiftAmountEnabled,
        IsLimitUserPermissionEnabled: row.isLimitUserPermissionEnabled,
        ConcurrencyChecksum: checksumOf(row.version),
      }
    : NONE;

/** GET /SecurityControls/GetSecurityControls: the merchant's controls, in its company view and in each store. */
export async function getSecurityControls(db: TDb, scope: TViewScope): Promise<{ Entity: TSecurityControls }> {
  return { Entity: entityOf(await storedControls(db, scope)) };
}

const stale = () => staleChecksum(SECURITY_CONTROLS_ERROR.staleChecksum, 'security controls');

/**
 * POST /SecurityControls/UpdateSecurityControl: only the company view changes them (spec 3 §6), and only from the
 * version it loaded (409 otherwise, nothing written); the change is logged in the same transaction.
 */
export async function updateSecurityControls(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  { ConcurrencyChecksum, ...values }: TSecurityControlsValues,
): Promise<{ success: true; Entity: TSecurityControls }> {
  if (scope.kind !== 'company')
    throw new ApiError(
      403,
      SECURITY_CONTROLS_ERROR.companyViewOnly,
      'Security controls are set at company level: switch to the company view.',
    );
  const version = versionOf(ConcurrencyChecksum);
  if (version === null) throw stale();
  return db.transaction(async (tx) => {
    const before = await storedControls(tx, scope);
    if ((before?.version ?? 0) !== version) throw stale();
    const written = await writeControls(tx, scope, version, values);
    if (!written) throw stale();
    const { ConcurrencyChecksum: _checksum, ...logged } = entityOf(before);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'securityControls',
        entityId: scope.merchantId,
        entityName: 'Security controls',
        before: logged,
        after: values,
      },
    ]);
    return { success: true as const, Entity: entityOf(written) };
  });
}
