import type { THomeSummary } from '@mp/contracts/dashboards';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/use-format';

type TPanelProps = { title: string; href: string | null; testId: string; children: ReactNode };

/** A titled panel of Home whose title links to the report behind it (plain text when the user may not open it). */
function Panel({ title, href, testId, children }: TPanelProps) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {href ? (
          <Link component={RouterLink} to={href}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      {children}
    </Paper>
  );
}

export type THomeLinks = {
  items: string | null;
  voids: string | null;
  refunds: string | null;
  discounts: string | null;
  outOfStock: string | null;
  orders: string | null;
};

/** Home's lists: the top five items, today's corrections, items out of stock and open online orders. */
export function HomeLists({ summary, links }: { summary: THomeSummary; links: THomeLinks }) {
  const { t } = useTranslation();
  const format = useFormat();
  const corrections = [
    { key: 'voids', value: summary.Voids, href: links.voids, amount: format.money(summary.Voids.Amount) },
    { key: 'refunds', value: summary.Refunds, href: links.refunds, amount: format.money(summary.Refunds.Amount) },
    {
      key: 'discounts',
      value: summary.Discounts,
      href: links.discounts,
      amount: format.discount(summary.Discounts.Amount),
    },
  ] as const;
  const orders = summary.OpenOnlineOrders.reduce((n, o) => n + o.Count, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      <Panel title={t('dashboards.home.topItems')} href={links.items} testId="home-top-items">
        {summary.TopItems.length === 0 ? (
          <Typography color="text.secondary">{t('dashboards.home.noItems')}</Typography>
        ) : (
          <List dense disablePadding component="ol">
            {summary.TopItems.map((item) => (
              <ListItem key={item.ItemName} disableGutters secondaryAction={format.money(item.Amount)}>
                <ListItemText
                  primary={item.ItemName}
                  secondary={t('dashboards.home.quantity', { quantity: format.number(item.Quantity) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
      <Panel title={t('dashboards.home.corrections')} href={null} testId="home-corrections">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
          {corrections.map(({ key, value, href, amount }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt">
                {href ? (
                  <Link component={RouterLink} to={href}>
                    {t(`dashboards.home.${key}`, { count: value.Count })}
                  </Link>
                ) : (
                  t(`dashboards.home.${key}`, { count: value.Count })
                )}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid={`home-${key}`}>
                {amount}
              </Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title={t('dashboards.home.outOfStock')} href={links.outOfStock} testId="home-out-of-stock">
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="home-out-of-stock-count">
          {t('dashboards.home.outOfStockCount', { count: summary.OutOfStock.Count })}
        </Typography>
        {summary.OutOfStock.ItemNames.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {summary.OutOfStock.ItemNames.join(', ')}
            {summary.OutOfStock.Count > summary.OutOfStock.ItemNames.length ? '…' : ''}
          </Typography>
        ) : null}
      </Panel>
      <Panel title={t('dashboards.home.onlineOrders')} href={links.orders} testId="home-online-orders">
        {orders === 0 ? (
          <Typography color="text.secondary">{t('dashboards.home.noOpenOrders')}</Typography>
        ) : (
          <List dense disablePadding>
            {summary.OpenOnlineOrders.map((o) => (
              <ListItem key={o.Status} disableGutters secondaryAction={o.Count}>
                <ListItemText primary={t(`dashboards.orderStatuses.${o.Status}`)} />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
    </Box>
  );
}
