import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isHttpError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { useLeaveGuard } from './use-leave-guard';
import type { TRouteNoticeState } from './use-route-notice';

export type TCatalogueEditorOptions<TInput extends FieldValues, TValues> = {
  /** The screen's i18n section: its title, newTitle, added, saved, deleted, saveFailed, reload and delete… keys. */
  section: string;
  /** The form's contract (contracts/), which the server applies again. */
  schema: z.ZodType<TValues, TInput>;
  initial: TInput;
  /** Fields a server refusal may name: its message moves onto the field. */
  fields: readonly Path<TInput>[];
  /** The error key of a save over someone else's: it offers Reload. */
  staleKey: string;
  listPath: string;
  isNew: boolean;
  save: (values: TValues) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** Adds to a refusal's text, e.g. what still uses the record a delete was refused for. */
  explain?: (error: unknown, text: string) => string;
  /** A save or delete is under way: Delete waits. */
  pending: boolean;
  /** Reads the record again after a stale refusal. */
  onReload: () => void;
};

export type TCatalogueFailure = { text: string; stale: boolean };

/**
 * What every catalogue edit page (event schedules, restrictions, promotions) does around its fields: the form on its
 * contract, the unsaved-changes guard, Save (insert or update), Delete after a confirmation, back to the list with a
 * notice, and a refusal shown on its field or above the form (a stale one with Reload).
 */
export function useCatalogueEditor<TInput extends FieldValues, TValues>(
  options: TCatalogueEditorOptions<TInput, TValues>,
) {
  const { section, schema, initial, fields, staleKey, listPath, isNew, save, remove, explain, pending, onReload } =
    options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<TInput, unknown, TValues>({
    mode: 'onTouched',
    resolver: zodResolver<TInput, unknown, TValues>(schema),
    defaultValues: initial as DefaultValues<TInput>,
  });
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(form.formState.isDirty);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [failure, setFailure] = useState<TCatalogueFailure | null>(null);

  const backToList = (notice?: string) => {
    allowLeave();
    const state: TRouteNoticeState | undefined = notice ? { notice } : undefined;
    void navigate(listPath, { state });
  };

  const showFailure = (error: unknown) => {
    const stale = isHttpError(error) && error.messageKey === staleKey;
    const field = isHttpError(error) ? fields.find((name) => name === error.field) : undefined;
    if (field && !stale) {
      form.setError(field, { message: errorText(t, error) }, { shouldFocus: true });
      return setFailure(null);
    }
    const text = errorText(t, error, { fallbackKey: `${section}.saveFailed` });
    setFailure({ text: explain ? explain(error, text) : text, stale });
  };

  /** Runs one call; a refusal is shown, success goes back to the list with the notice. */
  const attempt = async (call: () => Promise<unknown>, notice: string) => {
    setFailure(null);
    try {
      await call();
      backToList(notice);
    } catch (error) {
      showFailure(error);
    }
  };

  return {
    form,
    section,
    isNew,
    pending,
    onReload,
    failure,
    /** For a call of the page's own (a preview): clears the last refusal, shows its own the same way. */
    setFailure,
    showFailure,
    submit: form.handleSubmit((values) => attempt(() => save(values), `${section}.${isNew ? 'added' : 'saved'}`)),
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    deleteConfirmed: () => {
      setConfirmingDelete(false);
      void attempt(remove, `${section}.deleted`);
    },
    cancel: () => confirmDiscard(() => backToList()),
    leaveDialog: dialog,
  };
}

export type TCatalogueEditor<TInput extends FieldValues, TValues> = ReturnType<
  typeof useCatalogueEditor<TInput, TValues>
>;
