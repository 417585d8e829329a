import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TBrandSite } from '../api/site-branding.queries';

const k = (key: string) => `siteBranding.sites.${key}`;
/** The select-all row, listed above the sites. */
const ALL = '\u0000all';

type TBrandSitesPickerProps = {
  sites: readonly TBrandSite[];
  value: readonly string[];
  onChange: (siteIds: string[]) => void;
  /** The name of the other brand each site is assigned to on the screen (taking it moves it here). */
  ownerOf: (siteId: string) => string | null;
  disabled: boolean;
};

/**
 * The brand's sites (spec 3 §2.4): a multi-select with search and select-all. A site the user does not see among the
 * stores (another user's store) stays assigned: only the listed ones are toggled.
 */
export function BrandSitesPicker({ sites, value, onChange, ownerOf, disabled }: TBrandSitesPickerProps) {
  const { t } = useTranslation();
  const listed = new Set(sites.map((s) => s.siteId));
  const hidden = value.filter((id) => !listed.has(id));
  const chosen = value.filter((id) => listed.has(id));
  const allChosen = sites.length > 0 && chosen.length === sites.length;
  const nameOf = (id: string) => sites.find((s) => s.siteId === id)?.name ?? id;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      disabled={disabled}
      options={[ALL, ...sites.map((s) => s.siteId)]}
      value={chosen}
      limitTags={3}
      getOptionLabel={(id) => (id === ALL ? t(k('selectAll')) : nameOf(id))}
      filterOptions={(options, { inputValue }) => {
        const query = inputValue.trim().toLowerCase();
        return query === '' ? options : options.filter((id) => id !== ALL && nameOf(id).toLowerCase().includes(query));
      }}
      onChange={(_, picked, reason, details) => {
        if (details?.option === ALL) return onChange(allChosen ? hidden : [...hidden, ...sites.map((s) => s.siteId)]);
        if (reason === 'clear') return onChange(hidden);
        onChange([...hidden, ...picked.filter((id) => id !== ALL)]);
      }}
      renderOption={({ key, ...props }, id, { selected }) => {
        const owner = id === ALL ? null : ownerOf(id);
        return (
          <li key={key} {...props}>
            <Checkbox
              checked={id === ALL ? allChosen : selected}
              indeterminate={id === ALL && chosen.length > 0 && !allChosen}
              tabIndex={-1}
              disableRipple
              size="small"
            />
            <ListItemText
              primary={id === ALL ? t(k('selectAll')) : nameOf(id)}
              secondary={owner ? t(k('inBrand'), { name: owner }) : undefined}
            />
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(k('label'))}
          placeholder={chosen.length === 0 ? t(k('search')) : undefined}
          helperText={t(k('count'), { count: chosen.length, total: sites.length })}
        />
      )}
    />
  );
}
