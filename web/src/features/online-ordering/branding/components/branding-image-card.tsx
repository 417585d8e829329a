import {
  BRANDING_ACCEPT,
  BRANDING_ERROR,
  BRANDING_OUTPUT_WIDTH,
  brandingFileChoiceError,
  type TBrandingImage,
  type TBrandingKind,
} from '@mp/contracts/online-ordering/branding';
import type { TErrorKey } from '@mp/contracts/api-error';
import UploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { CropDialog } from './crop-dialog';
import { cropToBlob } from './crop-image';

const k = (key: string) => `branding.${key}`;

/** A cropped picture waiting for Save. */
export type TPendingImage = { blob: Blob; fileName: string; previewUrl: string };

type TProps = {
  kind: TBrandingKind;
  saved: TBrandingImage | null;
  pending: TPendingImage | null;
  readOnly: boolean;
  onPicked: (pending: TPendingImage) => void;
  onRefused: (key: TErrorKey) => void;
};

/** A JPEG stays JPEG; PNG (and anything else the browser decodes) is sent as PNG. */
const outputOf = (file: File) =>
  /\.jpe?g$/i.test(file.name)
    ? { type: 'image/jpeg' as const, ending: 'jpg' }
    : { type: 'image/png' as const, ending: 'png' };

/**
 * One branding image (spec 3 §2.4): the saved picture (or none), a drop zone with Browse, and the crop dialog a
 * picked file opens. What was cropped shows as pending until the page's Save or Discard.
 */
export function BrandingImageCard({ kind, saved, pending, readOnly, onPicked, onRefused }: TProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; src: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [cropping, setCropping] = useState(false);
  const name = t(k(`${kind}.name`));
  // Object URLs are let go once their picture is no longer shown: the picked file after its crop, a pending crop
  // once saved, discarded or replaced (or when the page closes).
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.src) : undefined), [picked]);
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.previewUrl) : undefined), [pending]);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = brandingFileChoiceError(file);
    if (refusal) onRefused(refusal);
    else setPicked({ file, src: URL.createObjectURL(file) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!readOnly) choose(event.dataTransfer.files[0]);
  };
  const apply = async (area: Area) => {
    if (!picked) return;
    setCropping(true);
    try {
      const output = outputOf(picked.file);
      const blob = await cropToBlob(picked.src, area, BRANDING_OUTPUT_WIDTH[kind], output.type);
      const base = picked.file.name.replace(/\.[^.]*$/, '');
      onPicked({ blob, fileName: `${base}.${output.ending}`, previewUrl: URL.createObjectURL(blob) });
      setPicked(null);
    } catch {
      // A file named .png that the browser cannot decode.
      onRefused(BRANDING_ERROR.invalidType);
      setPicked(null);
    } finally {
      setCropping(false);
    }
  };

  const shown = pending?.previewUrl ?? saved?.cdnUrl;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(k(`${kind}.title`))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k(`${kind}.hint`))}
      </Typography>
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={t(k(pending ? 'pendingAlt' : 'currentAlt'), { name })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Typography>{t(k('none'), { name })}</Typography>
      )}
      {pending && (
        <Typography color="warning.main" sx={{ mt: 1 }}>
          {t(k(saved ? 'pendingReplace' : 'pendingNew'), { name })}
        </Typography>
      )}
      {saved && !pending && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(k('uploaded'), {
            fileName: saved.fileName,
            width: saved.originalDimension.width,
            height: saved.originalDimension.height,
            date: format.dateTime(saved.uploadTime),
            user: saved.auditTrail.username,
          })}
        </Typography>
      )}
      {!readOnly && (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`${kind}-drop-zone`}
          sx={{
            mt: 2,
            p: 2,
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            textAlign: 'center',
          }}
        >
          <UploadIcon color="action" aria-hidden />
          <Typography>{t(k('dropHere'))}</Typography>
          <Button component="label" variant="outlined" sx={{ mt: 1 }}>
            {t(k('browse'))}
            <input
              ref={input}
              type="file"
              hidden
              accept={BRANDING_ACCEPT}
              aria-label={t(k('chooseFile'), { name })}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(k('fileRules'))}
          </Typography>
        </Box>
      )}
      <CropDialog
        kind={kind}
        src={picked?.src ?? null}
        busy={cropping}
        onApply={(area) => void apply(area)}
        onCancel={() => setPicked(null)}
      />
    </Paper>
  );
}
