/**
 * The first path segment of every route the server answers (besides the web app's own files). The server refuses to
 * start when a route lies outside this list, and the Vite dev server forwards exactly these prefixes to it, so a new
 * module's calls work under `npx vite` the day they are added.
 */
export const API_PREFIXES = [
  '/Account',
  '/Alert',
  '/ChangeLog',
  '/Company',
  '/Dashboard',
  '/Department',
  '/Device',
  '/Discount',
  '/Email',
  '/Employee',
  '/EventSchedule',
  '/Export',
  '/FeatureFlag',
  '/ImageManager',
  '/Item',
  '/JobCode',
  '/Locale',
  '/Modifier',
  '/Notification',
  '/PayInOutReasonCodes',
  '/Portal',
  '/PosMessages',
  '/Promotion',
  '/ReportHome',
  '/ReportSchedule',
  '/ReceiptPreview',
  '/RevenueCenter',
  '/ScheduleEnforcement',
  '/SecurityControls',
  '/StoreOptions',
  '/StoreConfiguration',
  '/Reseller',
  '/Restriction',
  '/SupportTools',
  '/Tag',
  '/Tax',
  '/TicketViewer',
  '/TieredPriceList',
  '/User',
  '/ReactUI',
  '/api',
  '/graphql',
  '/graphiql',
  '/docs',
  '/healthz',
] as const;

/** True when `url` (a path, with or without a query) is one of the server's routes rather than a web-app file. */
export const isApiPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};
