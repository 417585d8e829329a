import type { TModifierGroupRef } from '@mp/contracts/modifiers';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useItemModifierGroups, useModifierGroupLookup, useSaveItemModifierGroups } from '../api/modifiers.queries';
import { modifierGroupHref } from '../modifiers-paths';

/**
 * The item detail's modifier groups (issue 21 item 1: assign from the item's side too). Each add or remove is saved at
 * once with the checksum the panel read, so there is no unsaved state to guard; the store view of a multi-store
 * merchant only lists them, as on the Modifiers page.
 */
export function ItemModifierGroupsPanel({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`modifiers.itemPanel.${key}`, values);
  const headingId = useId();
  const { portal } = usePortalOutlet();
  const query = useItemModifierGroups(portal.merhantId, itemId);
  const save = useSaveItemModifierGroups();
  const [search, setSearch] = useState('');
  const lookup = useModifierGroupLookup(portal.merhantId, useDebouncedValue(search, 300));
  const groups = query.data?.Groups ?? [];

  const saveIds = (ids: number[]) => {
    if (!query.data) return;
    save.mutate({ ItemMasterId: itemId, ModifierGroupIds: ids, ConcurrencyChecksum: query.data.ConcurrencyChecksum });
  };
  const ids = groups.map((g) => g.ModifierGroupId);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {p('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {p('hint')}
      </Typography>
      {query.isError ? <Alert severity="error">{p('loadFailed')}</Alert> : null}
      {save.isError ? <Alert severity="error">{errorText(t, save.error)}</Alert> : null}
      {query.data && groups.length === 0 ? <Typography variant="body2">{p('none')}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }} aria-label={p('title')}>
        {groups.map((g) => (
          <Stack component="li" key={g.ModifierGroupId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              label={g.Name}
              disabled={save.isPending}
              onDelete={() => saveIds(ids.filter((id) => id !== g.ModifierGroupId))}
              slotProps={{ root: { 'aria-label': p('remove', { name: g.Name }) } }}
            />
            <Typography variant="body2">
              <Link component={RouterLink} to={modifierGroupHref(g.ModifierGroupId)}>
                {g.IsRequired
                  ? p('required', { min: g.MinSelections, max: g.MaxSelections })
                  : p('optional', { max: g.MaxSelections })}
              </Link>
            </Typography>
          </Stack>
        ))}
      </Stack>
      {!query.data ? null : (
        <Autocomplete<TModifierGroupRef>
          sx={{ maxWidth: 400 }}
          options={(lookup.data ?? []).filter((o) => !ids.includes(o.ModifierGroupId))}
          getOptionLabel={(o) => o.Name}
          isOptionEqualToValue={(a, b) => a.ModifierGroupId === b.ModifierGroupId}
          value={null}
          disabled={save.isPending}
          onInputChange={(_ev, value) => setSearch(value)}
          onChange={(_ev, picked) => {
            if (picked) saveIds([...ids, picked.ModifierGroupId]);
          }}
          renderInput={(params) => <TextField {...params} label={p('add')} size="small" />}
        />
      )}
    </Paper>
  );
}
