import { DEPARTMENT_SORT, type TDepartmentRow } from '@mp/contracts/menu-configuration';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useChangeDepartment, useDepartmentList } from '../api/menu-configuration.queries';
import { ConfigurationScreen } from './configuration-screen';

/**
 * Inventory → Configuration → Departments (spec 2 §2; fields ours): the merchant's departments with how many
 * categories and menu items they group. Add, rename, and delete one no category uses (the server refuses otherwise,
 * listing the categories).
 */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const merchantId = usePortalOutlet().portal.merhantId;
  const grid = useGridState(DEPARTMENT_SORT);
  const list = useDepartmentList(merchantId, grid);
  const change = useChangeDepartment(merchantId);
  const column = (id: string, sortColumn: string, value: (d: TDepartmentRow) => string | number) => ({
    id,
    label: t(`menuConfiguration.departments.columns.${id}`),
    sortColumn,
    value,
  });
  const columns: TDataTableColumn<TDepartmentRow>[] = [
    column('name', 'Name', (d) => d.Name),
    { ...column('categoryCount', 'CategoryCount', (d) => d.CategoryCount), align: 'right' },
    { ...column('itemCount', 'ItemCount', (d) => d.ItemCount), align: 'right' },
  ];
  return (
    <ConfigurationScreen
      section="departments"
      grid={grid}
      list={list}
      columns={columns}
      recordOf={(d) => ({ id: d.DepartmentId, name: d.Name, checksum: d.ConcurrencyChecksum })}
      deleteMessage={(d) =>
        d.CategoryCount > 0
          ? t('menuConfiguration.departments.deleteInUse', { name: d.Name, count: d.CategoryCount })
          : t('menuConfiguration.departments.deleteMessage', { name: d.Name })
      }
      change={change}
    />
  );
}
