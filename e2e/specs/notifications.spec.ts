import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';

const TITLE = t('notifications.dialog.title');
const CLOSE = t('notifications.dialog.close');
const NOTIFICATIONS_CALL = '/Notification/GetNotifications';
const FLAGS_CALL = '/FeatureFlag/GetFlags';

/** The notifications seeded for Processor Pub (server/src/demo/seed-notifications.ts), newest first. */
const SEEDED = ['Scheduled maintenance', 'New tip reporting', 'Card processing update'];
const EXPIRED = 'Holiday hours reminder';
const LINKS = [
  { text: 'maintenance notes', href: 'https://status.example.com/maintenance' },
  { text: 'status page', href: 'https://status.example.com/' },
  { text: 'the tip reporting guide', href: 'https://help.example.com/tips' },
  { text: 'new schedule', href: 'https://processor.example.com/settlement' },
];

test.describe(() => {
  test.use({ signedInAs: AS.notified });

  test('notified: the dialog lists the active notifications with links to new tabs; once closed it stays closed', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/Portal/NewIndex');
    // Not expectInPortal: the modal may already hide the header from the accessibility tree.
    await expect(page).toHaveURL(/\/Portal\/NewIndex/);
    const modal = dialog(page, TITLE);
    await expect(modal).toBeVisible();
    await checkA11y();

    await expect(modal.getByRole('heading', { level: 3 })).toHaveText(SEEDED);
    await expect(modal.getByText(EXPIRED)).toHaveCount(0);
    await expect(modal.getByText('The back office will be unavailable for one hour on Sunday night.')).toBeVisible();
    await expect(modal.getByText('Nothing changes at the terminal.')).toBeVisible();
    // The placeholders are gone: each {key} became its link.
    await expect(modal.getByText(/\{\w+\}/)).toHaveCount(0);
    await expect(modal.getByRole('link')).toHaveCount(LINKS.length);
    for (const { text, href } of LINKS) {
      const link = modal.getByRole('link', { name: new RegExp(`^${text}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await modal.getByRole('button', { name: CLOSE, exact: true }).click();
    await expect(modal).toBeHidden();

    // Moving around the portal never brings it back.
    const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
    await nav.getByRole('link', { name: L.nav.results, exact: true }).click();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/results/);
    await nav.getByRole('link', { name: L.nav.customers, exact: true }).click();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/customers/);
    await page.goBack();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/results/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(dialog(page, TITLE)).toHaveCount(0);

    // A new page load is a new visit: the dialog shows once more.
    await page.reload();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/results/);
    await expect(dialog(page, TITLE)).toBeVisible();
  });
});

test.describe(() => {
  test.use({ signedInAs: AS.store });

  test('store (Corner Cafe, flag off): no notifications are asked for and no dialog shows', async ({ page }) => {
    const notificationCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === NOTIFICATIONS_CALL) notificationCalls.push(request.url());
    });
    const flagsLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === FLAGS_CALL);
    await openPortal(page);
    expect((await flagsLoaded).ok()).toBe(true);

    const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
    await nav.getByRole('link', { name: L.nav.results, exact: true }).click();
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/results/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(dialog(page, TITLE)).toHaveCount(0);
    expect(notificationCalls).toEqual([]);
  });
});
