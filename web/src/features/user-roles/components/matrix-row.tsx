import type { TMatrixFeature, TMatrixRole } from '@mp/contracts/user-roles';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

type TMatrixRowProps = {
  feature: TMatrixFeature;
  roles: readonly TMatrixRole[];
  /** The row's cells, '1' on and '0' off, in column order: a string, so unchanged rows skip rendering. */
  bits: string;
  onToggle: (roleId: number, featureId: number, value: boolean) => void;
};

/** One feature: its name indented by depth (bold with '(All)' when it has children) and a checkbox per role. */
export const MatrixRow = memo(function MatrixRow({ feature, roles, bits, onToggle }: TMatrixRowProps) {
  const { t } = useTranslation();
  const isGroup = feature.leafLevel === 0;
  const label = isGroup ? t('userRoles.matrix.allSuffix', { name: feature.name }) : feature.name;
  return (
    <TableRow hover>
      <TableCell
        component="th"
        scope="row"
        sx={{ pl: 2 + feature.hierarchyLevel * 3, fontWeight: isGroup ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {label}
      </TableCell>
      {roles.map((role, i) => (
        <TableCell key={role.roleId} align="center" padding="checkbox">
          <Checkbox
            size="small"
            checked={bits[i] === '1'}
            onChange={(event) => onToggle(role.roleId, feature.featureId, event.target.checked)}
            slotProps={{
              input: { 'aria-label': t('userRoles.matrix.cellLabel', { feature: label, role: role.name }) },
            }}
          />
        </TableCell>
      ))}
    </TableRow>
  );
});
