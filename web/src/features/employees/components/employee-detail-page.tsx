import { employeesScreen } from '@mp/contracts/access/employee-screens';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { employeeScopeOf, useEmployee, useEmployeeStores } from '../api/employees.queries';
import { EMPLOYEES_HREF } from '../employee-paths';
import { AsmAlert } from './asm-alert';
import { EmployeeForm } from './employee-form';

/** Employees → an employee (`employees/{posUserId}`, spec 3 §3): loads the employee and its store page, then the form. */
export function EmployeeDetailPage() {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const scope = employeeScopeOf(portal);
  const raw = Number(useParams().employeeId);
  const posUserId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const [storesPage, setStoresPage] = useState(0);
  const [saved, setSaved] = useState(false);
  const employee = useEmployee(scope, posUserId);
  const stores = useEmployeeStores(scope, posUserId, storesPage);
  useDocumentTitle(employee.data?.userName ?? t('employees.detail.title'));

  const title = (
    <Typography id="employee-title" variant="h5" component="h1">
      {employee.data?.userName ?? t('employees.detail.title')}
    </Typography>
  );
  const back = (
    <Box>
      <Button component={RouterLink} to={EMPLOYEES_HREF} startIcon={<ArrowBackIcon />}>
        {t('employees.detail.back')}
      </Button>
    </Box>
  );
  const notFound = posUserId === 0 || (isHttpError(employee.error) && employee.error.status === 404);

  let body;
  if (notFound) body = <Alert severity="error">{t('employees.detail.notFound')}</Alert>;
  else if (!employee.data || !stores.data)
    body = (
      <PendingOrFailed
        failed={employee.isError || stores.isError}
        failedText={t('employees.detail.loadFailed')}
        onRetry={() => void Promise.all([employee.refetch(), stores.refetch()])}
      />
    );
  else
    body = (
      <EmployeeForm
        // Each answer of either call starts the form again from what is stored (after a save or a reload).
        key={`${employee.dataUpdatedAt}:${stores.dataUpdatedAt}`}
        scope={scope}
        detail={employee.data}
        stores={{ rows: stores.data.resultSet, page: storesPage, totalRows: stores.data.totalRowCount }}
        onStoresPage={setStoresPage}
        onReload={() => void Promise.all([employee.refetch(), stores.refetch()])}
        onSaved={() => setSaved(true)}
      />
    );

  return (
    <Stack component="section" aria-labelledby="employee-title" spacing={2}>
      {back}
      {title}
      {employeesScreen(access) === 'asm' ? <AsmAlert /> : null}
      {body}
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('employees.detail.saved')}
      />
    </Stack>
  );
}
