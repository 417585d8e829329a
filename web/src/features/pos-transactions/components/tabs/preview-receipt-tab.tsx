import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptPreview, useTicketPart } from '../../api/pos-transactions.queries';
import { receiptRequestFor, type TReceiptOptions } from '../../lib/receipt-request';
import { ReceiptModal } from '../receipt/receipt-modal';
import type { TTicketTabProps } from './ticket-tab-props';
import { TicketPartView } from './ticket-part-view';

/** Receipt options and the preview; the modal opens only once the receipt has been fetched (spec 2 §4). */
export function PreviewReceiptTab({ storeId, ticket }: TTicketTabProps) {
  const { t } = useTranslation();
  const detailQuery = useTicketPart(storeId, ticket, 'detail');
  const preview = useReceiptPreview();
  const [options, setOptions] = useState<TReceiptOptions>({ IncludeCustomerInfo: true, IncludeNotes: true });
  const [open, setOpen] = useState(false);
  const option = (key: keyof TReceiptOptions, label: string) => (
    <FormControlLabel
      control={
        <Checkbox checked={options[key]} onChange={(_event, checked) => setOptions({ ...options, [key]: checked })} />
      }
      label={label}
    />
  );

  return (
    <TicketPartView query={detailQuery}>
      {(detail) => {
        const request = receiptRequestFor(detail, options);
        return (
          <Box>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('posTransactions.receipt.options')}</FormLabel>
              <FormGroup row>
                {option('IncludeCustomerInfo', t('posTransactions.receipt.includeCustomerInfo'))}
                {option('IncludeNotes', t('posTransactions.receipt.includeNotes'))}
              </FormGroup>
            </FormControl>
            <Box sx={{ mt: 1 }}>
              <Button
                variant="contained"
                startIcon={preview.isPending ? <CircularProgress size={16} color="inherit" /> : <ReceiptIcon />}
                disabled={preview.isPending}
                onClick={() => preview.mutate(request, { onSuccess: () => setOpen(true) })}
              >
                {t('posTransactions.receipt.preview')}
              </Button>
            </Box>
            {preview.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('posTransactions.receipt.retrieveError')}
              </Alert>
            ) : null}
            {open && preview.data ? (
              <ReceiptModal
                html={preview.data.HtmlReceipt}
                ticketNumber={detail.TicketNumber}
                request={preview.variables ?? request}
                defaultEmail={detail.CustomerEmailAddress}
                onClose={() => setOpen(false)}
              />
            ) : null}
          </Box>
        );
      }}
    </TicketPartView>
  );
}
