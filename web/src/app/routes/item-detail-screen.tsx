import { useParams } from 'react-router';
import { ItemDetailRoute } from '../../features/categories-items/components/item-detail-route';
import { ItemRestrictionsPanel } from '../../features/restrictions/components/item-restrictions-panel';

/** The item detail with the sale restrictions that apply to the item (issue 21 item 4), composed here. */
export function ItemDetailScreen() {
  const raw = useParams().itemId ?? '0';
  const itemId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return <ItemDetailRoute aside={itemId > 0 ? <ItemRestrictionsPanel itemId={itemId} /> : undefined} />;
}
