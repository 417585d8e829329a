import { zodResolver } from '@hookform/resolvers/zod';
import {
  blankFeeForm,
  feeFormChanged,
  feeFormOf,
  feeInputOf,
  FEES_ERROR,
  feeUpdateOf,
  MAX_FEES,
  type TFee,
  type TFeeForm,
  type TFeesForm,
  type TFeeTaxCategory,
  ZFeesForm,
} from '@mp/contracts/online-ordering/fees';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { MessageModal } from '../../../../components/message-modal';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { isHttpError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { FeeSaveError, type TFeeSaveStep, type TFeeSite, useDeleteFee, useSaveFees } from '../api/fees.queries';
import { EditorTabBar } from '../../shared/editor-tab-bar';
import { FeeForm } from './fee-form';
import { FeeSaveActions } from './fee-save-actions';

/** Spec 3 §9: the fees' success and error alerts show for a few seconds (2 to 4). */
const ALERT_MS = 3000;

/** The tabs as saved: one per fee, or the blank fee that stands for none (spec 3 §4). */
const tabsOf = (fees: readonly TFee[], siteIds: readonly string[], defaultTax: number | null): TFeeForm[] =>
  fees.length > 0 ? fees.map(feeFormOf) : [blankFeeForm(siteIds, defaultTax)];

type TFeesEditorProps = {
  fees: readonly TFee[];
  sites: readonly TFeeSite[];
  /** The merchant's active tax categories, the default first (a new fee starts with the default). */
  taxCategories: readonly TFeeTaxCategory[];
  /** No edit permission, or a store's view of several stores: nothing may change. */
  locked: boolean;
  /** Reads the fees again (Discard), answering them. */
  reload: () => Promise<readonly TFee[] | undefined>;
};

/**
 * The fees' tabs and their one form (spec 3 §2.4, §4 Fee form): Add fee, delete with a confirmation, Discard and a
 * Save of the new fees (createFee) and the changed ones (updateFee), the delivery partner's fee left alone.
 */
export function FeesEditor({ fees, sites, taxCategories, locked, reload }: TFeesEditorProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const siteIds = useMemo(() => sites.map((s) => s.siteId), [sites]);
  const defaultTax = taxCategories.find((c) => c.IsDefault)?.TaxCategoryId ?? null;
  const form = useForm<TFeesForm>({
    resolver: zodResolver(ZFeesForm),
    mode: 'onChange',
    defaultValues: { fees: tabsOf(fees, siteIds, defaultTax) },
  });
  const tabs = useFieldArray({ control: form.control, name: 'fees', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'fees' });
  const [selected, setSelected] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [inputError, setInputError] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveFees((index, feeId) => form.setValue(`fees.${index}.feeId`, feeId));
  const remove = useDeleteFee();

  const saved = new Map(fees.map((fee) => [fee.feeId, feeFormOf(fee)]));
  const blank = blankFeeForm(siteIds, defaultTax);
  // A saved fee may keep a category since made inactive: it stays choosable on that fee.
  const choosableTax = [
    ...taxCategories,
    ...fees.flatMap((fee) =>
      fee.taxCategory && !taxCategories.some((c) => c.TaxCategoryId === fee.taxCategory?.TaxCategoryId)
        ? [fee.taxCategory]
        : [],
    ),
  ].filter((c, i, all) => all.findIndex((o) => o.TaxCategoryId === c.TaxCategoryId) === i);
  const changed = (fee: TFeeForm) => {
    const before = fee.feeId === '' ? blank : saved.get(fee.feeId);
    return before === undefined || feeFormChanged(fee, before);
  };
  const dirty = !locked && (values.length !== Math.max(fees.length, 1) || values.some(changed));
  const { dialog } = useLeaveGuard(dirty);
  const current = Math.min(selected, values.length - 1);
  const nameOf = (fee: TFeeForm | undefined) => fee?.name.trim() || t('fees.newFee');
  const errors = form.formState.errors.fees;
  const withErrors = values.flatMap((_, index) => (errors?.[index] ? [index] : []));

  const resetTo = (next: readonly TFee[]) => {
    form.reset({ fees: tabsOf(next, siteIds, defaultTax) });
    setInputError(false);
  };
  const onSave = form.handleSubmit(
    ({ fees: tabsToSave }) => {
      setInputError(false);
      const steps = tabsToSave.flatMap((fee, index): TFeeSaveStep[] => {
        if (fee.deliveryPartnerFee || !changed(fee)) return [];
        const before = saved.get(fee.feeId);
        return before
          ? [{ index, kind: 'update', input: feeUpdateOf(fee, before.assignedSites) }]
          : [{ index, kind: 'create', input: feeInputOf(fee) }];
      });
      save.mutate(steps, {
        onSuccess: (fresh) => {
          resetTo(fresh);
          setNotice({ severity: 'success', text: t('fees.saved') });
        },
        onError: (error) => {
          const cause = error instanceof FeeSaveError ? error.reason : error;
          if (error instanceof FeeSaveError) {
            setSelected(error.index);
            // Spec 3 §8: the server's name refusal (another fee, item or charge has it) under the name field, and a
            // tax category gone meanwhile under its own.
            const field = isHttpError(cause) ? cause.body?.field : undefined;
            if (isHttpError(cause) && (field === 'name' || field === 'taxCategoryId'))
              form.setError(`fees.${error.index}.${field}`, { type: 'server', message: cause.body?.messageKey });
          }
          setNotice({ severity: 'error', text: t('fees.saveFailed', { reason: errorText(t, cause) }) });
        },
      });
    },
    (invalid) => {
      setInputError(true);
      const first = values.findIndex((_, index) => invalid.fees?.[index] !== undefined);
      if (first >= 0) setSelected(first);
    },
  );
  const onDiscard = () => void reload().then((fresh) => fresh && resetTo(fresh));
  const dropTab = (index: number) => {
    // Spec 3 §4: deleting the last fee leaves an empty blank fee.
    if (values.length === 1) tabs.replace([blankFeeForm(siteIds, defaultTax)]);
    else tabs.remove(index);
    setSelected(Math.max(0, Math.min(index, values.length - 2)));
  };
  const onDelete = (index: number) => {
    setDeleting(null);
    const feeId = values[index]?.feeId ?? '';
    if (feeId === '') return dropTab(index);
    remove.mutate(feeId, {
      onSuccess: () => {
        dropTab(index);
        setNotice({ severity: 'success', text: t('fees.deleted') });
      },
      onError: (error) =>
        setNotice({ severity: 'error', text: t('fees.deleteFailed', { reason: errorText(t, error) }) }),
    });
  };

  return (
    <>
      {!locked && (
        <FeeSaveActions
          dirty={dirty}
          pending={save.isPending || remove.isPending}
          feesWithErrors={withErrors.map((index) => nameOf(values[index]))}
          onDiscard={onDiscard}
          onSave={() => void onSave()}
        />
      )}
      {inputError && withErrors.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="fees-form-input-error">
          {t('fees.formInputError')}
        </Alert>
      )}
      <EditorTabBar
        tabs={tabs.fields.map((field, index) => ({
          key: field.key,
          label: nameOf(values[index]),
          hasError: withErrors.includes(index),
        }))}
        selected={current}
        onSelect={setSelected}
        idPrefix={idPrefix}
        tabsLabel={t('fees.tabs')}
        addLabel={t('fees.addFee')}
        // Spec 3 §8, §9: Add fee is off at 20 fees, with MaxFeeToolTip.
        limit={{ reached: tabs.fields.length >= MAX_FEES, text: t(FEES_ERROR.maxFee) }}
        onAdd={
          locked
            ? undefined
            : () => {
                tabs.append(blankFeeForm(siteIds, defaultTax));
                setSelected(values.length);
              }
        }
      />
      <Box role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`}>
        <FeeForm
          key={tabs.fields[current]?.key}
          form={form}
          index={current}
          tabCount={values.length}
          sites={sites}
          taxCategories={choosableTax}
          locked={locked || save.isPending}
          onDelete={() => setDeleting(current)}
        />
      </Box>
      {deleting !== null && (
        <MessageModal
          title={t('fees.deleteTitle')}
          message={t('fees.deleteMessage', { name: nameOf(values[deleting]) })}
          onClose={() => setDeleting(null)}
          actions={[
            { label: t('fees.cancel'), onClick: () => setDeleting(null) },
            { label: t('fees.deleteConfirm'), variant: 'contained', onClick: () => onDelete(deleting) },
          ]}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={ALERT_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} role="alert" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
      <LeaveDialog {...dialog} />
    </>
  );
}
