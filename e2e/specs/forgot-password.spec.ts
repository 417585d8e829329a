import { L } from '../support/labels.ts';
import {
  DEMO_PASSWORD,
  dialog,
  expect,
  expectInPortal,
  outboxFiles,
  readLatestMail,
  resetLinkOf,
  resetSession,
  signIn,
  test,
} from '../support/fixtures.ts';

const USER = 'forgetful';
const EMAIL = 'forgetful@demo.test';
const NEW_PASSWORD = 'Remembered#2027';

test('forgot password: reset link from the e-mail sets a new password that signs in', async ({
  page,
  dataDir,
  checkA11y,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: L.login.forgotPassword, exact: true }).click();
  const forgot = dialog(page, L.dialogs.forgotPassword);
  await expect(forgot).toBeVisible();
  const send = forgot.getByRole('button', { name: L.forgot.reset, exact: true });
  await expect(send, 'Reset is disabled while the user name is blank').toBeDisabled();
  await checkA11y();
  await forgot.getByLabel(L.forgot.userName, { exact: true }).fill(USER);
  await expect(send).toBeEnabled();
  const before = outboxFiles(dataDir);
  await send.click();
  // The confirmation replaces the form.
  await expect(forgot.getByRole('status')).toBeVisible();
  await expect(forgot.getByLabel(L.forgot.userName, { exact: true })).toHaveCount(0);
  await forgot.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(forgot).toBeHidden();

  const mail = await readLatestMail(dataDir, EMAIL, { notIn: before });
  const link = resetLinkOf(mail);
  expect(new URL(link).origin, 'the link points at PUBLIC_URL').toBe(new URL(page.url()).origin);

  await page.goto(link);
  const reset = dialog(page, L.dialogs.resetPassword);
  await expect(reset).toBeVisible();
  const save = reset.getByRole('button', { name: L.password.resetSubmit, exact: true });
  await expect(save).toBeDisabled();
  await reset.getByLabel(L.password.resetNewPassword, { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel(L.password.resetConfirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await expect(save).toBeEnabled();
  await checkA11y();
  await save.click();
  const done = dialog(page, L.password.resetSuccessTitle);
  await expect(done.getByRole('status')).toBeVisible();
  await done.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(done).toBeHidden();
  await expect(page, 'closing removes the token from the address').not.toHaveURL(/[?&]tk=/);

  // The old password no longer works; the new one does.
  await resetSession(page);
  await signIn(page, USER, DEMO_PASSWORD);
  await expect(dialog(page, L.dialogs.incorrect)).toBeVisible();
  await resetSession(page);
  await signIn(page, USER, NEW_PASSWORD);
  await expectInPortal(page);

  // The link is single-use.
  await resetSession(page);
  await page.goto(link);
  const again = dialog(page, L.dialogs.resetPassword);
  await expect(again).toBeVisible();
  await again.getByLabel(L.password.resetNewPassword, { exact: true }).fill('Another#Pass3');
  await again.getByLabel(L.password.resetConfirmPassword, { exact: true }).fill('Another#Pass3');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/ResetPassword');
  await again.getByRole('button', { name: L.password.resetSubmit, exact: true }).click();
  const response = await answer;
  const refused = !response.ok() || (await response.json().catch(() => ({})))?.success === false;
  expect(refused, 'a used reset token is refused').toBe(true);
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(dialog(page, L.password.resetSuccessTitle)).toHaveCount(0);
});

test('forgot username: the dialog sends the user names to the address', async ({ page, dataDir, checkA11y }) => {
  await page.goto('/');
  await page.getByRole('button', { name: L.login.forgotUsername, exact: true }).click();
  const forgot = dialog(page, L.dialogs.forgotUsername);
  await expect(forgot).toBeVisible();
  const send = forgot.getByRole('button', { name: L.forgot.sendUserNames, exact: true });
  await expect(send, 'Ok is disabled while the e-mail is blank').toBeDisabled();
  await forgot.getByLabel(L.forgot.email, { exact: true }).fill(EMAIL);
  await expect(send).toBeEnabled();
  await checkA11y();
  const before = outboxFiles(dataDir);
  await send.click();
  await expect(forgot.getByRole('status')).toBeVisible();
  await expect(forgot.getByLabel(L.forgot.email, { exact: true })).toHaveCount(0);
  const mail = await readLatestMail(dataDir, EMAIL, { notIn: before });
  expect(mail.text + mail.html).toContain(USER);
  await forgot.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(forgot).toBeHidden();
});
