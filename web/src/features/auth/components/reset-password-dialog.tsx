import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordProblems, PASSWORD_MESSAGE } from '@mp/contracts/password';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../api/auth.queries';
import { PasswordRulesHint } from './password-rules-hint';
import { matchField } from './server-field';
import { SuccessDialog } from './success-dialog';

// The user name is unknown here (only the link token is), so the name rule is the server's to check.
const ZResetPasswordForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const problems = newPasswordProblems({ password: values.newPassword, reenterPassword: values.confirmPassword }, '');
    for (const problem of problems)
      ctx.addIssue({
        code: 'custom',
        path: [problem.field === 'password' ? 'newPassword' : 'confirmPassword'],
        message: problem.message,
      });
  });
type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

type TResetPasswordDialogProps = { token: string; onClose: () => void };

/** Reset password from an e-mailed link (query tk). */
export function ResetPasswordDialog({ token, onClose }: TResetPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TResetPasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.newPassword });
    } catch (error) {
      const key = isHttpError(error) ? error.messageKey : undefined;
      const field = isHttpError(error)
        ? matchField(error.field, ['newPassword', 'confirmPassword'] as const, { password: 'newPassword' })
        : null;
      if (field && key) form.setError(field, { message: key }, { shouldFocus: true });
      else setFailure(errorText(t, error, { fallbackKey: PASSWORD_MESSAGE.resetFailed }));
    }
  });

  if (resetPassword.isSuccess)
    return (
      <SuccessDialog
        title={t('auth.resetPassword.successTitle')}
        message={t('auth.resetPassword.successMessage')}
        onOk={onClose}
      />
    );

  const passwordError = errors.newPassword?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('auth.resetPassword.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('auth.resetPassword.message')}</DialogContentText>
          <PasswordField
            {...fieldProps(form.register('newPassword', { deps: ['confirmPassword'] }))}
            label={t('auth.resetPassword.newPassword')}
            autoComplete="new-password"
            fullWidth
            margin="dense"
            autoFocus
            error={Boolean(passwordError)}
            helperText={
              passwordError === PASSWORD_MESSAGE.format
                ? t('password.formatShort')
                : passwordError
                  ? errorText(t, passwordError)
                  : ' '
            }
            extraAdornment={passwordError === PASSWORD_MESSAGE.format ? <PasswordRulesHint /> : null}
          />
          <PasswordField
            {...fieldProps(form.register('confirmPassword'))}
            label={t('auth.resetPassword.confirmPassword')}
            autoComplete="new-password"
            fullWidth
            margin="dense"
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message ? errorText(t, errors.confirmPassword.message) : ' '}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {t('auth.resetPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
