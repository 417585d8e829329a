import { BRANDING_ASPECT, type TBrandingKind } from '@mp/contracts/online-ordering/branding';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

const k = (key: string) => `branding.${key}`;

type TProps = {
  kind: TBrandingKind;
  /** The picked file as an object URL; the dialog is open while it is set. */
  src: string | null;
  busy: boolean;
  onApply: (area: Area) => void;
  onCancel: () => void;
};

/** Spec 3 §2.4: the picked picture cropped to the kind's aspect (about 2.67 for the logo, 4.85 for the banner). */
export function CropDialog({ kind, src, busy, onApply, onCancel }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const name = t(k(`${kind}.name`));
  return (
    <Dialog
      open={src !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{
        transition: {
          // The next picture starts uncropped.
          onExited: () => {
            setCrop({ x: 0, y: 0 });
            setZoom(1);
            setArea(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t(k('crop.title'), { name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(k('crop.hint'))}
        </Typography>
        <Box sx={{ position: 'relative', height: { xs: 220, sm: 360 }, bgcolor: 'grey.900' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={BRANDING_ASPECT[kind]}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: t(k('crop.imageAlt'), { name }) }}
            />
          )}
        </Box>
        <Typography id={zoomId} sx={{ mt: 2 }}>
          {t(k('crop.zoom'))}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.1}
          aria-labelledby={zoomId}
          onChange={(_, value) => setZoom(value as number)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t(k('crop.cancel'))}</Button>
        <Button variant="contained" disabled={!area || busy} onClick={() => area && onApply(area)}>
          {t(k('crop.apply'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
