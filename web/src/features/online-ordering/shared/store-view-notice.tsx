import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePortalOutlet } from '../../../lib/portal-outlet';

/**
 * Spec 3 §6, §8 StoreView: the online-ordering settings of one store cannot be read or changed in the company view of
 * several stores; the warning (a screen may word it for itself) offers the store selection.
 */
export function StoreViewNotice({ message }: { message?: string }) {
  const { t } = useTranslation();
  const { openSelection } = usePortalOutlet();
  return (
    <Alert
      severity="warning"
      data-testid="store-view-notice"
      action={
        <Button color="inherit" size="small" onClick={() => openSelection('store')}>
          {t('onlineOrdering.selectStore')}
        </Button>
      }
    >
      {message ?? t('onlineOrdering.storeView')}
    </Alert>
  );
}
