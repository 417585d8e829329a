import { zodResolver } from '@hookform/resolvers/zod';
import { ZSendUserNamesEmailRequest } from '@mp/contracts/auth';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { useSendUserNamesEmail } from '../api/auth.queries';
import { EmailRequestDialog } from './email-request-dialog';

type TForgotUsernameDialogProps = { onClose: () => void };

/** Asks for an e-mail address and sends the user names registered to it. */
export function ForgotUsernameDialog({ onClose }: TForgotUsernameDialogProps) {
  const { t } = useTranslation();
  const sendEmail = useSendUserNamesEmail();
  const form = useForm({ resolver: zodResolver(ZSendUserNamesEmailRequest), defaultValues: { emailAddress: '' } });
  const blank = useWatch({ control: form.control, name: 'emailAddress' }).trim() === '';
  const error = form.formState.errors.emailAddress;

  return (
    <EmailRequestDialog
      textKey="auth.forgotUsername"
      submitLabel={t('common.ok')}
      blank={blank}
      request={sendEmail}
      onSubmit={form.handleSubmit((values) => sendEmail.mutate(values.emailAddress))}
      onClose={onClose}
      field={
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
      }
    />
  );
}
