import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { serverState } from '../support/server-state.ts';

// Spec 1 §1/§2 Layout frame, spec 2 §1: legacy pages in a frame, talking to the portal by window messages that are
// accepted only from the portal's origin or the configured legacy origin. The suite's server frames the legacy
// fixture (e2e/fixtures/legacy), whose page nests a third origin's page posting the same messages.

const BASE = '/Portal/NewIndex';
const frameTitle = (item: string) =>
  t('legacyFrame.frameTitle', { page: `${t('portal.nav.account')}: ${t(`portal.menu.account.${item}`)}` });
const legacyFrame = (item: string) => `iframe[title="${frameTitle(item)}"]`;
const THIRD_FRAME = 'iframe[title="Third-party widget"]';

test.use({ signedInAs: AS.store });

test('the account overview frames the legacy page; its messages drive the portal', async ({ page, checkA11y }) => {
  const { legacyOrigin } = serverState();
  await openPortal(page, `${BASE}/account/overview?tab=2`);
  // Same path and query as under /Portal/NewIndex, on the legacy origin; the page itself says where it is.
  await expect(page.locator(legacyFrame('overview'))).toHaveAttribute('src', `${legacyOrigin}/account/overview?tab=2`);
  const legacy = page.frameLocator(legacyFrame('overview'));
  await expect(legacy.getByText('Legacy path: /account/overview?tab=2')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: t('legacyFrame.loading') });
  await expect(progress).toHaveCount(0);

  await legacy.getByRole('button', { name: 'Legacy: loading on' }).click();
  await expect(progress).toBeVisible();
  await legacy.getByRole('button', { name: 'Legacy: loading off' }).click();
  await expect(progress).toHaveCount(0);

  // The mask dims the header and the side navigation: what lies at their points is the mask, not the shell.
  const maskAt = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('[data-testid="legacy-modal-mask"]'),
      [x, y],
    );
  const mask = page.getByTestId('legacy-modal-mask');
  expect(await maskAt(1200, 30)).toBe(false);
  await legacy.getByRole('button', { name: 'Legacy: show mask' }).click();
  await expect(mask).toBeVisible();
  expect(await maskAt(1200, 30), 'header covered').toBe(true);
  expect(await maskAt(100, 400), 'side navigation covered').toBe(true);
  // The frame stays above the mask, so the legacy page's own modal can still be used.
  await legacy.getByRole('button', { name: 'Legacy: hide masks' }).click();
  await expect(mask).toBeHidden();
  expect(await maskAt(1200, 30)).toBe(false);

  await legacy.getByRole('button', { name: 'Legacy: message' }).click();
  const notice = dialog(page, 'Legacy notice');
  await expect(notice).toContainText('Saved by the legacy page.');
  await checkA11y();
  await notice.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await expect(notice).toHaveCount(0);

  // A redirect to anything but a portal path is ignored; a portal path is followed.
  await legacy.getByRole('button', { name: 'Legacy: bad redirect' }).click();
  await legacy.getByRole('button', { name: 'Legacy: redirect' }).click();
  await expect(page).toHaveURL(`${BASE}/account/mystores`);
  await expect(page.locator(legacyFrame('mystores'))).toHaveAttribute('src', `${legacyOrigin}/account/mystores`);
  await expect(page.frameLocator(legacyFrame('mystores')).getByText('Legacy path: /account/mystores')).toBeVisible();
});

test('devices follows the redirects its legacy page sends', async ({ page }) => {
  await openPortal(page, `${BASE}/account/mydevices`);
  const legacy = page.frameLocator(legacyFrame('mydevices'));
  // The page says where it is once its buttons post: a click before that would do nothing.
  await expect(legacy.getByText('Legacy path: /account/mydevices')).toBeVisible();
  await legacy.getByRole('button', { name: 'Legacy: redirect' }).click();
  await expect(page).toHaveURL(`${BASE}/account/mystores`);
});

test('the same messages from a third origin nested in the legacy page are ignored', async ({ page }) => {
  const { thirdOrigin } = serverState();
  await openPortal(page, `${BASE}/account/overview`);
  const legacy = page.frameLocator(legacyFrame('overview'));
  await expect(legacy.locator(THIRD_FRAME)).toHaveAttribute('src', `${thirdOrigin}/widget`);
  const third = legacy.frameLocator(THIRD_FRAME);
  // Both pages say so once their buttons post, so the third origin's clicks really send their messages.
  await expect(legacy.getByText('Legacy path: /account/overview')).toBeVisible();
  await expect(third.getByText('Third: ready')).toBeVisible();
  for (const name of ['Third: loading on', 'Third: show mask', 'Third: message', 'Third: redirect'])
    await third.getByRole('button', { name }).click();

  // The legacy page's message comes after them: once it shows, the third origin's ones have been handled.
  await legacy.getByRole('button', { name: 'Legacy: message' }).click();
  await expect(dialog(page, 'Legacy notice')).toBeVisible();
  await expect(dialog(page, 'Third notice')).toHaveCount(0);
  await expect(page).toHaveURL(`${BASE}/account/overview`);
  await expect(page.getByTestId('legacy-modal-mask')).toBeHidden();
  await expect(page.getByRole('progressbar', { name: t('legacyFrame.loading') })).toHaveCount(0);
  await dialog(page, 'Legacy notice')
    .getByRole('button', { name: t('common.ok'), exact: true })
    .click();
});
