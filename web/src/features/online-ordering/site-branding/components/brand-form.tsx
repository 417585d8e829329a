import {
  BUTTON_TEXT_COLORS,
  SITE_BRAND_FONTS,
  SITE_BRAND_NAME_MAX,
  type TSiteBrandsForm,
} from '@mp/contracts/online-ordering/site-branding';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../lib/error-text';
import type { TBrandSite } from '../api/site-branding.queries';
import { BrandPreview } from './brand-preview';
import { BrandSitesPicker } from './brand-sites-picker';
import { ColorPicker } from './color-picker';

const k = (key: string) => `siteBranding.${key}`;

type TBrandFormProps = {
  form: UseFormReturn<TSiteBrandsForm>;
  index: number;
  sites: readonly TBrandSite[];
  /** Sites taken here leave the other tabs (a site belongs to one brand). */
  onSitesChange: (siteIds: string[]) => void;
  ownerOf: (siteId: string) => string | null;
  /** Read-only (no edit permission) or saving. */
  locked: boolean;
  onDelete?: () => void;
};

/**
 * One brand's tab (spec 3 §2.4, §3, §5): name with its n/20 counter, sites, font, primary colour and button text
 * colour, beside the live preview.
 */
export function BrandForm({ form, index, sites, onSitesChange, ownerOf, locked, onDelete }: TBrandFormProps) {
  const { t } = useTranslation();
  const textColorLabel = useId();
  const [name, font, color, buttonTextColor] = useWatch({
    control: form.control,
    name: [
      `brands.${index}.name`,
      `brands.${index}.font`,
      `brands.${index}.sitePrimaryColor`,
      `brands.${index}.buttonTextColor`,
    ],
  });
  // The tab's brand was just removed (deleted): the editor shows another tab on its next render.
  if (font === undefined) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      {/* A disabled fieldset: its controls are disabled for the browser and for assistive technology alike. */}
      <Stack component="fieldset" disabled={locked} spacing={3} sx={{ minWidth: 0, border: 0, p: 0, m: 0 }}>
        <Controller
          name={`brands.${index}.name`}
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t(k('name'))}
              required
              disabled={locked}
              error={fieldState.error !== undefined}
              helperText={
                fieldError(t, fieldState.error?.message) ??
                t(k('counter'), { count: name.length, max: SITE_BRAND_NAME_MAX })
              }
            />
          )}
        />
        <Controller
          name={`brands.${index}.assignedSites`}
          control={form.control}
          render={({ field }) => (
            <BrandSitesPicker
              sites={sites}
              value={field.value}
              onChange={onSitesChange}
              ownerOf={ownerOf}
              disabled={locked}
            />
          )}
        />
        <Controller
          name={`brands.${index}.font`}
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t(k('font'))}
              disabled={locked}
            >
              {SITE_BRAND_FONTS.map((option) => (
                <MenuItem key={option} value={option} sx={{ fontFamily: `"${option}"` }}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name={`brands.${index}.sitePrimaryColor`}
          control={form.control}
          render={({ field }) => <ColorPicker value={field.value} onChange={field.onChange} disabled={locked} />}
        />
        <Controller
          name={`brands.${index}.buttonTextColor`}
          control={form.control}
          render={({ field }) => (
            <FormControl disabled={locked}>
              <FormLabel id={textColorLabel}>{t(k('buttonTextColor'))}</FormLabel>
              <RadioGroup row aria-labelledby={textColorLabel} value={field.value} onChange={field.onChange}>
                {BUTTON_TEXT_COLORS.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={t(k(`buttonTextColors.${option}`))}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {onDelete && (
          <Box>
            <Button color="error" variant="outlined" onClick={onDelete} disabled={locked}>
              {t(k('deleteBrand'))}
            </Button>
          </Box>
        )}
      </Stack>
      <BrandPreview name={name} font={font} color={color} buttonTextColor={buttonTextColor} />
    </Box>
  );
}
