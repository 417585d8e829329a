import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type TEmailRequestDialogProps = {
  /** i18n key prefix holding title, message, sent and failed texts. */
  textKey: 'auth.forgotPassword' | 'auth.forgotUsername';
  submitLabel: string;
  /** The one input the request needs. */
  field: ReactNode;
  /** Submit stays disabled while the input is blank (spec 1 §5). */
  blank: boolean;
  request: { isPending: boolean; isSuccess: boolean; isError: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
};

/** The frame of the forgot-username and forgot-password dialogs: one input, then a confirmation replacing it. */
export function EmailRequestDialog({
  textKey,
  submitLabel,
  field,
  blank,
  request,
  onSubmit,
  onClose,
}: TEmailRequestDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t(`${textKey}.title`)}</DialogTitle>
        <DialogContent>
          {request.isSuccess ? (
            <DialogContentText role="status">{t(`${textKey}.sent`)}</DialogContentText>
          ) : (
            <>
              <DialogContentText>{t(`${textKey}.message`)}</DialogContentText>
              {field}
              {request.isError ? <Alert severity="error">{t(`${textKey}.failed`)}</Alert> : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {request.isSuccess ? (
            <Button variant="contained" onClick={onClose}>
              {t('common.ok')}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={blank || request.isPending}>
                {submitLabel}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
