import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PolicyMarkdown } from './policy-markdown';

/** Spec 3 §2.4: the provider's privacy policy, read-only, beside the company's own. */
export function ProviderPolicyDialog({
  open,
  source,
  onClose,
}: {
  open: boolean;
  source: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('privacyPolicy.providerTitle')}</DialogTitle>
      <DialogContent dividers>
        <PolicyMarkdown source={source} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('privacyPolicy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
