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
// Narrow screens give the merchant and store buttons what is left after the user menu, which must stay on screen.
const selectionButton = {
  textTransform: 'none',
  maxWidth: { xs: 112, md: 260 },
  minWidth: 0,
  flexShrink: 1,
  justifyContent: 'flex-start',
} as const;

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
        {/* On a phone the section title and the header's buttons need the room more than the product name does. */}
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
        >
          {props.reseller?.LogoText || t('common.productName')}
        </Typography>
        {narrow ? <SectionTitle access={props.access} /> : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }} />
        {isAdminType(portal) ? (
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<BusinessOutlined />}
            onClick={props.onSelectMerchant}
            aria-label={t('portal.header.merchantButton', {
              name: portal.merchantName || t('portal.header.noMerchant'),
            })}
            sx={selectionButton}
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
            sx={selectionButton}
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
