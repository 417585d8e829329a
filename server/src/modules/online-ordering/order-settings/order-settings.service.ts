import { randomBytes, randomUUID } from 'node:crypto';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  feePayerOf,
  ORDER_SETTINGS_ERROR,
  orderingUrlOf,
  qrFileNameOf,
  defaultScanOrderSettings,
  type TDeliveryFeeSettings,
  type TDeliveryFeeSettingsInput,
  type TDineInQrCodePdf,
  type TScanOrderSettings,
  type TScanOrderSettingsInput,
} from '@mp/contracts/online-ordering/order-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  deliveryRowOfStore,
  insertDeliveryFees,
  insertQrCodePdf,
  productAddOnsOf,
  scanOrderSettingsOf,
  siteNamesOf,
  type TStoredDeliveryFees,
  changeDeliveryFees,
  writeScanOrderSettings,
} from './order-settings.queries.ts';
import { qrCodePdf } from './qr-code-pdf.ts';

/** The download path of a made QR code PDF (a same-origin REST GET, order-settings.routes.ts). */
export const QR_PDF_PATH = '/api/online-ordering/qr';
/** Made PDFs are kept a day: long enough for the download, short enough not to pile up. */
const QR_PDF_KEEP_MS = 86_400_000;

const missing = () => notFound(OO_ERROR.notFound, 'No delivery fee settings of that id for this store.');

const answerOf = (row: TStoredDeliveryFees): TDeliveryFeeSettings => ({
  id: row.id,
  enterpriseUnitId: String(row.storeId),
  feePayer: row.feePayer ?? 0,
  settings: {
    store: { percent: row.storePercent, flatFee: row.storeFlatFee },
    consumer: { percent: row.consumerPercent, flatFee: row.consumerFlatFee },
  },
});

const logged = (row: TStoredDeliveryFees | null) =>
  row && {
    feePayer: row.feePayer,
    storePercent: row.storePercent,
    storeFlatFee: row.storeFlatFee,
    consumerPercent: row.consumerPercent,
    consumerFlatFee: row.consumerFlatFee,
  };

const ENTITY = { entity: 'onlineOrdering', entityName: 'Order settings' } as const;

/** Spec 3 §2.4: delivery may be changed only when the organisation's add-ons contain DELIVERY. */
async function requireDeliveryAddOn(db: TDb, scope: TStoreScope): Promise<void> {
  if (!(await productAddOnsOf(db, scope)).includes('DELIVERY'))
    throw new ApiError(403, ORDER_SETTINGS_ERROR.deliveryAddOn, 'Delivery needs the DELIVERY product add-on.');
}

/** Spec 3 §7.2 getDeliveryFeeSettingsByEnterpriseUnit: the store's; 404 when it has none (the save then creates). */
export async function getDeliveryFees(db: TDb, scope: TStoreScope): Promise<TDeliveryFeeSettings> {
  const row = await deliveryRowOfStore(db, scope);
  if (!row || row.feePayer === null) throw missing();
  return answerOf(row);
}

/** Spec 3 §7.2 createDeliveryFeeSettings: 409 when the store has them already (update those). */
export async function createDeliveryFees(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  settings: TDeliveryFeeSettingsInput,
): Promise<TDeliveryFeeSettings> {
  await requireDeliveryAddOn(db, scope);
  return db.transaction(async (tx) => {
    const before = await deliveryRowOfStore(tx, scope);
    const row = await insertDeliveryFees(tx, scope, randomUUID(), settings, feePayerOf(settings).payer);
    if (!row) throw new ApiError(409, API_ERROR_KEY.conflict, 'The store has delivery fee settings already.');
    await recordChanges(tx, scope, actor, [
      { ...ENTITY, entityId: scope.storeId, before: logged(before), after: logged(row) },
    ]);
    return answerOf(row);
  });
}

/** Spec 3 §7.2 updateDeliveryFeeSettings: the store's record of that id; 404 for any other. */
export async function updateDeliveryFees(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
  settings: TDeliveryFeeSettingsInput,
): Promise<TDeliveryFeeSettings> {
  await requireDeliveryAddOn(db, scope);
  return db.transaction(async (tx) => {
    const before = await deliveryRowOfStore(tx, scope);
    const row = await changeDeliveryFees(tx, scope, id, settings, feePayerOf(settings).payer);
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [
      { ...ENTITY, entityId: scope.storeId, before: logged(before), after: logged(row) },
    ]);
    return answerOf(row);
  });
}

/** The organisation's product add-ons (spec 3 §2.4). */
export async function getProductAddOns(db: TDb, scope: TStoreScope): Promise<{ addOns: string[] }> {
  return { addOns: await productAddOnsOf(db, scope) };
}

const scanAnswer = (scope: TStoreScope, input: TScanOrderSettingsInput): TScanOrderSettings => ({
  ...input,
  enterpriseUnitId: String(scope.storeId),
});

/** Scan order and pay settings (spec 3 §5, §9): the store's, or the defaults (80 tables) before the first save. */
export async function getScanOrderSettings(db: TDb, scope: TStoreScope): Promise<TScanOrderSettings> {
  return scanAnswer(scope, (await scanOrderSettingsOf(db, scope)) ?? defaultScanOrderSettings());
}

export async function updateScanOrderSettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  input: TScanOrderSettingsInput,
): Promise<TScanOrderSettings> {
  return db.transaction(async (tx) => {
    const before = await scanOrderSettingsOf(tx, scope);
    const saved = await writeScanOrderSettings(tx, scope, input);
    await recordChanges(tx, scope, actor, [{ ...ENTITY, entityId: scope.storeId, before, after: saved }]);
    return scanAnswer(scope, saved);
  });
}

/**
 * Spec 3 §7.2 createDineInQrCodePdf: one page per table from startTable to endTable, each QR code the site's ordering
 * URL with its table; the PDF is kept for its download and the answer names its same-origin path.
 */
export async function createDineInQrCodePdf(
  db: TDb,
  scope: TStoreScope,
  origin: string,
  startTable: number,
  endTable: number,
): Promise<TDineInQrCodePdf> {
  const site = await siteNamesOf(db, scope);
  if (!site) throw notFound(OO_ERROR.notFound, 'No such store.');
  const { tablePrefix } = (await scanOrderSettingsOf(db, scope)) ?? defaultScanOrderSettings();
  const tables = Array.from({ length: endTable - startTable + 1 }, (_, i) => startTable + i).map((n) => ({
    label: `Table ${tablePrefix}${n}`,
    url: orderingUrlOf(origin, site.company, site.site, n),
  }));
  const bytes = await qrCodePdf(site.storeName, tables);
  const token = randomBytes(18).toString('base64url');
  const fileName = qrFileNameOf(startTable, endTable);
  await insertQrCodePdf(db, scope, { token, fileName, bytes }, new Date(Date.now() - QR_PDF_KEEP_MS));
  return { url: `${QR_PDF_PATH}/${token}.pdf`, fileName };
}
