import { z } from 'zod';
import { ZLoginErrorCode } from './auth.ts';

/** Response of POST /Account/ExtendSession: the session id rotated, so the anti-forgery token did too. */
export const ZExtendSessionResponse = z.object({ success: z.literal(true), tokenHeaderValue: z.string() });
export type TExtendSessionResponse = z.infer<typeof ZExtendSessionResponse>;

/** Response of POST /Account/RefreshSession (spec 1 §4: "details not shown"). */
export const ZRefreshSessionResponse = z.object({ success: z.literal(true) });
export type TRefreshSessionResponse = z.infer<typeof ZRefreshSessionResponse>;

/** Body of POST /Account/RenewSession: the password of the session's own user (spec 1 §4, "password re-entry"). */
export const ZRenewSessionRequest = z.object({ password: z.string().min(1).max(256) });
export type TRenewSessionRequest = z.infer<typeof ZRenewSessionRequest>;

/** Result of POST /Account/RenewSession: the login result codes of spec 1 §8 ('U': an SSO user, not recoverable). */
export const ZRenewSessionResponse = z.object({ success: z.boolean(), errorCode: ZLoginErrorCode.nullable() });
export type TRenewSessionResponse = z.infer<typeof ZRenewSessionResponse>;

/** The renew error that no password can fix: the user signs in with single sign-on. */
export const NON_RECOVERABLE_RENEW_CODE = 'U';
