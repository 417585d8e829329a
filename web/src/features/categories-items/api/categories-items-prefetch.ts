import { ITEM_SORT } from '@mp/contracts/menu-items';
import type { QueryClient } from '@tanstack/react-query';
import { gridViewOf } from '../../../components/use-grid-state';
import { portalDataQuery } from '../../../lib/session/portal-data.queries';
import { menuScopeOf } from '../hooks/use-menu-scope';
import { itemPageQuery, itemsRequest } from './categories-items.queries';

/**
 * Menu → Items' page that the URL asks for (page, sort, search), requested as navigation starts: the same key the page
 * asks for when it mounts.
 */
export async function prefetchItemsPage(queryClient: QueryClient, query: URLSearchParams): Promise<void> {
  const portal = await queryClient.ensureQueryData(portalDataQuery());
  await queryClient.prefetchQuery(itemPageQuery(menuScopeOf(portal), itemsRequest(gridViewOf(query, ITEM_SORT))));
}
