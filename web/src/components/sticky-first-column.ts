import { alpha, type Theme } from '@mui/material/styles';

// On a narrow screen the first column (what names the row) stays in view while the others scroll under it. A sticky
// cell needs an opaque background: the row's hover or selection tint is laid over the paper colour.
export const stickyFirstColumn = (theme: Theme) => {
  const tint = (color: string) => `linear-gradient(${color}, ${color})`;
  return {
    '& :is(th, td):first-of-type': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' },
    // With a sticky header too, the corner cell stays above both the header row and the first column.
    '& thead th:first-of-type': { zIndex: 3 },
    '& tr.Mui-selected > td:first-of-type': {
      backgroundImage: tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)),
    },
    '& tr.MuiTableRow-hover:hover > td:first-of-type': { backgroundImage: tint(theme.palette.action.hover) },
  };
};
