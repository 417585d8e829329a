import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { landingPath, type TIsBuilt } from '@mp/contracts/access/built-pages';
import { REPORTS, reportPath } from '@mp/contracts/report-catalogue';
import { LEGACY_ROUTES } from '../../features/legacy-frame/legacy-routes';
import { portalHref } from '../../lib/session/landing';

/**
 * A built screen: its path under /Portal/NewIndex and the lazily loaded component (one chunk per screen); `prefetch`
 * starts the screen's first data call when navigation begins, alongside the chunk downloads, instead of after the
 * screen has mounted (render as you fetch); it reads the URL's query, where a grid keeps its page, sort and search.
 */
export type TScreenRoute = {
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
  prefetch?: (queryClient: QueryClient, query: URLSearchParams) => Promise<unknown>;
};

/**
 * The report pages: one per report the service computes (the catalogue, plain data without schemas, so the sign-in
 * chunk can carry it). A menu entry under results that is not in it keeps its "not available yet" placeholder.
 */
export const REPORT_PATHS: readonly string[] = REPORTS.map(reportPath);

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
  // Spec 1 §2 lets the manager-platform flags choose the classic legacy page instead; the new screen wins wherever it
  // exists (issue 14 §3), and the matrix's API asks for no flag.
  // Spec 2 §1: data migration is a screen of its own, not one of the embedded admin pages.
  {
    path: 'settings/admin/dataMigration',
    lazy: async () => ({
      Component: (await import('../../features/data-migration/components/data-migration-page')).DataMigrationPage,
    }),
  },
  {
    path: 'settings/changelog',
    lazy: async () => ({
      Component: (await import('../../features/change-log/components/change-log-page')).ChangeLogPage,
    }),
  },
  // Spec 3 §2.1 lets the alerts flag choose the legacy embed instead: the new screen wins (issue 17).
  {
    path: 'settings/store/alertmanagement',
    lazy: async () => ({
      Component: (await import('../../features/alerts/components/alerts-page')).AlertsPage,
    }),
  },
  // Spec 3 §2.1 lets the kitchen-routing flag and a white-label reseller choose the legacy embed instead: the new
  // screen wins (issue 17); the flags show or hide its parts, and an account of several stores gets its warning.
  {
    path: 'settings/store/storeoptions',
    lazy: async () => ({
      Component: (await import('../../features/store-options/components/store-options-page')).StoreOptionsPage,
    }),
  },
  // Spec 3 §2.1 shows the legacy embed in some company views; the new screen wins (issue 17 §8), and asks a company
  // view of several stores to select one.
  {
    path: 'settings/store/storeconfiguration',
    lazy: async () => ({
      Component: (await import('../../features/store-configuration/components/store-configuration-page'))
        .StoreConfigurationPage,
    }),
  },
  // Spec 3 §2.1 lets the pay-in/out-codes flag choose the legacy embed instead: the new screen wins (issue 17).
  {
    path: 'settings/paycodes',
    lazy: async () => ({
      Component: (await import('../../features/pay-codes/components/pay-codes-page')).PayCodesPage,
    }),
  },
  // Spec 3 §2.1: the list, and the create/edit page (0 = new) that the list hands the chosen record to.
  {
    path: 'settings/revenuecenters',
    lazy: async () => ({
      Component: (await import('../../features/revenue-centers/components/revenue-centers-page')).RevenueCentersPage,
    }),
  },
  {
    path: 'settings/revenuecenters/:revenueCenterId',
    lazy: async () => ({
      Component: (await import('../../features/revenue-centers/components/revenue-center-edit-page'))
        .RevenueCenterEditPage,
    }),
  },
  // Issue 21 item 1: Inventory → Configuration → Modifiers, the list and a group's page (0 = new).
  {
    path: 'menu/configuration/modifiers',
    lazy: async () => ({
      Component: (await import('../../features/modifiers/components/modifiers-page')).ModifiersPage,
    }),
  },
  {
    path: 'menu/configuration/modifiers/:modifierGroupId',
    lazy: async () => ({
      Component: (await import('../../features/modifiers/components/modifier-group-page')).ModifierGroupPage,
    }),
  },
  // Spec 3 §2.2, §2.4: Online ordering → Store information (web domain, physical location) and Store operating hours.
  {
    path: 'onlineordering/store',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/sites/components/store-page')).StorePage,
    }),
  },
  {
    path: 'onlineordering/operatinghours',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/sites/components/operating-hours-page'))
        .OperatingHoursPage,
    }),
  },
  // Spec 3 §2.1 names only the Image manager screen for this route: it replaces the "not available yet" placeholder.
  {
    path: 'settings/imagemanager',
    lazy: async () => ({
      Component: (await import('../../features/image-manager/components/image-manager-page')).ImageManagerPage,
    }),
  },
  {
    path: 'employees/employees',
    lazy: async () => ({
      Component: (await import('../../features/employees/components/employees-page')).EmployeesPage,
    }),
    prefetch: async (queryClient, query) =>
      (await import('../../features/employees/api/employees-prefetch')).prefetchEmployeeList(queryClient, query),
  },
  {
    path: 'employees/:employeeId',
    lazy: async () => ({
      Component: (await import('../../features/employees/components/employee-detail-page')).EmployeeDetailPage,
    }),
  },
  {
    path: 'employees/userroles',
    lazy: async () => ({
      Component: (await import('../../features/user-roles/components/user-roles-matrix-page')).UserRolesMatrixPage,
    }),
  },
  {
    path: 'employees/securityControls',
    lazy: async () => ({
      Component: (await import('../../features/security-controls/components/security-controls-page'))
        .SecurityControlsPage,
    }),
  },
  // Spec 3 §2.1: a flag chooses between the new company form and the legacy embed; the new screen wins (issue 17).
  {
    path: 'settings/companyinformation',
    lazy: async () => ({
      Component: (await import('../../features/company-information/components/company-information-page'))
        .CompanyInformationPage,
    }),
  },
  {
    path: 'employees/scheduleEnforcement',
    lazy: async () => ({
      Component: (await import('../../features/schedule-enforcement/components/schedule-enforcement-page'))
        .ScheduleEnforcementPage,
    }),
  },
  // Online ordering (spec 3 §2.2, issue 19): the screens of one store's online ordering.
  {
    path: 'onlineordering/branding',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/branding/components/branding-page')).BrandingPage,
    }),
  },
  {
    path: 'onlineordering/menusettings',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/menu-settings/components/menu-settings-page'))
        .MenuSettingsPage,
    }),
  },
  {
    path: 'onlineordering/privacy',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/privacy/components/privacy-page')).PrivacyPage,
    }),
  },
  // Spec 3 §2.4 Fees: the company's fees, one tab each, over the fee operations the delivery save uses too.
  {
    path: 'onlineordering/fees',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/fees/components/fees-page')).FeesPage,
    }),
  },
  // Spec 3 §2.4 Site branding: shown only with the branding-customisation flag (the menu's rule the guard applies).
  {
    path: 'onlineordering/sitebranding',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/site-branding/components/site-branding-page'))
        .SiteBrandingPage,
    }),
  },
  {
    path: 'onlineordering/tipping',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/tipping/components/tipping-page')).TippingPage,
    }),
  },
  {
    path: 'howtopay',
    lazy: async () => ({ Component: (await import('./how-to-pay-page')).HowToPayPage }),
  },
  // The Results hub lists the reports by group (issue 15 §3).
  {
    path: 'results',
    lazy: async () => ({ Component: (await import('./results-hub')).ResultsHub }),
  },
  // One route per catalogue report, all drawn by the one viewer (one chunk), so each report is built by its own path;
  // a report the service does not compute yet says so in the viewer.
  ...REPORT_PATHS.map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../../features/reports/components/report-viewer-page')).ReportViewerPage,
    }),
  })),
  {
    path: 'results/schedules',
    lazy: async () => ({
      Component: (await import('../../features/reports/components/schedules-page')).SchedulesPage,
    }),
  },
  // Spec 3 §2.4 Order settings and the order manager (issue 19): store-view screens over the GraphQL operations.
  {
    path: 'onlineordering/ordersettings',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/order-settings/components/order-settings-page'))
        .OrderSettingsPage,
    }),
  },
  {
    path: 'onlineordering/ordermanager',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/order-manager/components/order-manager-page'))
        .OrderManagerPage,
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
    prefetch: async (queryClient, query) =>
      (await import('../../features/categories-items/api/categories-items-prefetch')).prefetchItemsPage(
        queryClient,
        query,
      ),
  },
  {
    path: 'menu/categoriesoritems/items/:itemId',
    lazy: async () => ({
      Component: (await import('./item-detail-screen')).ItemDetailScreen,
    }),
  },
  // Issue 21 items 4 and 5: the configuration pages of the menu (each list, and its edit page, 0 = new).
  {
    path: 'menu/configuration/restrictions',
    lazy: async () => ({
      Component: (await import('../../features/restrictions/components/restrictions-page')).RestrictionsPage,
    }),
  },
  {
    path: 'menu/configuration/restrictions/:restrictionId',
    lazy: async () => ({
      Component: (await import('../../features/restrictions/components/restriction-edit-page')).RestrictionEditPage,
    }),
  },
  {
    path: 'menu/configuration/events',
    lazy: async () => ({
      Component: (await import('../../features/event-schedules/components/event-schedules-page')).EventSchedulesPage,
    }),
  },
  {
    path: 'menu/configuration/events/:eventScheduleId',
    lazy: async () => ({
      Component: (await import('../../features/event-schedules/components/event-schedule-edit-page'))
        .EventScheduleEditPage,
    }),
  },
  // Issue 21 item 6: Pricing → Promotions, the list and a promotion's edit page (0 = new).
  {
    path: 'menu/pricing/promotions',
    lazy: async () => ({
      Component: (await import('../../features/promotions/components/promotions-page')).PromotionsPage,
    }),
  },
  {
    path: 'menu/pricing/promotions/:promotionId',
    lazy: async () => ({
      Component: (await import('../../features/promotions/components/promotion-edit-page')).PromotionEditPage,
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
  // Spec 2 §2 configuration pages (fields ours, issue 21): the merchant's departments and tags.
  {
    path: 'menu/configuration/departments',
    lazy: async () => ({
      Component: (await import('../../features/menu-configuration/components/departments-page')).DepartmentsPage,
    }),
  },
  {
    path: 'menu/configuration/tags',
    lazy: async () => ({
      Component: (await import('../../features/menu-configuration/components/tags-page')).TagsPage,
    }),
  },
  // Spec 2 §2 pricing/discounts is the discounts list.
  {
    path: 'menu/pricing/discounts',
    lazy: async () => ({ Component: (await import('./pricing-discounts-redirect')).PricingDiscountsRedirect }),
  },
  {
    path: 'employees/posMessages',
    lazy: async () => ({
      Component: (await import('../../features/pos-messages/components/pos-messages-page')).PosMessagesPage,
    }),
  },
  {
    path: 'employees/posMessages/:posMessagesId',
    lazy: async () => ({
      Component: (await import('../../features/pos-messages/components/pos-message-detail-page')).PosMessageDetailPage,
    }),
  },
  {
    path: 'mystore/activitysummary',
    lazy: async () => ({
      Component: (await import('../../features/dashboards/components/activity-summary-page')).ActivitySummaryPage,
    }),
  },
  {
    path: 'mystore/salesdashboard',
    lazy: async () => ({
      Component: (await import('../../features/dashboards/components/sales-dashboard-page')).SalesDashboardPage,
    }),
  },
  {
    path: 'mystore/customerdashboard',
    lazy: async () => ({
      Component: (await import('../../features/dashboards/components/customer-dashboard-page')).CustomerDashboardPage,
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
  // Spec 3 §2.4 "Ordering capacity" (issue 19).
  {
    path: 'onlineordering/capacitymanagement',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/capacity/components/capacity-page')).CapacityPage,
    }),
  },
  // Spec 3 §2.2 Online ordering → Hours and Prep time (issue 19): store-view screens over GraphQL.
  {
    path: 'onlineordering/hours',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/hours/components/hours-page')).HoursPage,
    }),
  },
  {
    path: 'onlineordering/preptime',
    lazy: async () => ({
      Component: (await import('../../features/online-ordering/prep-time/components/prep-time-page')).PrepTimePage,
    }),
  },
];

const lower = (path: string) => path.toLowerCase();
const LEGACY_PATHS = new Set(LEGACY_ROUTES.map(lower));
const SCREEN_PATHS = new Set(SCREEN_ROUTES.map(({ path }) => lower(path)));

/**
 * Which menu paths have a working page (routes match case-insensitively): a screen of this release, and a legacy
 * embed only when the server has a legacy back office to frame.
 */
export const builtPaths =
  (legacyOrigin: string | null): TIsBuilt =>
  (path) =>
    SCREEN_PATHS.has(lower(path)) && (legacyOrigin !== null || !LEGACY_PATHS.has(lower(path)));

/** Where this user lands (sign-in, a refused route): the default landing when it works, else a page that does. */
export const landingHref = (ctx: TAccessContext, legacyOrigin: string | null): string =>
  portalHref(landingPath(ctx, builtPaths(legacyOrigin)));
