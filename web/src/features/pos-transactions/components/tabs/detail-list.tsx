import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type TDetailItem = { label: string; value: string | number | null | undefined; numeric?: boolean };

type TDetailListProps = { title: string; items: TDetailItem[] };

/** A titled list of label/value pairs (a description list, so readers announce each label with its value). */
export function DetailList({ title, items }: TDetailListProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 240, flex: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {item.label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, textAlign: item.numeric ? 'right' : 'left', fontVariantNumeric: 'tabular-nums' }}
            >
              {item.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
