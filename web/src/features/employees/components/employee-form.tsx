import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPLOYEE_ERROR,
  ZEmployeeUpdateRequest,
  type TEmployeeDetail,
  type TEmployeeStore,
} from '@mp/contracts/employees';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useUpdateEmployee, type TEmployeeScope } from '../api/employees.queries';
import { DeviceCodeButton } from './device-code-button';
import { EmployeeCredentials } from './employee-credentials';
import { formValuesOf, type TEmployeeFormValues } from './employee-form-values';
import { EmployeeIdentity } from './employee-identity';
import { RoleGrid } from './role-grid';
import { StoreGrid } from './store-grid';

type TEmployeeFormProps = {
  scope: TEmployeeScope;
  detail: TEmployeeDetail;
  /** The page of the stores the user may assign; the save sends its rows, shown or not. */
  stores: { rows: readonly TEmployeeStore[]; page: number; totalRows: number };
  onStoresPage: (page: number) => void;
  onReload: () => void;
  onSaved: () => void;
};

/** A role's or store's field as the server names it (`userRoles.2.payRate`). */
const FORM_FIELD = /^user(Roles|Stores)\.\d+\.(isAssigned|payRate)$/;

/**
 * The employee's detail: identity read-only, credentials guidance, and the role and store assignments saved through
 * the update-user call. A refusal shows the spec's modal titled Error (spec 3 §8); a stale checksum offers a reload.
 */
export function EmployeeForm({ scope, detail, stores, onStoresPage, onReload, onSaved }: TEmployeeFormProps) {
  const { t } = useTranslation();
  const update = useUpdateEmployee(scope);
  const form = useForm<TEmployeeFormValues>({
    resolver: zodResolver(ZEmployeeUpdateRequest),
    defaultValues: formValuesOf(detail, stores.rows),
    mode: 'onChange',
  });
  const { isDirty, isValid } = form.formState;
  const { dialog, confirmDiscard } = useLeaveGuard(isDirty);
  const assigned = useWatch({ control: form.control, name: 'userRoles' });
  const onScreen = detail.userRoles.map((role, index) => ({
    ...role,
    isAssigned: assigned[index]?.isAssigned ?? role.isAssigned,
  }));

  const onSave = form.handleSubmit((values) =>
    update.mutate(values, {
      // Saved is the new unchanged state, with the checksum the save answers, until the reloaded employee arrives.
      onSuccess: ({ ConcurrencyChecksum }) => {
        form.reset({ ...values, ConcurrencyChecksum });
        onSaved();
      },
      onError: (error) => {
        // A 400 naming a field of the form marks it there too; the modal says it either way.
        if (isHttpError(error) && error.field && FORM_FIELD.test(error.field))
          form.setError(error.field as FieldPath<TEmployeeFormValues>, { message: error.messageKey });
      },
    }),
  );
  const stale = isHttpError(update.error) && update.error.messageKey === EMPLOYEE_ERROR.staleChecksum;
  const closeError = () => update.reset();

  return (
    <Stack spacing={2}>
      <StickyActionBar dirty={isDirty}>
        {detail.mayGenerateDeviceCode ? <DeviceCodeButton detail={detail} /> : null}
        <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || update.isPending}>
          {t('common.save')}
        </Button>
      </StickyActionBar>
      <EmployeeIdentity detail={detail} />
      <EmployeeCredentials roles={onScreen} membershipUserName={detail.membershipUserName} />
      <RoleGrid roles={detail.userRoles} control={form.control} disabled={update.isPending} />
      {/* Spec 3 §6: the store grid shows only when the user has more than one store. */}
      {stores.totalRows > 1 ? (
        <StoreGrid
          stores={stores.rows}
          page={stores.page}
          totalRows={stores.totalRows}
          onPageChange={(page) => confirmDiscard(() => onStoresPage(page))}
          control={form.control}
          disabled={update.isPending}
        />
      ) : null}
      <MessageModal
        open={update.isError}
        title={t('employees.detail.errorTitle')}
        message={errorText(t, update.error, { fallbackKey: EMPLOYEE_ERROR.updateFailed })}
        onClose={closeError}
        actions={
          stale
            ? [
                { label: t('common.cancel'), onClick: closeError, variant: 'text' },
                {
                  label: t('common.reload'),
                  onClick: () => {
                    closeError();
                    onReload();
                  },
                  autoFocus: true,
                },
              ]
            : [{ label: t('common.ok'), onClick: closeError, autoFocus: true }]
        }
      />
      <LeaveDialog {...dialog} />
    </Stack>
  );
}
