import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/auth.queries';

type TLockedOutModalProps = { initialUserName: string; onClose: () => void };

/** Account locked out (code L, or too many invalid attempts) with a reset request for the typed user name. */
export function LockedOutModal({ initialUserName, onClose }: TLockedOutModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [userName, setUserName] = useState(initialUserName);
  const forgotPassword = useForgotPassword();
  const requested = forgotPassword.isSuccess;
  const blank = userName.trim() === '';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('auth.loginErrors.locked.title')}</DialogTitle>
      <DialogContent>
        {requested ? (
          <DialogContentText role="status">{t('auth.loginErrors.locked.requested')}</DialogContentText>
        ) : (
          <>
            <DialogContentText>{t('auth.loginErrors.locked.message')}</DialogContentText>
            <TextField
              label={t('auth.loginErrors.locked.userName')}
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
              fullWidth
              margin="normal"
              autoComplete="username"
            />
            {forgotPassword.isError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t('auth.loginErrors.locked.failed')}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {requested ? null : (
          <Button
            variant="outlined"
            disabled={blank || forgotPassword.isPending}
            onClick={() => forgotPassword.mutate(userName.trim())}
          >
            {t('auth.loginErrors.locked.requestReset')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
