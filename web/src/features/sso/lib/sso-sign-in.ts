import type { QueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { safeReturnPath } from '../../../lib/session/landing';
import { failedSsoLogin, validateSsoToken } from '../api/sso.queries';
import type { completeSsoSignIn } from './sso-client';
import { loadSsoClient } from './sso-session';
import type { TSsoLogin } from './sso-handoff';
import type { TEnabledSsoSettings } from './sso-storage';
import { ssoUserEmail } from './sso-user';

/** ValidateSsoToken for a user the provider vouched for; a user the portal refuses is forgotten at once. */
export async function signInWithSsoUser(
  queryClient: QueryClient,
  settings: TEnabledSsoSettings,
  organizationId: string,
  user: User,
): Promise<TSsoLogin> {
  const result = await validateSsoToken(queryClient, {
    organizationId,
    ...(user.id_token ? { idToken: user.id_token } : {}),
  });
  if (!result.success) await (await loadSsoClient()).discardSsoUser(settings);
  return { result, username: result.success ? ssoUserEmail(user) : '' };
}

/**
 * The callback's work: the code exchange, then ValidateSsoToken. A provider error (`?error=access_denied`), a bad or
 * replayed state, or a failed exchange is the generic E. The ReturnUrl comes back only if it is a portal path.
 */
export async function finishSsoRedirect(
  url: string,
  queryClient: QueryClient,
): Promise<{ login: TSsoLogin; returnUrl: string | null }> {
  let completed: Awaited<ReturnType<typeof completeSsoSignIn>>;
  try {
    completed = await (await loadSsoClient()).completeSsoSignIn(url);
  } catch {
    return { login: { result: failedSsoLogin('E'), username: '' }, returnUrl: null };
  }
  const { settings, user, state } = completed;
  const login = await signInWithSsoUser(queryClient, settings, state.organizationId, user);
  return { login, returnUrl: safeReturnPath(state.returnUrl) };
}
