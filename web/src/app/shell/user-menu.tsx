import AccountCircle from '@mui/icons-material/AccountCircle';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { userMenuItems, type TUserMenuItem } from '@mp/contracts/access/user-menu';
import type { TPortalData } from '@mp/contracts/portal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PORTAL_BASE } from '../../lib/session/landing';

type TUserMenuProps = {
  portal: TPortalData;
  access: TAccessContext;
  onChangePassword: () => void;
  onLogOut: () => void;
};

/** User menu entries by permission (spec 1 §2, userMenuItems): routes navigate, the two actions act. */
export function UserMenu({ portal, access, onChangePassword, onLogOut }: TUserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = useMemo(() => userMenuItems(access), [access]);
  const close = () => setAnchor(null);

  const choose = (item: TUserMenuItem) => {
    close();
    if (item.id === 'changePassword') onChangePassword();
    else if (item.id === 'logout') onLogOut();
    else if (item.path) void navigate(`${PORTAL_BASE}/${item.path}`);
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
        // Never shrinks: Log off lives in this menu. On a phone the icon alone stands for it (the label names it).
        sx={{ textTransform: 'none', flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {portal.userName}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) => (
          <MenuItem key={item.id} onClick={() => choose(item)}>
            {t(item.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
