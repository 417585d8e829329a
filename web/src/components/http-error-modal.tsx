import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { dismissHttpError, useHttpErrorNotice } from '../lib/http-error-store';

/** Shows any HTTP failure that no screen handled itself. */
export function HttpErrorModal() {
  const { t } = useTranslation();
  const notice = useHttpErrorNotice();
  const titleId = useId();
  if (!notice) return null;
  const text =
    notice.status === 0 ? t('errors.http.network') : errorText(t, notice.error, { fallbackKey: 'errors.http.unknown' });
  return (
    <Dialog open onClose={dismissHttpError} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('errors.http.title', { status: notice.status })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismissHttpError} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
