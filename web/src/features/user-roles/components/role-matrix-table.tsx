import { filterFeatures, filterRoles, rowBits, type TGrid } from '@mp/contracts/access/role-matrix';
import type { TMatrixFeature, TMatrixRole } from '@mp/contracts/user-roles';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MatrixRow } from './matrix-row';
import { RoleHeaderCell } from './role-header-cell';

export type TMatrixFilters = { feature: string; role: string };

type TRoleMatrixTableProps = {
  /** The tab's name, for the table's accessible label. */
  tabLabel: string;
  features: readonly TMatrixFeature[];
  roles: readonly TMatrixRole[];
  grid: TGrid;
  onToggle: (roleId: number, featureId: number, value: boolean) => void;
  filters: TMatrixFilters;
  onFiltersChange: (filters: TMatrixFilters) => void;
};

/** One tab of the matrix: its feature and role filters, then features as rows and roles as columns. */
export function RoleMatrixTable({
  tabLabel,
  grid,
  onToggle,
  filters,
  onFiltersChange,
  ...props
}: TRoleMatrixTableProps) {
  const { t } = useTranslation();
  const features = useMemo(() => filterFeatures(props.features, filters.feature), [props.features, filters.feature]);
  const roles = useMemo(() => filterRoles(props.roles, filters.role), [props.roles, filters.role]);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <TextField
          size="small"
          label={t('userRoles.matrix.featureFilter')}
          value={filters.feature}
          onChange={(event) => onFiltersChange({ ...filters, feature: event.target.value })}
        />
        <TextField
          size="small"
          label={t('userRoles.matrix.roleFilter')}
          value={filters.role}
          onChange={(event) => onFiltersChange({ ...filters, role: event.target.value })}
        />
      </Box>
      {roles.length === 0 && <Typography role="status">{t('userRoles.matrix.noRoles')}</Typography>}
      {features.length === 0 && <Typography role="status">{t('userRoles.matrix.noFeatures')}</Typography>}
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table size="small" stickyHeader aria-label={t('userRoles.matrix.tableLabel', { tab: tabLabel })}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('userRoles.matrix.featureColumn')}</TableCell>
              {roles.map((role) => (
                <RoleHeaderCell key={role.roleId} name={role.name} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {features.map((feature) => (
              <MatrixRow
                key={feature.featureId}
                feature={feature}
                roles={roles}
                bits={rowBits(grid, roles, feature.featureId)}
                onToggle={onToggle}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
