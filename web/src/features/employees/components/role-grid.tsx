import type { TEmployeeRole } from '@mp/contracts/employees';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import type { TEmployeeFormValues } from './employee-form-values';

type TRoleGridProps = {
  /** The detail's role rows, in the order of the form's `userRoles`. */
  roles: readonly TEmployeeRole[];
  control: Control<TEmployeeFormValues>;
  disabled: boolean;
};

/**
 * The role assignment grid (spec 3 §3): role, manager-platform job id, assigned and hourly pay rate. A row the user may
 * not change (`mayAssign` false: above their rank or with features their role lacks) is greyed with the reason; the
 * server refuses it too.
 */
export function RoleGrid({ roles, control, disabled }: TRoleGridProps) {
  const { t } = useTranslation();
  const r = (key: string, vars?: Record<string, unknown>) => t(`employees.detail.roles.${key}`, vars);
  const assigned = useWatch({ control, name: 'userRoles' });
  return (
    <Paper component="section" aria-labelledby="employee-roles" sx={{ p: 2 }}>
      <Typography id="employee-roles" variant="h6" component="h2" sx={{ mb: 1 }}>
        {r('title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="employee-roles">
          <TableHead>
            <TableRow>
              <TableCell>{r('columns.role')}</TableCell>
              <TableCell>{r('columns.asmJobId')}</TableCell>
              <TableCell>{r('columns.assigned')}</TableCell>
              <TableCell>{r('columns.payRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.map((role, index) => {
              const locked = !role.mayAssign;
              const reasonId = `role-${role.roleId}-locked`;
              return (
                <TableRow key={role.roleId} sx={locked ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell sx={locked ? { color: 'text.secondary' } : undefined}>
                    {role.name}
                    {locked ? (
                      <Typography id={reasonId} variant="body2" color="text.secondary">
                        {r('locked')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={locked ? { color: 'text.secondary' } : undefined}>
                    {role.asmJobId ?? r('noJob')}
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Controller
                      control={control}
                      name={`userRoles.${index}.isAssigned`}
                      render={({ field }) => (
                        <Checkbox
                          checked={field.value}
                          onChange={(_event, checked) => field.onChange(checked)}
                          onBlur={field.onBlur}
                          disabled={disabled || locked}
                          slotProps={{
                            input: {
                              'aria-label': r('assign', { role: role.name }),
                              'aria-describedby': locked ? reasonId : undefined,
                            },
                          }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <Controller
                      control={control}
                      name={`userRoles.${index}.payRate`}
                      render={({ field, fieldState }) => (
                        <TextField
                          {...field}
                          size="small"
                          disabled={disabled || locked || !assigned[index]?.isAssigned}
                          error={fieldState.invalid}
                          helperText={fieldError(t, fieldState.error?.message)}
                          slotProps={{
                            htmlInput: { 'aria-label': r('payRateOf', { role: role.name }), inputMode: 'decimal' },
                          }}
                        />
                      )}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
