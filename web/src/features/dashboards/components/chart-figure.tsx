import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TChartFigureProps = {
  title: string;
  /** The figures as text: what a screen reader reads instead of the drawing, and anyone may open as a table. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Where the figures come from (the report behind it), shown under the title. */
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
};

/**
 * A chart with its accessible title (the figure's caption) and a text alternative: the same figures as a table inside
 * a disclosure, for anyone who cannot read the drawing.
 */
export function ChartFigure({ title, columns, rows, action, testId, children }: TChartFigureProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ m: 0, p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ width: '100%' }}>{children}</Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          {t('dashboards.chart.showTable')}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row[0]}>
                  {row.map((cell, i) => (
                    <TableCell key={columns[i]} align={i === 0 ? 'left' : 'right'}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Paper>
  );
}
