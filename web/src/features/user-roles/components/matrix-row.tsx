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
  /** Per column, whether the user may change the role at all (issue 13 §5). */
  openRoles: readonly boolean[];
  /** Whether the user may turn this feature on; turning it off needs only the role. */
  mayGrant: boolean;
  /** Ids of the texts saying why a cell is greyed out: its role, or this feature. */
  rolesReasonId: string | undefined;
  featuresReasonId: string | undefined;
  onToggle: (roleId: number, featureId: number, value: boolean) => void;
};

/**
 * One feature: its name indented by depth (bold with '(All)' when it has children) and a checkbox per role, greyed
 * out where the user may not change it, the reason as the checkbox's description and the cell's tooltip.
 */
export const MatrixRow = memo(function MatrixRow({
  feature,
  roles,
  bits,
  openRoles,
  mayGrant,
  rolesReasonId,
  featuresReasonId,
  onToggle,
}: TMatrixRowProps) {
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
      {roles.map((role, i) => {
        const checked = bits[i] === '1';
        const roleLocked = !openRoles[i];
        const disabled = roleLocked || (!checked && !mayGrant);
        const reasonId = !disabled ? undefined : roleLocked ? rolesReasonId : featuresReasonId;
        return (
          <TableCell
            key={role.roleId}
            align="center"
            padding="checkbox"
            title={
              disabled ? t(roleLocked ? 'userRoles.matrix.lockedRoles' : 'userRoles.matrix.lockedFeatures') : undefined
            }
          >
            <Checkbox
              size="small"
              checked={checked}
              disabled={disabled}
              onChange={(event) => onToggle(role.roleId, feature.featureId, event.target.checked)}
              slotProps={{
                input: {
                  'aria-label': t('userRoles.matrix.cellLabel', { feature: label, role: role.name }),
                  'aria-describedby': reasonId,
                },
              }}
            />
          </TableCell>
        );
      })}
    </TableRow>
  );
});
