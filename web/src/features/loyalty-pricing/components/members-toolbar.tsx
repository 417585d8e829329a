import { MEMBER_TYPE, SCREEN_TYPE_FILTERS, memberTypeName, type TMemberType } from '@mp/contracts/loyalty-pricing';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the grid asks the server again. */
const SEARCH_DEBOUNCE_MS = 400;

type TMembersToolbarProps = {
  typeFilter: TMemberType;
  onTypeFilterChange: (typeFilter: TMemberType) => void;
  /** The grid's search (from the URL), where typing starts. */
  search: string;
  onSearchChange: (search: string) => void;
};

/** The type filter (Item / Modifier, spec 2 §2) and the name search above the grid. */
export function MembersToolbar({
  typeFilter,
  onTypeFilterChange,
  search: shown,
  onSearchChange,
}: TMembersToolbarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(shown);
  // Only a changed search is reported: each report sends the grid back to its first page, and reporting the empty
  // search 400 ms after mounting undid a page change made in that time.
  const reported = useRef(shown);
  const report = useCallback(
    (next: string) => {
      if (next === reported.current) return;
      reported.current = next;
      onSearchChange(next);
    },
    [onSearchChange],
  );

  useEffect(() => {
    const timer = setTimeout(() => report(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, report]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={typeFilter}
        aria-label={t('loyaltyPricing.filter.type')}
        // A click on the selected button answers null: the filter always keeps one type.
        onChange={(_event, value: TMemberType | null) => value !== null && onTypeFilterChange(value)}
      >
        {SCREEN_TYPE_FILTERS.map((code) => (
          <ToggleButton key={code} value={code}>
            {t(`loyaltyPricing.memberType.${memberTypeName(code)}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="search"
        size="small"
        label={t('loyaltyPricing.filter.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once, and from the first page, even when the search is unchanged.
          if (event.key !== 'Enter') return;
          reported.current = search.trim();
          onSearchChange(reported.current);
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 260 }}
      />
    </Box>
  );
}

export const DEFAULT_TYPE_FILTER: TMemberType = MEMBER_TYPE.item;
