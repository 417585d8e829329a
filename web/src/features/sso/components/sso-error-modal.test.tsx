import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeOidc, resetFakeOidc, ssoSettings, stubLocation } from '../testing/fake-oidc';
import { SsoErrorModal } from './sso-error-modal';

vi.mock('oidc-client-ts', async () => (await import('../testing/fake-oidc')).fakeOidcModule);

beforeEach(resetFakeOidc);

describe('SsoErrorModal', () => {
  it.each([
    ['J', 'Invalid single sign-on credentials'],
    ['E', 'Single sign-on error'],
    ['P', 'Single sign-on session expired'],
  ] as const)('code %s has its title, Back to identity page and OK', async (code, title) => {
    const onClose = vi.fn();
    renderWithApp(<SsoErrorModal code={code} settings={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(/\w+/);
    expect(screen.getByRole('button', { name: 'Back to identity page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('code U is not recoverable: no OK, only Back to identity page', () => {
    renderWithApp(<SsoErrorModal code="U" settings={ssoSettings()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Use single sign-on' })).toHaveTextContent(
      /signs in with single sign-on/,
    );
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to identity page' })).toBeInTheDocument();
  });

  it("Back to identity page goes to the provider's home page when the settings name one", async () => {
    const assign = stubLocation();
    renderWithApp(
      <SsoErrorModal code="J" settings={ssoSettings({ homeUrl: 'https://idp.example/home' })} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to identity page' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/home'));
    expect(fakeOidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('Back to identity page shows the provider’s login page otherwise, carrying the ReturnUrl', async () => {
    renderWithApp(
      <SsoErrorModal code="E" settings={ssoSettings()} returnUrl="/Portal/NewIndex/menu" onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to identity page' }));
    await waitFor(() =>
      expect(fakeOidc.signinRedirect).toHaveBeenCalledWith({
        state: { returnUrl: '/Portal/NewIndex/menu', organizationId: 'org-1' },
        prompt: 'login',
      }),
    );
  });

  it('without single sign-on configured, Back to identity page returns to the login page', async () => {
    const onClose = vi.fn();
    renderWithApp(<SsoErrorModal code="U" settings={ssoSettings({ enabled: false })} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to identity page' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
