import { ZLoginErrorCode, ZLoginResult, type TLoginResult } from '@mp/contracts/auth';
import { z } from 'zod';

/** A single-sign-on attempt as the login page takes it: a login result, and the name later steps show. */
export type TSsoLogin = { result: TLoginResult; username: string };

// The callback hands its outcome to the login page in history state: the page runs the same steps (or shows the
// same modals) as after a password sign-in.
const ZSsoHandoff = z.object({
  ssoSignIn: z.object({
    username: z.string(),
    result: z.union([ZLoginResult, z.object({ success: z.literal(false), errorCode: ZLoginErrorCode })]),
  }),
});

export const ssoHandoffState = (login: TSsoLogin) => ({ ssoSignIn: login });

export function readSsoHandoff(state: unknown): TSsoLogin | null {
  const parsed = ZSsoHandoff.safeParse(state);
  if (!parsed.success) return null;
  const { username, result } = parsed.data.ssoSignIn;
  return { username, result: result as TLoginResult };
}
