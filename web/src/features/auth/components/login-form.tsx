import { zodResolver } from '@hookform/resolvers/zod';
import { ZLogOnRequest, type TLogOnRequest } from '@mp/contracts/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useImperativeHandle, type Ref } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';

type TLoginFormValues = { username: string; password: string; rememberMe: boolean };

/** What the login page may do to the form. */
export type TLoginFormHandle = {
  /** After a sign-out the typed password must not stay in the field. */
  clearPassword: () => void;
};

type TLoginFormProps = {
  ref?: Ref<TLoginFormHandle>;
  initialUsername: string;
  submitting: boolean;
  onSubmit: (values: TLogOnRequest & { username: string; rememberMe: boolean }) => void;
  onForgotUsername: () => void;
  onForgotPassword: (typedUsername: string) => void;
};

export function LoginForm({
  ref,
  initialUsername,
  submitting,
  onSubmit,
  onForgotUsername,
  onForgotPassword,
}: TLoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<TLoginFormValues>({
    resolver: zodResolver(ZLogOnRequest) as unknown as Resolver<TLoginFormValues>,
    defaultValues: { username: initialUsername, password: '', rememberMe: initialUsername !== '' },
  });
  useImperativeHandle(ref, () => ({ clearPassword: () => form.resetField('password') }), [form]);
  const [username, password] = useWatch({ control: form.control, name: ['username', 'password'] });
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('auth.login.formLabel')}
      onSubmit={form.handleSubmit((values) => onSubmit({ ...values, username: values.username.trim() }))}
    >
      <TextInput
        {...fieldProps(form.register('username'))}
        label={t('auth.login.username')}
        autoComplete="username"
        fullWidth
        margin="normal"
        autoFocus={initialUsername === ''}
      />
      <PasswordField
        {...fieldProps(form.register('password'))}
        label={t('auth.login.password')}
        autoComplete="current-password"
        fullWidth
        margin="normal"
        autoFocus={initialUsername !== ''}
      />
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('auth.login.rememberMe')}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit} sx={{ mt: 2 }}>
        {t('auth.login.signIn')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Link component="button" type="button" onClick={onForgotUsername}>
          {t('auth.login.forgotUsername')}
        </Link>
        <Link component="button" type="button" onClick={() => onForgotPassword(form.getValues('username'))}>
          {t('auth.login.forgotPassword')}
        </Link>
      </Box>
    </Box>
  );
}
