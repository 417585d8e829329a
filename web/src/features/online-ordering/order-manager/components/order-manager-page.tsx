import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { CLOSED_ONLINE_ORDER_STATUSES } from '@mp/contracts/online-ordering/order-manager';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isHttpError } from '../../../../lib/api-client';
import { portalHref } from '../../../../lib/session/landing';
import { useFormat } from '../../../../lib/use-format';
import { useOnlineOrders, type TOrderFilters } from '../api/order-manager.queries';
import { OrderFiltersBar } from './order-filters-bar';

/** The ticket in POS transactions: its business date, found by its ticket number. */
const ticketHref = (ticketNumber: number, businessDate: string) =>
  `${portalHref('results/posTrans')}?${new URLSearchParams({
    from: businessDate,
    to: businessDate,
    search: String(ticketNumber),
    searchBy: 'TicketNumber',
  }).toString()}`;

/**
 * The order manager (spec 3 §2.2 ordermanager): the store's online orders due today and in the coming days, sorted by
 * due time on the server, with status and fulfillment type filters, refreshed every 10 seconds while the browser tab
 * is in view. Due times are shown in the store's zone; each order links to its ticket in POS transactions.
 */
export function OrderManagerPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('orderManager.title'));
  const format = useFormat();
  const [filters, setFilters] = useState<TOrderFilters>({ statuses: [], fulfillmentTypes: [] });
  const orders = useOnlineOrders(filters);
  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('orderManager.title')}
    </Typography>
  );
  if (isHttpError(orders.error) && orders.error.messageKey === OO_ERROR.storeView)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        {title}
        <Alert severity="warning">{t('orderManager.storeView')}</Alert>
      </Paper>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orderManager.intro')}
      </Typography>
      <OrderFiltersBar filters={filters} onChange={setFilters} />
      {orders.data === undefined ? (
        <PendingOrFailed
          failed={orders.isError}
          failedText={t('orderManager.loadFailed')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography data-testid="order-manager-empty">{t('orderManager.empty')}</Typography>
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orderManager.columns.dueAt')}</TableCell>
                <TableCell>{t('orderManager.columns.status')}</TableCell>
                <TableCell>{t('orderManager.columns.type')}</TableCell>
                <TableCell>{t('orderManager.columns.customer')}</TableCell>
                <TableCell align="right">{t('orderManager.columns.total')}</TableCell>
                <TableCell>{t('orderManager.columns.ticket')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.orders.map((order) => (
                <TableRow key={order.ticketId} data-testid="online-order-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(order.dueAt, order.timeZone)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`orderManager.statuses.${order.statusName}`)}
                      color={CLOSED_ONLINE_ORDER_STATUSES.includes(order.status) ? 'default' : 'primary'}
                      variant={CLOSED_ONLINE_ORDER_STATUSES.includes(order.status) ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                  <TableCell>{t(`orderManager.types.${order.fulfillmentType}`)}</TableCell>
                  <TableCell>
                    {order.customerName ?? ''}
                    {order.customerPhone && (
                      <Typography variant="body2" color="text.secondary">
                        {order.customerPhone}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{format.money(order.total)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={ticketHref(order.ticketNumber, order.businessDate)}>
                      {t('orderManager.ticketLink', { number: order.ticketNumber })}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {orders.data?.truncated && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('orderManager.truncated')}
        </Alert>
      )}
    </Paper>
  );
}
