import { zodResolver } from '@hookform/resolvers/zod';
import { ZSendUserNamesEmailRequest } from '@mp/contracts/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { useSendUserNamesEmail } from '../api/auth.queries';

type TForgotUsernameDialogProps = { onClose: () => void };

/** Asks for an e-mail address and sends the user names registered to it. */
export function ForgotUsernameDialog({ onClose }: TForgotUsernameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sendEmail = useSendUserNamesEmail();
  const form = useForm({ resolver: zodResolver(ZSendUserNamesEmailRequest), defaultValues: { emailAddress: '' } });
  const blank = useWatch({ control: form.control, name: 'emailAddress' }).trim() === '';
  const error = form.formState.errors.emailAddress;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit((values) => sendEmail.mutate(values.emailAddress))}>
        <DialogTitle id={titleId}>{t('auth.forgotUsername.title')}</DialogTitle>
        <DialogContent>
          {sendEmail.isSuccess ? (
            <DialogContentText role="status">{t('auth.forgotUsername.sent')}</DialogContentText>
          ) : (
            <>
              <DialogContentText>{t('auth.forgotUsername.message')}</DialogContentText>
              <TextField
                {...fieldProps(form.register('emailAddress'))}
                label={t('auth.forgotUsername.email')}
                type="email"
                autoComplete="email"
                fullWidth
                margin="normal"
                autoFocus
                error={Boolean(error)}
                helperText={error ? t('auth.forgotUsername.invalidEmail') : ' '}
              />
              {sendEmail.isError ? <Alert severity="error">{t('auth.forgotUsername.failed')}</Alert> : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {sendEmail.isSuccess ? (
            <Button variant="contained" onClick={onClose}>
              {t('common.ok')}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={blank || sendEmail.isPending}>
                {t('common.ok')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
