import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROMOTIONS_ERROR,
  ZPromotionForm,
  type TPromotionChoices,
  type TPromotionFormInput,
  type TPromotionFormValues,
  type TPromotionOverlap,
  type TPromotionPreviewResponse,
} from '@mp/contracts/promotions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import type { TRouteNoticeState } from '../../../components/use-route-notice';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePromotionMutation, usePromotionPreview } from '../api/promotions.queries';
import { PROMOTIONS_PATH } from '../promotions-paths';
import { OverlapsAlert } from './overlaps-alert';
import { PromotionPreviewDialog } from './promotion-preview-dialog';
import { PromotionRuleFields } from './promotion-rule-fields';

type TPromotionFormProps = {
  merchantId: number;
  /** 0 for a new promotion. */
  promotionId: number;
  checksum: string;
  initial: TPromotionFormInput;
  /** The saved promotion's overlaps with others (none for a new one). */
  overlaps: TPromotionOverlap[];
  choices: TPromotionChoices;
  onReload: () => void;
};

const FIELDS = [
  'Name',
  'Kind',
  'Value',
  'ItemIds',
  'ItemCategoryIds',
  'Timing',
  'EventScheduleId',
  'StartDate',
  'EndDate',
  'StoreIds',
] as const;
type TField = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is TField => FIELDS.some((f) => f === name);

/**
 * The promotion form (issue 21 item 6): the rule, its targets, its time and stores; Preview shows the affected items
 * at their promoted prices and the promotions it would overlap (a warning: saving is allowed). Leaving with unsaved
 * changes asks first; Delete asks to confirm; a save over someone else's offers to reload.
 */
export function PromotionForm(props: TPromotionFormProps) {
  const { merchantId, promotionId, checksum, initial, overlaps, choices, onReload } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = promotionId === 0;
  const form = useForm<TPromotionFormInput, unknown, TPromotionFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ZPromotionForm) as Resolver<TPromotionFormInput, unknown, TPromotionFormValues>,
    defaultValues: initial,
  });
  const { isDirty, isSubmitting } = form.formState;
  const mutation = usePromotionMutation(merchantId);
  const previewCall = usePromotionPreview();
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [preview, setPreview] = useState<TPromotionPreviewResponse | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);

  const backToList = (notice?: string) => {
    allowLeave();
    const state: TRouteNoticeState | undefined = notice ? { notice } : undefined;
    void navigate(PROMOTIONS_PATH, { state });
  };

  const showFailure = (error: unknown) => {
    const stale = isHttpError(error) && error.messageKey === PROMOTIONS_ERROR.staleChecksum;
    if (isHttpError(error) && !stale && isField(error.field)) {
      form.setError(error.field, { message: errorText(t, error) }, { shouldFocus: true });
      return setFailure(null);
    }
    setFailure({ text: errorText(t, error, { fallbackKey: 'promotions.detail.saveFailed' }), stale });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(
        isNew ? { insert: values } : { update: { ...values, PromotionId: promotionId, ConcurrencyChecksum: checksum } },
      );
      backToList(isNew ? 'promotions.detail.added' : 'promotions.detail.saved');
    } catch (error) {
      showFailure(error);
    }
  });

  const showPreview = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setPreview(await previewCall.mutateAsync({ ...values, PromotionId: promotionId }));
    } catch (error) {
      showFailure(error);
    }
  });

  const remove = async () => {
    setConfirmDelete(false);
    setFailure(null);
    try {
      await mutation.mutateAsync({ delete: { PromotionId: promotionId, ConcurrencyChecksum: checksum } });
      backToList('promotions.detail.deleted');
    } catch (error) {
      showFailure(error);
    }
  };

  const title = isNew ? t('promotions.detail.newTitle') : t('promotions.detail.title', { name: initial.Name });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={2}
        aria-labelledby="promotion-title"
      >
        <Typography id="promotion-title" variant="h5" component="h1">
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
              {t('promotions.detail.delete')}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={() => confirmDiscard(() => backToList())}>
            {t('common.cancel')}
          </Button>
          <Button variant="outlined" onClick={() => void showPreview()} loading={previewCall.isPending}>
            {t('promotions.detail.preview')}
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
                  {t('promotions.detail.reload')}
                </Button>
              ) : undefined
            }
          >
            {failure.text}
          </Alert>
        ) : null}
        <OverlapsAlert overlaps={overlaps} />
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
            <PromotionRuleFields choices={choices} />
          </Stack>
        </Paper>
        {preview ? <PromotionPreviewDialog preview={preview} onClose={() => setPreview(null)} /> : null}
        <MessageModal
          open={confirmDelete}
          title={t('promotions.detail.deleteTitle')}
          message={t('promotions.detail.deleteText', { name: initial.Name })}
          onClose={() => setConfirmDelete(false)}
          actions={[
            { label: t('common.cancel'), onClick: () => setConfirmDelete(false), variant: 'text', autoFocus: true },
            { label: t('promotions.detail.deleteConfirm'), onClick: () => void remove() },
          ]}
        />
        <LeaveDialog {...dialog} />
      </Stack>
    </FormProvider>
  );
}
