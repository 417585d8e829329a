import { TAG_SORT, type TTagRow } from '@mp/contracts/menu-configuration';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useChangeTag, useTagList } from '../api/menu-configuration.queries';
import { ConfigurationScreen } from './configuration-screen';

const usedBy = (tag: TTagRow) => tag.Categories.map((c) => c.CategoryName).join(', ');

/**
 * Inventory → Configuration → Tags (spec 2 §2; fields ours): the merchant's tags and the categories each is on (the
 * category dialog's tag picker offers the same tags). Add, rename, and delete, which takes the tag off its categories
 * once the user has seen which.
 */
export function TagsPage() {
  const { t } = useTranslation();
  const merchantId = usePortalOutlet().portal.merhantId;
  const grid = useGridState(TAG_SORT);
  const list = useTagList(merchantId, grid);
  const change = useChangeTag(merchantId);
  const columns: TDataTableColumn<TTagRow>[] = [
    { id: 'name', label: t('menuConfiguration.tags.columns.name'), sortColumn: 'Name', value: (tag) => tag.Name },
    {
      id: 'categoryCount',
      label: t('menuConfiguration.tags.columns.categoryCount'),
      sortColumn: 'CategoryCount',
      align: 'right',
      value: (tag) => tag.CategoryCount,
    },
    {
      id: 'usedBy',
      label: t('menuConfiguration.tags.columns.usedBy'),
      value: (tag) => usedBy(tag) || t('menuConfiguration.tags.notUsed'),
    },
  ];
  return (
    <ConfigurationScreen
      section="tags"
      grid={grid}
      list={list}
      columns={columns}
      recordOf={(tag) => ({ id: tag.TagId, name: tag.Name, checksum: tag.ConcurrencyChecksum })}
      deleteMessage={(tag) =>
        tag.CategoryCount > 0
          ? t('menuConfiguration.tags.deleteInUse', { name: tag.Name, categories: usedBy(tag) })
          : t('menuConfiguration.tags.deleteMessage', { name: tag.Name })
      }
      change={change}
    />
  );
}
