import { zodResolver } from '@hookform/resolvers/zod';
import {
  availableTypesOf,
  isPayCodeNameTaken,
  PAY_CODE_DESCRIPTION_MAX,
  PAY_CODE_NAME_MAX,
  PAY_CODES_ERROR,
  ZPayCodeForm,
  type TPayCode,
  type TPayCodeFormInput,
  type TPayCodeFormValues,
} from '@mp/contracts/pay-codes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';
import { useSavePayCode } from '../api/pay-codes.queries';

type TPayCodeDialogProps = {
  merchantId: number;
  /** The code to edit, or null to add one. */
  code: TPayCode | null;
  /** Every live code, for the name rule (unique without case, its own name excepted). */
  codes: readonly TPayCode[];
  onClose: () => void;
};

const FORM_FIELDS = ['Name', 'Description', 'Type'] as const;
type TFormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string | undefined): field is TFormField => FORM_FIELDS.some((f) => f === field);

/**
 * The pay code modal (spec 3 §2.4, §4, §5): name, description and pay-in or pay-out; Delete marks an existing code
 * deleted through Update. The system code SAFEDROP opens read-only, with Close alone.
 */
export function PayCodeDialog({ merchantId, code, codes, onClose }: TPayCodeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const typeLabelId = useId();
  const save = useSavePayCode(merchantId);
  const readOnly = code?.IsSystem ?? false;
  const form = useForm<TPayCodeFormInput, unknown, TPayCodeFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ZPayCodeForm) as Resolver<TPayCodeFormInput, unknown, TPayCodeFormValues>,
    defaultValues: {
      Name: code?.Name ?? '',
      Description: code?.Description ?? '',
      Type: code?.Type ?? (undefined as never),
    },
  });
  const { errors } = form.formState;

  const send = async (values: TPayCodeFormValues, IsDeleted: boolean) => {
    try {
      await save.mutateAsync(
        code
          ? {
              update: {
                ReasonCodeId: code.ReasonCodeId,
                ...values,
                IsDeleted,
                // The checksum the list answered: a code changed since is refused with 409, nothing written.
                ConcurrencyChecksum: code.ConcurrencyChecksum,
              },
            }
          : { insert: values },
      );
      onClose();
    } catch (error) {
      const field = isHttpError(error) ? error.field : undefined;
      const message = errorText(t, error, { fallbackKey: 'payCodes.dialog.saveFailed' });
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else form.setError('root', { message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (isPayCodeNameTaken(values.Name, codes, code?.ReasonCodeId ?? 0)) {
      form.setError('Name', { message: PAY_CODES_ERROR.duplicateName }, { shouldFocus: true });
      return;
    }
    await send(values, false);
  });
  // Deleting sends the code as loaded, marked deleted (spec 3 §4): the form's unsaved edits do not matter.
  const remove = () => code && void send({ Name: code.Name, Description: code.Description, Type: code.Type }, true);

  const types = availableTypesOf(readOnly);
  // SAFEDROP's fields are read-only rather than disabled (a disabled field's grey fails the contrast rule), and
  // carry no typing hints.
  const help = (error: string | undefined, hint: string) => fieldError(t, error) ?? (readOnly ? undefined : hint);
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{code ? t('payCodes.dialog.editTitle') : t('payCodes.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {readOnly ? <Alert severity="info">{t('payCodes.dialog.systemReadOnly')}</Alert> : null}
            {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
            <TextField
              {...fieldProps(form.register('Name'))}
              label={t('payCodes.dialog.name')}
              required
              autoFocus={!readOnly}
              error={Boolean(errors.Name)}
              helperText={help(errors.Name?.message, t('payCodes.dialog.nameHelp', { max: PAY_CODE_NAME_MAX }))}
              slotProps={{ htmlInput: { maxLength: PAY_CODE_NAME_MAX, readOnly } }}
            />
            <TextField
              {...fieldProps(form.register('Description'))}
              label={t('payCodes.dialog.description')}
              required
              error={Boolean(errors.Description)}
              helperText={help(
                errors.Description?.message,
                t('payCodes.dialog.descriptionHelp', { max: PAY_CODE_DESCRIPTION_MAX }),
              )}
              slotProps={{ htmlInput: { maxLength: PAY_CODE_DESCRIPTION_MAX, readOnly } }}
            />
            <Controller
              control={form.control}
              name="Type"
              render={({ field }) => (
                <FormControl component="fieldset" required error={Boolean(errors.Type)}>
                  <FormLabel component="legend" id={typeLabelId}>
                    {t('payCodes.dialog.type')}
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={typeLabelId}
                    name={field.name}
                    value={field.value === undefined ? '' : String(field.value)}
                    onChange={(_event, value) => field.onChange(Number(value))}
                    onBlur={field.onBlur}
                  >
                    {types.map((type) => (
                      <FormControlLabel
                        key={type}
                        value={String(type)}
                        control={<Radio />}
                        disabled={readOnly}
                        label={t(`payCodes.types.${type}`)}
                      />
                    ))}
                  </RadioGroup>
                  {errors.Type ? <FormHelperText>{fieldError(t, errors.Type.message)}</FormHelperText> : null}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {code && !readOnly ? (
            <Button color="error" onClick={remove} disabled={save.isPending} sx={{ mr: 'auto' }}>
              {t('payCodes.dialog.delete')}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={save.isPending}>
            {readOnly ? t('payCodes.dialog.close') : t('common.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
