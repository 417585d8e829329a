import type { TLoginErrorCode } from '@mp/contracts/auth';

/**
 * What the login page shows after a refused sign-in; 'generic' covers anything without its own modal. The single
 * sign-on codes (J, E, P, U) get the SSO error modal, which the app supplies.
 */
export type TLoginErrorModalKind = Exclude<TLoginErrorCode, TSilentCode> | 'generic';

/** Codes that show nothing at all (spec 1 §8). */
const SILENT_CODES = ['N', 'M', 'S', 'W'] as const;
type TSilentCode = (typeof SILENT_CODES)[number];
const isSilent = (code: TLoginErrorCode): code is TSilentCode => (SILENT_CODES as readonly string[]).includes(code);

/** The modal for a login error code, or null when the spec says to show nothing. */
export function loginErrorModalKind(code: TLoginErrorCode | null): TLoginErrorModalKind | null {
  if (!code) return 'generic';
  return isSilent(code) ? null : code;
}
