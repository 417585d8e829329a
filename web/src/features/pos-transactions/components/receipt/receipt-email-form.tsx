import { zodResolver } from '@hookform/resolvers/zod';
import { ZReceiptEmailForm, type TReceiptEmailForm, type TReceiptPreviewRequest } from '@mp/contracts/tickets';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, fieldError } from '../../../../lib/error-text';
import { useSendEmailReceipt } from '../../api/pos-transactions.queries';

type TReceiptEmailFormProps = { request: TReceiptPreviewRequest; defaultEmail: string | null };

/** Spec 2 §4: the receipt is e-mailed only to a valid address; the server checks the same contract. */
export function ReceiptEmailForm({ request, defaultEmail }: TReceiptEmailFormProps) {
  const { t } = useTranslation();
  const send = useSendEmailReceipt();
  const form = useForm<TReceiptEmailForm>({
    resolver: zodResolver(ZReceiptEmailForm),
    mode: 'onChange',
    defaultValues: { EmailAddress: defaultEmail ?? '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit((values) => send.mutate({ ...request, ...values }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          {...form.register('EmailAddress', { onChange: () => send.reset() })}
          type="email"
          size="small"
          fullWidth
          label={t('posTransactions.receipt.email')}
          autoComplete="email"
          error={!!errors.EmailAddress}
          helperText={fieldError(t, errors.EmailAddress?.message) ?? ' '}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!isValid || send.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', height: 40 }}
        >
          {t('posTransactions.receipt.send')}
        </Button>
      </Box>
      {send.data?.IsSuccessful ? (
        <Alert severity="success" role="status">
          {t('posTransactions.receipt.success')}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert severity="error">
          {errorText(t, send.error, { fallbackKey: 'posTransactions.receipt.sendFailed' })}
        </Alert>
      ) : null}
    </Box>
  );
}
