import type { ComponentType } from 'react';

/** A built screen: its path under /Portal/NewIndex and the lazily loaded component (one chunk per screen). */
export type TScreenRoute = { path: string; lazy: () => Promise<{ Component: ComponentType }> };

/**
 * Screens that exist. A path listed here outranks its section's "not available yet" placeholder; the route guard
 * above them still decides whether the user may open it.
 */
export const SCREEN_ROUTES: readonly TScreenRoute[] = [];
