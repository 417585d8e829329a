import type { TTicketPayment } from '@mp/contracts/tickets';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import { useFormat } from '../../../../lib/use-format';
import type { TTicketTabProps } from './ticket-tab-props';
import { SimpleTable, type TSimpleColumn } from './simple-table';
import { TicketPartView } from './ticket-part-view';

export function TicketPaymentsTab({ storeId, ticket }: TTicketTabProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTicketPart(storeId, ticket, 'payments');
  const columns: TSimpleColumn<TTicketPayment>[] = [
    { label: t('posTransactions.payments.description'), cell: (p) => p.Description },
    { label: t('posTransactions.payments.type'), cell: (p) => p.PaymentType },
    { label: t('posTransactions.payments.amount'), cell: (p) => format.money(p.PaymentAmount), numeric: true },
    { label: t('posTransactions.payments.tip'), cell: (p) => format.money(p.TipAmount), numeric: true },
    { label: t('posTransactions.payments.info'), cell: (p) => p.AdditionalPaymentInfo },
    { label: t('posTransactions.payments.transactionId'), cell: (p) => p.TransactionId },
  ];
  return (
    <TicketPartView query={query}>
      {(data) => (
        <SimpleTable
          label={t('posTransactions.payments.label')}
          columns={columns}
          rows={data.ResultSet}
          rowKey={(_p, index) => index}
          emptyText={t('posTransactions.payments.empty')}
        />
      )}
    </TicketPartView>
  );
}
