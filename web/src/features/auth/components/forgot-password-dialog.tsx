import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@mp/contracts/auth';
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
import { useForgotPassword } from '../api/auth.queries';

type TForgotPasswordDialogProps = { initialUserName: string; onClose: () => void };

/** Asks for a user name and e-mails a reset link; the confirmation replaces the form. */
export function ForgotPasswordDialog({ initialUserName, onClose }: TForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const forgotPassword = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { userName: initialUserName } });
  const blank = useWatch({ control: form.control, name: 'userName' }).trim() === '';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit((values) => forgotPassword.mutate(values.userName))}>
        <DialogTitle id={titleId}>{t('auth.forgotPassword.title')}</DialogTitle>
        <DialogContent>
          {forgotPassword.isSuccess ? (
            <DialogContentText role="status">{t('auth.forgotPassword.sent')}</DialogContentText>
          ) : (
            <>
              <DialogContentText>{t('auth.forgotPassword.message')}</DialogContentText>
              <TextField
                {...fieldProps(form.register('userName'))}
                label={t('auth.forgotPassword.userName')}
                autoComplete="username"
                fullWidth
                margin="normal"
                autoFocus
              />
              {forgotPassword.isError ? <Alert severity="error">{t('auth.forgotPassword.failed')}</Alert> : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {forgotPassword.isSuccess ? (
            <Button variant="contained" onClick={onClose}>
              {t('common.ok')}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={blank || forgotPassword.isPending}>
                {t('auth.forgotPassword.reset')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
