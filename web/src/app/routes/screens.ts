import type { ComponentType } from 'react';
import { LEGACY_ROUTES } from '../../features/legacy-frame/legacy-routes';

/** A built screen: its path under /Portal/NewIndex and the lazily loaded component (one chunk per screen). */
export type TScreenRoute = { path: string; lazy: () => Promise<{ Component: ComponentType }> };

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
