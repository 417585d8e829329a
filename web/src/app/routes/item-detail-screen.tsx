import { useParams } from 'react-router';
import { ItemDetailRoute } from '../../features/categories-items/components/item-detail-route';
import { ItemModifierGroupsPanel } from '../../features/modifiers/components/item-modifier-groups-panel';
import { ItemRestrictionsPanel } from '../../features/restrictions/components/item-restrictions-panel';

/**
 * The item detail with what other features keep about the item, composed here: its modifier groups (issue 21 item 1,
 * changed here too) and the sale restrictions that apply to it (item 4).
 */
export function ItemDetailScreen() {
  const raw = useParams().itemId ?? '0';
  const itemId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return (
    <ItemDetailRoute
      aside={
        itemId > 0 ? (
          <>
            <ItemModifierGroupsPanel itemId={itemId} />
            <ItemRestrictionsPanel itemId={itemId} />
          </>
        ) : undefined
      }
    />
  );
}
