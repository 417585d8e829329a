import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

type TChangeTextProps = {
  /** The change as a decimal string or number (its sign tells the direction). */
  value: string | number;
  /** The change as the table formats it. */
  text: string;
};

/**
 * A change against the comparison period: ▲ up or ▼ down with a sign, and coloured, so the direction reads without
 * colour (and aloud, by the arrow's label). No change reads as the figure alone.
 */
export function ChangeText({ value, text }: TChangeTextProps) {
  const { t } = useTranslation();
  const n = Number(value);
  if (n === 0 || Number.isNaN(n)) return text;
  const up = n > 0;
  return (
    <Box component="span" sx={{ color: up ? 'success.dark' : 'error.dark', whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={t(up ? 'reports.viewer.compare.up' : 'reports.viewer.compare.down')}>
        {up ? '▲' : '▼'}
      </span>{' '}
      {up ? '+' : ''}
      {text}
    </Box>
  );
}
