import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MESSAGE,
  ZChangePasswordAndCreateSessionRequest,
  ZChangePasswordRequest,
} from '@mp/contracts/password';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError, RefusalError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword, useChangePasswordAndCreateSession } from '../api/auth.queries';
import { PasswordRulesHint } from './password-rules-hint';
import { matchField } from './server-field';
import { SuccessDialog } from './success-dialog';

type TChangePasswordDialogProps =
  /** From the user menu: the old password is asked (no pattern check on it). */
  | { mode: 'change'; userName: string; membershipUserId: number; posUserId: number; onClose: () => void }
  /** At sign-in with the reset flag: the old password was just proven; the call creates the session. */
  | { mode: 'createSession'; userName: string; token: string; onDone: () => void; onCancel: () => void };

type TForm = {
  MembershipUserId: number;
  MembershipUserName: string;
  POSUserId: number;
  OldPassword: string;
  Password: string;
  ReenterPassword: string;
};
const FIELDS = ['OldPassword', 'Password', 'ReenterPassword'] as const;

export function ChangePasswordDialog(props: TChangePasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const asksOld = props.mode === 'change';
  const changePassword = useChangePassword();
  const createSession = useChangePasswordAndCreateSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<TForm>({
    mode: 'onChange',
    // Both contract schemas check the same rules; the session variant ignores the fields it does not know.
    resolver: zodResolver(
      asksOld ? ZChangePasswordRequest : ZChangePasswordAndCreateSessionRequest,
    ) as unknown as Resolver<TForm>,
    defaultValues: {
      MembershipUserId: props.mode === 'change' ? props.membershipUserId : 0,
      MembershipUserName: props.userName,
      POSUserId: props.mode === 'change' ? props.posUserId : 0,
      OldPassword: '',
      Password: '',
      ReenterPassword: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response =
        props.mode === 'change'
          ? await changePassword.mutateAsync(values)
          : await createSession.mutateAsync({
              token: props.token,
              MembershipUserName: values.MembershipUserName,
              Password: values.Password,
              ReenterPassword: values.ReenterPassword,
            });
      if (response.IsSuccessful) setSucceeded(true);
      else setFailure(errorText(t, new RefusalError(response.Message), { fallbackKey: PASSWORD_MESSAGE.resetFailed }));
    } catch (error) {
      const field = isHttpError(error) ? matchField(error.field, FIELDS, { newpassword: 'Password' }) : null;
      if (isHttpError(error) && field && error.messageKey)
        form.setError(field, { message: error.messageKey }, { shouldFocus: true });
      else setFailure(errorText(t, error, { fallbackKey: PASSWORD_MESSAGE.resetFailed }));
    }
  });

  const close = props.mode === 'change' ? props.onClose : props.onCancel;
  const done = props.mode === 'change' ? props.onClose : props.onDone;
  const helperText = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message) ?? ' ';

  if (succeeded)
    return (
      <SuccessDialog
        title={t('auth.changePassword.successTitle')}
        message={t('auth.changePassword.successMessage')}
        onOk={done}
      />
    );

  return (
    <Dialog
      open
      onClose={props.mode === 'change' ? close : undefined}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('auth.changePassword.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asksOld ? t('auth.changePassword.message') : t('auth.changePassword.requiredMessage')}
          </DialogContentText>
          {asksOld ? (
            <PasswordField
              {...fieldProps(form.register('OldPassword'))}
              label={t('auth.changePassword.oldPassword')}
              autoComplete="current-password"
              fullWidth
              margin="dense"
              autoFocus
              error={Boolean(errors.OldPassword) && form.getFieldState('OldPassword').isTouched}
              helperText={form.getFieldState('OldPassword').isTouched ? helperText('OldPassword') : ' '}
            />
          ) : null}
          <PasswordField
            {...fieldProps(form.register('Password', { deps: ['ReenterPassword'] }))}
            label={t('auth.changePassword.newPassword')}
            autoComplete="new-password"
            fullWidth
            margin="dense"
            autoFocus={!asksOld}
            error={Boolean(errors.Password)}
            helperText={
              errors.Password?.message === PASSWORD_MESSAGE.format ? t('password.formatShort') : helperText('Password')
            }
            extraAdornment={errors.Password?.message === PASSWORD_MESSAGE.format ? <PasswordRulesHint /> : null}
          />
          <PasswordField
            {...fieldProps(form.register('ReenterPassword'))}
            label={t('auth.changePassword.confirmPassword')}
            autoComplete="new-password"
            fullWidth
            margin="dense"
            error={Boolean(errors.ReenterPassword)}
            helperText={helperText('ReenterPassword')}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
