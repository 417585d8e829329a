import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type TNotAvailablePageProps = { screenName: string; homePath: string };

/** The honest placeholder for a screen this release does not have yet. */
export function NotAvailablePage({ screenName, homePath }: TNotAvailablePageProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="not-available-title" sx={{ p: 4, maxWidth: 640 }}>
      <ConstructionIcon aria-hidden color="action" sx={{ fontSize: 40 }} />
      <Typography id="not-available-title" variant="h5" component="h1" sx={{ mt: 1 }}>
        {screenName}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('portal.notAvailable.message', { screen: screenName })}</Typography>
      <Button component={RouterLink} to={homePath} variant="outlined" sx={{ mt: 3 }}>
        {t('portal.notAvailable.home')}
      </Button>
    </Paper>
  );
}
