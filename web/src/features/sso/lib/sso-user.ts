import type { User } from 'oidc-client-ts';

function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The user name the later sign-in steps show: the access token's e-mail, which the portal maps users by (the ID
 * token of a code flow need not carry it). Read for display only; the server verifies the token.
 */
export function ssoUserEmail(user: Pick<User, 'access_token' | 'profile'>): string {
  const email = tokenClaims(user.access_token)?.email;
  if (typeof email === 'string' && email) return email;
  return user.profile.email ?? '';
}
