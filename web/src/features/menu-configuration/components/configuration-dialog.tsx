import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENU_CONFIGURATION_ERROR,
  MENU_CONFIGURATION_NAME_MAX,
  ZConfigurationNameForm,
  ZDepartmentInUseData,
  type TConfigurationNameFormInput,
  type TConfigurationNameFormValues,
} from '@mp/contracts/menu-configuration';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';
import type { TConfigurationChange } from '../api/menu-configuration.queries';

/** A department or tag as the dialog edits it; null adds one. */
export type TConfigurationRecord = { id: number; name: string; checksum: string };

type TConfigurationDialogProps = {
  /** The i18n section: `menuConfiguration.<section>.dialog…`. */
  section: 'departments' | 'tags';
  record: TConfigurationRecord | null;
  /** What the delete confirmation says (where the record is used). */
  deleteMessage: string;
  change: { mutateAsync: (change: TConfigurationChange) => Promise<unknown>; isPending: boolean };
  onClose: () => void;
};

/** The categories a departmentInUse refusal lists, by name, or null for any other failure. */
const categoriesInUse = (error: unknown): string[] | null => {
  if (!isHttpError(error) || error.messageKey !== MENU_CONFIGURATION_ERROR.departmentInUse) return null;
  const data = ZDepartmentInUseData.safeParse(error.body?.data);
  return data.success ? data.data.Categories.map((c) => c.CategoryName) : [];
};

/**
 * Add or rename a department or tag (one name), and delete an existing one after a confirmation. Unsaved typing is
 * guarded: Cancel, Escape and leaving the page ask first. A refusal shows at the name or above the form; a department
 * still in use lists the categories that use it.
 */
export function ConfigurationDialog({ section, record, deleteMessage, change, onClose }: TConfigurationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [inUse, setInUse] = useState<string[] | null>(null);
  const form = useForm<TConfigurationNameFormInput, unknown, TConfigurationNameFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ZConfigurationNameForm) as Resolver<
      TConfigurationNameFormInput,
      unknown,
      TConfigurationNameFormValues
    >,
    defaultValues: { Name: record?.name ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const keyOf = (key: string) => `menuConfiguration.${section}.dialog.${key}`;

  const fail = (error: unknown) => {
    const message = errorText(t, error, { fallbackKey: 'menuConfiguration.saveFailed' });
    if (isHttpError(error) && error.field === 'Name') form.setError('Name', { message }, { shouldFocus: true });
    else form.setError('root', { message });
  };
  const done = () => {
    allowLeave();
    onClose();
  };

  const submit = form.handleSubmit(async ({ Name }) => {
    try {
      await change.mutateAsync({ kind: 'save', id: record?.id ?? 0, name: Name, checksum: record?.checksum ?? '' });
      done();
    } catch (error) {
      fail(error);
    }
  });
  const remove = async () => {
    if (!record) return;
    setConfirmDelete(false);
    try {
      await change.mutateAsync({ kind: 'delete', id: record.id, checksum: record.checksum });
      done();
    } catch (error) {
      setInUse(categoriesInUse(error));
      fail(error);
    }
  };
  const cancel = () => confirmDiscard(onClose);

  return (
    <>
      <Dialog open onClose={change.isPending ? undefined : cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{t(keyOf(record ? 'editTitle' : 'addTitle'))}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {errors.root ? (
                <Alert severity="error">
                  {errors.root.message}
                  {inUse && inUse.length > 0 ? (
                    <span data-testid="categories-in-use">
                      {' '}
                      {t('menuConfiguration.departments.inUseCategories', { categories: inUse.join(', ') })}
                    </span>
                  ) : null}
                </Alert>
              ) : null}
              <TextField
                {...fieldProps(form.register('Name'))}
                label={t(keyOf('name'))}
                required
                autoFocus
                error={Boolean(errors.Name)}
                helperText={
                  fieldError(t, errors.Name?.message) ??
                  t('menuConfiguration.nameHelp', { max: MENU_CONFIGURATION_NAME_MAX })
                }
                slotProps={{ htmlInput: { maxLength: MENU_CONFIGURATION_NAME_MAX } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {record ? (
              <Button
                color="error"
                onClick={() => setConfirmDelete(true)}
                disabled={change.isPending}
                sx={{ mr: 'auto' }}
              >
                {t('menuConfiguration.delete')}
              </Button>
            ) : null}
            <Button onClick={cancel} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('common.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <MessageModal
        open={confirmDelete}
        title={t(keyOf('deleteTitle'))}
        message={deleteMessage}
        onClose={() => setConfirmDelete(false)}
        actions={[
          { label: t('common.cancel'), onClick: () => setConfirmDelete(false), variant: 'text', autoFocus: true },
          { label: t('menuConfiguration.delete'), onClick: () => void remove() },
        ]}
      />
      <LeaveDialog {...dialog} />
    </>
  );
}
