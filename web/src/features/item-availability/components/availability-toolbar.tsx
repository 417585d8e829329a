import { MAX_ITEM_AVAILABILITY_SEARCH } from '@mp/contracts/item-availability';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TBulkAvailability } from '../api/item-availability.queries';

type TAvailabilityToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  /** Runs the search (Enter or the search button); the page decides whether edits must be confirmed first. */
  onSearch: () => void;
  selectedCount: number;
  onEditSelected: () => void;
  /** The bulk actions offered (with the MMS add-on, all in stock only). */
  bulkActions: readonly TBulkAvailability[];
  onBulk: (kind: TBulkAvailability) => void;
  disabled: boolean;
};

const BULK_LABEL: Record<TBulkAvailability, string> = {
  allInStock: 'itemAvailability.actions.allInStock',
  allOnline: 'itemAvailability.actions.allOnline',
};

/** Search field and the grid's actions: edit selected items, all items in stock, all items online. */
export function AvailabilityToolbar(props: TAvailabilityToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch();
        }}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      >
        <TextField
          fullWidth
          size="small"
          label={t('itemAvailability.search.label')}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: MAX_ITEM_AVAILABILITY_SEARCH },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={t('itemAvailability.search.run')}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
        <Button
          variant="outlined"
          onClick={props.onEditSelected}
          disabled={props.disabled || props.selectedCount === 0}
        >
          {t('itemAvailability.actions.editSelected')}
        </Button>
        {props.bulkActions.map((kind) => (
          <Button key={kind} variant="outlined" onClick={() => props.onBulk(kind)} disabled={props.disabled}>
            {t(BULK_LABEL[kind])}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
