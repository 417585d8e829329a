import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFeeSite } from '../api/fees.queries';

type TFeeSitesPickerProps = {
  sites: readonly TFeeSite[];
  value: readonly string[];
  onChange: (siteIds: string[]) => void;
  disabled: boolean;
};

/**
 * The stores a fee applies to (spec 3 §3 assignedSites), by site id. A site the user does not see among the stores
 * (another user's store) stays assigned: only the listed ones are toggled.
 */
export function FeeSitesPicker({ sites, value, onChange, disabled }: TFeeSitesPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const listed = new Set(sites.map((s) => s.siteId));
  const hidden = value.filter((id) => !listed.has(id));
  const chosen = value.filter((id) => listed.has(id));
  const nameOf = (id: string) => sites.find((s) => s.siteId === id)?.name ?? id;
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel id={labelId} shrink>
        {t('fees.sites')}
      </InputLabel>
      <Select
        labelId={labelId}
        multiple
        displayEmpty
        value={chosen}
        input={<OutlinedInput notched label={t('fees.sites')} />}
        onChange={(event) => {
          const picked = event.target.value as string[];
          onChange([...hidden, ...sites.map((s) => s.siteId).filter((id) => picked.includes(id))]);
        }}
        renderValue={(ids) =>
          ids.length === 0
            ? t('fees.noSites')
            : ids.length > 3
              ? t('fees.sitesCount', { count: ids.length, total: sites.length })
              : ids.map(nameOf).join(', ')
        }
      >
        {sites.map((site) => (
          <MenuItem key={site.siteId} value={site.siteId}>
            <Checkbox checked={chosen.includes(site.siteId)} tabIndex={-1} disableRipple />
            <ListItemText primary={site.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
