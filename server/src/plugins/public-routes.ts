/**
 * The reviewed list of API routes that answer without a session ("METHOD url" as Fastify registers them).
 * The session plugin enforces exactly this list; a test compares it with an explicit expected array so any
 * addition is a visible, reviewed change.
 */
export const PUBLIC_ROUTES = [
  'POST /Account/GetCsrfToken',
  'POST /Account/LogOn',
  'POST /Account/RenewSession',
  'GET /Account/GetSsoSettings',
  'POST /Account/ValidateSsoToken',
  'POST /Account/CheckLoginStatus',
  'GET /Account/GetVersion',
  'POST /Account/SendUserNamesEmail',
  'POST /Account/ForgotPassword',
  'POST /Account/ResetPassword',
  'POST /User/ChangePasswordAndCreateSession',
  'POST /Account/LogOff',
  'GET /Reseller/GetResellerConfiguration',
  'GET /healthz',
  // A scheduled report's unsubscribe link, opened from a mail program: its signed token is the credential.
  'GET /ReportSchedule/Unsubscribe',
  'POST /ReportSchedule/Unsubscribe',
  // A POS terminal registering with an employee's device code: the single-use code is the credential.
  'POST /Device/RegisterWithCode',
  // An uploaded image, by the sha-256 of its bytes: unguessable, and made to be shown (README, Image manager).
  'GET /ImageManager/Image/:sha256',
] as const;

/**
 * Non-API GET routes that serve no data: old-path redirects, the web app's files, the API documentation and, outside
 * production, the GraphiQL page (its queries go to /graphql, which needs a session like any call).
 */
export const PUBLIC_UTILITY_ROUTES = [
  'GET /',
  'GET /Account/LogOn',
  'GET /ReactUI',
  'GET /ReactUI/*',
  'GET /*',
] as const;
export const PUBLIC_PREFIXES = ['/docs', '/graphiql'] as const;

/** What a 'restricted' session (SPRE-only, suspended store, agreement pending) may still call. */
export const RESTRICTED_ROUTES = [
  'POST /Account/LogOff',
  'POST /Account/GetCsrfToken',
  'GET /Account/GetVersion',
  'POST /Account/GetMerchant',
  'POST /Account/UpdateMerchantEulaHistory',
  'GET /Reseller/GetResellerConfiguration',
] as const;

/**
 * POSTs that need no CSRF token: the call that hands the token out, the unsubscribe link (no session to forge a
 * request for; a mail program's one-click POST has no token to send, and the link's own signed token is what counts)
 * and a terminal's device registration (no session either; the single-use code is what counts).
 */
export const CSRF_EXEMPT_ROUTES = [
  'POST /Account/GetCsrfToken',
  'POST /ReportSchedule/Unsubscribe',
  'POST /Device/RegisterWithCode',
] as const;

export const routeKey = (method: string, url: string | undefined): string =>
  `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;

const has = (list: readonly string[], key: string) => list.includes(key);

export function isPublicRoute(method: string, url: string | undefined): boolean {
  // No matched route: the not-found handler answers (SPA page or 404), which needs no session.
  if (url === undefined) return true;
  const key = routeKey(method, url);
  if (has(PUBLIC_ROUTES, key) || has(PUBLIC_UTILITY_ROUTES, key)) return true;
  return (
    (method === 'GET' || method === 'HEAD') &&
    PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
  );
}

export const isRestrictedAllowed = (method: string, url: string | undefined): boolean =>
  has(RESTRICTED_ROUTES, routeKey(method, url));

export const isCsrfExempt = (method: string, url: string | undefined): boolean =>
  has(CSRF_EXEMPT_ROUTES, routeKey(method, url));
