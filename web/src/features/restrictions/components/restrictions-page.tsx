import { RESTRICTION_SORT, type TRestrictionListRow } from '@mp/contracts/restrictions';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '../../../components/data-table';
import { PagedListScreen } from '../../../components/paged-list-screen';
import { useDaysText } from '../../../components/days-of-week-field';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useRestrictions } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { windowsText } from './windows-text';

/**
 * Inventory → Configuration → Restrictions (issue 21 item 4): the sale restrictions the POS enforces (minimum age
 * with an ID check, hours when items may not be sold), paged, sorted and searched by the server; a row opens its edit
 * page.
 */
export function RestrictionsPage() {
  const { t } = useTranslation();
  const daysText = useDaysText();
  const { portal } = usePortalOutlet();
  const grid = useGridState(RESTRICTION_SORT);
  const list = useRestrictions(portal.merhantId, grid, DEFAULT_PAGE_SIZE);

  const columns: TDataTableColumn<TRestrictionListRow>[] = [
    { id: 'name', label: t('restrictions.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    {
      id: 'age',
      label: t('restrictions.columns.age'),
      sortColumn: 'MinimumAge',
      value: (r) =>
        r.MinimumAge === null
          ? '—'
          : t(r.RequireIdCheck ? 'restrictions.ageWithId' : 'restrictions.age', { age: r.MinimumAge }),
    },
    {
      id: 'hours',
      label: t('restrictions.columns.hours'),
      value: (r) => (r.TimeWindows.length ? windowsText(t, daysText, r.TimeWindows) : '—'),
    },
    {
      id: 'items',
      label: t('restrictions.columns.items'),
      sortColumn: 'ItemCount',
      value: (r) => r.ItemCount,
      align: 'right',
    },
    {
      id: 'categories',
      label: t('restrictions.columns.categories'),
      sortColumn: 'CategoryCount',
      value: (r) => r.CategoryCount,
      align: 'right',
    },
    {
      id: 'active',
      label: t('restrictions.columns.active'),
      value: (r) => (r.IsActive ? t('restrictions.yes') : t('restrictions.no')),
    },
  ];

  return (
    <PagedListScreen
      section="restrictions"
      path={RESTRICTIONS_PATH}
      grid={grid}
      list={list}
      columns={columns}
      idOf={(r) => r.RestrictionId}
      pageSize={DEFAULT_PAGE_SIZE}
    />
  );
}
