import type { TModifierGroupFormInput } from '@mp/contracts/modifiers';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useModifierItemLookup } from '../api/modifiers.queries';

type TProps = { control: Control<TModifierGroupFormInput>; merchantId: number };

/**
 * The group's modifiers in the order the POS lists them: each row's name, price and default; reordered by dragging
 * a row or with its move up / move down buttons (the keyboard's way), an existing modifier added from the picker or a
 * new one typed in.
 */
export function ModifierRows({ control, merchantId }: TProps) {
  const { t } = useTranslation();
  const e = (key: string, values?: Record<string, unknown>) => t(`modifiers.edit.${key}`, values);
  const { fields, append, remove, move } = useFieldArray({ control, name: 'Modifiers', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'Modifiers' });
  const [search, setSearch] = useState('');
  const lookup = useModifierItemLookup(merchantId, useDebouncedValue(search, 300));
  const [dragged, setDragged] = useState<number | null>(null);
  const taken = new Set(fields.map((f) => f.ItemMasterId).filter((id) => id !== 0));
  const options = (lookup.data ?? []).filter((o) => !taken.has(o.ItemMasterId));

  return (
    <Paper sx={{ p: { xs: 1, sm: 2 }, mt: 2 }}>
      <Typography variant="h6" component="h2" id="modifier-rows-title">
        {e('modifiers')}
      </Typography>
      <FormHelperText error>
        {fieldError(t, errors.Modifiers?.root?.message ?? errors.Modifiers?.message) ?? ' '}
      </FormHelperText>
      <Stack component="ol" aria-labelledby="modifier-rows-title" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((row, index) => {
          const name = `Modifiers.${index}` as const;
          const label = row.Name || e('newModifier');
          return (
            <Stack
              component="li"
              key={row.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(ev) => ev.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== index) move(dragged, index);
                setDragged(null);
              }}
              sx={{ alignItems: { sm: 'flex-start' }, borderBottom: 1, borderColor: 'divider', pb: 1 }}
              data-testid="modifier-row"
            >
              <DragIndicatorIcon
                aria-hidden
                sx={{ cursor: 'grab', mt: { sm: 2 }, display: { xs: 'none', sm: 'block' } }}
              />
              <Controller
                control={control}
                name={`${name}.Name`}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={e('modifierName')}
                    size="small"
                    error={fieldState.error !== undefined}
                    helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                  />
                )}
              />
              <Controller
                control={control}
                name={`${name}.Price`}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={String(field.value)}
                    label={e('price')}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={fieldState.error !== undefined}
                    helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                    sx={{ maxWidth: { sm: 120 } }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`${name}.IsDefault`}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={field.value ?? false} onChange={(ev) => field.onChange(ev.target.checked)} />
                    }
                    label={e('default')}
                  />
                )}
              />
              <Stack direction="row">
                <IconButton
                  aria-label={e('moveUp', { name: label })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={e('moveDown', { name: label })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton aria-label={e('removeModifier', { name: label })} onClick={() => remove(index)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Autocomplete
          sx={{ minWidth: { sm: 280 } }}
          options={options}
          getOptionLabel={(o) => o.ItemName}
          isOptionEqualToValue={(a, b) => a.ItemMasterId === b.ItemMasterId}
          value={null}
          onInputChange={(_ev, value) => setSearch(value)}
          onChange={(_ev, picked) => {
            if (picked)
              append({
                ItemMasterId: picked.ItemMasterId,
                Name: picked.ItemName,
                Price: picked.Price,
                IsDefault: false,
              });
          }}
          renderInput={(params) => <TextField {...params} label={e('addExisting')} size="small" />}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ItemMasterId: 0, Name: '', Price: '0.00', IsDefault: false })}
        >
          {e('addNew')}
        </Button>
      </Stack>
    </Paper>
  );
}
