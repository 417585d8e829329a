import {
  STORE_CONFIGURATION_ERROR as E,
  storeAddressText,
  type TStoreConfiguration,
  type TStoreConfigurationResponse,
  type TStoreConfigurationValues,
  type TTimeZoneEntry,
  type TUpdateStoreConfiguration,
  type ZPreviewLightRequest,
} from '@mp/contracts/store-configuration';
import type { z } from 'zod';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { renderReceiptHeadingHtml } from '../../shared/receipts/receipt-renderer.ts';
import {
  readStoreConfiguration,
  type TConfigurationRead,
  writeStoreConfiguration,
} from './store-configuration.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

// ---- Time zones ----

/** "UTC-05:00" of a zone at `at` (its offset then: daylight saving time moves it). */
function offsetOf(zone: string, at: Date): { minutes: number; label: string } {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return { minutes, label: `UTC${sign}${hh}:${mm}` };
}

const entryOf = (zone: string, at: Date) => {
  const offset = offsetOf(zone, at);
  return { id: zone, displayName: `(${offset.label}) ${zone.replaceAll('_', ' ')}`, minutes: offset.minutes };
};

/** The list is the runtime's IANA zones with their offset now; worked out once an hour, not per request. */
const LIST_TTL_MS = 60 * 60 * 1000;
let cachedList: { at: number; entries: ReturnType<typeof entryOf>[] } | null = null;

/** Spec 3 §3 posTimezoneList: every IANA zone by offset then name, the store's own added when the runtime lists it not. */
export function timeZoneList(current: string, now = new Date()): TTimeZoneEntry[] {
  if (!cachedList || now.getTime() - cachedList.at > LIST_TTL_MS) {
    const entries = Intl.supportedValuesOf('timeZone').map((zone) => entryOf(zone, now));
    entries.sort((a, b) => a.minutes - b.minutes || a.id.localeCompare(b.id));
    cachedList = { at: now.getTime(), entries };
  }
  const entries = cachedList.entries.some((e) => e.id === current)
    ? cachedList.entries
    : [entryOf(current, now), ...cachedList.entries];
  return entries.map(({ id, displayName }) => ({ id, displayName }));
}

// ---- Read ----

/** The checksum of a configuration: both rows' versions, since Company information's receipt info edits one of them. */
const checksumOfRead = (read: Pick<TConfigurationRead, 'configuration' | 'receipt'>): string =>
  `${checksumOf(read.configuration?.version ?? 0)}.${checksumOf(read.receipt?.version ?? 0)}`;

const versionsOf = (checksum: string): { configuration: number; receipt: number } | null => {
  const [configuration, receipt, ...rest] = checksum.split('.');
  const c = versionOf(configuration);
  const r = versionOf(receipt);
  return c === null || r === null || rest.length > 0 ? null : { configuration: c, receipt: r };
};

/** The configuration's values as the form shows them (and the change log compares them). */
function valuesOfRead({ store, configuration: c, receipt: r }: TConfigurationRead): TStoreConfigurationValues {
  return {
    storeName: store.name,
    storeAdd1: c?.add1 ?? '',
    storeAdd2: c?.add2 ?? '',
    storeCity: c?.city ?? '',
    storeState: c?.state ?? '',
    storeZip: c?.zip ?? '',
    storePhone: r?.phone ?? '',
    storeContName: c?.contName ?? '',
    storeEmail: c?.email ?? '',
    storeContPhone: c?.contPhone ?? '',
    secondaryStoreContName: c?.secondaryContName ?? '',
    secondaryStoreEmail: c?.secondaryEmail ?? '',
    secondaryStoreContPhone: c?.secondaryContPhone ?? '',
    receiptHeader: r?.headerText ?? '',
    includeQrCode: r?.includeQrCode ?? false,
    qrCodeWebsiteUrl: r?.qrCodeWebsiteUrl ?? '',
    receiptNote: r?.footerText ?? '',
    displayTipSuggestion: r?.displayTipSuggestion ?? false,
    tipSuggestionMessage: r?.tipSuggestionMessage ?? '',
    tipSuggestion1: r?.tipSuggestion1 ?? null,
    tipSuggestion2: r?.tipSuggestion2 ?? null,
    tipSuggestion3: r?.tipSuggestion3 ?? null,
    posTimezone: store.timeZone,
  };
}

const entityOf = (scope: TStoreScope, read: TConfigurationRead): TStoreConfiguration => ({
  storeId: scope.storeId,
  ...valuesOfRead(read),
  posTimezoneList: timeZoneList(read.store.timeZone),
  UpdateStoreCoordinates: false,
  ConcurrencyChecksum: checksumOfRead(read),
});

async function readOrFail(db: TDb | TTx, scope: TStoreScope): Promise<TConfigurationRead> {
  const read = await readStoreConfiguration(db, scope);
  // The tenancy hook resolved the scope from an existing store row: its absence is a bug, not a client error.
  if (!read) throw new Error('the store scope names no store');
  return read;
}

/** POST /StoreConfiguration/GetStoreConfiguration: the session's store's configuration. */
export async function getStoreConfiguration(db: TDb, scope: TStoreScope): Promise<TStoreConfigurationResponse> {
  return { IsSuccessful: true, Entity: entityOf(scope, await readOrFail(db, scope)) };
}

// ---- Save ----

const stale = () => staleChecksum(E.staleChecksum, 'store configuration');

/**
 * POST /StoreConfiguration/UpdateStoreConfiguration: every field, from the versions the form loaded (409 otherwise,
 * nothing written), in one transaction with its one change-log entry. UpdateStoreCoordinates (or a changed address
 * line 1) asks for the store's map position to be looked up again (README).
 */
export async function updateStoreConfiguration(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  { ConcurrencyChecksum, UpdateStoreCoordinates, values }: TUpdateStoreConfiguration,
): Promise<TStoreConfigurationResponse> {
  const versions = versionsOf(ConcurrencyChecksum);
  if (!versions) throw stale();
  return db.transaction(async (tx) => {
    const before = await readOrFail(tx, scope);
    if (checksumOfRead(before) !== `${versions.configuration}.${versions.receipt}`) throw stale();
    const beforeValues = valuesOfRead(before);
    const relocate = UpdateStoreCoordinates || beforeValues.storeAdd1 !== values.storeAdd1;
    const written = await writeStoreConfiguration(tx, scope, versions, {
      store: { name: values.storeName, timeZone: values.posTimezone, address: storeAddressText(values) },
      configuration: {
        add1: values.storeAdd1,
        add2: values.storeAdd2,
        city: values.storeCity,
        state: values.storeState,
        zip: values.storeZip,
        contName: values.storeContName,
        email: values.storeEmail,
        contPhone: values.storeContPhone,
        secondaryContName: values.secondaryStoreContName,
        secondaryEmail: values.secondaryStoreEmail,
        secondaryContPhone: values.secondaryStoreContPhone,
        coordinatesRequestedAt: relocate ? new Date() : (before.configuration?.coordinatesRequestedAt ?? null),
      },
      receipt: {
        headerText: values.receiptHeader,
        footerText: values.receiptNote,
        showStoreAddress: before.receipt?.showStoreAddress ?? true,
        phone: values.storePhone === '' ? null : values.storePhone,
        includeQrCode: values.includeQrCode,
        qrCodeWebsiteUrl: values.qrCodeWebsiteUrl,
        displayTipSuggestion: values.displayTipSuggestion,
        tipSuggestionMessage: values.tipSuggestionMessage,
        tipSuggestion1: values.tipSuggestion1,
        tipSuggestion2: values.tipSuggestion2,
        tipSuggestion3: values.tipSuggestion3,
      },
    });
    if (!written) throw stale();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'storeConfiguration',
        entityId: scope.storeId,
        entityName: values.storeName,
        storeId: scope.storeId,
        before: beforeValues,
        after: values,
      },
    ]);
    const store = { name: values.storeName, timeZone: values.posTimezone };
    return { IsSuccessful: true, Entity: entityOf(scope, { store, ...written }) };
  });
}

// ---- Preview ----

/**
 * POST /Email/PreviewLight: the top of the store's receipt from the typed values, drawn by the receipt renderer the
 * ticket receipt preview uses (every value HTML-escaped there), with the store's own address setting.
 */
export async function previewLight(
  db: TDb,
  scope: TStoreScope,
  body: z.output<typeof ZPreviewLightRequest>,
): Promise<{ IsSuccessful: true; Entity: string }> {
  const read = await readOrFail(db, scope);
  const address = storeAddressText({
    storeAdd1: body.StoreAdd1.trim(),
    storeAdd2: body.StoreAdd2.trim(),
    storeCity: body.StoreCity.trim(),
    storeState: body.StoreState.trim(),
    storeZip: body.StoreZip.trim(),
  });
  const Entity = renderReceiptHeadingHtml(body.ReceiptHeader.trim() || body.StoreName.trim(), {
    name: body.StoreName.trim(),
    address,
    phone: body.StorePhone.trim() || null,
    showAddress: read.receipt?.showStoreAddress ?? true,
  });
  return { IsSuccessful: true, Entity };
}
