import type { TTicketRow } from '@mp/contracts/tickets';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewReceiptTab } from './tabs/preview-receipt-tab';
import { TicketDetailsTab } from './tabs/ticket-details-tab';
import { TicketLinesTab } from './tabs/ticket-lines-tab';
import { TicketNotesTab } from './tabs/ticket-notes-tab';
import { TicketPaymentsTab } from './tabs/ticket-payments-tab';
import type { TTicketTabProps } from './tabs/ticket-tab-props';
import { TicketTaxesTab } from './tabs/ticket-taxes-tab';

/** The tabs of spec 2 §2 in their order; each loads its own part of the ticket when first shown. */
const TABS: { key: string; Component: ComponentType<TTicketTabProps> }[] = [
  { key: 'details', Component: TicketDetailsTab },
  { key: 'lines', Component: TicketLinesTab },
  { key: 'payments', Component: TicketPaymentsTab },
  { key: 'taxes', Component: TicketTaxesTab },
  { key: 'notes', Component: TicketNotesTab },
  { key: 'receipt', Component: PreviewReceiptTab },
];

type TTicketDetailPanelProps = { storeId: number; ticket: TTicketRow | null; timeZone: string };

/** The detail below the grid. The chosen tab stays when another ticket is picked, to compare tickets quickly. */
export function TicketDetailPanel({ storeId, ticket, timeZone }: TTicketDetailPanelProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const [tab, setTab] = useState(0);
  const titleId = `${idBase}-title`;
  const active = TABS[tab] ?? TABS[0]!;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      {ticket ? (
        <>
          <Typography id={titleId} variant="h6" component="h2">
            {t('posTransactions.detail.label', { number: ticket.TicketNumber })}
          </Typography>
          <Tabs
            value={tab}
            onChange={(_event, value: number) => setTab(value)}
            aria-label={t('posTransactions.detail.tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {TABS.map(({ key }, index) => (
              <Tab
                key={key}
                value={index}
                label={t(`posTransactions.detail.tabs.${key}`)}
                id={`${idBase}-tab-${key}`}
                aria-controls={`${idBase}-panel-${key}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${idBase}-panel-${active.key}`}
            aria-labelledby={`${idBase}-tab-${active.key}`}
            sx={{ pt: 2 }}
          >
            <active.Component key={ticket.DocumentId} storeId={storeId} ticket={ticket} timeZone={timeZone} />
          </Box>
        </>
      ) : (
        <Typography id={titleId} color="text.secondary">
          {t('posTransactions.detail.none')}
        </Typography>
      )}
    </Paper>
  );
}
