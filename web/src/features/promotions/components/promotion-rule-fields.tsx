import {
  PROMOTION_KINDS,
  PROMOTION_NAME_MAX,
  PROMOTION_TIMINGS,
  type TPromotionChoices,
  type TPromotionFormInput,
} from '@mp/contracts/promotions';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { IdsSelectField } from '../../../components/ids-select-field';
import { fieldError } from '../../../lib/error-text';

type TProps = { choices: TPromotionChoices };

/**
 * The promotion's fields: name, kind and value, the categories and items it applies to, when it runs (an event
 * schedule or a date range) and in which stores.
 */
export function PromotionRuleFields({ choices }: TProps) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`promotions.detail.${key}`, values);
  const form = useFormContext<TPromotionFormInput>();
  const { errors } = form.formState;
  const kind = form.watch('Kind');
  const timing = form.watch('Timing');
  const err = (name: keyof TPromotionFormInput) => fieldError(t, errors[name]?.message);
  const dateField = (name: 'StartDate' | 'EndDate') => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          type="date"
          label={d(name)}
          required
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(errors[name])}
          helperText={err(name) ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
  return (
    <>
      <TextField
        {...fieldProps(form.register('Name'))}
        label={d('name')}
        required
        error={Boolean(errors.Name)}
        helperText={err('Name') ?? d('nameHelp', { max: PROMOTION_NAME_MAX })}
        slotProps={{ htmlInput: { maxLength: PROMOTION_NAME_MAX + 5 } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Controller
          control={form.control}
          name="Kind"
          render={({ field }) => (
            <TextField
              select
              label={d('kind')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.Kind)}
              helperText={err('Kind') ?? ' '}
            >
              {PROMOTION_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`promotions.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="Value"
          render={({ field }) => (
            <TextField
              type="number"
              label={d(kind === 'PercentOff' ? 'percent' : kind === 'AmountOff' ? 'amount' : 'price')}
              required
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.Value)}
              helperText={err('Value') ?? d(kind === 'PercentOff' ? 'percentHelp' : 'amountHelp')}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
          )}
        />
      </Box>
      <IdsSelectField<TPromotionFormInput>
        name="ItemCategoryIds"
        options={choices.Categories.map((c) => ({ id: c.ItemCategoryId, label: c.CategoryName }))}
        label={d('categories')}
      />
      <IdsSelectField<TPromotionFormInput>
        name="ItemIds"
        options={choices.Items.map((i) => ({
          id: i.ItemMasterId,
          label: i.CategoryName ? `${i.ItemName} (${i.CategoryName})` : i.ItemName,
        }))}
        label={d('items')}
      />
      <Controller
        control={form.control}
        name="Timing"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="promotion-timing">{d('timing')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="promotion-timing"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {PROMOTION_TIMINGS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`promotions.timings.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {timing === 'Schedule' ? (
        <Controller
          control={form.control}
          name="EventScheduleId"
          render={({ field }) => (
            <TextField
              select
              label={d('schedule')}
              required
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.EventScheduleId)}
              helperText={err('EventScheduleId') ?? (choices.EventSchedules.length === 0 ? d('noSchedules') : ' ')}
            >
              {choices.EventSchedules.map((s) => (
                <MenuItem key={s.EventScheduleId} value={s.EventScheduleId}>
                  {s.Name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {dateField('StartDate')}
          {dateField('EndDate')}
        </Box>
      )}
      <IdsSelectField<TPromotionFormInput>
        name="StoreIds"
        options={choices.Stores.map((s) => ({ id: s.StoreId, label: s.StoreName }))}
        label={d('stores')}
        required
      />
    </>
  );
}
