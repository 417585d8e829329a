import { CATEGORY_COLORS, type TCategoryColor } from '@mp/contracts/menu-items';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TColorSwatchesProps = {
  value: string | null;
  onChange: (value: TCategoryColor | null) => void;
  error?: string;
};

const NONE = 'none';

/** The 12 preset colours and "none" as a radio group of swatches (spec 2 §2), operable by keyboard. */
export function ColorSwatches({ value, onChange, error }: TColorSwatchesProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const options = [NONE, ...CATEGORY_COLORS];
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{t('categoriesItems.categoryDialog.color')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value ?? NONE}
        onChange={(_event, next) => onChange(next === NONE ? null : (next as TCategoryColor))}
        sx={{ gap: 0.5 }}
      >
        {options.map((color) => {
          const label = color === NONE ? t('categoriesItems.categoryDialog.noColor') : `#${color}`;
          const swatch = (checked: boolean) => (
            <Box
              sx={{
                width: 28,
                height: 28,
                borderRadius: 1,
                border: 2,
                borderColor: checked ? 'text.primary' : 'divider',
                bgcolor: color === NONE ? 'background.paper' : `#${color}`,
                display: 'grid',
                placeItems: 'center',
                color: color === NONE ? 'text.primary' : '#fff',
                backgroundImage:
                  color === NONE
                    ? 'linear-gradient(135deg, transparent 45%, currentColor 45%, currentColor 55%, transparent 55%)'
                    : undefined,
              }}
            >
              {checked && color !== NONE ? <CheckIcon fontSize="small" /> : null}
            </Box>
          );
          return (
            <Tooltip key={color} title={label}>
              <Radio
                value={color}
                icon={swatch(false)}
                checkedIcon={swatch(true)}
                slotProps={{ input: { 'aria-label': label } }}
                sx={{ p: 0.25 }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
