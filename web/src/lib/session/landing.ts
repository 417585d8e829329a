export const PORTAL_BASE = '/Portal/NewIndex';

/** The portal address of a path under /Portal/NewIndex ('' is the portal index). */
export const portalHref = (path: string): string => (path === '' ? PORTAL_BASE : `${PORTAL_BASE}/${path}`);

/**
 * A ReturnUrl is honoured only when it is a same-origin path under the portal; anything else (another host,
 * `//evil`, `javascript:`) falls back to the default landing.
 */
export function safeReturnPath(returnUrl: string | null): string | null {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\'))
    return null;
  try {
    const url = new URL(returnUrl, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (url.pathname !== PORTAL_BASE && !url.pathname.startsWith(`${PORTAL_BASE}/`)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
