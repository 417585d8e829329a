import type { TReceiptPreviewRequest } from '@mp/contracts/tickets';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptEmailForm } from './receipt-email-form';
import { ReceiptFrame } from './receipt-frame';

/** Spec 2 §9: the print dialog opens 500 ms after Print, once the frame has surely laid out the receipt. */
export const RECEIPT_PRINT_DELAY_MS = 500;

type TReceiptModalProps = {
  html: string;
  ticketNumber: number;
  request: TReceiptPreviewRequest;
  defaultEmail: string | null;
  onClose: () => void;
};

/** Spec 2 §4: the previewed receipt, with e-mail and print. */
export function ReceiptModal({ html, ticketNumber, request, defaultEmail, onClose }: TReceiptModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const printTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(printTimer.current), []);

  const print = () => {
    clearTimeout(printTimer.current);
    printTimer.current = setTimeout(() => frame.current?.contentWindow?.print(), RECEIPT_PRINT_DELAY_MS);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('posTransactions.receipt.title', { number: ticketNumber })}</DialogTitle>
      <DialogContent>
        <ReceiptFrame ref={frame} html={html} />
        <ReceiptEmailForm request={request} defaultEmail={defaultEmail} />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={print}>
          {t('posTransactions.receipt.print')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('posTransactions.receipt.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
