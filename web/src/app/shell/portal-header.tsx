import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { isAdminType } from '@mp/contracts/access/roles';
import type { TPortalData, TResellerConfiguration } from '@mp/contracts/portal';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from './section-title';
import { UserMenu } from './user-menu';

type TPortalHeaderProps = {
  portal: TPortalData;
  access: TAccessContext;
  reseller: TResellerConfiguration | undefined;
  narrow: boolean;
  onOpenNav: () => void;
  onSelectMerchant: () => void;
  onSelectStore: () => void;
  onChangePassword: () => void;
  onLogOut: () => void;
};

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const storeLabel = (portal: TPortalData, allStores: string) =>
  portal.storeId === 0 || !portal.storeName ? allStores : portal.storeName;

export function PortalHeader(props: TPortalHeaderProps) {
  const { t } = useTranslation();
  const { portal, narrow } = props;
  return (
    <AppBar position="fixed" component="header" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {narrow ? (
          <IconButton color="inherit" edge="start" aria-label={t('portal.header.openNav')} onClick={props.onOpenNav}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {props.reseller?.LogoText || t('common.productName')}
        </Typography>
        {narrow ? <SectionTitle access={props.access} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {isAdminType(portal) ? (
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<BusinessOutlined />}
            onClick={props.onSelectMerchant}
            aria-label={t('portal.header.merchantButton', {
              name: portal.merchantName || t('portal.header.noMerchant'),
            })}
            sx={{ textTransform: 'none', maxWidth: { xs: 120, md: 260 }, minWidth: 0, justifyContent: 'flex-start' }}
          >
            <Box component="span" sx={ellipsis}>
              {portal.merchantName || t('portal.header.noMerchant')}
            </Box>
          </Button>
        ) : null}
        {portal.supportStoreChange ? (
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<StorefrontOutlined />}
            onClick={props.onSelectStore}
            aria-label={t('portal.header.storeButton', { name: storeLabel(portal, t('portal.allStores')) })}
            sx={{ textTransform: 'none', maxWidth: { xs: 120, md: 260 }, minWidth: 0, justifyContent: 'flex-start' }}
          >
            <Box component="span" sx={ellipsis}>
              {storeLabel(portal, t('portal.allStores'))}
            </Box>
          </Button>
        ) : null}
        <UserMenu
          portal={portal}
          access={props.access}
          onChangePassword={props.onChangePassword}
          onLogOut={props.onLogOut}
        />
      </Toolbar>
    </AppBar>
  );
}
