import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LEGACY_ROUTES } from '../../features/legacy-frame/legacy-routes';

/**
 * A built screen: its path under /Portal/NewIndex and the lazily loaded component (one chunk per screen); `prefetch`
 * starts the screen's first data call when navigation begins, alongside the chunk downloads, instead of after the
 * screen has mounted (render as you fetch).
 */
export type TScreenRoute = {
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};

/**
 * Screens that exist. A path listed here outranks its section's "not available yet" placeholder; the route guard
 * above them still decides whether the user may open it.
 */
export const SCREEN_ROUTES: readonly TScreenRoute[] = [
  // Legacy embeds: one frame host for all of them (one chunk).
  ...LEGACY_ROUTES.map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../../features/legacy-frame/legacy-frame-page')).LegacyFramePage,
    }),
  })),
  {
    path: 'employees/userroles',
    lazy: async () => ({
      Component: (await import('./user-roles-route')).UserRolesRoute,
    }),
  },
  {
    path: 'results/posTrans',
    lazy: async () => ({
      Component: (await import('../../features/pos-transactions/components/pos-transactions-page')).PosTransactionsPage,
    }),
  },
  {
    path: 'menu/itemAvailability',
    lazy: async () => ({
      Component: (await import('../../features/item-availability/components/item-availability-page'))
        .ItemAvailabilityPage,
    }),
  },
  {
    path: 'menu/loyaltytierpricing',
    lazy: async () => ({
      Component: (await import('../../features/loyalty-pricing/components/loyalty-pricing-page')).LoyaltyPricingPage,
    }),
  },
  {
    path: 'menu/categoriesoritems',
    lazy: async () => ({
      Component: (await import('../../features/categories-items/components/categories-landing')).CategoriesLanding,
    }),
  },
  {
    path: 'menu/categoriesoritems/categories',
    lazy: async () => ({
      Component: (await import('../../features/categories-items/components/categories-page')).CategoriesPage,
    }),
  },
  {
    path: 'menu/categoriesoritems/items',
    lazy: async () => ({
      Component: (await import('../../features/categories-items/components/items-page')).ItemsPage,
    }),
    prefetch: async (queryClient) =>
      (await import('../../features/categories-items/api/categories-items-prefetch')).prefetchItemsPage(queryClient),
  },
  {
    path: 'menu/categoriesoritems/items/:itemId',
    lazy: async () => ({
      Component: (await import('../../features/categories-items/components/item-detail-route')).ItemDetailRoute,
    }),
  },
  {
    path: 'menu/discounts',
    lazy: async () => ({
      Component: (await import('../../features/discounts/routes/discounts-list-route')).DiscountsListRoute,
    }),
  },
  {
    path: 'menu/discounts/:discountId',
    lazy: async () => ({
      Component: (await import('../../features/discounts/routes/discount-detail-route')).DiscountDetailRoute,
    }),
  },
  {
    path: 'supportTools',
    lazy: async () => ({
      Component: (await import('../../features/support-tools/components/support-tools-page')).SupportToolsPage,
    }),
  },
  {
    path: 'supportTools/featureflags',
    lazy: async () => ({
      Component: (await import('../../features/support-tools/components/feature-flags-page')).FeatureFlagsPage,
    }),
  },
];
