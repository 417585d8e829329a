import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, smallint, text, time } from 'drizzle-orm/pg-core';
import { versionColumn } from './concurrency.ts';
import { items } from './schema-menu.ts';
import { merchants, stores } from './schema.ts';

const on = (name: string) => boolean(name).notNull().default(false);
const charge = (name: string) => integer(name).references(() => items.id);
const choice = (name: string) => smallint(name).notNull().default(0);

/**
 * A store's options (spec 3 §2.4, §3): order modes and their charges, naming strategies and kitchen routing methods,
 * gratuity, breaks, order handling, product count, the business-date end time, modifier behaviours, PUC lockers and
 * hold-and-release timers. One row per store; a store without one has the defaults (quick service from the merchant's
 * experience mode). Charges are the merchant's charge items; dine-in is always on and has no switch.
 */
export const storeOptions = pgTable(
  'store_options',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    isGratuityEnabled: on('is_gratuity_enabled'),
    isTakeoutEnabled: on('is_takeout_enabled'),
    isDeliveryEnabled: on('is_delivery_enabled'),
    isCateringEnabled: on('is_catering_enabled'),
    isDriveThruEnabled: on('is_drive_thru_enabled'),
    subtractTipAndGratuityInFinancialShifts: on('subtract_tip_and_gratuity_in_financial_shifts'),
    dineInChargeId: charge('dine_in_charge_id'),
    takeoutChargeId: charge('takeout_charge_id'),
    deliveryChargeId: charge('delivery_charge_id'),
    cateringChargeId: charge('catering_charge_id'),
    driveThruChargeId: charge('drive_thru_charge_id'),
    isQuickService: boolean('is_quick_service').notNull().default(true),
    isOrderModePromptEnabled: on('is_order_mode_prompt_enabled'),
    isDineInChitHeaderEnabled: on('is_dine_in_chit_header_enabled'),
    isBreaksEnabled: on('is_breaks_enabled'),
    minimumBreakMinutes: smallint('minimum_break_minutes').notNull().default(0),
    isUsingOrders: on('is_using_orders'),
    autoClosePrepaidOrders: on('auto_close_prepaid_orders'),
    immediatelyPrintAllOrders: on('immediately_print_all_orders'),
    orderDownloadThresholdTakeout: smallint('order_download_threshold_takeout').notNull().default(0),
    orderDownloadThresholdDelivery: smallint('order_download_threshold_delivery').notNull().default(0),
    /** The business-date end time on a 15-minute step (answered as `HH:MM:00`). */
    businessDateEnd: time('business_date_end').notNull().default('03:00:00'),
    guestCountMode: choice('guest_count_mode'),
    takeoutOrderNamingStrategy: choice('takeout_order_naming_strategy'),
    deliveryOrderNamingStrategy: choice('delivery_order_naming_strategy'),
    cateringOrderNamingStrategy: choice('catering_order_naming_strategy'),
    downloadLaborScheduleToPos: on('download_labor_schedule_to_pos'),
    isVenueProductCountEnabled: on('is_venue_product_count_enabled'),
    productCountUrl: text('product_count_url').notNull().default(''),
    isAutoSortRequiredModifiersEnabled: on('is_auto_sort_required_modifiers_enabled'),
    isViewOptionalModifierGroupsClosedEnabled: on('is_view_optional_modifier_groups_closed_enabled'),
    isAutoCloseMinimumRequiredGroupsEnabled: on('is_auto_close_minimum_required_groups_enabled'),
    isOnlineOrderCustomerReceiptDisabled: on('is_online_order_customer_receipt_disabled'),
    isPucOrderEnabled: on('is_puc_order_enabled'),
    pucStoreId: bigint('puc_store_id', { mode: 'number' }).notNull().default(0),
    pucOrgId: bigint('puc_org_id', { mode: 'number' }).notNull().default(0),
    isHoldAndReleaseTimersEnabled: on('is_hold_and_release_timers_enabled'),
    isIncludeDefaultModifierOnKdsEnabled: on('is_include_default_modifier_on_kds_enabled'),
    routingDineIn: choice('routing_dine_in'),
    routingTakeout: choice('routing_takeout'),
    routingDelivery: choice('routing_delivery'),
    routingCatering: choice('routing_catering'),
    routingDriveThru: choice('routing_drive_thru'),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.storeId] }),
    check(
      'store_options_limits',
      sql`${t.minimumBreakMinutes} between 0 and 240 and ${t.orderDownloadThresholdTakeout} between 0 and 9999
          and ${t.orderDownloadThresholdDelivery} between 0 and 9999 and ${t.guestCountMode} between 0 and 4
          and ${t.pucStoreId} >= 0 and ${t.pucOrgId} >= 0`,
    ),
    check(
      'store_options_choices',
      sql`${t.takeoutOrderNamingStrategy} in (0, 1) and ${t.deliveryOrderNamingStrategy} in (0, 1)
          and ${t.cateringOrderNamingStrategy} in (0, 1) and ${t.routingDineIn} in (0, 1) and ${t.routingTakeout} in (0, 1)
          and ${t.routingDelivery} in (0, 1) and ${t.routingCatering} in (0, 1) and ${t.routingDriveThru} in (0, 1)`,
    ),
    check(
      'store_options_business_date_end',
      sql`extract(minute from ${t.businessDateEnd}) in (0, 15, 30, 45) and extract(second from ${t.businessDateEnd}) = 0`,
    ),
  ],
);
