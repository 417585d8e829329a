import {
  DEFAULT_LIMITS,
  SCHEDULE_ENFORCEMENT_ERROR,
  type TSaveScheduleEnforcementRequest,
  type TSaveScheduleEnforcementResponse,
  type TScheduleEnforcement,
} from '@mp/contracts/schedule-enforcement';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { ApiError, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { storedEnforcement, type TStoredEnforcement, writeEnforcement } from './schedule-enforcement.queries.ts';

/** A store without a row enforces nothing, with the slider's initial window. */
const defaultsOf = (scope: TStoreScope): TStoredEnforcement => ({
  merchantId: scope.merchantId,
  storeId: scope.storeId,
  isClockInEnforcementEnabled: false,
  clockInLowerLimit: DEFAULT_LIMITS.lower,
  clockInUpperLimit: DEFAULT_LIMITS.upper,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: DEFAULT_LIMITS.lower,
  clockOutUpperLimit: DEFAULT_LIMITS.upper,
  isUnScheduledShiftApprovalRequired: false,
  lastModifiedUserCode: '',
  version: 0,
});

const answerOf = ({ version, ...row }: TStoredEnforcement): TScheduleEnforcement => ({
  ...row,
  ConcurrencyChecksum: checksumOf(version),
});

/** The merchantId and storeId a call names must be the store the session looks at: any other is refused. */
function checkNamedStore(scope: TStoreScope, named: { merchantId: number; storeId: number }): void {
  const wrong =
    named.merchantId !== scope.merchantId ? 'merchantId' : named.storeId !== scope.storeId ? 'storeId' : null;
  if (wrong)
    throw new ApiError(403, SCHEDULE_ENFORCEMENT_ERROR.otherStore, 'That is not the store you are looking at.', wrong);
}

/** GET /ScheduleEnforcement/GetScheduleEnforcement: the store's enforcement, or the defaults before its first save. */
export async function getScheduleEnforcement(
  db: TDb,
  scope: TStoreScope,
  named: { merchantId: number; storeId: number },
): Promise<TScheduleEnforcement> {
  checkNamedStore(scope, named);
  return answerOf((await storedEnforcement(db, scope)) ?? defaultsOf(scope));
}

const stale = () => staleChecksum(SCHEDULE_ENFORCEMENT_ERROR.staleChecksum, 'schedule enforcement');

/**
 * POST /ScheduleEnforcement/SaveScheduleEnforcement: saves from the version it loaded (409 otherwise, nothing
 * written), names the saving user as lastModifiedUserCode, and logs the change in the same transaction.
 */
export async function saveScheduleEnforcement(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  request: TSaveScheduleEnforcementRequest,
): Promise<TSaveScheduleEnforcementResponse> {
  checkNamedStore(scope, request);
  const version = versionOf(request.ConcurrencyChecksum);
  if (version === null) throw stale();
  const values = {
    isClockInEnforcementEnabled: request.isClockInEnforcementEnabled,
    clockInLowerLimit: request.clockInLowerLimit,
    clockInUpperLimit: request.clockInUpperLimit,
    isClockOutEnforcementEnabled: request.isClockOutEnforcementEnabled,
    clockOutLowerLimit: request.clockOutLowerLimit,
    clockOutUpperLimit: request.clockOutUpperLimit,
    isUnScheduledShiftApprovalRequired: request.isUnScheduledShiftApprovalRequired,
    lastModifiedUserCode: actor.userName,
  };
  return db.transaction(async (tx) => {
    const before = (await storedEnforcement(tx, scope)) ?? defaultsOf(scope);
    if (before.version !== version) throw stale();
    const written = await writeEnforcement(tx, scope, version, values);
    if (!written) throw stale();
    const { merchantId: _m, storeId: _s, version: _v, lastModifiedUserCode: _u, ...logged } = before;
    const { lastModifiedUserCode: _code, ...after } = values;
    await recordChanges(tx, scope, actor, [
      {
        entity: 'scheduleEnforcement',
        entityId: scope.storeId,
        entityName: 'Schedule enforcement',
        storeId: scope.storeId,
        before: logged,
        after,
      },
    ]);
    return { success: true, enforcement: answerOf(written) };
  });
}
