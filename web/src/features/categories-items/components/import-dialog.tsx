import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@mp/contracts/menu-items';
import type { TImportApplied, TImportPreview } from '@mp/contracts/menu-items-csv';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { isHttpError } from '../../../lib/api-client';
import { useApplyImport, usePreviewImport, type TMenuScope } from '../api/categories-items.queries';
import { ImportPreviewTable } from './import-preview-table';

type TImportDialogProps = { scope: TMenuScope; onClose: () => void; onApplied: (result: TImportApplied) => void };
type TFile = { name: string; content: string };

/**
 * Import a menu CSV: choose a file, see every row's problems, apply only a fully valid file (all or nothing). The
 * server checks the file again on apply; if it refuses, its fresh preview replaces the shown one.
 */
export function ImportDialog({ scope, onClose, onApplied }: TImportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const preview = usePreviewImport();
  const apply = useApplyImport(scope);
  const [file, setFile] = useState<TFile | null>(null);
  const [shown, setShown] = useState<TImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = preview.isPending || apply.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setShown(null);
    setFailure(null);
    const next = { name: chosen.name, content: await chosen.text() };
    setFile(next);
    try {
      setShown(await preview.mutateAsync({ FileName: next.name, Content: next.content }));
    } catch (error) {
      setFailure(errorText(t, error, { fallbackKey: 'categoriesItems.import.previewFailed' }));
    }
  };

  const applyFile = async () => {
    if (!file) return;
    setFailure(null);
    try {
      onApplied(await apply.mutateAsync({ FileName: file.name, Content: file.content }));
    } catch (error) {
      const refused = isHttpError(error) ? (error.body as { Preview?: TImportPreview } | null)?.Preview : undefined;
      if (refused) setShown(refused);
      setFailure(errorText(t, error, { fallbackKey: 'categoriesItems.import.applyFailed' }));
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('categoriesItems.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('categoriesItems.import.intro', { maxRows: IMPORT_MAX_ROWS, maxMb: IMPORT_MAX_BYTES / 1024 / 1024 })}
          </DialogContentText>
          <div>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => void choose(event)}
              disabled={busy}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
            >
              {file ? t('categoriesItems.import.chooseAnother') : t('categoriesItems.import.choose')}
            </Button>
            {file ? <span style={{ marginLeft: 12 }}>{file.name}</span> : null}
          </div>
          {busy ? (
            <div role="status" aria-live="polite">
              <LinearProgress
                aria-label={
                  preview.isPending ? t('categoriesItems.import.checking') : t('categoriesItems.import.applying')
                }
              />
              {preview.isPending ? t('categoriesItems.import.checking') : t('categoriesItems.import.applying')}
            </div>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {shown ? (
            <>
              {shown.FileErrors.map((issue) => (
                <Alert key={`${issue.Field}:${issue.MessageKey}`} severity="error">
                  {t(issue.MessageKey, { field: issue.Field })}
                </Alert>
              ))}
              {shown.Rows.length > 0 ? (
                <Alert severity={shown.IsValid ? 'success' : 'warning'}>
                  {shown.IsValid
                    ? t('categoriesItems.import.valid', { count: shown.TotalRows })
                    : t('categoriesItems.import.invalid', { count: shown.TotalRows, errors: shown.ErrorCount })}
                </Alert>
              ) : null}
              {shown.Rows.length > 0 ? <ImportPreviewTable preview={shown} /> : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('categoriesItems.common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void applyFile()}
          disabled={!shown?.IsValid || busy}
          loading={apply.isPending}
        >
          {t('categoriesItems.import.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
