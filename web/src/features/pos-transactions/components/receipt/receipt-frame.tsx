import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptDocument } from '../../lib/receipt-document';

/**
 * The server's receipt HTML in its own sandboxed document, never in the portal's DOM. The sandbox blocks forms,
 * pop-ups, top navigation and plugins; scripts are blocked by the document's own policy (receiptDocument) on top of
 * the portal's. allow-same-origin lets the portal call the frame's print(), allow-modals lets that dialog open, and
 * allow-scripts is there only because a frame without it has no script context at all, which leaves test and
 * accessibility tools (axe) unable to read the receipt; no script can run there all the same.
 */
export const ReceiptFrame = forwardRef<HTMLIFrameElement, { html: string }>(function ReceiptFrame({ html }, ref) {
  const { t } = useTranslation();
  const title = t('posTransactions.receipt.frameTitle');
  const doc = useMemo(() => receiptDocument(html, title), [html, title]);
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin allow-scripts allow-modals"
      srcDoc={doc}
      style={{
        width: '100%',
        height: 420,
        border: '1px solid rgba(0, 0, 0, 0.23)',
        borderRadius: 4,
        background: '#fff',
      }}
    />
  );
});
