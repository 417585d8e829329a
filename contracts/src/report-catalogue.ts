/**
 * The report catalogue (spec 2 §2): every report this release computes, by group, with the parameters its bar shows.
 * Plain data without schemas: the web's route table reads it in the sign-in chunk.
 */

export const REPORT_GROUPS = ['operations', 'sales', 'customer', 'list', 'other'] as const;
export type TReportGroup = (typeof REPORT_GROUPS)[number];

/** Parameters a report's bar offers beyond the dates (names as spec 2 §7 sends them). */
export const REPORT_OPTIONS = [
  'EmployeeId',
  'DaysToSelect',
  'FilterByCategory',
  'ModifierGroupId',
  'showItemDetail',
  'ShowCategories',
  'IsSpeedOfServiceEnabled',
  'showVariations',
  'showModifiers',
  'ShowStoreDetail',
  'showComponents',
  'showSubcategories',
  'OnlyVisitors',
  'MinimumSpend',
  'CompareTo',
] as const;
export type TReportOption = (typeof REPORT_OPTIONS)[number];

export type TReportDefinition = {
  group: TReportGroup;
  /** The route segment under `results/<group>/` (spec 2 §2). */
  id: string;
  /** The report file name the service is called with. */
  file: string;
  options: readonly TReportOption[];
  /**
   * Account modes (product types) whose other application has this report instead: the viewer shows the warning with
   * its login button (spec 2 §2) and the service still answers.
   */
  otherApplicationModes?: readonly number[];
};

export const REPORTS: readonly TReportDefinition[] = [
  { group: 'operations', id: 'summary', file: 'OperationsSummary', options: ['ShowStoreDetail', 'CompareTo'] },
  { group: 'operations', id: 'device', file: 'DeviceSales', options: [] },
  { group: 'operations', id: 'employee', file: 'EmployeeSales', options: ['EmployeeId'] },
  { group: 'operations', id: 'location', file: 'LocationSales', options: ['CompareTo'] },
  { group: 'operations', id: 'discountspromotions', file: 'DiscountsPromotions', options: ['EmployeeId'] },
  { group: 'operations', id: 'taxes', file: 'Taxes', options: ['ShowCategories'] },
  { group: 'operations', id: 'labor', file: 'Labor', options: ['EmployeeId'], otherApplicationModes: [4] },
  { group: 'operations', id: 'tips', file: 'Tips', options: ['EmployeeId'] },
  { group: 'operations', id: 'voidaudit', file: 'VoidAudit', options: ['EmployeeId'] },
  { group: 'operations', id: 'offlinecredit', file: 'OfflineCredit', options: [] },
  { group: 'operations', id: 'shifts', file: 'DrawerShifts', options: [] },
  { group: 'operations', id: 'timeClock', file: 'TimeClock', options: ['EmployeeId'] },
  { group: 'operations', id: 'priceOverrides', file: 'PriceOverrides', options: ['EmployeeId'] },
  { group: 'sales', id: 'department', file: 'DepartmentSales', options: ['showItemDetail'] },
  {
    group: 'sales',
    id: 'item',
    file: 'ItemSales',
    options: [
      'FilterByCategory',
      'ShowCategories',
      'showSubcategories',
      'showVariations',
      'showModifiers',
      'showComponents',
    ],
  },
  {
    group: 'sales',
    id: 'hourly',
    file: 'HourlySales',
    options: ['DaysToSelect', 'IsSpeedOfServiceEnabled', 'CompareTo'],
  },
  { group: 'sales', id: 'modifier', file: 'ModifierSales', options: ['ModifierGroupId'] },
  { group: 'sales', id: 'summary', file: 'SalesSummary', options: ['DaysToSelect'] },
  { group: 'sales', id: 'nonsalesrevenue', file: 'NonSalesRevenue', options: [] },
  { group: 'sales', id: 'donations', file: 'Donations', options: ['CompareTo'] },
  { group: 'sales', id: 'SalesCommissions', file: 'SalesCommissions', options: ['EmployeeId', 'showItemDetail'] },
  { group: 'customer', id: 'bulkemail', file: 'CustomerBulkEmail', options: ['OnlyVisitors', 'MinimumSpend'] },
  { group: 'customer', id: 'notes', file: 'CustomerNotes', options: [] },
  { group: 'customer', id: 'sales', file: 'CustomerSales', options: [] },
  { group: 'customer', id: 'houseaccounts', file: 'HouseAccounts', options: [] },
  { group: 'customer', id: 'accountactivity', file: 'HouseAccountActivity', options: [] },
  { group: 'list', id: 'customers', file: 'CustomerList', options: [] },
  { group: 'list', id: 'items', file: 'ItemList', options: [] },
  { group: 'list', id: 'modifiers', file: 'ModifierList', options: [] },
  { group: 'list', id: 'employees', file: 'EmployeeList', options: [] },
  { group: 'list', id: 'devices', file: 'DeviceList', options: [] },
  // The other results pages (issue 16 §4), right under the hub.
  { group: 'other', id: 'financial', file: 'FinancialSummary', options: ['CompareTo'] },
  { group: 'other', id: 'labor', file: 'LaborSummary', options: ['CompareTo'] },
  { group: 'other', id: 'accounting', file: 'Accounting', options: [] },
  { group: 'other', id: 'credit', file: 'CreditSettlement', options: ['ShowStoreDetail', 'CompareTo'] },
  { group: 'other', id: 'cashmanager', file: 'CashManager', options: [] },
  { group: 'other', id: 'commercecredit', file: 'CommerceCreditSettlement', options: ['ShowStoreDetail', 'CompareTo'] },
  { group: 'other', id: 'giftsettlement', file: 'GiftSettlement', options: ['CompareTo'] },
];

/** The report at `results/<group>/<id>` (ids compare case-insensitively, as routes do). */
export const reportAt = (group: string, id: string): TReportDefinition | undefined =>
  REPORTS.find((r) => r.group === group && r.id.toLowerCase() === id.toLowerCase());

export const reportByFile = (file: string): TReportDefinition | undefined =>
  REPORTS.find((r) => r.file.toLowerCase() === file.toLowerCase());

/**
 * The menu path of a report (`results/operations/summary`; the other results pages sit right under the hub,
 * `results/financial`): its access rule and its route.
 */
export const reportPath = (report: TReportDefinition): string =>
  report.group === 'other' ? `results/${report.id}` : `results/${report.group}/${report.id}`;

/**
 * The report whose page a location shows (`/Portal/NewIndex/results/financial`, `…/results/operations/labor`): the
 * one whose path ends it, compared case-insensitively as routes are.
 */
export const reportAtLocation = (pathname: string): TReportDefinition | undefined => {
  const location = pathname.replace(/\/+$/, '').toLowerCase();
  return REPORTS.find((r) => location.endsWith(`/${reportPath(r).toLowerCase()}`));
};

/** The menu path of the page above a report's (`results/operations`, or `results` for the other results pages). */
export const reportParentPath = (report: TReportDefinition): string =>
  report.group === 'other' ? 'results' : `results/${report.group}`;
