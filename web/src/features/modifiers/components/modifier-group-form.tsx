import { zodResolver } from '@hookform/resolvers/zod';
import { CONCURRENCY_CHECKSUM } from '@mp/contracts/concurrency';
import {
  MODIFIERS_ERROR,
  ZModifierGroupForm,
  type TItemRef,
  type TModifierGroup,
  type TModifierGroupFormInput,
  type TPriceChangePreview,
} from '@mp/contracts/modifiers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { portalHref } from '../../../lib/session/landing';
import { useDeleteModifierGroup, usePriceChangePreview, useSaveModifierGroup } from '../api/modifiers.queries';
import { GroupItemsField } from './group-items-field';
import { ModifierRows } from './modifier-rows';
import { PricePreviewDialog } from './price-preview-dialog';

type TProps = { group: TModifierGroup | null; listPath: string; onReload?: () => void };

const formOf = (g: TModifierGroup | null): TModifierGroupFormInput => ({
  Name: g?.Name ?? '',
  IsRequired: g?.IsRequired ?? false,
  IsForced: g?.IsForced ?? false,
  MinSelections: g?.MinSelections ?? 0,
  MaxSelections: g?.MaxSelections ?? 1,
  Modifiers: (g?.Modifiers ?? []).map((m) => ({ ...m })),
  ItemIds: (g?.Items ?? []).map((i) => i.ItemMasterId),
});

/** The group's form: its POS rules, its modifiers in order, and the items that use it; Save, Delete, Cancel. */
export function ModifierGroupForm({ group, listPath, onReload }: TProps) {
  const { t } = useTranslation();
  const e = (key: string) => t(`modifiers.edit.${key}`);
  const navigate = useNavigate();
  const { portal } = usePortalOutlet();
  const form = useForm<TModifierGroupFormInput>({
    resolver: zodResolver(ZModifierGroupForm),
    defaultValues: formOf(group),
  });
  const [itemNames, setItemNames] = useState<TItemRef[]>(group?.Items ?? []);
  const [preview, setPreview] = useState<{ rows: TPriceChangePreview; values: TModifierGroupFormInput } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveModifierGroup();
  const remove = useDeleteModifierGroup();
  const previewCall = usePriceChangePreview();
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);
  const toList = () => {
    guard.allowLeave();
    void navigate(portalHref(listPath));
  };

  const write = async (values: TModifierGroupFormInput) => {
    setPreview(null);
    try {
      await save.mutateAsync({
        ...ZModifierGroupForm.parse(values),
        ModifierGroupId: group?.ModifierGroupId ?? 0,
        ...(group ? { [CONCURRENCY_CHECKSUM]: group.ConcurrencyChecksum } : {}),
      });
      toList();
    } catch (error) {
      const field = isHttpError(error) ? error.body?.field : undefined;
      if (field && field !== CONCURRENCY_CHECKSUM && isHttpError(error))
        form.setError(field as FieldPath<TModifierGroupFormInput>, { message: error.body?.messageKey ?? '' });
    }
  };
  // A price change reaches every item offering the modifier: the server lists them before anything is saved.
  const submit = form.handleSubmit(async (values) => {
    const rows = await previewCall.mutateAsync({ Modifiers: values.Modifiers }).catch(() => null);
    if (rows && rows.length > 0) setPreview({ rows, values });
    else if (rows) await write(values);
  });
  const stale = isHttpError(save.error) && save.error.body?.messageKey === MODIFIERS_ERROR.staleChecksum;

  return (
    <Stack component="section" aria-labelledby="modifier-group-title" spacing={2}>
      <Typography id="modifier-group-title" variant="h5" component="h1">
        {group ? e('titleEdit') : e('titleNew')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="modifier-group-title">
        <StickyActionBar dirty={dirty}>
          <Button onClick={() => guard.confirmDiscard(toList)}>{t('common.cancel')}</Button>
          {group ? (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              {e('delete')}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={save.isPending || previewCall.isPending}>
            {t('common.save')}
          </Button>
        </StickyActionBar>
        {save.error || remove.error || previewCall.error ? (
          <Alert
            severity="error"
            role="alert"
            sx={{ my: 2 }}
            action={
              stale && onReload ? (
                <Button color="inherit" size="small" onClick={onReload}>
                  {t('common.reload')}
                </Button>
              ) : undefined
            }
          >
            {errorText(t, save.error ?? remove.error ?? previewCall.error)}
          </Alert>
        ) : null}
        <Paper sx={{ p: { xs: 1, sm: 2 }, mt: 2 }}>
          <Stack spacing={2}>
            <FormTextField control={form.control} name="Name" label={e('name')} required />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['IsRequired', 'IsForced'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />}
                      label={e(name === 'IsRequired' ? 'required' : 'forced')}
                    />
                  )}
                />
              ))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['MinSelections', 'MaxSelections'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TextField
                      label={e(name === 'MinSelections' ? 'min' : 'max')}
                      type="number"
                      value={field.value}
                      onChange={(ev) => field.onChange(ev.target.value === '' ? 0 : Number(ev.target.value))}
                      slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
                      error={fieldState.error !== undefined}
                      helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                    />
                  )}
                />
              ))}
            </Stack>
            <Typography variant="body2">{e('rulesHint')}</Typography>
          </Stack>
        </Paper>
        <ModifierRows control={form.control} merchantId={portal.merhantId} />
        <GroupItemsField
          control={form.control}
          merchantId={portal.merhantId}
          names={itemNames}
          onNamesChange={setItemNames}
        />
      </form>
      {preview ? (
        <PricePreviewDialog
          rows={preview.rows}
          onCancel={() => setPreview(null)}
          onConfirm={() => void write(preview.values)}
        />
      ) : null}
      <MessageModal
        open={confirmDelete}
        title={e('deleteTitle')}
        message={e('deleteMessage')}
        onClose={() => setConfirmDelete(false)}
        actions={[
          { label: t('common.cancel'), onClick: () => setConfirmDelete(false), autoFocus: true },
          {
            label: e('delete'),
            variant: 'contained',
            onClick: () => {
              setConfirmDelete(false);
              if (group) remove.mutate(group.ModifierGroupId, { onSuccess: toList });
            },
          },
        ]}
      />
      <LeaveDialog {...guard.dialog} />
    </Stack>
  );
}
