import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PORTAL_BASE } from '../../lib/session/landing';

/** Shown instead of an empty frame when the server has no LEGACY_ORIGIN: says what is missing and who can fix it. */
export function LegacyNotConfigured({ pageName }: { pageName: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="legacy-not-configured-title" sx={{ p: 4, maxWidth: 640 }}>
      <LinkOffIcon aria-hidden color="action" sx={{ fontSize: 40 }} />
      <Typography id="legacy-not-configured-title" variant="h5" component="h1" sx={{ mt: 1 }}>
        {t('legacyFrame.notConfigured.title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('legacyFrame.notConfigured.message', { page: pageName })}</Typography>
      <Button component={RouterLink} to={PORTAL_BASE} variant="outlined" sx={{ mt: 3 }}>
        {t('legacyFrame.notConfigured.home')}
      </Button>
    </Paper>
  );
}
