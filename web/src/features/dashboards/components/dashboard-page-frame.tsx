import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateRangeFields } from '../../../components/date-range-fields';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import type { TDashboardView } from '../api/dashboards.queries';
import { DEFAULT_PRESET, useDashboardRange } from '../lib/use-dashboard-range';

/** What a My Store dashboard's body draws from: the view, the chosen range and where its figures may link. */
export type TDashboardFrame = ReturnType<typeof useDashboardRange> &
  Pick<ReturnType<typeof usePortalOutlet>, 'access'> & { view: TDashboardView; locale: string };

/** A My Store dashboard: its heading, the range bar, and the body for that range. */
export function DashboardPageFrame({
  title,
  children,
}: {
  title: string;
  children: (frame: TDashboardFrame) => ReactNode;
}) {
  useDocumentTitle(title);
  const { portal, access } = usePortalOutlet();
  const range = useDashboardRange();
  const view = { merchantId: portal.merhantId, storeId: portal.storeId };
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} data-testid="dashboard-range">
        <DateRangeFields
          value={range.range}
          today={range.today}
          onChange={range.setRange}
          initialPreset={DEFAULT_PRESET}
        />
      </Box>
      {children({ ...range, access, view, locale: portal.merchantCulture })}
    </Box>
  );
}

/** Cards in a row that wraps. */
export function CardRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', mb: 2 }}>
      {children}
    </Box>
  );
}

/** Charts two abreast on a wide screen, one above the other on a narrow one. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
