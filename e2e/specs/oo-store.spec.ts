import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Store information (spec 3 §2.4, §4 Store domain, §5 Web domain, §8). Corner Cafe's owner sees
 * its web domain and ordering URL and its location, meets UrlNameErrMsg, renames the site, reloads to find it saved
 * and puts the demo back; Demo Bistro Riverside (no provisioning yet) meets DomainNameTakenErrMsg under the company
 * field and then sets its web domain up; Demo Bistro's company view gets the store-view warning over the greyed form,
 * with nothing to save.
 */
const PATH = '/Portal/NewIndex/onlineordering/store';
const k = (key: string) => t(`onlineOrdering.store.${key}`);
const box = (page: Page, key: 'company' | 'site') =>
  page.getByRole('textbox', { name: new RegExp(`^${k(`domain.${key}`)}`) });
const button = (page: Page, key: string) => page.getByRole('button', { name: k(`domain.${key}`), exact: true });

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: k('domain.title') })).toBeVisible();
}

async function rename(page: Page, site: string) {
  await button(page, 'edit').click();
  await box(page, 'site').fill(site);
  await button(page, 'save').click();
  await expect(page.getByText(k('domain.saved'), { exact: true })).toBeVisible();
}

test.describe('a single-store merchant', () => {
  test.use({ signedInAs: AS.store });

  test('load, a bad name, rename, reload shows it saved', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByTestId('ordering-url')).toHaveText(/\/m\/corner-cafe\/s\/portland-downtown$/);
    await expect(page.getByRole('main').getByText('Portland', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: k('location.edit') })).toHaveAttribute(
      'href',
      '/Portal/NewIndex/settings/store/storeconfiguration',
    );
    await checkA11y({ expectModal: false });

    await button(page, 'edit').click();
    await box(page, 'site').fill('portland downtown');
    await expect(page.getByText(t('onlineOrdering.store.errors.urlNameErrMsg'), { exact: true })).toBeVisible();
    await expect(button(page, 'save')).toBeDisabled();
    await checkA11y({ state: 'field errors', expectModal: false });
    await button(page, 'cancel').click();

    await rename(page, 'portland-café');
    await page.reload();
    await expect(page.getByTestId('ordering-url')).toHaveText(/\/m\/corner-cafe\/s\/portland-caf%C3%A9$/);

    // The demo as seeded again.
    await rename(page, 'portland-downtown');
    await expect(page.getByTestId('ordering-url')).toHaveText(/\/s\/portland-downtown$/);
  });
});

test.describe('a store of a company without a web domain', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test("meets another company's name under the company field, then sets the domain up", async ({ page }) => {
    await openScreen(page);
    await expect(page.getByText(k('domain.noUrl'), { exact: true })).toBeVisible();
    await button(page, 'setUp').click();
    await box(page, 'company').fill('Corner-Cafe');
    await box(page, 'site').fill('riverside');
    await button(page, 'save').click();
    const taken = page.getByText(t('onlineOrdering.store.errors.domainNameTakenErrMsg'), { exact: true });
    await expect(taken).toBeVisible();
    await expect(box(page, 'company')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'site')).toHaveAttribute('aria-invalid', 'false');

    await box(page, 'company').fill('demo-bistro');
    await button(page, 'save').click();
    await expect(page.getByText(k('domain.saved'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('ordering-url')).toHaveText(/\/m\/demo-bistro\/s\/riverside$/);
  });
});

test.describe('the company view of several stores', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('shows the store-view warning, greyed, with nothing to edit or save', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(t('onlineOrdering.errors.storeView'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-view-greyed')).toHaveAttribute('disabled');
    await expect(box(page, 'company')).toBeDisabled();
    await expect(box(page, 'site')).toBeDisabled();
    await expect(page.getByRole('button', { name: /web domain|save/i })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: k('location.title') })).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});
