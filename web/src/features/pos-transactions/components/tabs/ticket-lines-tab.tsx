import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import { useFormat } from '../../../../lib/use-format';
import { nestLines, type TNestedLine } from '../../lib/ticket-lines';
import type { TTicketTabProps } from './ticket-tab-props';
import { SimpleTable, type TSimpleColumn } from './simple-table';
import { TicketPartView } from './ticket-part-view';

export function TicketLinesTab({ storeId, ticket }: TTicketTabProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTicketPart(storeId, ticket, 'lines');
  const columns: TSimpleColumn<TNestedLine>[] = [
    {
      label: t('posTransactions.lines.item'),
      cell: ({ line, depth }) => (
        <Box sx={{ pl: depth * 3, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{line.ItemName}</span>
          {line.LineTypeExtension ? <Chip size="small" variant="outlined" label={line.LineTypeExtension} /> : null}
          {line.IsPriceOverride ? (
            <Chip size="small" color="warning" variant="outlined" label={t('posTransactions.lines.priceOverride')} />
          ) : null}
        </Box>
      ),
    },
    { label: t('posTransactions.lines.itemNumber'), cell: ({ line }) => line.ItemNumber },
    { label: t('posTransactions.lines.description'), cell: ({ line }) => line.Description },
    {
      label: t('posTransactions.lines.quantity'),
      // A weight keyed in by hand rather than read from the scale is marked, explained below the table.
      cell: ({ line }) => {
        const quantity = format.number(line.QuantitySold);
        return line.IsManualWeight && quantity ? t('posTransactions.lines.manualQuantity', { quantity }) : quantity;
      },
      numeric: true,
    },
    { label: t('posTransactions.lines.price'), cell: ({ line }) => format.money(line.Price), numeric: true },
    { label: t('posTransactions.lines.amount'), cell: ({ line }) => format.money(line.Amount), numeric: true },
    {
      label: t('posTransactions.lines.lineDiscount'),
      cell: ({ line }) => format.discount(line.LineDiscount),
      numeric: true,
    },
    {
      label: t('posTransactions.lines.ticketDiscount'),
      cell: ({ line }) => format.discount(line.TicketDiscount),
      numeric: true,
    },
  ];
  return (
    <TicketPartView query={query}>
      {(data) => (
        <>
          <SimpleTable
            label={t('posTransactions.lines.label')}
            columns={columns}
            rows={nestLines(data.ResultSet)}
            rowKey={({ line }) => line.LineItemId}
            emptyText={t('posTransactions.lines.empty')}
          />
          {data.ResultSet.some((line) => line.IsManualWeight) ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('posTransactions.lines.manualWeight')}
            </Typography>
          ) : null}
        </>
      )}
    </TicketPartView>
  );
}
