import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ForgotUsernameDialog } from './forgot-username-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

const renderChange = () =>
  renderWithApp(
    <ChangePasswordDialog mode="change" userName="alice" membershipUserId={7} posUserId={70} onClose={vi.fn()} />,
  );

describe('ChangePasswordDialog', () => {
  it('keeps Save disabled while the new password is invalid, the same as the old, or not confirmed', async () => {
    mockFetch(csrfRoute);
    const user = userEvent.setup();
    renderChange();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Old password'), 'Old#Pass1');
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('The password does not meet the requirements.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Password requirements/ })).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Old#Pass1');
    expect(await screen.findByText('The new password must be different from the old password.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New#Pass22');
    await user.type(screen.getByLabelText('Confirm password'), 'New#Pass2');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm password'), '2');
    expect(save).toBeEnabled();
  });

  it('shows the returned message on failure and the success title after a change', async () => {
    let succeed = false;
    const fetch = mockFetch({
      ...csrfRoute,
      'POST /User/ChangePassword': () => ({
        body: succeed ? { IsSuccessful: true, Message: '' } : { IsSuccessful: false, Message: '' },
      }),
    });
    const user = userEvent.setup();
    renderChange();
    await user.type(screen.getByLabelText('Old password'), 'Old#Pass1');
    await user.type(screen.getByLabelText('New password'), 'New#Pass22');
    await user.type(screen.getByLabelText('Confirm password'), 'New#Pass22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password could not be changed');
    succeed = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/User/ChangePassword'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      MembershipUserId: 7,
      MembershipUserName: 'alice',
      POSUserId: 70,
      OldPassword: 'Old#Pass1',
      Password: 'New#Pass22',
      ReenterPassword: 'New#Pass22',
    });
  });

  it('shows a server field error at the field', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /User/ChangePassword': () => ({
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          messageKey: 'password.errors.SimilarPassword',
          message: 'same',
          field: 'Password',
        },
      }),
    });
    const user = userEvent.setup();
    renderChange();
    await user.type(screen.getByLabelText('Old password'), 'Old#Pass1');
    await user.type(screen.getByLabelText('New password'), 'New#Pass22');
    await user.type(screen.getByLabelText('Confirm password'), 'New#Pass22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The new password must be different from the old password.')).toBeInTheDocument();
  });
});

describe('ForgotUsernameDialog and ForgotPasswordDialog', () => {
  it('disables Ok while the e-mail is blank and replaces the form with the confirmation', async () => {
    mockFetch({ ...csrfRoute, 'POST /Account/SendUserNamesEmail': () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    renderWithApp(<ForgotUsernameDialog onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('status')).toHaveTextContent('has been sent');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('disables Reset while the user name is blank', async () => {
    mockFetch({ ...csrfRoute, 'POST /Account/ForgotPassword': () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordDialog initialUserName="" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent('reset link');
  });
});

describe('ResetPasswordDialog', () => {
  it('shows the invalid-token answer and then succeeds', async () => {
    let valid = false;
    mockFetch({
      ...csrfRoute,
      'POST /Account/ResetPassword': () =>
        valid
          ? { body: { success: true } }
          : {
              status: 400,
              body: {
                success: false,
                statusCode: 400,
                messageKey: 'password.errors.InvalidToken',
                message: 'bad',
                field: 'tk',
              },
            },
    });
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordDialog token="t1" onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'New#Pass22');
    await user.type(screen.getByLabelText('Confirm password'), 'New#Pass22');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: 'Password reset' })).toBeInTheDocument();
  });
});
