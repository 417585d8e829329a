import { L } from '../support/labels.ts';
import { dialog, expect, expectInPortal, resetSession, signIn, submitCredentials, test } from '../support/fixtures.ts';

// Spec 1 §8/§9: locked out after more than 4 invalid attempts (the fifth); a locked account stays locked (L)
// even with the right password.
test('lockme: five wrong passwords lock the account; the right one is then refused with L', async ({
  page,
  checkA11y,
}) => {
  // The account works before the test, so the lock below is caused by the wrong passwords.
  await signIn(page, 'lockme');
  await expectInPortal(page);
  await resetSession(page);
  await page.goto('/');

  const incorrect = dialog(page, L.dialogs.incorrect);
  const locked = dialog(page, L.dialogs.locked);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await submitCredentials(page, 'lockme', `Wrong#Pass${attempt}`);
    await expect(incorrect, `attempt ${attempt} is refused as incorrect`).toBeVisible();
    if (attempt === 1) await checkA11y();
    await incorrect.getByRole('button', { name: L.common.ok, exact: true }).click();
    await expect(incorrect).toBeHidden();
  }
  await submitCredentials(page, 'lockme', 'Wrong#Pass5');
  await expect(locked).toBeVisible();
  await expect(incorrect).toHaveCount(0);
  await checkA11y();
  await locked.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(locked).toBeHidden();

  // A fresh page (no client-side attempt counter): the server itself refuses the right password with L.
  await resetSession(page);
  await signIn(page, 'lockme');
  await expect(locked).toBeVisible();
  await expect(page).not.toHaveURL(/\/Portal\/NewIndex/i);
  // The reset request is offered for the typed user name.
  await expect(locked.getByRole('button', { name: L.locked.requestReset })).toBeEnabled();
});
