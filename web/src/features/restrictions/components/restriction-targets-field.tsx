import type { TRestrictionFormInput, TRestrictionTargets } from '@mp/contracts/restrictions';
import { useTranslation } from 'react-i18next';
import { IdsSelectField } from '../../../components/ids-select-field';

/** The categories and the items a restriction applies to: two searchable multi-selects. */
export function RestrictionTargetsField({ targets }: { targets: TRestrictionTargets }) {
  const { t } = useTranslation();
  const categories = targets.Categories.map((c) => ({ id: c.ItemCategoryId, label: c.CategoryName }));
  const items = targets.Items.map((i) => ({
    id: i.ItemMasterId,
    label: i.CategoryName ? `${i.ItemName} (${i.CategoryName})` : i.ItemName,
  }));
  return (
    <>
      <IdsSelectField<TRestrictionFormInput>
        name="ItemCategoryIds"
        options={categories}
        label={t('restrictions.detail.categories')}
      />
      <IdsSelectField<TRestrictionFormInput> name="ItemIds" options={items} label={t('restrictions.detail.items')} />
    </>
  );
}
