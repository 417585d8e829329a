import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TSsoSignInButtonProps = { busy: boolean; onClick: () => void };

/** The login page's second sign-in button (spec 1 §2): the federated identity provider. */
export function SsoSignInButton({ busy, onClick }: TSsoSignInButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <Divider sx={{ my: 2 }}>{t('sso.signIn.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={onClick}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
      >
        {t('sso.signIn.button')}
      </Button>
      {busy ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {t('sso.signIn.redirecting')}
        </Typography>
      ) : null}
    </>
  );
}
