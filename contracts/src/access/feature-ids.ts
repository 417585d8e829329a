/**
 * Back-office feature ids that gate menu entries and routes. A role lacking a feature gets its id in the portal's
 * `featureIds`, and an id present there hides the entry (spec 1 §6). Ids stay in 4..239; 10, 11, 12, 20 and 30 are the
 * ids the demo data already names, 130..133 (register modes, 132 special in the matrix), 201..204 (report-only) and
 * 230..239 (POS features) are left to their existing meanings.
 */
export const FEATURE_ID = {
  myStore: 5,
  activitySummary: 6,
  salesDashboard: 7,
  customerDashboard: 8,

  employees: 10,
  userRoles: 11,
  timeClock: 12,
  employeeManagement: 13,
  posMessages: 14,

  inventory: 15,
  categories: 16,
  modifiers: 17,
  itemAvailability: 18,
  promotions: 19,
  discounts: 20,
  priceLists: 21,
  departments: 22,
  tags: 23,
  events: 24,
  donations: 25,
  inventoryManage: 26,
  inventoryConfiguration: 27,
  inventoryPricing: 28,

  results: 30,
  operationsReports: 31,
  salesReports: 32,
  customerReports: 33,
  listReports: 34,
  posTransactions: 35,
  financialShifts: 36,
  laborShifts: 37,
  accounting: 38,
  creditSettlement: 39,
  cashManager: 40,
  commerceCreditSettlement: 41,
  giftSettlement: 42,
  donationsReport: 43,

  emailMarketing: 50,
  loyalty: 51,
  survey: 52,
  customers: 53,
  social: 54,
  houseAccounts: 55,

  ecommerce: 60,
  onlineOrdering: 61,

  companyInformation: 70,
  storeSettings: 71,
  storeOptions: 83,
  taxes: 72,
  imageManager: 73,
  revenueCenters: 74,
  payments: 75,
  customTenders: 76,
  payInOutCodes: 77,
  charges: 78,
  kitchenRouting: 79,
  venueSeats: 80,
  reasonCodes: 81,
  admin: 90,
  supportAdmin: 91,
} as const;

export type TFeatureIdName = keyof typeof FEATURE_ID;

/**
 * Back-office feature ids that gate no page but the right to change one: a role lacking one (its id in `featureIds`)
 * opens the page read-only and the server refuses its saves. Distinct from every FEATURE_ID.
 */
export const EDIT_FEATURE_ID = {
  /** Spec 2 §2 "company-edit view permission": every field of Company information is disabled without it. */
  companyInformation: 82,
  /** Spec 3 §6: Online ordering's pages are read-only (with a read-only warning) without the edit permission. */
  onlineOrdering: 84,
} as const;
