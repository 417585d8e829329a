import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyTypeRules,
  autoApplyMessages,
  canDeleteDiscount,
  DISCOUNT_ERROR,
  isDiscountViewOnly,
  ZDiscount,
  ZDiscountFields,
  type TDiscountFields,
  type TDiscountMetadata,
} from '@mp/contracts/discounts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDiscountMutation, type TDiscountScope } from '../api/discounts.queries';
import { DISCOUNTS_PATH } from '../discount-paths';
import { LeaveDialog } from '../../../components/leave-dialog';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import type { TRouteNoticeState } from '../../../components/use-route-notice';
import { AutoApplyErrorDialog, DeleteDiscountDialog } from './discount-dialogs';
import { DiscountGeneralSection } from './discount-general-section';
import { DiscountOptionsSection } from './discount-options-section';
import { DiscountReadOnly } from './discount-read-only';
import { PosActiveToggle, StoreAssignment } from './discount-stores-section';

type TDiscountFormProps = {
  scope: TDiscountScope;
  initial: TDiscountFields;
  metadata: TDiscountMetadata;
  /** The merchant's live stores (company view). */
  stores: { StoreId: number; StoreName: string }[];
  storeName: string;
  autoCashAllowed: boolean;
  /** Reloads the discount after a stale-checksum refusal. */
  onReload: () => void;
};

const FIELD_NAMES = new Set(Object.keys(ZDiscountFields.shape));
const isField = (name: string | undefined): name is keyof TDiscountFields => !!name && FIELD_NAMES.has(name);

/** The discount detail form (spec 2 §2, §4, §5): every field, rule and modal; the server decides again on save. */
export function DiscountForm({
  scope,
  initial,
  metadata,
  stores,
  storeName,
  autoCashAllowed,
  onReload,
}: TDiscountFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = initial.Id === 0;
  const companyView = scope.storeId === 0;
  const viewOnly = isDiscountViewOnly(scope.storeId, initial.Id);
  const form = useForm<TDiscountFields>({
    mode: 'onChange',
    resolver: zodResolver(ZDiscount) as unknown as Resolver<TDiscountFields>,
    defaultValues: initial,
  });
  const { isDirty, isValid, isSubmitting } = form.formState;
  const save = useDiscountMutation(scope, isNew ? 'CreateDiscount' : 'UpdateDiscount');
  const remove = useDiscountMutation(scope, 'DeleteDiscount');
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [autoApply, setAutoApply] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);

  const backToList = (notice?: string) => {
    allowLeave();
    const state: TRouteNoticeState | undefined = notice ? { notice } : undefined;
    void navigate(DISCOUNTS_PATH, { state });
  };

  // Spec 2 §4: a new type or the auto-cash toggle forces type, AppliesTo, minimum and amount at once.
  const applyRules = () => {
    const current = form.getValues();
    const next = applyTypeRules(current);
    for (const field of ['DiscountType', 'AppliesTo', 'MinimumDiscountAmount', 'DiscountAmount'] as const)
      if (next[field] !== current[field]) form.setValue(field, next[field], { shouldDirty: true });
    void form.trigger();
  };

  const showFailure = (error: unknown) => {
    if (!isHttpError(error)) return setFailure({ text: errorText(t, error), stale: false });
    const key = error.messageKey;
    if (key === DISCOUNT_ERROR.staleChecksum) return setFailure({ text: t(key), stale: true });
    if (error.status === 400 && key && isField(error.field)) {
      form.setError(error.field, { type: 'server', message: key }, { shouldFocus: true });
      return setFailure(null);
    }
    setFailure({ text: errorText(t, error), stale: false });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(values);
      if (!result.IsSuccessful) {
        setAutoApply(autoApplyMessages(result.AutoApplyErrors, companyView, (key) => t(key)));
        return;
      }
      backToList('discounts.detail.saved');
    } catch (error) {
      showFailure(error);
    }
  });

  const confirmDeletion = async () => {
    setConfirmDelete(false);
    setFailure(null);
    try {
      await remove.mutateAsync(form.getValues());
      backToList('discounts.detail.deleted');
    } catch (error) {
      showFailure(error);
    }
  };

  const heading = isNew ? t('discounts.detail.newTitle') : t('discounts.detail.title', { name: initial.Name });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} aria-labelledby="discount-title" spacing={2}>
        <Typography id="discount-title" variant="h5" component="h1">
          {heading}
        </Typography>
        <StickyActionBar dirty={isDirty}>
          <Button
            color="error"
            variant="outlined"
            disabled={!canDeleteDiscount(scope.storeId, initial.Id) || remove.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            {t('discounts.detail.deleteButton')}
          </Button>
          <Button variant="outlined" onClick={() => confirmDiscard(() => backToList())}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || !isValid || isSubmitting}>
            {t('common.save')}
          </Button>
        </StickyActionBar>
        {viewOnly ? <Alert severity="info">{t('discounts.detail.viewOnly')}</Alert> : null}
        {failure ? (
          <Alert
            severity="error"
            role="alert"
            action={
              failure.stale ? (
                <Button color="inherit" onClick={onReload}>
                  {t('discounts.detail.reload')}
                </Button>
              ) : undefined
            }
          >
            {failure.text}
          </Alert>
        ) : null}
        {viewOnly ? (
          <Paper sx={{ p: 2 }}>
            <DiscountReadOnly values={initial} metadata={metadata} />
          </Paper>
        ) : (
          <>
            <Paper sx={{ p: 2 }}>
              <DiscountGeneralSection metadata={metadata} isNew={isNew} onTypeChange={applyRules} />
            </Paper>
            <Paper sx={{ p: 2 }}>
              <DiscountOptionsSection autoCashAllowed={autoCashAllowed} onAutoCashChange={applyRules} />
            </Paper>
          </>
        )}
        {companyView && stores.length > 1 ? (
          <Paper sx={{ p: 2 }}>
            <StoreAssignment stores={stores} />
          </Paper>
        ) : null}
        {!companyView ? (
          <Paper sx={{ p: 2 }}>
            <PosActiveToggle storeName={storeName} />
          </Paper>
        ) : null}
      </Stack>
      <DeleteDiscountDialog
        open={confirmDelete}
        name={initial.Name}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setConfirmDelete(false)}
      />
      <LeaveDialog {...dialog} />
      <AutoApplyErrorDialog messages={autoApply} onClose={() => setAutoApply([])} />
    </FormProvider>
  );
}
