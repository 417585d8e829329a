import { zodResolver } from '@hookform/resolvers/zod';
import {
  ITEM_NAME_MAX,
  itemSubmission,
  newItemValues,
  ZItemForm,
  type TItemForm,
  type TItemFormInput,
} from '@mp/contracts/menu-items';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import type { TRouteNoticeState } from '../../../components/use-route-notice';
import { isStaleChecksum, useDeleteItem, useSaveItem, type TMenuScope } from '../api/categories-items.queries';
import { ITEMS_PATH, itemPath } from '../categories-items-paths';
import { formFieldOf } from '../lib/form-field-of';
import { ItemBasicFields, type TItemLookups } from './item-basic-fields';
import { ItemExtendedFields } from './item-extended-fields';
import { ItemHeader } from './item-header';

/** What the detail route passes along a navigation: a duplicate's values, a notice to show. */
export type TItemRouteState = TRouteNoticeState & { duplicate?: TItemFormInput };

type TItemFormProps = {
  scope: TMenuScope;
  itemId: number;
  initial: TItemFormInput;
  /** The loaded item's ConcurrencyChecksum (none for a new item). */
  checksum: string | undefined;
  /** Loads the item again after a stale-checksum refusal. */
  onReload: () => Promise<unknown>;
  startExtended: boolean;
  lookups: TItemLookups;
  defaultTaxCategoryId: number | null;
};

const FIELDS = Object.keys(ZItemForm.shape) as (keyof TItemFormInput)[];
const EXTENDED_FIELDS = ['ItemNumber', 'PrintPriority', 'ItemType', 'IsSellable'] as const;

/** The item detail form (spec 2 §2): basic or extended setup, duplicate, delete, save, cancel, save and add another. */
export function ItemForm({
  scope,
  itemId,
  initial,
  checksum,
  onReload,
  startExtended,
  lookups,
  defaultTaxCategoryId,
}: TItemFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = itemId === 0;
  const save = useSaveItem(scope);
  const remove = useDeleteItem(scope);
  const [extended, setExtended] = useState(startExtended);
  const [infoOpen, setInfoOpen] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The checksum the form was opened with: a reload of the item behind the form must not make its values look fresh.
  const [loadedChecksum] = useState(checksum);
  const [stale, setStale] = useState(false);
  const form = useForm<TItemFormInput, unknown, TItemForm>({
    mode: 'onTouched',
    resolver: zodResolver(ZItemForm) as Resolver<TItemFormInput, unknown, TItemForm>,
    defaultValues: initial,
  });
  const { isDirty } = form.formState;
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const busy = save.isPending || remove.isPending;

  const go = (path: string, state?: TItemRouteState, replace = false) => {
    allowLeave();
    void navigate(path, { state, replace });
  };

  // A new navigation to the item starts a fresh form from the reloaded values.
  const reload = async () => {
    await onReload();
    go(itemPath(itemId), undefined, true);
  };

  // Basic items carry the extended fields' defaults, so going back to basic forgets what was typed there.
  const useBasic = () => {
    const defaults = newItemValues(defaultTaxCategoryId);
    for (const field of EXTENDED_FIELDS) form.setValue(field, defaults[field], { shouldDirty: true });
    setExtended(false);
  };

  const duplicate = () => {
    const values = form.getValues();
    const name = t('categoriesItems.itemDetail.copyOf', { name: values.ItemName }).slice(0, ITEM_NAME_MAX);
    go(itemPath(0), { duplicate: { ...values, ItemName: name, ItemNumber: '' } });
  };

  const submit = (andAnother: boolean) =>
    form.handleSubmit(async (values) => {
      setStale(false);
      try {
        const result = await save.mutateAsync(itemSubmission(values, itemId, loadedChecksum));
        const savedId = result.Entity?.ItemMasterId ?? itemId;
        go(andAnother ? itemPath(0) : itemPath(savedId), { notice: 'categoriesItems.itemDetail.notices.saved' });
      } catch (error) {
        const field = FIELDS.find((f) => f === formFieldOf(error));
        const message = errorText(t, error, { fallbackKey: 'categoriesItems.itemDetail.saveFailed' });
        // Someone else saved the item: the message and a reload, with everything typed kept until the user reloads.
        setStale(isStaleChecksum(error));
        if (field) {
          if ((EXTENDED_FIELDS as readonly string[]).includes(field)) setExtended(true);
          form.setError(field, { message }, { shouldFocus: true });
        } else form.setError('root', { message });
      }
    });

  const deleteItem = async () => {
    setConfirmDelete(false);
    try {
      await remove.mutateAsync(itemId);
      go(ITEMS_PATH, { notice: 'categoriesItems.itemDetail.notices.deleted' });
    } catch (error) {
      form.setError('root', {
        message: errorText(t, error, { fallbackKey: 'categoriesItems.itemDetail.deleteFailed' }),
      });
    }
  };

  const rootError = form.formState.errors.root?.message;

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(false)(event)}>
        <ItemHeader
          isNew={isNew}
          extended={extended}
          busy={busy}
          onUseBasic={useBasic}
          onDuplicate={duplicate}
          onDelete={() => setConfirmDelete(true)}
        />
        <StickyActionBar dirty={isDirty}>
          <Button onClick={() => confirmDiscard(() => go(ITEMS_PATH))} disabled={busy}>
            {t('categoriesItems.common.cancel')}
          </Button>
          <Button variant="outlined" onClick={() => void submit(true)()} disabled={busy}>
            {t('categoriesItems.itemDetail.saveAndAdd')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={busy}>
            {t('categoriesItems.common.save')}
          </Button>
        </StickyActionBar>
        {!extended && infoOpen ? (
          <Alert
            severity="info"
            onClose={() => setInfoOpen(false)}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => setExtended(true)}>
                  {t('categoriesItems.itemDetail.extend')}
                </Button>
              </Stack>
            }
            slotProps={{ closeButton: { title: t('categoriesItems.itemDetail.dismissInfo') } }}
          >
            {t('categoriesItems.itemDetail.info')}
          </Alert>
        ) : null}
        {rootError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              stale ? (
                <Button color="inherit" size="small" onClick={() => void reload()}>
                  {t('common.reload')}
                </Button>
              ) : undefined
            }
          >
            {rootError}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={3}>
            <ItemBasicFields lookups={lookups} />
            {extended ? <ItemExtendedFields /> : null}
          </Stack>
        </Paper>
        {!extended && !infoOpen ? (
          <div>
            <Button onClick={() => setExtended(true)}>{t('categoriesItems.itemDetail.extend')}</Button>
          </div>
        ) : null}
      </Stack>
      <MessageModal
        open={confirmDelete}
        title={t('categoriesItems.itemDetail.deleteTitle')}
        message={t('categoriesItems.itemDetail.deleteText', { name: initial.ItemName })}
        onClose={() => setConfirmDelete(false)}
        actions={[
          {
            label: t('categoriesItems.common.cancel'),
            onClick: () => setConfirmDelete(false),
            variant: 'text',
            autoFocus: true,
          },
          { label: t('categoriesItems.itemDetail.deleteConfirm'), onClick: () => void deleteItem() },
        ]}
      />
      <LeaveDialog {...dialog} />
    </FormProvider>
  );
}
