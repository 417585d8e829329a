import type { TItemRef, TModifierGroupFormInput } from '@mp/contracts/modifiers';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMenuItemLookup } from '../api/modifiers.queries';

type TProps = {
  control: Control<TModifierGroupFormInput>;
  merchantId: number;
  /** The names of the items the form holds (the form keeps only their ids, as the save sends them). */
  names: TItemRef[];
  onNamesChange: (names: TItemRef[]) => void;
};

/** The menu items whose POS prompt includes the group: added from a search, removed from their chips. */
export function GroupItemsField({ control, merchantId, names, onNamesChange }: TProps) {
  const { t } = useTranslation();
  const e = (key: string, values?: Record<string, unknown>) => t(`modifiers.edit.${key}`, values);
  const [search, setSearch] = useState('');
  const lookup = useMenuItemLookup(merchantId, useDebouncedValue(search, 300));
  const nameOf = (id: number) => names.find((n) => n.ItemMasterId === id)?.ItemName ?? String(id);

  return (
    <Paper sx={{ p: { xs: 1, sm: 2 }, mt: 2 }}>
      <Typography variant="h6" component="h2">
        {e('items')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {e('itemsHint')}
      </Typography>
      <Controller
        control={control}
        name="ItemIds"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <Autocomplete
              sx={{ maxWidth: 400 }}
              options={(lookup.data ?? []).filter((o) => !field.value.includes(o.ItemMasterId))}
              getOptionLabel={(o) => o.ItemName}
              isOptionEqualToValue={(a, b) => a.ItemMasterId === b.ItemMasterId}
              value={null}
              onInputChange={(_ev, value) => setSearch(value)}
              onChange={(_ev, picked) => {
                if (!picked) return;
                onNamesChange([...names, picked]);
                field.onChange([...field.value, picked.ItemMasterId]);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={e('addItem')}
                  size="small"
                  error={fieldState.error !== undefined}
                  helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                />
              )}
            />
            <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {field.value.map((id) => (
                <li key={id}>
                  <Chip
                    label={nameOf(id)}
                    onDelete={() => field.onChange(field.value.filter((v) => v !== id))}
                    slotProps={{ root: { 'aria-label': nameOf(id) } }}
                  />
                </li>
              ))}
            </Stack>
            {field.value.length === 0 ? <Typography variant="body2">{e('noItems')}</Typography> : null}
          </Stack>
        )}
      />
    </Paper>
  );
}
