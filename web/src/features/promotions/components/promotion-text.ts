import type { TPromotionKind, TPromotionStatus } from '@mp/contracts/promotions';
import type { TFunction } from 'i18next';
import type { TFormatters } from '../../../lib/use-format';

/** "20 % off", "$2.00 off", "Set price $9.99": the promotion's rule as the list and the preview say it. */
export const ruleText = (t: TFunction, format: TFormatters, kind: TPromotionKind, value: number): string =>
  kind === 'PercentOff'
    ? t('promotions.rule.PercentOff', { value })
    : t(`promotions.rule.${kind}`, { amount: format.money(value) });

/** The chip colour of a status: running green, ahead blue, over grey. */
export const STATUS_COLOR: Record<TPromotionStatus, 'success' | 'info' | 'default'> = {
  Active: 'success',
  Scheduled: 'info',
  Expired: 'default',
};
