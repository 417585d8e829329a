import type { TMerchantInfo } from '@mp/contracts/auth';
import type { TMerchantRow, TStoreRow } from '../../db/rows.ts';

/**
 * The account status of a merchant and, when one is chosen, its store (null: the merchant as a whole), as
 * GetMerchant reports the session's choice and CheckStoreAccountStatus a choice about to be made.
 */
export function merchantInfo(
  merchant: TMerchantRow | null,
  store: TStoreRow | null,
  isAccountManager: boolean,
): TMerchantInfo {
  if (!merchant)
    return {
      BillingInfo: null,
      IsAccountManager: isAccountManager,
      IsSuccessful: false,
      PastDueRemainingDays: null,
      StoreStatusCode: 0,
    };
  return {
    BillingInfo: merchant.billingInfo,
    IsAccountManager: isAccountManager,
    IsSuccessful: true,
    PastDueRemainingDays: store?.pastDueDays ?? merchant.pastDueDays,
    StoreStatusCode: store?.statusCode ?? 0,
  };
}
