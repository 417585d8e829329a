import { PASSWORD_MESSAGE } from '@mp/contracts/password';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** The error icon carrying the 'PasswordFormat' hint (spec 1 §5). */
export function PasswordRulesHint() {
  const { t } = useTranslation();
  const hint = t(PASSWORD_MESSAGE.format);
  return (
    <Tooltip title={hint}>
      <IconButton aria-label={t('password.rulesHint', { hint })} color="error" size="small">
        <ErrorOutline fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
