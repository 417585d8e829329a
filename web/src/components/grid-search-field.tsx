import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type TGridSearchFieldProps = {
  label: string;
  /** The search button's accessible name. */
  buttonLabel: string;
  /** The search the grid shows (useGridState's, from the URL). */
  search: string;
  onSearch: (search: string) => void;
  maxLength?: number;
};

/**
 * A server-searched grid's search box: the search runs on Enter or the button, not per keystroke, so each search is
 * one call and one URL change (the grid goes back to its first page).
 */
export function GridSearchField({ label, buttonLabel, search, onSearch, maxLength }: TGridSearchFieldProps) {
  const [text, setText] = useState(search);
  const run = () => onSearch(text.trim());
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') run();
      }}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={buttonLabel} onClick={run} edge="end">
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
    />
  );
}
