/** Named boolean flags that gate access: flag-service flags plus the portal data's Y/N switches. Missing means off. */
export type TAccessFlags = Partial<Record<string, boolean>>;

/**
 * Flag names the access rules read (spec 1 §2/§6, spec 2 §2/§6, spec 3 §2). Names starting `feat` or `is` that exist
 * in the portal data are filled from it by `accessContextFromPortal`; the others come from the flag service.
 */
export const ACCESS_FLAG = {
  // Employees (spec 1 §2 Employees routes).
  managerMode: 'managerMode',
  asmEmployee: 'asmEmployee',
  asmLogin: 'asmLogin',
  timeClockDisabled: 'timeClockDisabled',
  breaks: 'featBreaks',
  securityControlsDisabled: 'securityControlsDisabled',
  securityControlsNewPage: 'securityControl',
  scheduleEnforcement: 'featScheduleEnforcement',
  posMessages: 'featPosMessages',
  /** Spec 3 §6: the employee detail's device registration code button needs this flag. */
  deviceRegistrationCode: 'featDeviceRegistrationCode',
  // Inventory (spec 2 §2, §6): each hides its page when set.
  hideItemCategory: 'hideItemCategory',
  hideDepartments: 'hideDepartments',
  hideEvents: 'hideEvents',
  hideModifiers: 'hideModifiers',
  hidePriceLists: 'hidePriceLists',
  loyaltyTierPricing: 'loyaltyTierPricing',
  // Results (spec 2 §2): the sales department report is removed when set.
  hideDepartmentReport: 'hideDepartmentReport',
  // Reports (spec 2 §2 admin entitlement): provider support staff (admin users) may export and print a merchant's
  // reports only when the merchant's company-level flag allows it; the viewer hides the buttons and the export
  // routes answer 403 otherwise.
  allowAdminReportExport: 'allowAdminReportExport',
  cashManager: 'featCashManager',
  // Side navigation (spec 1 §2).
  onlineOrderLabel: 'onlineOrderLabel',
  onlineOrdering: 'onlineOrdering',
  pilotProgram: 'featPilotProgram',
  // Online ordering (spec 3 §2.2, spec 1 §6 flag list).
  operatingHours: 'operatingHours',
  capacityManagement: 'capacityManagement',
  brandingCustomization: 'brandingCustomization',
  /** Spec 3 §2.4: Order settings' Scan order and pay tab shows only with the open-check integration. */
  openCheckIntegration: 'openCheckIntegration',
  /** Spec 3 §2.4: Menu settings' popular menu items section. */
  popularItems: 'popularItems',
  // Settings (spec 3 §2.1, §6).
  revenueCenter: 'revenueCenter',
  imageManager: 'imageManager',
  /** Spec 3 §6: the Image manager's company logo section. */
  merchantLogo: 'merchantLogo',
  /** Spec 3 §6: the Image manager's customer display image (company image, assignments, store override). */
  customerDisplayImage: 'customerFacingDisplayImage',
  inStoreApi: 'isInStoreApiEnabled',
  venue: 'isVenueEnabled',
  // Store options (spec 3 §6): each shows a part of the form, hideBreaks hides one.
  kitchenRouting: 'kitchenRouting',
  kdsEnabled: 'kdsEnabled',
  delivery: 'delivery',
  hideBreaks: 'hideBreaks',
  venueProductCount: 'venueProductCount',
  pucLockerIntegration: 'pucLockerIntegration',
  holdAndReleaseTimers: 'holdAndReleaseTimers',
  /** Spec 3 §2.1, §6: the store configuration page. */
  storeConfiguration: 'storeConfiguration',
  // Admin (spec 1 §6 feature permission table).
  posExtensionApps: 'featPosExtensionApps',
  auditLog: 'auditLog',
} as const;

export const isFlagOn = (flags: TAccessFlags | undefined, name: string): boolean => flags?.[name] === true;
