import {
  ALERTS_ERROR,
  alertEntriesOf,
  type TAlertConfigurationResponse,
  type TAlertSettings,
  type TUpdateAlertConfiguration,
} from '@mp/contracts/alerts';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { ApiError, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { storedAlerts, type TAlertsWrite, type TStoredAlerts, writeAlerts } from './alerts.queries.ts';

/** Whether the session may save (contracts isAlertsViewOnly, worked out by the route). */
export type TAlertsAccess = { viewOnly: boolean };

/** A store's subscriptions as settings; a store without a row subscribes to none. */
export const settingsOf = (row: TStoredAlerts | null): TAlertSettings => ({
  1: { on: row?.salesOn ?? false, threshold: row?.salesThreshold ?? null },
  2: { on: row?.priceOn ?? false, threshold: row?.priceThreshold ?? null },
  3: { on: row?.discountOn ?? false, threshold: row?.discountThreshold ?? null },
  4: { on: row?.marketingOn ?? false, threshold: row?.marketingThreshold ?? null },
});

const writeOf = (s: TAlertSettings): TAlertsWrite => ({
  salesOn: s[1].on,
  salesThreshold: s[1].threshold,
  priceOn: s[2].on,
  priceThreshold: s[2].threshold,
  discountOn: s[3].on,
  discountThreshold: s[3].threshold,
  marketingOn: s[4].on,
  marketingThreshold: s[4].threshold,
});

const responseOf = (row: TStoredAlerts | null): TAlertConfigurationResponse => ({
  IsSuccessful: true,
  Entity: alertEntriesOf(settingsOf(row), checksumOf(row?.version ?? 0)),
});

/** What the change log shows: the written fields. */
const logged = (row: TStoredAlerts | null) => (row ? writeOf(settingsOf(row)) : null);

/** GET /Alert/GetAlertConfiguration: the store's five alerts, the checksum '0' before the first save. */
export async function getAlertConfiguration(db: TDb, scope: TStoreScope): Promise<TAlertConfigurationResponse> {
  return responseOf(await storedAlerts(db, scope));
}

/**
 * POST /Alert/UpdateAlertConfiguration: the store's subscriptions from the version every entry loaded (409 otherwise,
 * nothing written); refused to a view-only user (spec 3 §6); logged in the same transaction.
 */
export async function updateAlertConfiguration(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  access: TAlertsAccess,
  { checksums, settings }: TUpdateAlertConfiguration,
): Promise<TAlertConfigurationResponse> {
  if (access.viewOnly) throw new ApiError(403, ALERTS_ERROR.viewOnly, 'Your role may view the alerts only.');
  const stale = () => staleChecksum(ALERTS_ERROR.staleChecksum, 'alert configuration');
  const versions = new Set(checksums.map(versionOf));
  const [version] = [...versions];
  if (versions.size !== 1 || version === null || version === undefined) throw stale();
  return db.transaction(async (tx) => {
    const before = await storedAlerts(tx, scope);
    if ((before?.version ?? 0) !== version) throw stale();
    const written = await writeAlerts(tx, scope, version, writeOf(settings));
    if (!written) throw stale();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'alerts',
        entityId: scope.storeId,
        entityName: 'Alerts',
        before: logged(before),
        after: logged(written),
      },
    ]);
    return responseOf(written);
  });
}
