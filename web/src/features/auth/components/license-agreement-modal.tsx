import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TLicenseAgreementModalProps = {
  fileName: string;
  accepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/** The licence agreement in a frame, a read-confirm box, Decline and Accept (spec 1 §2). */
export function LicenseAgreementModal({ fileName, accepting, onAccept, onDecline }: TLicenseAgreementModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [read, setRead] = useState(false);
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('auth.license.title')}</DialogTitle>
      <DialogContent dividers>
        <iframe
          src={`/agreements/${encodeURIComponent(fileName)}`}
          title={t('auth.license.frameTitle')}
          style={{ width: '100%', height: '50vh', border: '1px solid #c4c4c4', borderRadius: 4 }}
        />
        <FormControlLabel
          control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />}
          label={t('auth.license.confirm')}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onDecline}>
          {t('auth.license.decline')}
        </Button>
        <Button variant="contained" onClick={onAccept} disabled={!read || accepting}>
          {t('auth.license.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
