import type { TSearchColumn, TViewerSettings } from '@mp/contracts/tickets';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTicketFilters } from '../api/pos-transactions.queries';

export type TSearch = Pick<TTicketFilters, 'SearchArg' | 'SearchColumnFilter'>;

type TTicketFiltersBarProps = {
  settings: Pick<TViewerSettings, 'TicketTypes' | 'SearchColumns' | 'IsSearchByEnabled'>;
  ticketFilter: TTicketFilters['TicketFilter'];
  onTicketFilter: (code: TTicketFilters['TicketFilter']) => void;
  search: TSearch;
  onSearch: (search: TSearch) => void;
};

// '' and 'All' both mean every type or column; the dropdowns offer that choice once, as ''.
const isAll = (value: string) => value === '' || value === 'All';

/**
 * Ticket type (applies at once), and the search: a text with, behind the `ticketSearchBy` flag, the column to
 * search. The search applies on Search or Enter, not per keystroke.
 */
export function TicketFiltersBar({ settings, ticketFilter, onTicketFilter, search, onSearch }: TTicketFiltersBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TSearch>(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, SearchArg: draft.SearchArg.trim() });
  };
  const clear = () => {
    const none: TSearch = { SearchArg: '', SearchColumnFilter: '' };
    setDraft(none);
    onSearch(none);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('posTransactions.filters.ticketType')}
        value={ticketFilter}
        onChange={(event) => onTicketFilter(event.target.value as TTicketFilters['TicketFilter'])}
        // Every type is a choice of its own, shown as such rather than as an empty box.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('posTransactions.filters.allTypes')}</MenuItem>
        {settings.TicketTypes.filter((type) => !isAll(type.Code)).map((type) => (
          <MenuItem key={type.Code} value={type.Code}>
            {type.Name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="form"
        role="search"
        aria-label={t('posTransactions.filters.searchLabel')}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {settings.IsSearchByEnabled ? (
          <TextField
            select
            size="small"
            label={t('posTransactions.filters.searchBy')}
            value={draft.SearchColumnFilter}
            onChange={(event) => setDraft({ ...draft, SearchColumnFilter: event.target.value as TSearchColumn })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t('posTransactions.filters.allColumns')}</MenuItem>
            {settings.SearchColumns.filter((column) => !isAll(column.Value)).map((column) => (
              <MenuItem key={column.Value} value={column.Value}>
                {column.Name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={t('posTransactions.filters.searchFor')}
          value={draft.SearchArg}
          onChange={(event) => setDraft({ ...draft, SearchArg: event.target.value })}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              endAdornment:
                search.SearchArg || draft.SearchArg ? (
                  <IconButton size="small" aria-label={t('posTransactions.filters.clear')} onClick={clear} edge="end">
                    <ClearIcon fontSize="small" />
                  </IconButton>
                ) : undefined,
            },
          }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('posTransactions.filters.search')}
        </Button>
      </Box>
    </Box>
  );
}
