import { isBankReseller } from '@mp/contracts/access/resellers';
import type { TResellerConfiguration } from '@mp/contracts/portal';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/i18n';
import { useVersion } from '../api/auth.queries';

type TLoginHeaderProps = { reseller: TResellerConfiguration | undefined };

/** Login header: branding, language dropdown (English only), version label, essentials link (spec 1 §2). */
export function LoginHeader({ reseller }: TLoginHeaderProps) {
  const { t, i18n } = useTranslation();
  const version = useVersion();
  const languageId = useId();
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
        {/* Native list: one language needs no popover menu, and the sign-in page stays light (spec 1 §2). */}
        <FormControl
          size="small"
          sx={{
            minWidth: 140,
            '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
            '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'inherit' },
            '& .MuiSvgIcon-root': { color: 'inherit' },
            '& option': { color: 'text.primary' },
          }}
        >
          <InputLabel htmlFor={languageId} shrink>
            {t('auth.login.language')}
          </InputLabel>
          <NativeSelect
            input={<OutlinedInput id={languageId} label={t('auth.login.language')} notched />}
            value={i18n.language}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {t(language.labelKey)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Box component="span" sx={{ fontSize: 14 }} data-testid="version-label">
          {version.data ? t('auth.login.version', { version: version.data.version }) : null}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
