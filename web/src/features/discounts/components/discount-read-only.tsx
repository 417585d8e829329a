import type { TDiscountFields, TDiscountMetadata } from '@mp/contracts/discounts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { discountAmountText } from '../discount-amount';

type TDiscountReadOnlyProps = { values: TDiscountFields; metadata: TDiscountMetadata };

const FLAGS = ['IsAvailable', 'IsApprovalNeeded', 'ShowOnActivitySummary', 'EmailOfferOnly', 'UsedInMailout'] as const;

/**
 * A discount the user may not change, as text (issue 14 §7): disabled inputs are greyed below AA contrast, are
 * skipped by the keyboard and read as "dimmed" to screen readers, though here they are the content.
 */
export function DiscountReadOnly({ values, metadata }: TDiscountReadOnlyProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('discounts.detail.noValue');
  const amountLabel = metadata.DiscountTypes.find((d) => d.Id === values.DiscountType)?.AmountLabel ?? 'Amount';
  const yesNo = (on: boolean) => t(on ? 'discounts.list.yes' : 'discounts.list.no');
  const rows: [string, string][] = [
    [t('discounts.detail.fields.name'), values.Name],
    [t('discounts.detail.fields.description'), values.Description],
    [t('discounts.detail.fields.type'), t(`discounts.types.${values.DiscountType}`)],
    [
      t(`discounts.detail.amountLabels.${amountLabel}`),
      discountAmountText(values.DiscountType, values.DiscountAmount, format, t) ?? none,
    ],
    [
      t('discounts.detail.fields.minimum'),
      values.MinimumDiscountAmount === null ? none : format.money(values.MinimumDiscountAmount),
    ],
    [t('discounts.detail.fields.appliesTo'), values.AppliesTo ? t(`discounts.applyTo.${values.AppliesTo}`) : none],
    [t('discounts.detail.fields.externalId'), values.ExternalDiscountId || none],
    [t('discounts.detail.fields.validFor'), String(values.ValidFor)],
    [t('discounts.detail.fields.BarcodeRangeStart'), values.BarcodeRangeStart || none],
    [t('discounts.detail.fields.BarcodeRangeEnd'), values.BarcodeRangeEnd || none],
    ...FLAGS.map((flag): [string, string] => [t(`discounts.detail.fields.${flag}`), yesNo(values[flag])]),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0.75 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, pb: 0.75, pt: { xs: 0, sm: 0.75 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
