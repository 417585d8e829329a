import { z } from 'zod';
import { ZIdParam } from './fields.ts';

const yn = z.enum(['Y', 'N']);

/** Portal data of spec 1 §3 (GET /Portal/GetPortalData); names kept as the spec spells them (`merhantId`). */
export const ZPortalData = z.object({
  AppEnvironment: z.string(),
  storeCode: z.string(),
  storeName: z.string(),
  storeAddress: z.string(),
  merhantId: z.number().int(),
  merchantName: z.string(),
  userRole: z.string(),
  userName: z.string(),
  resellerId: z.number().int(),
  /** 1 by default; 3 is treated as 1. */
  ProductMode: z.number().int(),
  featureIds: z.array(z.number().int()),
  creditGateway: z.number().int(),
  merchantType: z.number().int(),
  merchantCulture: z.string(),
  countryId: z.number().int(),
  customerCare: z.string(),
  storeOperationMode: z.number().int(),
  /** Idle time-out in minutes; default 40. */
  timeout: z.number().int(),
  activeStoreCount: z.number().int(),
  isAccountManager: z.boolean(),
  IsNcrIdUser: z.boolean(),
  isVenueEnabled: z.boolean(),
  supportStoreChange: z.boolean(),
  isOfflineCreditEnabled: z.boolean(),
  hasEmvAndGiftSupport: z.boolean(),
  bslOrg: z.string(),
  bslEuid: z.string(),
  isSpeedOfServiceEnabled: z.boolean(),
  isAsmEnabled: z.boolean(),
  isMmsEnabled: z.boolean(),
  subscriptionNumber: z.string(),
  helpServerUrl: z.string(),
  featScheduleEnforcement: yn,
  featAutoClose: yn,
  featPaidBreaks: yn,
  featDonations: yn,
  featPilotProgram: yn,
  featConfigurableRolePermissions: yn,
  featCashManager: yn,
  featDynamicDelivery: yn,
  featLimitOpenChecks: yn,
  featLimitMaxRefundAmount: yn,
  featLimitClearItems: yn,
  featLimitDeleteTickets: yn,
  isInStoreApiEnabled: yn,
  /** Additions (README): who is signed in and in which view, so the shell needs no second call. */
  storeId: z.number().int(),
  /** False until a store or the company view (storeId 0) is chosen for this session. */
  hasStoreContext: z.boolean(),
  /** First-run flag of the merchant: with rank '1' it marks new stores in the selection tables. */
  launchFirstRunUnleashFlag: z.boolean(),
  productType: z.number().int(),
  isTableService: z.boolean(),
  isAdminUser: z.boolean(),
  isMerchantAdminUser: z.boolean(),
  isSilverPartner: z.boolean(),
  isCompanyUser: z.boolean(),
  userRoleRank: z.string(),
  membershipUserId: z.number().int(),
  posUserId: z.number().int(),
  canUpdatePayment: z.boolean(),
  isPaymentRequired: z.boolean(),
  /** Origin of the legacy back office framed by legacy-embed pages (server LEGACY_ORIGIN); null when not configured. */
  legacyOrigin: z.string().nullable(),
});
export type TPortalData = z.infer<typeof ZPortalData>;

/** GET /Reseller/GetResellerConfiguration?ResellerId=… (only ResellerId is in the spec; the rest is ours). */
export const ZResellerConfigurationQuery = z.object({ ResellerId: ZIdParam });
export const ZResellerConfiguration = z.object({
  ResellerId: z.number().int(),
  ResellerName: z.string(),
  /** Theme key the web maps to a palette; the bank reseller has its own. */
  Theme: z.enum(['default', 'bank']),
  LogoText: z.string(),
  ShowEssentialsLink: z.boolean(),
  EssentialsUrl: z.string(),
  /** Where the reseller's merchants pay their subscription (How to pay); each '' when the reseller gave none. */
  BillingPhone: z.string(),
  BillingEmail: z.string(),
  BillingUrl: z.string(),
  /** Ours: the manager platform's sign-in page, the employee screens' ASM alert links to it; '' when none. */
  ManagerPlatformUrl: z.string(),
});
export type TResellerConfiguration = z.infer<typeof ZResellerConfiguration>;

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 40;
/** Sessions end this long after sign-in whatever the activity. */
export const ABSOLUTE_SESSION_HOURS = 12;
