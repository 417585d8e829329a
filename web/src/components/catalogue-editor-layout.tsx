import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from './leave-dialog';
import { MessageModal } from './message-modal';
import { StickyActionBar } from './sticky-action-bar';
import type { TCatalogueEditor } from './use-catalogue-editor';

type TCatalogueEditorLayoutProps<TInput extends FieldValues, TValues> = {
  editor: TCatalogueEditor<TInput, TValues>;
  /** The heading's element id, which names the form. */
  titleId: string;
  /** The saved name, for the heading and the delete confirmation. */
  name: string;
  /** Buttons of the page's own, between Cancel and Save. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a catalogue edit page around its fields: the heading, the sticky Delete / Cancel / Save bar, a refusal
 * above the fields (Reload when stale), the delete confirmation and the unsaved-changes dialog.
 */
export function CatalogueEditorLayout<TInput extends FieldValues, TValues>(
  props: TCatalogueEditorLayoutProps<TInput, TValues>,
) {
  const { editor, titleId, name, actions, children } = props;
  const { section } = editor;
  const { t } = useTranslation();
  const { isDirty, isSubmitting } = editor.form.formState;
  return (
    <FormProvider {...editor.form}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void editor.submit(event)}
        spacing={2}
        aria-labelledby={titleId}
      >
        <Typography id={titleId} variant="h5" component="h1">
          {editor.isNew ? t(`${section}.newTitle`) : t(`${section}.title`, { name })}
        </Typography>
        <StickyActionBar dirty={isDirty}>
          {!editor.isNew ? (
            <Button color="error" variant="outlined" onClick={editor.askDelete} disabled={editor.pending}>
              {t(`${section}.delete`)}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={editor.cancel}>
            {t('common.cancel')}
          </Button>
          {actions}
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </StickyActionBar>
        {editor.failure ? (
          <Alert
            severity="error"
            role="alert"
            action={
              editor.failure.stale ? (
                <Button color="inherit" onClick={editor.onReload}>
                  {t(`${section}.reload`)}
                </Button>
              ) : undefined
            }
          >
            {editor.failure.text}
          </Alert>
        ) : null}
        {children}
        <MessageModal
          open={editor.confirmingDelete}
          title={t(`${section}.deleteTitle`)}
          message={t(`${section}.deleteText`, { name })}
          onClose={editor.cancelDelete}
          actions={[
            { label: t('common.cancel'), onClick: editor.cancelDelete, variant: 'text', autoFocus: true },
            { label: t(`${section}.deleteConfirm`), onClick: editor.deleteConfirmed },
          ]}
        />
        <LeaveDialog {...editor.leaveDialog} />
      </Stack>
    </FormProvider>
  );
}
