import { PORTAL_BASE } from '../../lib/session/landing';

/** A portal pathname as a path under /Portal/NewIndex without slashes around it (`account/overview`). */
export const portalRelativePath = (pathname: string): string =>
  pathname.replace(new RegExp(`^${PORTAL_BASE}(?=/|$)`, 'i'), '').replace(/^\/+|\/+$/g, '');

/**
 * The frame's address: the legacy origin, then the same path as under /Portal/NewIndex, then the portal's query
 * (`/Portal/NewIndex/account/overview?x=1` → `https://legacy.example.com/account/overview?x=1`).
 */
export const legacyFrameSrc = (legacyOrigin: string, path: string, search: string): string =>
  `${legacyOrigin}/${path}${search}`;

/** The portal address of a path under /Portal/NewIndex (a redirect message's path). */
export const portalPath = (relativePath: string): string => `${PORTAL_BASE}/${relativePath}`;

/**
 * Spec 1 §2 Layout frame: after the frame loads, the path the frame was opened for is pushed again when the portal's
 * address has moved away from it meanwhile, unless the navigation came from the sign-in (which replaces the address
 * itself, and a pushed entry would put the sign-in page back under the Back button). Returns the path to push, or
 * null.
 */
export function pathToPushBack(storedPath: string, currentPath: string, fromLogin: boolean): string | null {
  if (fromLogin) return null;
  const trim = (path: string) => path.replace(/\/+(?=\?|$)/, '');
  return trim(storedPath) === trim(currentPath) ? null : storedPath;
}
