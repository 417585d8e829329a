import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TPortalData, TResellerConfiguration } from '@mp/contracts/portal';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { i18n } from '../../i18n/i18n';
import { createQueryClient } from '../../lib/query-client';
import { portalData } from '../../test/fixtures';
import { csrfRoute, mockFetch } from '../../test/render';
import { HowToPayPage } from './how-to-pay-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`portal.howToPay.${key}`, vars);

const RESELLER: TResellerConfiguration = {
  ResellerId: 1,
  ResellerName: 'Silver',
  Theme: 'default',
  LogoText: 'Silver',
  ShowEssentialsLink: true,
  EssentialsUrl: '',
  BillingPhone: '',
  BillingEmail: '',
  BillingUrl: '',
  ManagerPlatformUrl: '',
};

function renderPage(billing: Partial<TResellerConfiguration>, portal: Partial<TPortalData> = {}) {
  mockFetch({
    ...csrfRoute,
    'GET /Reseller/GetResellerConfiguration': () => ({ body: { ...RESELLER, ...billing } }),
  });
  const data = portalData({ merchantName: 'Late Tacos', ...portal });
  const context = { portal: data, access: accessContextFromPortal(data, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ index: true, element: <HowToPayPage /> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('HowToPayPage', () => {
  it("lists the reseller's billing contacts as links that act, and the number to quote", async () => {
    renderPage({
      BillingPhone: '+1 (800) 555-0142',
      BillingEmail: 'billing@silver.test',
      BillingUrl: 'https://pay.test',
    });
    expect(await screen.findByRole('link', { name: '+1 (800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(screen.getByRole('link', { name: 'billing@silver.test' })).toHaveAttribute(
      'href',
      'mailto:billing@silver.test',
    );
    expect(screen.getByRole('link', { name: 'https://pay.test' })).toHaveAttribute('href', 'https://pay.test');
    expect(screen.getByText(t('billedBy', { biller: 'Silver' }))).toBeInTheDocument();
    expect(screen.getByText(/Late Tacos/)).toBeInTheDocument();
  });

  it("without billing contacts: the merchant's customer care, else the agreement with the biller", async () => {
    renderPage({}, { customerCare: '1-800-555-0100' });
    expect(await screen.findByText(t('contact', { contact: '1-800-555-0100' }))).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('without any contact at all it says to use the agreement', async () => {
    renderPage({}, { customerCare: '' });
    expect(await screen.findByText(t('contactBiller', { biller: 'Silver' }))).toBeInTheDocument();
  });
});
