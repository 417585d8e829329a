import type { TTopCustomer } from '@mp/contracts/dashboards';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/use-format';

type TTopCustomersProps = {
  customers: readonly TTopCustomer[];
  /** The customer sales report of the same range, or null when the user may not open it. */
  href: string | null;
  formatCount: (n: number) => string;
};

/** The range's biggest spenders: a list people read rather than look at, so a table, not a chart. */
export function TopCustomersTable({ customers, href, formatCount }: TTopCustomersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const title = t('dashboards.customers.charts.topCustomers');
  const columns = ['visits', 'spend', 'averageVisit', 'lastVisit'] as const;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0 }}
      data-testid="top-customers"
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {href ? (
          <Link component={RouterLink} to={href}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      {customers.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.customers.noVisits')}</Typography>
      ) : (
        // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
        <TableContainer role="region" aria-labelledby={titleId} tabIndex={0}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboards.customers.columns.customer')}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c} align="right">
                    {t(`dashboards.customers.columns.${c}`)}
                  </TableCell>
                ))}
                <TableCell>{t('dashboards.customers.columns.loyalty')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {customers.map((c) => (
                <TableRow key={c.CustomerNumber}>
                  <TableCell component="th" scope="row">
                    {c.CustomerName}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('dashboards.customers.customerNumber', { number: c.CustomerNumber })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{formatCount(c.Visits)}</TableCell>
                  <TableCell align="right">{format.money(c.Spend)}</TableCell>
                  <TableCell align="right">{format.money(c.AverageVisit)}</TableCell>
                  <TableCell align="right">{format.day(c.LastVisit)}</TableCell>
                  <TableCell>
                    {c.IsLoyaltyMember ? (
                      <Chip size="small" color="primary" variant="outlined" label={t('dashboards.customers.member')} />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
