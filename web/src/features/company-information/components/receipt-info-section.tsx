import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_INFORMATION_ERROR,
  ZReceiptInfoForm,
  type TReceiptInfo,
  type TReceiptInfoForm,
  type TReceiptInfoFormInput,
} from '@mp/contracts/company-information';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useReceiptInfo, useSaveReceiptInfo } from '../api/company-information.queries';

const TEXT_FIELDS = ['headerText', 'footerText', 'returnPolicyText', 'orderFooterText'] as const;

const formOf = ({ storeId: _storeId, ...values }: TReceiptInfo): TReceiptInfoFormInput => values;

/** The store's receipt text (GetReceiptInfo / UpdateReceiptInfo): the lines the receipt preview prints. */
export function ReceiptInfoSection({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const receipt = useReceiptInfo(true);
  const title = (
    <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
      {t('companyInformation.receipt.title')}
    </Typography>
  );
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      {receipt.isPending || receipt.isError ? (
        <PendingOrFailed
          failed={receipt.isError}
          failedText={t('companyInformation.receipt.loadFailed')}
          onRetry={() => void receipt.refetch()}
        />
      ) : (
        <ReceiptForm loaded={receipt.data.Entity} mayEdit={mayEdit} />
      )}
    </Paper>
  );
}

function ReceiptForm({ loaded, mayEdit }: { loaded: TReceiptInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveReceiptInfo();
  const [saved, setSaved] = useState(false);
  const form = useForm<TReceiptInfoFormInput, unknown, TReceiptInfoForm>({
    resolver: zodResolver(ZReceiptInfoForm),
    mode: 'onChange',
    defaultValues: formOf(loaded),
  });
  const disabled = !mayEdit || save.isPending;
  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ Entity }) => {
        form.reset(formOf(Entity));
        setSaved(true);
      },
      onError: (error) => {
        if (isHttpError(error) && error.field && error.field in form.getValues())
          form.setError(error.field as keyof TReceiptInfoFormInput, { message: error.messageKey });
      },
    }),
  );
  const stale = isHttpError(save.error) && save.error.messageKey === COMPANY_INFORMATION_ERROR.staleChecksum;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSave(event)}>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {stale ? errorText(t, save.error) : t('companyInformation.receipt.saveFailed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
        {TEXT_FIELDS.map((name) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t(`companyInformation.receipt.${name}`)}
                multiline
                minRows={2}
                disabled={disabled}
                error={fieldState.error !== undefined}
                helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
                fullWidth
              />
            )}
          />
        ))}
        <Controller
          name="phone"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t('companyInformation.receipt.phone')}
              type="tel"
              disabled={disabled}
              error={fieldState.error !== undefined}
              helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
              fullWidth
            />
          )}
        />
        <Controller
          name="showStoreAddress"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('companyInformation.receipt.showStoreAddress')}
            />
          )}
        />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={!form.formState.isDirty || disabled}>
        {t('companyInformation.receipt.save')}
      </Button>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('companyInformation.receipt.saved')}
      />
    </Box>
  );
}
