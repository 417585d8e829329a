import { EVENT_SCHEDULES_ERROR } from '@mp/contracts/event-schedules';
import { LOYALTY_MESSAGE } from '@mp/contracts/loyalty-pricing';
import type { TErrorKey } from '@mp/contracts/api-error';
import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import { PAY_CODES_ERROR } from '@mp/contracts/pay-codes';
import { SITES_ERROR, URI_NAME_FIELD } from '@mp/contracts/online-ordering/sites';
import { PROMOTIONS_ERROR } from '@mp/contracts/promotions';
import { RESTRICTIONS_ERROR } from '@mp/contracts/restrictions';
import { REVENUE_CENTERS_ERROR } from '@mp/contracts/revenue-centers';

/**
 * What a unique constraint guards, in the API's words: the field a 409 names and the key that says what is taken.
 * Services check these rules first with a friendly answer; the constraint is what still holds when two requests race,
 * and then the same answer comes from here (plugins/errors.ts). Unlisted constraints answer the generic conflict key.
 */
const UNIQUE_CONSTRAINTS: Record<string, { field: string; messageKey: TErrorKey }> = {
  item_categories_merchant_name_idx: {
    field: 'itemCategory.CategoryName',
    messageKey: MENU_ITEMS_ERROR.categoryNameTaken,
  },
  tiered_price_lists_merchant_idx: { field: 'Name', messageKey: LOYALTY_MESSAGE.listExists },
  tiered_price_list_members_member_idx: { field: 'Members', messageKey: LOYALTY_MESSAGE.duplicateMember },
  users_user_name_lower_idx: { field: 'UserName', messageKey: 'common.errors.conflict' },
  pay_in_out_reasons_merchant_name_idx: { field: 'Name', messageKey: PAY_CODES_ERROR.duplicateName },
  revenue_centers_merchant_name_idx: { field: 'Name', messageKey: REVENUE_CENTERS_ERROR.duplicateName },
  revenue_center_devices_device_idx: { field: 'StoreDeviceIds', messageKey: REVENUE_CENTERS_ERROR.deviceTaken },
  revenue_center_order_modes_store_mode_idx: { field: 'OrderModes', messageKey: REVENUE_CENTERS_ERROR.orderModeTaken },
  oo_company_provisioning_uri_name_idx: { field: URI_NAME_FIELD.company, messageKey: SITES_ERROR.domainNameTaken },
  event_schedules_merchant_name_idx: { field: 'Name', messageKey: EVENT_SCHEDULES_ERROR.nameTaken },
  restrictions_merchant_name_idx: { field: 'Name', messageKey: RESTRICTIONS_ERROR.nameTaken },
  promotions_merchant_name_idx: { field: 'Name', messageKey: PROMOTIONS_ERROR.nameTaken },
  oo_sites_uri_name_idx: { field: URI_NAME_FIELD.site, messageKey: SITES_ERROR.domainNameTaken },
};

export const uniqueConstraintField = (constraint: string | undefined) =>
  constraint === undefined ? undefined : UNIQUE_CONSTRAINTS[constraint];
