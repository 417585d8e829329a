import { isRoleNameTruncated, truncateRoleName } from '@mp/contracts/access/role-matrix';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2: the popover with a truncated role's full name is 120 px high. */
const POPOVER_HEIGHT = 120;

/** A role column's header: the name cut at 20 characters, the full name in a popover when cut. */
export const RoleHeaderCell = memo(function RoleHeaderCell({ name }: { name: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const cell = { align: 'center' as const, sx: { minWidth: 96, whiteSpace: 'nowrap', fontWeight: 600 } };
  if (!isRoleNameTruncated(name)) return <TableCell {...cell}>{name}</TableCell>;
  return (
    <TableCell {...cell}>
      <Button
        size="small"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('userRoles.matrix.showFullName', { name })}
        aria-haspopup="dialog"
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {truncateRoleName(name)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { height: POPOVER_HEIGHT, width: 240, p: 2, overflow: 'auto' } } }}
      >
        <Typography>{name}</Typography>
      </Popover>
    </TableCell>
  );
});
