import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@mp/contracts/auth';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { useForgotPassword } from '../api/auth.queries';
import { EmailRequestDialog } from './email-request-dialog';

type TForgotPasswordDialogProps = { initialUserName: string; onClose: () => void };

/** Asks for a user name and e-mails a reset link; the confirmation replaces the form. */
export function ForgotPasswordDialog({ initialUserName, onClose }: TForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { userName: initialUserName } });
  const blank = useWatch({ control: form.control, name: 'userName' }).trim() === '';

  return (
    <EmailRequestDialog
      textKey="auth.forgotPassword"
      submitLabel={t('auth.forgotPassword.reset')}
      blank={blank}
      request={forgotPassword}
      onSubmit={form.handleSubmit((values) => forgotPassword.mutate(values.userName))}
      onClose={onClose}
      field={
        <TextField
          {...fieldProps(form.register('userName'))}
          label={t('auth.forgotPassword.userName')}
          autoComplete="username"
          fullWidth
          margin="normal"
          autoFocus
        />
      }
    />
  );
}
