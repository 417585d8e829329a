import type { QueryClient } from '@tanstack/react-query';
import { portalDataQuery } from '../../../lib/session/portal-data.queries';
import { menuScopeOf } from '../hooks/use-menu-scope';
import { firstItemsPage, itemPageQuery } from './categories-items.queries';

/** Menu → Items' first page, requested as navigation starts: the same key the page asks for when it mounts. */
export async function prefetchItemsPage(queryClient: QueryClient): Promise<void> {
  const portal = await queryClient.ensureQueryData(portalDataQuery());
  await queryClient.prefetchQuery(itemPageQuery(menuScopeOf(portal), firstItemsPage));
}
