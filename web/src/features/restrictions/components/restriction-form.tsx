import { zodResolver } from '@hookform/resolvers/zod';
import {
  MINIMUM_AGE_MAX,
  RESTRICTION_NAME_MAX,
  RESTRICTIONS_ERROR,
  ZRestrictionForm,
  type TRestrictionFormInput,
  type TRestrictionFormValues,
  type TRestrictionTargets,
} from '@mp/contracts/restrictions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldProps } from '../../../components/form-field-props';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import type { TRouteNoticeState } from '../../../components/use-route-notice';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';
import { useRestrictionMutation } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { RestrictionTargetsField } from './restriction-targets-field';
import { TimeWindowsField } from './time-windows-field';

type TRestrictionFormProps = {
  merchantId: number;
  /** 0 for a new restriction. */
  restrictionId: number;
  checksum: string;
  initial: TRestrictionFormInput;
  targets: TRestrictionTargets;
  onReload: () => void;
};

const FIELDS = [
  'Name',
  'MinimumAge',
  'RequireIdCheck',
  'TimeWindows',
  'ItemIds',
  'ItemCategoryIds',
  'IsActive',
] as const;
type TField = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is TField => FIELDS.some((f) => f === name);

/**
 * The restriction form (issue 21 item 4): name, minimum age and the ID-check prompt, the windows when the items may
 * not be sold, what it applies to, and whether it is active. Leaving with unsaved changes asks first; Delete asks to
 * confirm (the server refuses while anything is assigned); a save over someone else's offers to reload.
 */
export function RestrictionForm(props: TRestrictionFormProps) {
  const { merchantId, restrictionId, checksum, initial, targets, onReload } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = restrictionId === 0;
  const form = useForm<TRestrictionFormInput, unknown, TRestrictionFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ZRestrictionForm) as Resolver<TRestrictionFormInput, unknown, TRestrictionFormValues>,
    defaultValues: initial,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const mutation = useRestrictionMutation(merchantId);
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);

  const backToList = (notice?: string) => {
    allowLeave();
    const state: TRouteNoticeState | undefined = notice ? { notice } : undefined;
    void navigate(RESTRICTIONS_PATH, { state });
  };

  const showFailure = (error: unknown) => {
    const stale = isHttpError(error) && error.messageKey === RESTRICTIONS_ERROR.staleChecksum;
    if (isHttpError(error) && !stale && isField(error.field)) {
      form.setError(error.field, { message: errorText(t, error) }, { shouldFocus: true });
      return setFailure(null);
    }
    setFailure({ text: errorText(t, error, { fallbackKey: 'restrictions.detail.saveFailed' }), stale });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(
        isNew
          ? { insert: values }
          : { update: { ...values, RestrictionId: restrictionId, ConcurrencyChecksum: checksum } },
      );
      backToList(isNew ? 'restrictions.detail.added' : 'restrictions.detail.saved');
    } catch (error) {
      showFailure(error);
    }
  });

  const remove = async () => {
    setConfirmDelete(false);
    setFailure(null);
    try {
      await mutation.mutateAsync({ delete: { RestrictionId: restrictionId, ConcurrencyChecksum: checksum } });
      backToList('restrictions.detail.deleted');
    } catch (error) {
      showFailure(error);
    }
  };

  const title = isNew ? t('restrictions.detail.newTitle') : t('restrictions.detail.title', { name: initial.Name });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={2}
        aria-labelledby="restriction-title"
      >
        <Typography id="restriction-title" variant="h5" component="h1">
          {title}
        </Typography>
        <StickyActionBar dirty={isDirty}>
          {!isNew ? (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setConfirmDelete(true)}
              disabled={mutation.isPending}
            >
              {t('restrictions.detail.delete')}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={() => confirmDiscard(() => backToList())}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </StickyActionBar>
        {failure ? (
          <Alert
            severity="error"
            role="alert"
            action={
              failure.stale ? (
                <Button color="inherit" onClick={onReload}>
                  {t('restrictions.detail.reload')}
                </Button>
              ) : undefined
            }
          >
            {failure.text}
          </Alert>
        ) : null}
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
            <TextField
              {...fieldProps(form.register('Name'))}
              label={t('restrictions.detail.name')}
              required
              error={Boolean(errors.Name)}
              helperText={
                fieldError(t, errors.Name?.message) ?? t('restrictions.detail.nameHelp', { max: RESTRICTION_NAME_MAX })
              }
              slotProps={{ htmlInput: { maxLength: RESTRICTION_NAME_MAX + 5 } }}
            />
            <Controller
              control={form.control}
              name="MinimumAge"
              render={({ field }) => (
                <TextField
                  type="number"
                  label={t('restrictions.detail.minimumAge')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.MinimumAge)}
                  helperText={fieldError(t, errors.MinimumAge?.message) ?? t('restrictions.detail.minimumAgeHelp')}
                  slotProps={{ htmlInput: { min: 1, max: MINIMUM_AGE_MAX, step: 1 } }}
                  sx={{ maxWidth: 240 }}
                />
              )}
            />
            {(['RequireIdCheck', 'IsActive'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Stack>
                    <FormControlLabel
                      control={
                        <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                      }
                      label={t(`restrictions.detail.${name}`)}
                    />
                    {errors[name] ? (
                      <Typography color="error" variant="body2">
                        {fieldError(t, errors[name].message)}
                      </Typography>
                    ) : null}
                  </Stack>
                )}
              />
            ))}
            <TimeWindowsField />
            <RestrictionTargetsField targets={targets} />
          </Stack>
        </Paper>
        <MessageModal
          open={confirmDelete}
          title={t('restrictions.detail.deleteTitle')}
          message={t('restrictions.detail.deleteText', { name: initial.Name })}
          onClose={() => setConfirmDelete(false)}
          actions={[
            { label: t('common.cancel'), onClick: () => setConfirmDelete(false), variant: 'text', autoFocus: true },
            { label: t('restrictions.detail.deleteConfirm'), onClick: () => void remove() },
          ]}
        />
        <LeaveDialog {...dialog} />
      </Stack>
    </FormProvider>
  );
}
