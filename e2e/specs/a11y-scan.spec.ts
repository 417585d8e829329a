import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { L } from '../support/labels.ts';

/**
 * The scan every screen's test relies on (support/a11y.ts) must be able to fail: a serious violation in the page, or
 * in a document the portal writes into a frame (the receipt preview), fails it.
 */
const addUnnamedButton = (page: Page) =>
  page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'e2e-unnamed';
    document.body.append(button);
  });

test('the accessibility scan fails on a serious violation in the page and in a frame the portal writes', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: L.login.signIn, exact: true })).toBeVisible();
  await checkA11y({ state: 'scan self-test: as served', expectModal: false });

  await addUnnamedButton(page);
  await expect(checkA11y({ state: 'scan self-test: unnamed button', expectModal: false })).rejects.toThrow(
    /button-name/,
  );
  await page.evaluate(() => document.getElementById('e2e-unnamed')?.remove());

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Preview';
    frame.srcdoc = '<!doctype html><html lang="en"><title>Preview</title><main><button></button></main></html>';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Preview"]').locator('button')).toBeAttached();
  await expect(checkA11y({ state: 'scan self-test: frame', expectModal: false })).rejects.toThrow(/button-name/);
  // The page the test ends on is scanned too: leave it as served.
  await page.evaluate(() => document.querySelector('iframe[title="Preview"]')?.remove());
});
