import { z } from 'zod';
import { ZLoginErrorCode } from './auth.ts';

/** Spec 1 §9: the scopes every single-sign-on request asks for. */
export const SSO_SCOPES = 'openid email offline_access';

/** Where the identity provider sends the browser back with the authorization code (a web route, not an API). */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** The single-sign-on login error codes of spec 1 §8; U (the user must use SSO) has no Ok button. */
export const SSO_ERROR_CODES = ['J', 'E', 'P', 'U'] as const;
export type TSsoErrorCode = (typeof SSO_ERROR_CODES)[number];
export const isSsoErrorCode = (code: string | null | undefined): code is TSsoErrorCode =>
  (SSO_ERROR_CODES as readonly string[]).includes(code ?? '');
export const isRecoverableSsoCode = (code: TSsoErrorCode): boolean => code !== 'U';

/** An organization id as it travels in the login page's query and the SSO calls: short, URL-safe. */
export const ZOrganizationId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** GET /Account/GetSsoSettings (public; path ours, spec 1 §2 "when that feature is enabled"). */
export const ZSsoSettingsQuery = z.object({ organizationId: ZOrganizationId.optional() });
export type TSsoSettingsQuery = z.infer<typeof ZSsoSettingsQuery>;

/**
 * What the browser needs to run the code flow for one organization. `enabled` false (no such organization, or its
 * federatedLogin flag is off) hides the federated sign-in button; the other fields are then null.
 */
export const ZSsoSettings = z.object({
  enabled: z.boolean(),
  organizationId: z.string().nullable(),
  /** The issuer; oidc-client-ts reads its discovery document. */
  authority: z.string().nullable(),
  clientId: z.string().nullable(),
  scope: z.string().nullable(),
  /** RFC 8707 resource indicator sent with the authorization request when the provider needs one. */
  resource: z.string().nullable(),
  /** Where log-out and the error modals' 'back to identity page' go; null: the login page. */
  homeUrl: z.string().nullable(),
  /** Seconds before the access token expires when the browser renews it (oidc-client-ts' expiring notification). */
  renewBeforeSeconds: z.number().int().positive(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

/**
 * POST /Account/ValidateSsoToken with `Authorization: Bearer <access token>`. The ID token is optional: when sent
 * the server checks it too (signature, issuer, audience = client id, same subject).
 */
export const ZValidateSsoTokenRequest = z.object({
  organizationId: ZOrganizationId,
  idToken: z.string().min(1).max(8192).optional(),
});
export type TValidateSsoTokenRequest = z.infer<typeof ZValidateSsoTokenRequest>;
// The reply is the login result (ZLoginResult of auth.ts): the same session and steps as a password sign-in.

/** Login-status check (spec 1 §3; path ours: POST /Account/CheckLoginStatus), with the bearer token. */
export const ZLoginStatusRequest = z.object({
  organizationId: ZOrganizationId,
  returnUrl: z.string().max(2048).optional(),
});
export type TLoginStatusRequest = z.infer<typeof ZLoginStatusRequest>;

/**
 * `success`: the token was verified and belongs to the session's user, whose expired session is renewed.
 * `isLoggingIn`: there is no portal session to renew; the browser must go through ValidateSsoToken.
 * `exception`: a short English reason for logs and support, never a stack trace.
 */
export const ZLoginStatusResponse = z.object({
  success: z.boolean(),
  isLoggingIn: z.boolean(),
  errorCode: ZLoginErrorCode.nullable(),
  exception: z.string().nullable(),
});
export type TLoginStatusResponse = z.infer<typeof ZLoginStatusResponse>;

/**
 * Spec 1 §8 "a reply with IsSuccessful false and an identity-session error forces log-out": any API call of an SSO
 * session whose bearer token is refused answers 401 with this body, and the server ends the session.
 */
export const IDENTITY_SESSION_ERROR = 'IdentitySessionError';
export const IDENTITY_SESSION_KEY = 'sso.errors.identitySession';
export const ZIdentitySessionErrorReply = z.object({
  IsSuccessful: z.literal(false),
  ErrorCode: z.literal(IDENTITY_SESSION_ERROR),
  success: z.literal(false),
  statusCode: z.literal(401),
  messageKey: z.literal(IDENTITY_SESSION_KEY),
  message: z.string(),
});
export type TIdentitySessionErrorReply = z.infer<typeof ZIdentitySessionErrorReply>;

/** POST /Account/GetJwtToken?isAOD=true: a short-lived token the portal signs for embedded analytics (AOD). */
export const ZJwtTokenQuery = z.object({
  isAOD: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZJwtTokenResponse = z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() });
export type TJwtTokenResponse = z.infer<typeof ZJwtTokenResponse>;
