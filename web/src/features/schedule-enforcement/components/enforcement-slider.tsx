import { limitOfSlider, SLIDER, sliderLabelMinutes, sliderOfLimits } from '@mp/contracts/schedule-enforcement';
import type { TSaveScheduleEnforcementRequest } from '@mp/contracts/schedule-enforcement';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type TForm = TSaveScheduleEnforcementRequest;

/** The fields one slider edits: clock-in's or clock-out's. */
const FIELDS = {
  clockIn: { enabled: 'isClockInEnforcementEnabled', lower: 'clockInLowerLimit', upper: 'clockInUpperLimit' },
  clockOut: { enabled: 'isClockOutEnforcementEnabled', lower: 'clockOutLowerLimit', upper: 'clockOutUpperLimit' },
} as const;

type TProps = {
  kind: keyof typeof FIELDS;
  control: Control<TForm>;
  setValue: UseFormSetValue<TForm>;
  disabled: boolean;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A toggle and the window slider it enables (spec 3 §5): the before-thumb keeps to −35…−5 and the after-thumb to
 * 5…35; each shows |value| − 5 minutes and saves value − 5.
 */
export function EnforcementSlider({ kind, control, setValue, disabled }: TProps) {
  const { t } = useTranslation();
  const fields = FIELDS[kind];
  const [on, lower, upper] = useWatch({ control, name: [fields.enabled, fields.lower, fields.upper] });
  const window = t(`scheduleEnforcement.${kind}.slider`);
  const position = sliderOfLimits(lower, upper);
  const label = (value: number, thumb: number) =>
    t(thumb === 0 ? 'scheduleEnforcement.before' : 'scheduleEnforcement.after', {
      count: sliderLabelMinutes(value),
    });
  const onSlide = (_event: Event, value: number | number[]) => {
    if (!Array.isArray(value)) return;
    const [before = SLIDER.beforeMax, after = SLIDER.afterMin] = value;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(fields.lower, limitOfSlider(clamp(before, SLIDER.beforeMin, SLIDER.beforeMax)), options);
    setValue(fields.upper, limitOfSlider(clamp(after, SLIDER.afterMin, SLIDER.afterMax)), options);
  };
  return (
    <Box sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Controller
        name={fields.enabled}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={t(`scheduleEnforcement.${kind}.switch`)}
            disabled={disabled}
            control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {window}
      </Typography>
      {/* The thumbs' own labels show while one is moved; this line says the whole window at rest. */}
      <Typography variant="body2">
        {t('scheduleEnforcement.windowText', {
          before: sliderLabelMinutes(position[0]),
          after: sliderLabelMinutes(position[1]),
        })}
      </Typography>
      {/* Room for a moved thumb's label above it; the padding keeps the thumbs inside the page at phone width. */}
      <Box sx={{ px: 3, pt: 2, maxWidth: 560 }}>
        <Slider
          value={position}
          onChange={onSlide}
          min={SLIDER.beforeMin}
          max={SLIDER.afterMax}
          step={SLIDER.step}
          disableSwap
          disabled={disabled || !on}
          valueLabelDisplay="auto"
          valueLabelFormat={label}
          getAriaLabel={(thumb) =>
            t(thumb === 0 ? 'scheduleEnforcement.beforeThumb' : 'scheduleEnforcement.afterThumb', { window })
          }
          getAriaValueText={label}
        />
      </Box>
    </Box>
  );
}
