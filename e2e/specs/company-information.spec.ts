import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Company. Demo Bistro Group's company view edits its company (city, country and a state looked up after
 * the country settles), reloads to see it saved and puts the demo values back; a cleared required field shows its
 * message and keeps Save off; Corner Cafe's Reports Viewer, whose role lacks the company-edit right, sees every field
 * disabled; Corner Cafe's owner, in its store, also gets the store's receipt text.
 */
const PATH = '/Portal/NewIndex/settings/companyinformation';
const k = (key: string) => t(`companyInformation.${key}`);
const label = (name: string) => new RegExp(`^${k(`fields.${name}`)}( \\*)?$`);
const box = (page: Page, name: string) => page.getByRole('textbox', { name: label(name) });
const select = (page: Page, name: 'countryId' | 'coState') => page.getByRole('combobox', { name: label(name) });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isCall = (url: string, path: string) => new URL(url).pathname === path;

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(box(page, 'coName')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isCall(r.url(), '/Company/UpdateCompanyContactInfoAndIndustry'));
  await saveButton(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('load, edit, save, reload shows the saved values', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(box(page, 'coName')).toHaveValue('Demo Bistro Group Inc.');
    await expect(select(page, 'countryId')).toHaveValue('840');
    await expect(select(page, 'coState')).toHaveValue('US-TX');
    await expect(page.getByRole('textbox', { name: k('fields.industryId') })).toHaveValue(k('industries.2'));
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await box(page, 'coCity').fill('Toronto');
    // The state lookup waits for the country to settle (1000 ms), then offers Canada's provinces.
    const states = page.waitForResponse((r) => isCall(r.url(), '/Locale/GetStatesByCountryId'));
    await select(page, 'countryId').selectOption({ label: 'Canada' });
    expect(new URL((await states).url()).searchParams.get('countryId')).toBe('124');
    await expect(select(page, 'coState')).toBeEnabled();
    await select(page, 'coState').selectOption({ label: 'Ontario' });
    await box(page, 'coZip').fill('M5H 2N2');
    await saveAndWait(page);

    await page.reload();
    await expect(box(page, 'coCity')).toHaveValue('Toronto');
    await expect(select(page, 'countryId')).toHaveValue('124');
    await expect(select(page, 'coState')).toHaveValue('CA-ON');
    await expect(box(page, 'coZip')).toHaveValue('M5H 2N2');

    // The demo as seeded again.
    await box(page, 'coCity').fill('Austin');
    await select(page, 'countryId').selectOption({ label: 'United States of America' });
    await expect(select(page, 'coState')).toBeEnabled();
    await select(page, 'coState').selectOption({ label: 'Texas' });
    await box(page, 'coZip').fill('78701');
    await saveAndWait(page);
  });

  test('a cleared required field and a bad e-mail show their messages and keep Save off', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await box(page, 'coName').fill('');
    await expect(page.getByText(k('errors.required'), { exact: true })).toBeVisible();
    await box(page, 'contEmail').fill('morgan@');
    await expect(page.getByText(k('errors.invalidEmail'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });
    await expect(saveButton(page)).toBeDisabled();
    await page.reload();
    await expect(box(page, 'coName')).toHaveValue('Demo Bistro Group Inc.');
  });
});

test.describe('without the company-edit right', () => {
  test.use({ signedInAs: AS.reports });

  test('every field is disabled and the notice says why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnlyNotice'), { exact: true })).toBeVisible();
    await expect(box(page, 'coName')).toHaveValue('Corner Cafe LLC');
    for (const name of ['coName', 'contName', 'contEmail', 'coAdd1', 'coCity', 'coZip', 'webSiteUrl'])
      await expect(box(page, name)).toBeDisabled();
    await expect(select(page, 'countryId')).toBeDisabled();
    await expect(select(page, 'coState')).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test("shows the store's receipt text below the company", async ({ page }) => {
    await openScreen(page);
    await expect(box(page, 'coName')).toHaveValue('Corner Cafe LLC');
    await expect(page.getByRole('heading', { level: 2, name: k('receipt.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: k('receipt.headerText') })).toBeEnabled();
  });
});
