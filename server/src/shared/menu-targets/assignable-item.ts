import { and, eq, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema.ts';
import { ofMerchant, type TTenantScope } from '../../db/tenant.ts';

/**
 * Items a restriction or a promotion can apply to: the merchant's live items that are not charges (a modifier can be
 * one too).
 */
export const assignableItem = (scope: TTenantScope): SQL =>
  and(ofMerchant(items, scope), eq(items.isDeleted, false), eq(items.isChargeItem, false))!;
