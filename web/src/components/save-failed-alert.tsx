import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

type TSaveFailedAlertProps = {
  /** The failed save's error. */
  error: unknown;
  /** The save was refused as stale: the alert says so and offers Reload. */
  stale: boolean;
  /** What the alert says for any other failure. */
  fallback: string;
  onReload: () => void;
};

/** A failed save's message above a settings form; a stale checksum says why and offers Reload. */
export function SaveFailedAlert({ error, stale, fallback, onReload }: TSaveFailedAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        stale ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('common.reload')}
          </Button>
        ) : undefined
      }
    >
      {stale ? errorText(t, error) : fallback}
    </Alert>
  );
}
