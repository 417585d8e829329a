import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Revenue centers. Demo Bistro Group's company view adds a centre of its own (a name no other run used) on
 * Downtown's free order mode and device, is refused a taken name first, edits it, sees it after reloads (the list,
 * and the edit page loaded by id) and deletes it, so the demo is as seeded again. One of its stores sees the centres
 * view-only with the warning.
 */
const PATH = '/Portal/NewIndex/settings/revenuecenters';
const k = (key: string, values?: Record<string, string | number>) => t(`revenueCenters.${key}`, values);
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const textbox = (page: Page, key: string) => page.getByRole('textbox', { name: k(`form.${key}`) });
const isSave = (url: string) => new URL(url).pathname === '/RevenueCenter/SaveRevenueCenter';

async function openList(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(card(page, 'Dining Room')).toBeVisible();
}

async function save(page: Page): Promise<number> {
  const done = page.waitForResponse((r) => isSave(r.url()));
  await page.getByRole('button', { name: k('save'), exact: true }).click();
  return (await done).status();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('adds, edits, reloads and deletes a centre; a rule at its field, a taken name in the error modal', async ({
    page,
    checkA11y,
  }) => {
    const name = `E2E ${Date.now().toString(36).slice(-7)}`;
    await openList(page);
    await expect(card(page, 'Bar')).toContainText('Register 3');
    await checkA11y({ expectModal: false });

    await page.getByRole('button', { name: k('add'), exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/revenuecenters\/0$/);
    await textbox(page, 'Name').fill(' Leading');
    await expect(page.getByText(k('errors.nameLeadingSpace'), { exact: true })).toBeVisible();
    await textbox(page, 'Name').fill('bar');
    await textbox(page, 'Description').fill('End-to-end centre');
    await page.getByRole('checkbox', { name: 'Bistro Downtown', exact: true }).check();
    // Downtown's free order mode and device; the taken ones name the centre holding them.
    await expect(
      page.getByRole('checkbox', { name: k('form.heldBy', { name: 'Takeout', revenueCenter: 'Bar' }) }),
    ).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Delivery', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Register 2', exact: true }).check();
    await checkA11y({ state: 'create form', expectModal: false });

    expect(await save(page)).toBe(409);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('listitem')).toHaveText([k('errors.duplicateName')]);
    await checkA11y({ state: 'error modal' });
    await modal.getByRole('button', { name: k('ok') }).click();
    await textbox(page, 'Name').fill(name);
    expect(await save(page)).toBe(200);
    await expect(page).toHaveURL(/\/settings\/revenuecenters$/);
    await expect(card(page, name)).toContainText('Register 2');

    await card(page, name)
      .getByRole('button', { name: k('card.edit', { name }) })
      .click();
    await expect(textbox(page, 'Name')).toHaveValue(name);
    // The edit page loads the centre by id too: a reload still shows it.
    await page.reload();
    await expect(textbox(page, 'Name')).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: 'Delivery', exact: true })).toBeChecked();
    await textbox(page, 'Description').fill('Edited end to end');
    expect(await save(page)).toBe(200);
    await expect(card(page, name)).toContainText('Edited end to end');
    await page.reload();
    await expect(card(page, name)).toContainText('Edited end to end');

    await card(page, name)
      .getByRole('button', { name: k('card.delete', { name }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('delete'), exact: true })
      .click();
    await expect(card(page, name)).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Dining Room')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });
});

test.describe('a store of a multi-store company', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('shows the centres view-only with the warning: no Add, no edit or delete', async ({ page, checkA11y }) => {
    await openList(page);
    await expect(page.getByText(k('viewOnly'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: k('add'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: k('card.edit', { name: 'Bar' }) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: k('download'), exact: true })).toBeEnabled();
    await checkA11y({ expectModal: false });
  });
});
