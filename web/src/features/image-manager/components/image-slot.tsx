import { acceptOf, fileChoiceError, IMAGE_MANAGER_ERROR, type TImageType } from '@mp/contracts/image-manager';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { errorText } from '../../../lib/error-text';
import { isRetryableUpload, useUploadImage } from '../api/image-manager.queries';

/** The file input stays in the page (keyboard focus, labels) but out of sight: the Upload button is what shows. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

type TImageSlotProps = {
  merchantId: number;
  type: TImageType;
  /** The image's URL, '' when there is none. */
  url: string;
  /** Read-only: shown, never changed (the note says why). */
  readOnlyNote?: string;
  /** Spec 3 §2.4: the store override's preview is shown at half opacity. */
  previewOpacity?: number;
  /** Text under the image (the logo's note). */
  note?: ReactNode;
  /** Saving in progress elsewhere on the page: nothing starts meanwhile. */
  busy: boolean;
  /** Sets the field to the uploaded image's URL, or clears it (''). */
  onChange: (url: string) => void;
};

/**
 * One image of the Image manager (spec 3 §2.4, §4): its preview, Upload (disabled while an image exists) and Delete
 * after a confirmation. The chosen file is checked by name and size here only as a hint; the server decodes it. A
 * failed upload is tried again by the upload hook, then shows upload-failed; a refusal shows the server's reason.
 */
export function ImageSlot({
  merchantId,
  type,
  url,
  readOnlyNote,
  previewOpacity = 1,
  note,
  busy,
  onChange,
}: TImageSlotProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const upload = useUploadImage(merchantId);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = t(`imageManager.${type}.title`);
  const readOnly = readOnlyNote !== undefined;
  const pending = busy || upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const error = fileChoiceError(type, file);
    setChoiceError(error);
    if (!error) upload.mutate({ type, file }, { onSuccess: (answer) => onChange(answer.entity.imageUrl) });
  };

  const uploadError = upload.isError
    ? isRetryableUpload(upload.error)
      ? t(IMAGE_MANAGER_ERROR.uploadFailed)
      : errorText(t, upload.error, { fallbackKey: IMAGE_MANAGER_ERROR.uploadFailed })
    : choiceError && t(choiceError);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`imageManager.${type}.rules`)}
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: 360,
          aspectRatio: type === 'merchantLogo' ? '16 / 9' : '1024 / 600',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t('imageManager.preview', { name: label })}
            style={{ opacity: previewOpacity }}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('imageManager.noImage')}
          </Typography>
        )}
      </Box>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
      {readOnly ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {readOnlyNote}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            component="label"
            // A label, not a button: the file input inside is the control (axe: no nested interactive roles).
            role={undefined}
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={pending || url !== ''}
            tabIndex={-1}
          >
            {upload.isPending ? t('imageManager.uploading') : t('imageManager.upload')}
            <input
              type="file"
              accept={acceptOf(type)}
              aria-label={t('imageManager.chooseFile', { name: label })}
              disabled={pending || url !== ''}
              onChange={onFile}
              style={VISUALLY_HIDDEN}
            />
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={pending || url === ''}
            onClick={() => setConfirming(true)}
          >
            {t('imageManager.delete')}
          </Button>
        </Stack>
      )}
      {uploadError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {uploadError}
        </Alert>
      ) : null}
      <MessageModal
        open={confirming}
        title={t('imageManager.deleteTitle', { name: label })}
        message={t('imageManager.deleteMessage')}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('common.cancel'), variant: 'text', onClick: () => setConfirming(false) },
          {
            label: t('imageManager.delete'),
            onClick: () => {
              setConfirming(false);
              onChange('');
            },
          },
        ]}
      />
    </Box>
  );
}
