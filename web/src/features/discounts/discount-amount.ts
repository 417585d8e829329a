import { DISCOUNT_TYPE_INFO, isAmountAllowed } from '@mp/contracts/discounts';
import type { TFunction } from 'i18next';
import type { TFormatters } from '../../lib/use-format';

/**
 * A discount's amount as its kind means it: a percent as '15.00%', an amount or item price as money. Promoted kinds
 * take their value from the promotion (no amount is entered), so they show that rule instead of a misleading 0.00.
 */
export function discountAmountText(
  type: string,
  amount: number | null,
  format: TFormatters,
  t: TFunction,
): string | null {
  if (!isAmountAllowed(type)) return type === '' ? null : t('discounts.list.setByPromotion');
  if (amount === null) return null;
  const label = DISCOUNT_TYPE_INFO.find((info) => info.Id === type)?.AmountLabel;
  return label === 'Percent' ? format.percent(amount) : format.money(amount);
}
