import { isRouteAllowed } from '@mp/contracts/access/menu';
import { employeesScreen } from '@mp/contracts/access/employee-screens';
import {
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT,
  EMPLOYEES_PAGE_SIZE,
  EMPLOYEES_PATH,
  splitRoles,
  type TEmployeeRow,
} from '@mp/contracts/employees';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { GridSearchField } from '../../../components/grid-search-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { employeeScopeOf, useEmployeeList } from '../api/employees.queries';
import { employeeHref } from '../employee-paths';
import { AsmAlert } from './asm-alert';
import { LoadFailed } from '../../../components/pending-or-failed';

/**
 * Employees → Employees (spec 3 §2.3, §3): search, server paging and sorting, 25 rows, an edit button per row when the
 * user may open the detail. On the manager platform (employeesScreen 'asm') the list says where employees are managed.
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const e = (key: string) => t(`employees.list.${key}`);
  useDocumentTitle(t('employees.title'));
  const navigate = useNavigate();
  const { portal, access } = usePortalOutlet();
  const grid = useGridState(EMPLOYEE_SORT);
  const list = useEmployeeList(employeeScopeOf(portal), grid);
  const mayOpen = isRouteAllowed(EMPLOYEES_PATH.detail, access);
  const open = (row: TEmployeeRow) => void navigate(employeeHref(row.POSUserId));

  const text = (id: string, value: (r: TEmployeeRow) => string, sortColumn?: string) => ({
    id,
    label: e(`columns.${id}`),
    sortColumn,
    value,
  });
  const columns: TDataTableColumn<TEmployeeRow>[] = [
    {
      ...text('name', (r) => r.UserName, 'UserName'),
      render: (r) =>
        r.IsActive ? (
          r.UserName
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{r.UserName}</span>
            <Chip size="small" label={e('inactive')} />
          </Stack>
        ),
    },
    text('employeeNumber', (r) => r.EmployeeNumber, 'EmployeeNumber'),
    text('shortName', (r) => r.ShortName, 'ShortName'),
    text('email', (r) => r.Email, 'Email'),
    text('phone', (r) => r.PhoneNumber, 'PhoneNumber'),
    text('userRoles', (r) => splitRoles(r.UserRoles).userRoles.join(', ')),
    text('jobs', (r) => splitRoles(r.UserRoles).jobs.join(', ')),
    ...(mayOpen
      ? [
          {
            id: 'edit',
            label: e('columns.edit'),
            value: () => '',
            render: (r: TEmployeeRow) => (
              <IconButton
                component={RouterLink}
                to={employeeHref(r.POSUserId)}
                aria-label={t('employees.list.editOne', { name: r.UserName })}
                size="small"
              >
                <EditIcon fontSize="small" />
              </IconButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack component="section" aria-labelledby="employees-title" spacing={2}>
      <Typography id="employees-title" variant="h5" component="h1">
        {t('employees.title')}
      </Typography>
      {employeesScreen(access) === 'asm' ? <AsmAlert /> : null}
      <Paper sx={{ p: 2 }}>
        <GridSearchField
          label={e('search')}
          buttonLabel={e('runSearch')}
          search={grid.search}
          onSearch={grid.setSearch}
          maxLength={EMPLOYEE_SEARCH_MAX}
        />
        {list.isError ? (
          <LoadFailed text={e('loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={e('tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(r) => String(r.POSUserId)}
            onRowDoubleClick={mayOpen ? open : undefined}
            loading={list.isFetching}
            emptyText={grid.search ? e('noMatches') : e('empty')}
            page={grid.page}
            pageSize={EMPLOYEES_PAGE_SIZE}
            totalRows={list.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRefresh={() => void list.refetch()}
          />
        )}
      </Paper>
    </Stack>
  );
}
