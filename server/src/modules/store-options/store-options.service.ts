import {
  keepHiddenFields,
  STORE_OPTIONS_ERROR,
  type TStoreOptions,
  type TStoreOptionsResponse,
  type TStoreOptionsSections,
  type TUpdateStoreOptions,
} from '@mp/contracts/store-options';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  merchantIsQuickService,
  storeChargeChoices,
  storedStoreOptions,
  type TStoredStoreOptions,
  type TReader,
  type TStoreOptionsWrite,
  writeStoreOptions,
} from './store-options.queries.ts';

/** What the route worked out of the session: view-only, several stores, the parts of the form it sees. */
export type TStoreOptionsAccess = { viewOnly: boolean; multiStore: boolean; sections: TStoreOptionsSections };

const E = STORE_OPTIONS_ERROR;

const refuseMultiStore = (access: TStoreOptionsAccess) => {
  if (access.multiStore)
    throw new ApiError(403, E.multiStore, 'Store options are not available to an account with several stores.');
};

/** A store without a row: every option off, the business date ending at 03:00, the merchant's service type. */
const defaultsOf = (isQuickService: boolean): TStoreOptionsWrite => ({
  isGratuityEnabled: false,
  isTakeoutEnabled: false,
  isDeliveryEnabled: false,
  isCateringEnabled: false,
  isDriveThruEnabled: false,
  subtractTipAndGratuityInFinancialShifts: false,
  dineInChargeId: null,
  takeoutChargeId: null,
  deliveryChargeId: null,
  cateringChargeId: null,
  driveThruChargeId: null,
  isQuickService,
  isOrderModePromptEnabled: false,
  isDineInChitHeaderEnabled: false,
  isBreaksEnabled: false,
  minimumBreakMinutes: 0,
  isUsingOrders: false,
  autoClosePrepaidOrders: false,
  immediatelyPrintAllOrders: false,
  orderDownloadThresholdTakeout: 0,
  orderDownloadThresholdDelivery: 0,
  businessDateEnd: '03:00:00',
  guestCountMode: 0,
  takeoutOrderNamingStrategy: 0,
  deliveryOrderNamingStrategy: 0,
  cateringOrderNamingStrategy: 0,
  downloadLaborScheduleToPos: false,
  isVenueProductCountEnabled: false,
  productCountUrl: '',
  isAutoSortRequiredModifiersEnabled: false,
  isViewOptionalModifierGroupsClosedEnabled: false,
  isAutoCloseMinimumRequiredGroupsEnabled: false,
  isOnlineOrderCustomerReceiptDisabled: false,
  isPucOrderEnabled: false,
  pucStoreId: 0,
  pucOrgId: 0,
  isHoldAndReleaseTimersEnabled: false,
  isIncludeDefaultModifierOnKdsEnabled: false,
  routingDineIn: 0,
  routingTakeout: 0,
  routingDelivery: 0,
  routingCatering: 0,
  routingDriveThru: 0,
});

const choice = (n: number) => (n === 1 ? 1 : 0);

/** The stored columns as the entity of spec 3 §3 (the two fixed values as the spec sends them). */
export const entityOf = (row: TStoreOptionsWrite, version: number): TStoreOptions => ({
  IsGratuityEnabled: row.isGratuityEnabled,
  IsTakeoutEnabled: row.isTakeoutEnabled,
  IsCateringEnabled: row.isCateringEnabled,
  IsDriveThruEnabled: row.isDriveThruEnabled,
  IsDeliveryEnabled: row.isDeliveryEnabled,
  SubtractTipAndGratuityInFinancialShifts: row.subtractTipAndGratuityInFinancialShifts,
  TakeoutChargeId: row.takeoutChargeId,
  DeliveryChargeId: row.deliveryChargeId,
  DineInChargeId: row.dineInChargeId,
  CateringChargeId: row.cateringChargeId,
  DriveThruChargeId: row.driveThruChargeId,
  IsQuickService: row.isQuickService,
  IsOrderModePromptEnabled: row.isOrderModePromptEnabled,
  IsDineInChitHeaderEnabled: row.isDineInChitHeaderEnabled,
  IsBreaksEnabled: row.isBreaksEnabled,
  MinimumBreakMinutes: row.minimumBreakMinutes,
  IsUsingOrders: row.isUsingOrders,
  AutoClosePrepaidOrders: row.autoClosePrepaidOrders,
  ImmediatelyPrintAllOrders: row.immediatelyPrintAllOrders,
  OrderDownloadThresholdTakeout: row.orderDownloadThresholdTakeout,
  OrderDownloadThresholdDelivery: row.orderDownloadThresholdDelivery,
  BusinessDataThreshold: row.businessDateEnd.slice(0, 5) + ':00',
  GuestCountMode: row.guestCountMode,
  TakeoutOrderNamingStrategy: choice(row.takeoutOrderNamingStrategy),
  DeliveryOrderNamingStrategy: choice(row.deliveryOrderNamingStrategy),
  CateringOrderNamingStrategy: choice(row.cateringOrderNamingStrategy),
  DownloadLaborScheduleToPos: row.downloadLaborScheduleToPos,
  IsVenueProductCountEnabled: row.isVenueProductCountEnabled,
  ProductCountUrl: row.productCountUrl,
  IsAutoSortRequiredModifiersEnabled: row.isAutoSortRequiredModifiersEnabled,
  IsViewOptionalModifierGroupsClosedEnabled: row.isViewOptionalModifierGroupsClosedEnabled,
  IsAutoCloseMinimumRequiredGroupsEnabled: row.isAutoCloseMinimumRequiredGroupsEnabled,
  IsOnlineOrderCustomerReceiptDisabled: row.isOnlineOrderCustomerReceiptDisabled,
  IsPucOrderEnabled: row.isPucOrderEnabled,
  PucStoreId: row.pucStoreId,
  PucOrgId: row.pucOrgId,
  IsHoldandReleaseTimersEnabled: row.isHoldAndReleaseTimersEnabled,
  IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled: row.isIncludeDefaultModifierOnKdsEnabled,
  BusinessDateCutOff: '',
  Is86MenuItemsEnabled: true,
  StoreKitchenRoutingMethods: {
    ForDineIn: choice(row.routingDineIn),
    ForTakeout: choice(row.routingTakeout),
    ForDelivery: choice(row.routingDelivery),
    ForCatering: choice(row.routingCatering),
    ForDriveThru: choice(row.routingDriveThru),
  },
  ConcurrencyChecksum: checksumOf(version),
});

/** The entity's values as stored columns. */
const writeOf = (v: TUpdateStoreOptions): TStoreOptionsWrite => ({
  isGratuityEnabled: v.IsGratuityEnabled,
  isTakeoutEnabled: v.IsTakeoutEnabled,
  isDeliveryEnabled: v.IsDeliveryEnabled,
  isCateringEnabled: v.IsCateringEnabled,
  isDriveThruEnabled: v.IsDriveThruEnabled,
  subtractTipAndGratuityInFinancialShifts: v.SubtractTipAndGratuityInFinancialShifts,
  dineInChargeId: v.DineInChargeId,
  takeoutChargeId: v.TakeoutChargeId,
  deliveryChargeId: v.DeliveryChargeId,
  cateringChargeId: v.CateringChargeId,
  driveThruChargeId: v.DriveThruChargeId,
  isQuickService: v.IsQuickService,
  isOrderModePromptEnabled: v.IsOrderModePromptEnabled,
  isDineInChitHeaderEnabled: v.IsDineInChitHeaderEnabled,
  isBreaksEnabled: v.IsBreaksEnabled,
  minimumBreakMinutes: v.MinimumBreakMinutes,
  isUsingOrders: v.IsUsingOrders,
  autoClosePrepaidOrders: v.AutoClosePrepaidOrders,
  immediatelyPrintAllOrders: v.ImmediatelyPrintAllOrders,
  orderDownloadThresholdTakeout: v.OrderDownloadThresholdTakeout,
  orderDownloadThresholdDelivery: v.OrderDownloadThresholdDelivery,
  businessDateEnd: v.BusinessDataThreshold,
  guestCountMode: v.GuestCountMode,
  takeoutOrderNamingStrategy: v.TakeoutOrderNamingStrategy,
  deliveryOrderNamingStrategy: v.DeliveryOrderNamingStrategy,
  cateringOrderNamingStrategy: v.CateringOrderNamingStrategy,
  downloadLaborScheduleToPos: v.DownloadLaborScheduleToPos,
  isVenueProductCountEnabled: v.IsVenueProductCountEnabled,
  productCountUrl: v.ProductCountUrl,
  isAutoSortRequiredModifiersEnabled: v.IsAutoSortRequiredModifiersEnabled,
  isViewOptionalModifierGroupsClosedEnabled: v.IsViewOptionalModifierGroupsClosedEnabled,
  isAutoCloseMinimumRequiredGroupsEnabled: v.IsAutoCloseMinimumRequiredGroupsEnabled,
  isOnlineOrderCustomerReceiptDisabled: v.IsOnlineOrderCustomerReceiptDisabled,
  isPucOrderEnabled: v.IsPucOrderEnabled,
  pucStoreId: Number(v.PucStoreId),
  pucOrgId: Number(v.PucOrgId),
  isHoldAndReleaseTimersEnabled: v.IsHoldandReleaseTimersEnabled,
  isIncludeDefaultModifierOnKdsEnabled: v.IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled,
  routingDineIn: v.StoreKitchenRoutingMethods.ForDineIn,
  routingTakeout: v.StoreKitchenRoutingMethods.ForTakeout,
  routingDelivery: v.StoreKitchenRoutingMethods.ForDelivery,
  routingCatering: v.StoreKitchenRoutingMethods.ForCatering,
  routingDriveThru: v.StoreKitchenRoutingMethods.ForDriveThru,
});

const columnsOf = (row: TStoredStoreOptions): TStoreOptionsWrite => {
  const { merchantId: _m, storeId: _s, version: _v, ...columns } = row;
  return columns;
};

/** The store's options as stored, or its defaults, and the version they are at (0 before the first save). */
async function current(db: TReader, scope: TStoreScope): Promise<{ columns: TStoreOptionsWrite; version: number }> {
  const row = await storedStoreOptions(db, scope);
  if (row) return { columns: columnsOf(row), version: row.version };
  return { columns: defaultsOf(await merchantIsQuickService(db, scope)), version: 0 };
}

const responseOf = async (
  db: TReader,
  scope: TStoreScope,
  columns: TStoreOptionsWrite,
  version: number,
): Promise<TStoreOptionsResponse> => ({
  IsSuccessful: true,
  Entity: entityOf(columns, version),
  Charges: await storeChargeChoices(db, scope),
});

/** GET /StoreOptions/GetStoreOptions: the store's options (its defaults before the first save) and the charges. */
export async function getStoreOptions(
  db: TDb,
  scope: TStoreScope,
  access: TStoreOptionsAccess,
): Promise<TStoreOptionsResponse> {
  refuseMultiStore(access);
  const { columns, version } = await current(db, scope);
  return responseOf(db, scope, columns, version);
}

/**
 * POST /StoreOptions/UpdateStoreOptions: the options from the version the form loaded (409 otherwise, nothing
 * written). Refused to an account with several stores (spec 3 §6) and to a view-only role; the parts the session is
 * not shown keep their stored values; a charge must be one of the merchant's (or the one already stored); logged in
 * the same transaction.
 */
export async function updateStoreOptions(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  access: TStoreOptionsAccess,
  sent: TUpdateStoreOptions,
): Promise<TStoreOptionsResponse> {
  refuseMultiStore(access);
  if (access.viewOnly) throw new ApiError(403, E.viewOnly, 'Your role may view the store options only.');
  const stale = () => staleChecksum(E.staleChecksum, 'store options');
  const version = versionOf(sent.ConcurrencyChecksum);
  if (version === null) throw stale();
  return db.transaction(async (tx) => {
    const before = await current(tx, scope);
    if (before.version !== version) throw stale();
    const storedValues: TUpdateStoreOptions = entityOf(before.columns, version);
    const values = keepHiddenFields(sent, storedValues, access.sections);
    const charges = new Set((await storeChargeChoices(tx, scope)).map((c) => c.ChargeId));
    for (const field of [
      'DineInChargeId',
      'TakeoutChargeId',
      'DeliveryChargeId',
      'CateringChargeId',
      'DriveThruChargeId',
    ] as const) {
      const id = values[field];
      if (id !== null && !charges.has(id) && id !== storedValues[field])
        throw badRequest(E.charge, 'Choose one of the charges of this merchant.', field);
    }
    const written = await writeStoreOptions(tx, scope, version, writeOf(values));
    if (!written) throw stale();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'storeOptions',
        entityId: scope.storeId,
        entityName: 'Store options',
        // Before the first save the store had its defaults: the entry shows what the save changed from them.
        before: before.columns,
        after: columnsOf(written),
      },
    ]);
    return responseOf(tx, scope, columnsOf(written), written.version);
  });
}
