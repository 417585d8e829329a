import type { TTicketNote } from '@mp/contracts/tickets';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import type { TTicketTabProps } from './ticket-tab-props';
import { SimpleTable, type TSimpleColumn } from './simple-table';
import { TicketPartView } from './ticket-part-view';

export function TicketNotesTab({ storeId, ticket }: TTicketTabProps) {
  const { t } = useTranslation();
  const query = useTicketPart(storeId, ticket, 'notes');
  const columns: TSimpleColumn<TTicketNote>[] = [
    { label: t('posTransactions.notes.sequence'), cell: (note) => note.SequenceNumber, numeric: true },
    { label: t('posTransactions.notes.note'), cell: (note) => note.Note },
  ];
  return (
    <TicketPartView query={query}>
      {(data) => (
        <SimpleTable
          label={t('posTransactions.notes.label')}
          columns={columns}
          rows={[...data.ResultSet].sort((a, b) => a.SequenceNumber - b.SequenceNumber)}
          rowKey={(note) => note.SequenceNumber}
          emptyText={t('posTransactions.notes.empty')}
        />
      )}
    </TicketPartView>
  );
}
