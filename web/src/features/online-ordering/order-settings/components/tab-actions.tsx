import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text';

/** What every tab gets from the page: whether it is read-only, and how to say a save worked. */
export type TTabProps = { disabled: boolean; onSaved: () => void };

/**
 * A tab's Save (hidden to a view-only user) and, after a failed save, the general error (spec 3 §8 Order settings)
 * with the server's reason.
 */
export function TabActions({
  disabled,
  canSave,
  pending,
  error,
  onSave,
}: {
  disabled: boolean;
  canSave: boolean;
  pending: boolean;
  error: unknown;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      {error !== null && error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="order-settings-error">
          {t('orderSettings.errors.general')} {errorText(t, error)}
        </Alert>
      )}
      {!disabled && (
        <Button variant="contained" onClick={onSave} disabled={!canSave || pending}>
          {t('orderSettings.save')}
        </Button>
      )}
    </Box>
  );
}
