import { L } from '../support/labels.ts';
import {
  DEMO_PASSWORD,
  dialog,
  expect,
  expectInPortal,
  expectOnLoginPage,
  openUserMenuItem,
  resetSession,
  signIn,
  test,
} from '../support/fixtures.ts';

const USER = 'changeme';
const NEW_PASSWORD = 'Changed#2027';

test('changeme changes the password from the user menu and signs in with it', async ({ page, checkA11y }) => {
  await signIn(page, USER);
  await expectInPortal(page);
  await openUserMenuItem(page, L.portal.changePassword);

  const modal = dialog(page, L.dialogs.changePassword);
  await expect(modal).toBeVisible();
  const oldField = modal.getByLabel(L.password.oldPassword, { exact: true });
  const newField = modal.getByLabel(L.password.newPassword, { exact: true });
  const confirmField = modal.getByLabel(L.password.confirmPassword, { exact: true });
  const save = modal.getByRole('button', { name: L.password.save, exact: true });

  await expect(save, 'empty form').toBeDisabled();
  await oldField.fill(DEMO_PASSWORD);
  await newField.fill('short');
  await confirmField.fill('short');
  await expect(save, 'new password breaks the format rules').toBeDisabled();
  await expect(modal.getByText(L.password.formatShort)).toBeVisible();
  await newField.fill(DEMO_PASSWORD);
  await confirmField.fill(DEMO_PASSWORD);
  await expect(save, 'new password equals the old one').toBeDisabled();
  await expect(modal.getByText(L.password.similar)).toBeVisible();
  await newField.fill(NEW_PASSWORD);
  await confirmField.fill(`${NEW_PASSWORD}x`);
  await expect(modal.getByText(L.password.notMatch)).toBeVisible();
  await expect(modal.getByText(L.password.similar)).toHaveCount(0);
  await expect(save, 'confirmation differs').toBeDisabled();
  await checkA11y({ state: 'confirmation mismatch' });
  await confirmField.fill(NEW_PASSWORD);
  await expect(modal.getByText(L.password.notMatch)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  const done = dialog(page, L.password.changeSuccessTitle);
  await expect(done.getByRole('status')).toBeVisible();
  await done.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(done).toBeHidden();
  await expect(modal).toBeHidden();

  await openUserMenuItem(page, L.portal.logOff);
  await expectOnLoginPage(page);

  await signIn(page, USER, DEMO_PASSWORD);
  await expect(dialog(page, L.dialogs.incorrect)).toBeVisible();
  await resetSession(page);
  await signIn(page, USER, NEW_PASSWORD);
  await expectInPortal(page);
});
