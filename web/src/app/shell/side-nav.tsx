import type { TAccessContext } from '@mp/contracts/access/access-context';
import { menuChainFor, PORTAL_MENU, visibleMenu } from '@mp/contracts/access/menu';
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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PORTAL_BASE } from '../../lib/session/landing';
import { DEFAULT_HELP_URL, NAV_ICONS } from './nav-items';
import { SideNavEntry } from './side-nav-entry';

export const SIDE_NAV_WIDTH = 240;

type TSideNavProps = {
  portal: TPortalData;
  access: TAccessContext;
  reseller: TResellerConfiguration | undefined;
  /** Below the large breakpoint the drawer is temporary and opened by the hamburger. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
};

/** The side navigation as the rules leave it for this user (visibleMenu of spec 1 §2/§6). */
export function SideNav({ portal, access, reseller, permanent, open, onClose }: TSideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMemo(() => visibleMenu(PORTAL_MENU, access), [access]);
  const activeIds = useMemo(() => menuChainFor(pathname).map((entry) => entry.id), [pathname]);
  const onNavigate = permanent ? undefined : onClose;

  const openHelp = () => {
    window.open(portal.helpServerUrl || DEFAULT_HELP_URL, 'helpCenter', 'width=1024,height=768');
  };

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <Box component="nav" aria-label={t('portal.nav.label')} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List>
          {menu
            .filter((entry) => entry.placement === 'main')
            .map((entry) => (
              <SideNavEntry key={entry.id} entry={entry} depth={0} activeIds={activeIds} onNavigate={onNavigate} />
            ))}
        </List>
      </Box>
      <Divider />
      <List dense>
        {menu
          .filter((entry) => entry.placement === 'bottom')
          .map((entry) => {
            const Icon = NAV_ICONS[entry.id];
            const icon = Icon ? (
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
            ) : null;
            const current = activeIds.length === 1 && activeIds[0] === entry.id;
            return (
              <ListItem key={entry.id} disablePadding>
                {entry.path ? (
                  <ListItemButton
                    component={Link}
                    to={`${PORTAL_BASE}/${entry.path}`}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {icon}
                    <ListItemText primary={t(entry.labelKey)} />
                  </ListItemButton>
                ) : (
                  // Help Center is the one action here: external documentation in a 1024x768 window.
                  <ListItemButton component="button" onClick={openHelp} sx={{ width: '100%' }}>
                    {icon}
                    <ListItemText primary={t(entry.labelKey)} />
                  </ListItemButton>
                )}
              </ListItem>
            );
          })}
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
