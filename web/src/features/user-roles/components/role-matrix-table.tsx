import type { TMatrixRights } from '@mp/contracts/access/matrix-rights';
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
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stickyFirstColumn } from '../../../components/sticky-first-column';
import { MatrixRow } from './matrix-row';
import { RoleHeaderCell } from './role-header-cell';

export type TMatrixFilters = { feature: string; role: string };

type TRoleMatrixTableProps = {
  /** The tab's name, for the table's accessible label. */
  tabLabel: string;
  features: readonly TMatrixFeature[];
  roles: readonly TMatrixRole[];
  grid: TGrid;
  /** What the user may change: the other cells are greyed out, with the reason shown above the table. */
  rights: TMatrixRights;
  onToggle: (roleId: number, featureId: number, value: boolean) => void;
  filters: TMatrixFilters;
  onFiltersChange: (filters: TMatrixFilters) => void;
};

/** One tab of the matrix: its feature and role filters, then features as rows and roles as columns. */
export function RoleMatrixTable({
  tabLabel,
  grid,
  rights,
  onToggle,
  filters,
  onFiltersChange,
  ...props
}: TRoleMatrixTableProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const tableLabel = t('userRoles.matrix.tableLabel', { tab: tabLabel });
  const features = useMemo(() => filterFeatures(props.features, filters.feature), [props.features, filters.feature]);
  const roles = useMemo(() => filterRoles(props.roles, filters.role), [props.roles, filters.role]);
  const openRoles = useMemo(() => roles.map((r) => rights.mayChangeRole(r.roleRank)), [roles, rights]);
  // The reasons cover the whole tab, not the filtered view, so they do not come and go while typing a filter.
  const anyOpenRole = props.roles.some((r) => rights.mayChangeRole(r.roleRank));
  const rolesReasonId = props.roles.some((r) => !rights.mayChangeRole(r.roleRank)) ? `${idBase}-roles` : undefined;
  const featuresReasonId =
    anyOpenRole && props.features.some((f) => !rights.mayGrant(f.featureId)) ? `${idBase}-features` : undefined;
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
      {rolesReasonId && (
        <Typography id={rolesReasonId} variant="body2" color="text.secondary">
          {t('userRoles.matrix.lockedRoles')}
        </Typography>
      )}
      {featuresReasonId && (
        <Typography id={featuresReasonId} variant="body2" color="text.secondary">
          {t('userRoles.matrix.lockedFeatures')}
        </Typography>
      )}
      {roles.length === 0 && <Typography role="status">{t('userRoles.matrix.noRoles')}</Typography>}
      {features.length === 0 && <Typography role="status">{t('userRoles.matrix.noFeatures')}</Typography>}
      {/* Focusable, so the keyboard can scroll it even when every checkbox in it is greyed out. */}
      {/* At most the screen below the app bar: scrolled into view, the whole box shows, and the role names (header)
          and feature names (first column) stay put while the checkboxes scroll. */}
      <TableContainer
        sx={{ maxHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' } }}
        tabIndex={0}
        role="region"
        aria-label={tableLabel}
      >
        <Table size="small" stickyHeader aria-label={tableLabel} sx={stickyFirstColumn}>
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
                openRoles={openRoles}
                mayGrant={rights.mayGrant(feature.featureId)}
                rolesReasonId={rolesReasonId}
                featuresReasonId={featuresReasonId}
                onToggle={onToggle}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
