import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { SupportToolsPage } from './support-tools-page';

const featureFlags = () =>
  screen.queryByRole('link', { name: new RegExp(i18n.t('portal.menu.supportTools.featureflags')) });

function renderFor(userRole: string, kind: { isAdminUser?: boolean; isSilverPartner?: boolean }) {
  const portal = portalData({ userRole, ...kind });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ index: true, element: <SupportToolsPage /> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('SupportToolsPage', () => {
  it.each(['Silver Admin', 'Silver Support Admin', 'Silver Support'])('offers Feature flags to %s', (role) => {
    renderFor(role, { isAdminUser: true });
    expect(featureFlags()).toHaveAttribute('href', '/Portal/NewIndex/supportTools/featureflags');
    expect(featureFlags()).toHaveTextContent(i18n.t('supportTools.tools.featureflags'));
  });

  it.each(['Silver Partner', 'Silver Partner Support'])('offers no tool to %s', (role) => {
    renderFor(role, { isSilverPartner: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('portal.nav.supportTools'));
    expect(featureFlags()).toBeNull();
    expect(screen.getByText(i18n.t('supportTools.noTools'))).toBeInTheDocument();
  });
});
