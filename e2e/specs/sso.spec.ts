import type { Page } from '@playwright/test';
import { E2E_SSO } from '../support/dev-idp.ts';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { serverState } from '../support/server-state.ts';
import {
  dialog,
  expect,
  expectInPortal,
  expectOnLoginPage,
  openUserMenuItem,
  signIn,
  test,
} from '../support/fixtures.ts';

/**
 * Spec 1 §4 "Single sign-on" against the real development identity provider (oidc-provider) globalSetup starts:
 * its own login page, the code flow with PKCE, a 20-second access token the browser renews 8 seconds before
 * expiry, log-out revoking the grant, and the error codes J, E, P and U of §8.
 */
const IDP_PASSWORD = 'Idp#2026';
const ssoButton = (page: Page) => page.getByRole('button', { name: t('sso.signIn.button'), exact: true });
const ssoError = (page: Page, code: 'J' | 'E' | 'P' | 'U') => dialog(page, t(`sso.errors.${code}.title`));

type TStoredUser = { access_token: string; refresh_token?: string; expires_at?: number };

/** The oidc-client-ts user the portal keeps in sessionStorage (never localStorage). */
async function storedUser(page: Page): Promise<TStoredUser | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as TStoredUser) : null;
  });
}

/** Signs in on the provider's own page (the browser is there after the portal's redirect). */
async function signInAtProvider(page: Page, email: string, password = IDP_PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${serverState().idpIssuer}/interaction/`));
  await expect(page.getByRole('heading', { name: /Demo Identity Provider/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function ssoSignIn(page: Page, email = 'ssostore@demo.test') {
  await page.goto('/');
  await ssoButton(page).click();
  await signInAtProvider(page, email);
}

/** What the provider's introspection endpoint says of a token (the portal's public client may ask of its own). */
async function introspect(token: string): Promise<{ active: boolean }> {
  const response = await fetch(`${serverState().idpIssuer}/token/introspection`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: E2E_SSO.clientId }),
  });
  return (await response.json()) as { active: boolean };
}

async function revoke(token: string): Promise<void> {
  const response = await fetch(`${serverState().idpIssuer}/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: E2E_SSO.clientId }),
  });
  expect(response.status).toBe(200);
}

test('sign in through the provider’s own login page and land in the portal, as an SSO user', async ({ page }) => {
  await ssoSignIn(page);
  await expectInPortal(page);
  const user = await storedUser(page);
  expect(user?.access_token.split('.')).toHaveLength(3);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.')))).toBe(false);

  // Every API call carries the access token, and the server accepts it.
  const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/Portal/GetPortalData');
  await page.reload();
  expect((await call).headers().authorization).toBe(`Bearer ${user?.access_token}`);
  await expectInPortal(page);

  // Spec 1 §2: Change Password is hidden for single-sign-on users.
  await page.getByRole('banner').getByRole('button', { name: L.portal.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: t('portal.userMenu.logout'), exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('portal.userMenu.changePassword'), exact: true })).toHaveCount(0);
});

test('the access token is renewed before it expires and the calls carry the new one', async ({ page }) => {
  test.setTimeout(90_000);
  await ssoSignIn(page);
  await expectInPortal(page);
  const first = await storedUser(page);
  expect(first?.refresh_token).toBeTruthy();

  // Lifetime 12 s, renewed 6 s before: the browser uses the refresh token after about 6 s.
  await expect
    .poll(async () => (await storedUser(page))?.access_token, { timeout: 30_000, intervals: [1000] })
    .not.toBe(first?.access_token);
  const renewed = await storedUser(page);

  // Past the first token's lifetime, the portal still works on the renewed one.
  await page.waitForTimeout(Math.max(0, (first?.expires_at ?? 0) * 1000 - Date.now() + 1000));
  const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/Portal/GetPortalData');
  await page.reload();
  const response = await call;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
  expect(response.request().headers().authorization).not.toBe(`Bearer ${first?.access_token}`);
  expect(renewed?.access_token).not.toBe(first?.access_token);
  await expectInPortal(page);
});

test('log-out revokes the tokens (the provider’s introspection says inactive) and returns to the login page', async ({
  page,
}) => {
  await ssoSignIn(page);
  await expectInPortal(page);
  const user = await storedUser(page);
  expect(user?.refresh_token).toBeTruthy();
  expect((await introspect(user!.refresh_token!)).active).toBe(true);

  await openUserMenuItem(page, t('portal.userMenu.logout'));
  await expectOnLoginPage(page);
  // The portal shows the login page first and then revokes and forgets the tokens.
  await expect.poll(() => storedUser(page)).toBeNull();
  await expect.poll(async () => (await introspect(user!.refresh_token!)).active).toBe(false);
});

test('a reply carrying the identity-session error forces log-out', async ({ page }) => {
  await ssoSignIn(page);
  await expectInPortal(page);
  // The token the tab holds stops being the session's own (as when the provider's session was replaced).
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
    sessionStorage.setItem(key, JSON.stringify({ ...user, access_token: `${user.access_token}x` }));
  });
  // The reply is read in the route handler: the forced log-out navigates away before a waitForResponse could read it.
  const replies: { status: number; body: unknown }[] = [];
  await page.route('**/Portal/GetPortalData', async (route) => {
    const response = await route.fetch();
    replies.push({ status: response.status(), body: await response.json() });
    await route.fulfill({ response });
  });
  await page.reload();
  await expect.poll(() => replies.length).toBeGreaterThan(0);
  expect(replies[0]!.status).toBe(401);
  expect(replies[0]!.body).toMatchObject({ IsSuccessful: false, ErrorCode: 'IdentitySessionError' });
  await expectOnLoginPage(page);
  expect(await storedUser(page)).toBeNull();
  // The server ended the session too: the portal does not come back on a reload.
  await page.goto('/Portal/NewIndex');
  await expectOnLoginPage(page);
});

test('an organization id in the address signs in without the button, and ReturnUrl is honoured', async ({ page }) => {
  const returnUrl = '/Portal/NewIndex/account/overview';
  await page.goto(`/?organizationId=${E2E_SSO.organizationId}&ReturnUrl=${encodeURIComponent(returnUrl)}`);
  await signInAtProvider(page, 'ssostore@demo.test');
  await expect(page).toHaveURL(new RegExp(`${returnUrl}$`));
  await expectInPortal(page);
});

test('J: a provider account that maps to no portal user; Back to identity page lets another account sign in', async ({
  page,
  checkA11y,
}) => {
  await ssoSignIn(page, 'stranger@idp.test');
  const modal = ssoError(page, 'J');
  // The callback exchanges the code and asks the portal to validate the token: allow for a busy machine.
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText(t('sso.errors.J.message'));
  await checkA11y();
  await modal.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await expect(modal).toHaveCount(0);
  await expectOnLoginPage(page);

  // The provider remembers the stranger: the button comes straight back with the same refusal...
  await ssoButton(page).click();
  await expect(ssoError(page, 'J')).toBeVisible();
  // ...while Back to identity page shows the provider's login page, where another account can be chosen.
  await ssoError(page, 'J')
    .getByRole('button', { name: t('sso.errors.backToIdentityPage'), exact: true })
    .click();
  await signInAtProvider(page, 'ssostore@demo.test');
  await expectInPortal(page);
});

test('E: cancelling at the provider gives the generic single-sign-on error', async ({ page }) => {
  await page.goto('/');
  await ssoButton(page).click();
  await expect(page).toHaveURL(new RegExp(`^${serverState().idpIssuer}/interaction/`));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const modal = ssoError(page, 'E');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: t('common.ok'), exact: true })).toBeVisible();
});

test('U: a single-sign-on user signing in with a password gets the modal without Ok', async ({ page, checkA11y }) => {
  await signIn(page, 'ssostore');
  const modal = ssoError(page, 'U');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: t('common.ok'), exact: true })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: t('sso.errors.backToIdentityPage'), exact: true })).toBeVisible();
  await checkA11y();
});

test('renewing an expired session goes through the status check; a revoked grant gives P', async ({ page }) => {
  const renewDialog = dialog(page, t('session.renew.title'));
  await page.clock.install();
  await ssoSignIn(page);
  await expectInPortal(page);
  // Home polls its figures every five minutes. Only the page clock jumps here, so the live server would answer that
  // poll as the jump fires it and, if the answer beat the session check, count as a call within the time-out; the
  // sleeping laptop this models reaches no server. (A race that failed on a slow CI machine.)
  await page.route('**/Dashboard/GetHomeSummary', (route) => route.abort('internetdisconnected'));

  // Idle past the time-out (page clock only): the renew modal asks for no password, the status check renews.
  await page.clock.fastForward('41:00');
  await expect(renewDialog).toBeVisible();
  await expect(renewDialog.getByLabel(t('session.renew.password'), { exact: true })).toHaveCount(0);
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/CheckLoginStatus');
  await renewDialog.getByRole('button', { name: t('session.renew.renew'), exact: true }).click();
  expect(((await (await status).json()) as { success: boolean }).success).toBe(true);
  await expect(renewDialog).toHaveCount(0);

  // The provider's grant ends behind the portal's back: the next renewal cannot get a token.
  const user = await storedUser(page);
  await revoke(user!.refresh_token!);
  await page.clock.fastForward('41:00');
  await expect(renewDialog).toBeVisible();
  await renewDialog.getByRole('button', { name: t('session.renew.renew'), exact: true }).click();
  const modal = ssoError(page, 'P');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: t('common.ok'), exact: true })).toBeVisible();
});
