import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

type TPendingOrFailedProps = {
  /** The load failed (else it is still running). */
  failed: boolean;
  /** What could not be loaded, said to the merchant. */
  failedText: string;
  onRetry: () => void;
};

/** A load that failed: what could not be loaded, said to the merchant, with a Retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** What a page shows under its title until its data is in: a spinner, or why it failed with a Retry. */
export function PendingOrFailed({ failed, failedText, onRetry }: TPendingOrFailedProps) {
  const { t } = useTranslation();
  if (!failed) return <CircularProgress aria-label={t('common.loading')} />;
  return <LoadFailed text={failedText} onRetry={onRetry} />;
}
