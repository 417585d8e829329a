import type { TTicketTax } from '@mp/contracts/tickets';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import { useFormat } from '../../../../lib/use-format';
import type { TTicketTabProps } from './ticket-tab-props';
import { SimpleTable, type TSimpleColumn } from './simple-table';
import { TicketPartView } from './ticket-part-view';

export function TicketTaxesTab({ storeId, ticket }: TTicketTabProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTicketPart(storeId, ticket, 'taxes');
  const columns: TSimpleColumn<TTicketTax>[] = [
    { label: t('posTransactions.taxes.rule'), cell: (tax) => tax.RuleName },
    { label: t('posTransactions.taxes.rate'), cell: (tax) => format.percent(tax.TaxRate), numeric: true },
    { label: t('posTransactions.taxes.amount'), cell: (tax) => format.money(tax.TaxAmount), numeric: true },
  ];
  return (
    <TicketPartView query={query}>
      {(data) => (
        <SimpleTable
          label={t('posTransactions.taxes.label')}
          columns={columns}
          rows={data.ResultSet}
          rowKey={(tax, index) => `${tax.RuleName}-${index}`}
          emptyText={t('posTransactions.taxes.empty')}
        />
      )}
    </TicketPartView>
  );
}
