import { z } from 'zod';
import { PG_INT_MAX, ZIdParam } from './fields.ts';

/** Login error codes of spec 1 §8. */
export const LOGIN_ERROR_CODES = ['D', 'X', 'I', 'J', 'E', 'P', 'U', 'N', 'F', 'M', 'S', 'L', 'A', 'W'] as const;
export const ZLoginErrorCode = z.enum(LOGIN_ERROR_CODES);
export type TLoginErrorCode = z.infer<typeof ZLoginErrorCode>;

/**
 * The refusal of a call that signs in after its own work (ChangePasswordAndCreateSession): the sign-in check's code
 * as an error key, so the dialog says why as the login page would.
 */
export const SIGN_IN_REFUSAL_KEY = Object.fromEntries(
  LOGIN_ERROR_CODES.map((code) => [code, `auth.errors.signIn${code}`]),
) as Record<TLoginErrorCode, `auth.errors.signIn${TLoginErrorCode}`>;

/** The fifth consecutive invalid password locks the account (spec 1 §9: "more than 4 invalid attempts"). */
export const MAX_INVALID_ATTEMPTS = 4;
export const LOCKOUT_HOURS = 3;

/** Body of POST /Account/LogOn. `rememberMe` arrives as a boolean (JSON) or a string (form-encoded). */
export const ZLogOnRequest = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
  rememberMe: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type TLogOnRequest = z.input<typeof ZLogOnRequest>;

/** Login result of spec 1 §3. Every field is present on success; on failure only success and errorCode matter. */
export const ZLoginResult = z.object({
  success: z.boolean(),
  errorCode: ZLoginErrorCode.nullable(),
  isAdminUser: z.boolean(),
  isMerchantAdminUser: z.boolean(),
  isSilverPartner: z.boolean(),
  isCompanyUser: z.boolean(),
  isPaymentRequired: z.boolean(),
  membershipUserId: z.number().int(),
  posUserId: z.number().int(),
  merchantStoreCount: z.number().int(),
  assignedUserStoreCount: z.number().int(),
  resetPassword: z.boolean(),
  /** One-time token for User/ChangePasswordAndCreateSession when resetPassword is set (our addition). */
  resetPasswordToken: z.string().nullable(),
  userRoleRank: z.string(),
  launchFirstRunUnleashFlag: z.boolean(),
  merchantUserRoleId: z.number().int(),
  storePastDueRemainingDays: z.number().int().nullable(),
  merchantId: z.number().int(),
  merchantStatusCode: z.number().int(),
  storeId: z.number().int(),
  storeStatusCode: z.number().int(),
  isUpdatePaymentFeatureEnabled: z.boolean(),
  featConfigurableRolePermission: z.boolean(),
  eulaId: z.number().int().nullable(),
  eulaFileName: z.string().nullable(),
  shouldNavigate: z.boolean(),
  resellerId: z.number().int(),
  productMode: z.number().int(),
  skipMerchantSelectionModal: z.boolean(),
  /** Whether the user may update the payment method (account manager or rank '1'); our addition, see README. */
  canUpdatePayment: z.boolean(),
  isAccountManager: z.boolean(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Response of POST /Account/GetCsrfToken. */
export const ZCsrfTokenResponse = z.object({ success: z.literal(true), tokenHeaderValue: z.string() });
export type TCsrfTokenResponse = z.infer<typeof ZCsrfTokenResponse>;
export const CSRF_HEADER = 'X-CSRF-Token';

/** Response of GET /Account/GetVersion (shape not in the spec; see README). */
export const ZVersionResponse = z.object({ version: z.string() });
export type TVersionResponse = z.infer<typeof ZVersionResponse>;

export const ZSendUserNamesEmailRequest = z.object({ emailAddress: z.string().trim().min(1).max(320).email() });
export type TSendUserNamesEmailRequest = z.infer<typeof ZSendUserNamesEmailRequest>;

export const ZForgotPasswordRequest = z.object({ userName: z.string().trim().min(1).max(256) });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /Account/ResetPassword?tk=…; the password rules need the user name, so the server checks them. */
export const ZResetPasswordRequest = z.object({ newPassword: z.string().min(1).max(256) });
export const ZResetPasswordQuery = z.object({ tk: z.string().min(1).max(512) });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Answer of the e-mail and reset calls: the same whether or not the user or address exists. */
export const ZSuccessResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

/** Reset-link tokens live this long. */
export const RESET_TOKEN_HOURS = 24;

/** Merchant info (spec 1 §3), answered by Account/GetMerchant and Account/CheckStoreAccountStatus. */
export const ZMerchantInfo = z.object({
  BillingInfo: z.string().nullable(),
  IsAccountManager: z.boolean(),
  IsSuccessful: z.boolean(),
  PastDueRemainingDays: z.number().int().nullable(),
  StoreStatusCode: z.number().int(),
});
export type TMerchantInfo = z.infer<typeof ZMerchantInfo>;

export const ZUpdateMerchantEulaHistoryRequest = z.object({
  eulaId: ZIdParam,
  membershipUserId: ZIdParam,
  merchantId: ZIdParam,
  merchantStatusCode: z.coerce.number().int().min(0).max(PG_INT_MAX),
});
export type TUpdateMerchantEulaHistoryRequest = z.infer<typeof ZUpdateMerchantEulaHistoryRequest>;
