import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * Spec 2 §2: for some account modes this report lives in the other application. The login button goes to the legacy
 * back office when this installation has one configured (its origin is where that application signs in); without
 * one it opens the portal's own sign-in page, the only sign-in this installation knows.
 */
export function OtherApplicationAlert({ legacyOrigin }: { legacyOrigin: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component="a" href={legacyOrigin ?? '/'}>
          {t('reports.viewer.otherApplication.login')}
        </Button>
      }
    >
      {t('reports.viewer.otherApplication.message')}
    </Alert>
  );
}
