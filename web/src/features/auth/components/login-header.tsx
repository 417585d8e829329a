import { isBankReseller } from '@mp/contracts/access/resellers';
import type { TResellerConfiguration } from '@mp/contracts/portal';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/i18n';
import { useVersion } from '../api/auth.queries';

type TLoginHeaderProps = { reseller: TResellerConfiguration | undefined };

/** Login header: branding, language dropdown (English only), version label, essentials link (spec 1 §2). */
export function LoginHeader({ reseller }: TLoginHeaderProps) {
  const { t, i18n } = useTranslation();
  const version = useVersion();
  const showEssentials = reseller
    ? reseller.ShowEssentialsLink && !isBankReseller(reseller.ResellerId) && reseller.EssentialsUrl
    : false;
  return (
    <AppBar position="static" color="primary" component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {reseller?.LogoText || t('common.productName')}
        </Typography>
        {showEssentials ? (
          <Link href={reseller?.EssentialsUrl} color="inherit" target="_blank" rel="noopener noreferrer">
            {t('auth.login.essentials')}
          </Link>
        ) : null}
        <TextField
          select
          size="small"
          label={t('auth.login.language')}
          value={i18n.language}
          onChange={(event) => void i18n.changeLanguage(event.target.value)}
          sx={{
            minWidth: 140,
            '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
            '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'inherit' },
            '& .MuiSvgIcon-root': { color: 'inherit' },
          }}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language.code} value={language.code}>
              {t(language.labelKey)}
            </MenuItem>
          ))}
        </TextField>
        <Box component="span" sx={{ fontSize: 14 }} data-testid="version-label">
          {version.data ? t('auth.login.version', { version: version.data.version }) : null}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
