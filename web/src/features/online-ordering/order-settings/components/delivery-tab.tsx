import { siteIdOf } from '@mp/contracts/online-ordering/fees';
import type { TFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import {
  DELIVERY_ADD_ON,
  FEE_PAYER_VALUE,
  FEE_PAYERS,
  feePayerOf,
  feeSettingsOf,
  feeValueError,
  minimumAmountError,
  moneyOnBlur,
  type TFeePayer,
} from '@mp/contracts/online-ordering/order-settings';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import {
  useDeliveryFees,
  useMinimumDeliveryAmount,
  useProductAddOns,
  useSaveDelivery,
} from '../api/order-settings.queries';
import { TabActions, type TTabProps } from './tab-actions';

type TForm = { offering: boolean; minimum: string; payer: TFeePayer; value: string };

const valueText = (value: number) => (value > 0 ? value.toFixed(2) : '');

/**
 * Spec 3 §2.4, §4, §5 Delivery: the offering switch, the minimum delivery amount (empty: none) and, while the store
 * offers delivery, who pays the delivery fee (five options, three with an amount or percent). Editable only with the
 * DELIVERY product add-on. Save updates the offering flag, the minimum if it changed, creates or updates the fee
 * settings, then assigns or unassigns the store on the delivery partner's fee; a failed save reverts to what is saved.
 */
export function DeliveryTab({ disabled, onSaved, settings }: TTabProps & { settings: TFulfillmentTimeSettings }) {
  const { t } = useTranslation();
  const payerLabel = useId();
  const addOns = useProductAddOns(true);
  const fees = useDeliveryFees(true);
  const minimum = useMinimumDeliveryAmount(true);
  const save = useSaveDelivery();
  const loadedForm = (): TForm | null => {
    if (fees.data === undefined || minimum.data === undefined) return null;
    const { payer, value } = fees.data ? feePayerOf(fees.data.settings) : { payer: 0 as TFeePayer, value: 0 };
    return {
      offering: settings.offeringDelivery,
      minimum: minimum.data.minimumDeliveryAmount ?? '',
      payer,
      value: valueText(value),
    };
  };
  const saved = loadedForm();
  // What the user changed; null: the saved values (a failed save goes back to them, spec 3 §8).
  const [draft, setForm] = useState<TForm | null>(null);
  const form = draft ?? saved;

  const queries = [addOns, fees, minimum];
  if (queries.some((q) => q.isPending || q.isError) || !form || !saved)
    return (
      <PendingOrFailed
        failed={queries.some((q) => q.isError)}
        failedText={t('orderSettings.loadFailed')}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  const deliveryAddOn = (addOns.data?.addOns ?? []).includes(DELIVERY_ADD_ON);
  const editable = !disabled && deliveryAddOn;
  const minimumError = minimumAmountError(form.minimum);
  const valueError = feeValueError(form.payer, form.value);
  const dirty = (Object.keys(form) as (keyof TForm)[]).some((key) => form[key] !== saved[key]);
  const set = (patch: Partial<TForm>) => setForm({ ...form, ...patch });
  // The fee options hide while delivery is off; what was typed there goes back to the saved option, as a turned-off
  // order mode resets its dependent fields (spec 3 §4).
  const onOffering = (offering: boolean) =>
    set(offering ? { offering } : { offering, payer: saved.payer, value: saved.value });
  const onSave = () =>
    save.mutate(
      {
        offeringDelivery: form.offering,
        offeringChanged: form.offering !== saved.offering,
        minimumDeliveryAmount: form.minimum !== saved.minimum ? form.minimum.trim() : null,
        feesId: fees.data?.id ?? null,
        settings: feeSettingsOf(form.payer, Number(form.value) || 0),
        site: siteIdOf(settings.enterpriseUnitId),
        deliveryAddOn,
      },
      { onSuccess: () => (setForm(null), onSaved()), onError: () => setForm(null) },
    );

  const valueField = (payer: TFeePayer) => {
    const kind = FEE_PAYER_VALUE[payer];
    if (kind === 'none' || form.payer !== payer) return null;
    const unit = kind === 'percent' ? '%' : '$';
    return (
      <TextField
        size="small"
        label={t(`orderSettings.delivery.value.${kind}`)}
        value={form.value}
        disabled={!editable}
        onChange={(e) => set({ value: e.target.value })}
        onBlur={() => set({ value: moneyOnBlur(form.value) })}
        error={valueError !== null}
        helperText={valueError ? t(valueError) : ' '}
        sx={{ ml: 4, maxWidth: 220 }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: kind === 'percent' ? 5 : 6 },
          input: {
            [kind === 'percent' ? 'endAdornment' : 'startAdornment']: (
              <InputAdornment position={kind === 'percent' ? 'end' : 'start'}>{unit}</InputAdornment>
            ),
          },
        }}
      />
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {!disabled && !editable && <Alert severity="info">{t('orderSettings.delivery.noAddOn')}</Alert>}
      <FormControlLabel
        control={<Switch checked={form.offering} disabled={!editable} onChange={(e) => onOffering(e.target.checked)} />}
        label={t('orderSettings.delivery.offering')}
      />
      <TextField
        label={t('orderSettings.delivery.minimum')}
        value={form.minimum}
        disabled={!editable}
        onChange={(e) => set({ minimum: e.target.value })}
        onBlur={() => set({ minimum: moneyOnBlur(form.minimum) })}
        error={minimumError !== null}
        helperText={minimumError ? t(minimumError) : t('orderSettings.delivery.minimumHint')}
        sx={{ maxWidth: 260 }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 6 },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      {form.offering && (
        <>
          <FormLabel id={payerLabel}>{t('orderSettings.delivery.payer')}</FormLabel>
          <RadioGroup
            aria-labelledby={payerLabel}
            value={String(form.payer)}
            onChange={(e) => set({ payer: Number(e.target.value) as TFeePayer, value: '' })}
          >
            {FEE_PAYERS.map((payer) => (
              <Stack key={payer}>
                <FormControlLabel
                  value={String(payer)}
                  control={<Radio />}
                  disabled={!editable}
                  label={t(`orderSettings.delivery.payers.${payer}`)}
                />
                {valueField(payer)}
              </Stack>
            ))}
          </RadioGroup>
        </>
      )}
      <TabActions
        disabled={!editable}
        canSave={dirty && minimumError === null && valueError === null}
        pending={save.isPending}
        error={save.error}
        onSave={onSave}
      />
    </Stack>
  );
}
