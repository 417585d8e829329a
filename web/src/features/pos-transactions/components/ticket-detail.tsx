import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType } from 'react';
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

// Focus follows the selection into the detail, so keyboard and screen-reader users land where it opened.
const focusOnMount = (heading: HTMLElement | null) => heading?.focus();

type TTicketDetailProps = TTicketTabProps & {
  titleId: string;
  tab: number;
  onTab: (tab: number) => void;
  onClose: () => void;
};

/**
 * One ticket's title, close button and tabs, filling the height it is given: the tabs stay put and only the tab's
 * content scrolls, so switching tabs never moves the page.
 */
export function TicketDetail({ storeId, ticket, timeZone, titleId, tab, onTab, onClose }: TTicketDetailProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const active = TABS[tab] ?? TABS[0]!;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1 }}>
        <Typography
          // A new ticket is a new heading: focus moves to it again.
          key={ticket.DocumentId}
          ref={focusOnMount}
          id={titleId}
          variant="h6"
          component="h2"
          tabIndex={-1}
          sx={{ flex: 1, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid' } }}
        >
          {t('posTransactions.detail.label', { number: ticket.TicketNumber })}
        </Typography>
        <IconButton aria-label={t('posTransactions.detail.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => onTab(value)}
        aria-label={t('posTransactions.detail.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
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
        // Scrollable content must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2 }}
      >
        <active.Component key={ticket.DocumentId} storeId={storeId} ticket={ticket} timeZone={timeZone} />
      </Box>
    </Box>
  );
}
