import AccountCircle from '@mui/icons-material/AccountCircle';
import type { TPortalData } from '@mp/contracts/portal';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PORTAL_BASE } from '../session/landing';
import { hasSupportToolsAccess } from './nav-items';

type TUserMenuProps = { portal: TPortalData; onChangePassword: () => void; onLogOut: () => void };

/** User menu entries by permission (spec 1 §2). */
export function UserMenu({ portal, onChangePassword, onLogOut }: TUserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    void navigate(`${PORTAL_BASE}/${path}`);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('portal.userMenu.label', { user: portal.userName })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        <span>{portal.userName}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={() => go('account/overview')}>{t('portal.userMenu.myAccount')}</MenuItem>
        {portal.IsNcrIdUser ? null : (
          <MenuItem
            onClick={() => {
              close();
              onChangePassword();
            }}
          >
            {t('portal.userMenu.changePassword')}
          </MenuItem>
        )}
        {hasSupportToolsAccess(portal) ? (
          <MenuItem onClick={() => go('supportTools')}>{t('portal.userMenu.supportTools')}</MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
        >
          {t('portal.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
