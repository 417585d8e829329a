import HelpOutline from '@mui/icons-material/HelpOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import type { TPortalData, TResellerConfiguration } from '@mp/contracts/portal';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { PORTAL_BASE } from '../session/landing';
import { DEFAULT_HELP_URL, NAV_ITEMS } from './nav-items';

export const SIDE_NAV_WIDTH = 240;

type TSideNavProps = {
  portal: TPortalData;
  reseller: TResellerConfiguration | undefined;
  /** Below the large breakpoint the drawer is temporary and opened by the hamburger. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
};

export function SideNav({ portal, reseller, permanent, open, onClose }: TSideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = pathname.split('/')[3] ?? '';

  const openHelp = () => {
    window.open(portal.helpServerUrl || DEFAULT_HELP_URL, 'helpCenter', 'width=1024,height=768');
  };

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <Box component="nav" aria-label={t('portal.nav.label')} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List>
          {NAV_ITEMS.map((item) => {
            const Icon = item.icon;
            const active = section === item.id;
            return (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={`${PORTAL_BASE}/${item.path}`}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={permanent ? undefined : onClose}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(item.labelKey(portal))} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton
            component={NavLink}
            to={`${PORTAL_BASE}/settings/privacy`}
            onClick={permanent ? undefined : onClose}
          >
            <ListItemIcon>
              <PrivacyTipOutlined />
            </ListItemIcon>
            <ListItemText primary={t('portal.nav.settingsPrivacy')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component="button" onClick={openHelp} sx={{ width: '100%' }}>
            <ListItemIcon>
              <HelpOutline />
            </ListItemIcon>
            <ListItemText primary={t('portal.nav.helpCenter')} />
          </ListItemButton>
        </ListItem>
      </List>
      <Box sx={{ p: 2 }} data-testid="reseller-logo">
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {reseller?.LogoText || t('common.productName')}
        </Typography>
        {reseller?.ResellerName && reseller.ResellerName !== reseller.LogoText ? (
          <Typography variant="caption" component="p" color="text.secondary">
            {reseller.ResellerName}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );

  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { 'aria-label': t('portal.nav.drawerLabel') } }}
      sx={{
        width: SIDE_NAV_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}
