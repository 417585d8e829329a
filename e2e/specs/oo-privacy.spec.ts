import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Privacy policy. Corner Cafe's owner reads the provider's policy, previews its own (raw HTML and a
 * javascript: link come out as text), is stopped at an empty and an over-long policy, sees a failed save keep the
 * text, saves, reloads to find it and puts the demo back; the Reports Viewer sees it read-only; Demo Bistro Group's
 * company view edits the company's policy like any view.
 */
const PATH = '/Portal/NewIndex/onlineordering/privacy';
const k = (key: string, options?: Record<string, string | number>) => t(`privacyPolicy.${key}`, options);
const editor = (page: Page) => page.getByRole('textbox', { name: k('companyPolicy') });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isUpdate = (body: string | null) => (body ?? '').includes('updatePrivacyPolicy');

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(editor(page)).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => r.url().endsWith('/graphql') && isUpdate(r.request().postData()));
  await saveButton(page).click();
  const response = await done;
  expect((await response.json()).errors).toBeUndefined();
  await expect(page.getByRole('alert').filter({ hasText: k('saved') })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test('provider policy, preview, the limits, a failed save, save and reload', async ({ page, checkA11y }) => {
    await openScreen(page);
    const demo = await editor(page).inputValue();
    expect(demo).toMatch(/^# Corner Cafe privacy policy/);
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await page.getByRole('button', { name: k('viewProvider') }).click();
    const provider = page.getByRole('dialog', { name: k('providerTitle') });
    await expect(provider.getByRole('heading', { name: 'Online ordering privacy policy' })).toBeVisible();
    await checkA11y({ state: 'provider policy', expectModal: true });
    await provider.getByRole('button', { name: k('close') }).click();
    await expect(provider).toBeHidden();

    await page.getByRole('tab', { name: k('preview') }).click();
    await expect(page.getByRole('heading', { name: 'Corner Cafe privacy policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'our website' })).toHaveAttribute(
      'href',
      'https://example.com/corner-cafe/privacy',
    );

    await page.getByRole('tab', { name: k('write') }).click();
    await editor(page).fill('# Ours\n\n<b id="raw">raw</b> and [a trap](javascript:alert(1))');
    await page.getByRole('tab', { name: k('preview') }).click();
    await expect(page.getByRole('heading', { name: 'Ours' })).toBeVisible();
    await expect(page.getByText('a trap')).toBeVisible();
    await expect(page.getByRole('link', { name: 'a trap' })).toHaveCount(0);
    await expect(page.locator('#raw')).toHaveCount(0);

    await page.getByRole('tab', { name: k('write') }).click();
    await editor(page).fill('');
    await expect(saveButton(page)).toBeDisabled();
    await editor(page).fill('x'.repeat(10_001));
    await expect(page.getByText(k('errors.tooLong'), { exact: true })).toBeVisible();
    await expect(page.getByText('10001 / 10,000')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ state: 'over the limit', expectModal: false });

    const policy = '# Corner Cafe\n\nWe keep your phone number until your order is picked up.';
    await editor(page).fill(policy);
    await page.route('**/graphql', (route) =>
      isUpdate(route.request().postData()) ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await saveButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: k('errors.saving') })).toBeVisible();
    await expect(editor(page)).toHaveValue(policy);
    await page.unroute('**/graphql');

    await saveAndWait(page);
    await page.reload();
    await expect(editor(page)).toHaveValue(policy);

    // The demo as seeded again.
    await editor(page).fill(demo);
    await saveAndWait(page);
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the policy read-only and why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.readOnlyNotice'), { exact: true })).toBeVisible();
    await expect(editor(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test("the company view edits the company's policy, empty until written", async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(editor(page)).toHaveValue('');
    await expect(saveButton(page)).toBeDisabled();
    await expect(editor(page)).toBeEnabled();
    await checkA11y({ expectModal: false });
  });
});
