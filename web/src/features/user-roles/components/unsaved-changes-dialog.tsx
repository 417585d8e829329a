import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TUnsavedChangesDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asks before a navigation drops the matrix's unsaved changes. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: TUnsavedChangesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('userRoles.matrix.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('userRoles.matrix.unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay}>{t('userRoles.matrix.unsaved.stay')}</Button>
        <Button onClick={onLeave} color="error" variant="contained">
          {t('userRoles.matrix.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
