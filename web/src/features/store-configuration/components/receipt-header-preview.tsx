import { previewLightBodyOf, type TStoreConfigurationFormInput } from '@mp/contracts/store-configuration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptHeaderPreview } from '../api/store-configuration.queries';

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DEBOUNCE_MS = 400;

/** The server's HTML in a document of its own: the frame's sandbox runs no script and reaches nothing of the portal. */
const documentOf = (html: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt</title></head>` +
  `<body style="margin:8px;background:#fff">${html}</body></html>`;

type TProps = { values: TStoreConfigurationFormInput };

/**
 * Spec 3 §2.4: the receipt header as the server renders it (POST /Email/PreviewLight, the ticket receipt's renderer),
 * shown in a sandboxed frame (srcdoc, no scripts), asked for again once typing pauses.
 */
export function ReceiptHeaderPreview({ values }: TProps) {
  const { t } = useTranslation();
  const body = previewLightBodyOf(values);
  const key = JSON.stringify(body);
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as typeof body), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const preview = useReceiptHeaderPreview(settled);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('storeConfiguration.preview.title')}
      </Typography>
      {preview.isError ? (
        <Alert severity="warning">{t('storeConfiguration.preview.failed')}</Alert>
      ) : (
        <Box
          component="iframe"
          title={t('storeConfiguration.preview.frameTitle')}
          sandbox=""
          srcDoc={documentOf(preview.data?.Entity ?? '')}
          data-testid="receipt-header-preview"
          sx={{ width: '100%', maxWidth: 400, height: 140, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
