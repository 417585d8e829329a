import { isBankReseller } from '@mp/contracts/access/resellers';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import type { TResellerConfiguration } from '@mp/contracts/portal';
import type { TDb } from '../../db/create-db.ts';
import { ApiError } from '../../plugins/errors.ts';
import { findReseller } from './reseller.queries.ts';

/** Branding for a reseller: the bank reseller has its own theme and no link to the essentials product. */
export async function resellerConfiguration(db: TDb, resellerId: number): Promise<TResellerConfiguration> {
  const reseller = await findReseller(db, resellerId);
  if (!reseller) throw new ApiError(404, API_ERROR_KEY.notFound, 'Unknown reseller.', 'ResellerId');
  const bank = isBankReseller(reseller.id);
  return {
    ResellerId: reseller.id,
    ResellerName: reseller.name,
    Theme: bank ? 'bank' : 'default',
    LogoText: reseller.name,
    ShowEssentialsLink: !bank,
    EssentialsUrl: bank ? '' : reseller.essentialsUrl,
    BillingPhone: reseller.billingPhone,
    BillingEmail: reseller.billingEmail,
    BillingUrl: reseller.billingUrl,
    ManagerPlatformUrl: reseller.managerPlatformUrl,
  };
}
