import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import {
  STORE_CONFIGURATION_ERROR,
  STORE_CONFIGURATION_PATH as PATH,
  type TStoreConfiguration,
} from '@mp/contracts/store-configuration';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { StoreConfigurationPage } from './store-configuration-page';

const k = (key: string) => i18n.t(`storeConfiguration.${key}`);
const user = userEvent.setup({ delay: null });

const LOADED: TStoreConfiguration = {
  storeId: 2101,
  storeName: 'Corner Cafe',
  storeAdd1: '12 Market Street',
  storeAdd2: '',
  storeCity: 'Portland',
  storeState: 'OR',
  storeZip: '97204',
  storePhone: '(503) 555-0142',
  storeContName: 'Dana Whitfield',
  storeEmail: 'dana@cornercafe.example.com',
  storeContPhone: '(503) 555-0143',
  secondaryStoreContName: '',
  secondaryStoreEmail: '',
  secondaryStoreContPhone: '',
  receiptHeader: 'Welcome to Corner Cafe',
  includeQrCode: false,
  qrCodeWebsiteUrl: '',
  receiptNote: 'See you soon',
  displayTipSuggestion: true,
  tipSuggestionMessage: 'Thank you!',
  tipSuggestion1: 15,
  tipSuggestion2: 18,
  tipSuggestion3: 20,
  posTimezone: 'America/Los_Angeles',
  posTimezoneList: [
    { id: 'America/Los_Angeles', displayName: '(UTC-08:00) America/Los Angeles' },
    { id: 'America/New_York', displayName: '(UTC-05:00) America/New York' },
  ],
  UpdateStoreCoordinates: false,
  ConcurrencyChecksum: '1.1',
};

type TAnswer = { status?: number; body: unknown };
const refusal = (status: number, messageKey: string, field?: string): TAnswer => ({
  status,
  body: { success: false, statusCode: status, messageKey, message: 'x', ...(field ? { field } : {}) },
});

function renderPage(answers: { get?: () => TAnswer; update?: (body: unknown) => TAnswer } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  mockFetch({
    ...csrfRoute,
    [`POST ${PATH.get}`]: () => answers.get?.() ?? { body: { IsSuccessful: true, Entity: LOADED } },
    [`POST ${PATH.update}`]: (body) => {
      sent.push({ path: PATH.update, body });
      const { storeAdd1, storeCity } = body as TStoreConfiguration;
      const stored = { ...LOADED, storeAdd1, storeCity, ConcurrencyChecksum: '2.2' };
      return answers.update?.(body) ?? { body: { IsSuccessful: true, Entity: stored } };
    },
    [`POST ${PATH.previewLight}`]: (body) => {
      sent.push({ path: PATH.previewLight, body });
      const header = (body as { ReceiptHeader: string }).ReceiptHeader;
      return { body: { IsSuccessful: true, Entity: `<p>${header.replace(/</g, '&lt;')}</p>` } };
    },
  });
  const openSelection = vi.fn();
  const portal = portalData({ merhantId: 1002, storeId: 2101, activeStoreCount: 1 });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: 'c', element: <StoreConfigurationPage /> }],
      },
    ],
    { initialEntries: ['/c'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, openSelection };
}

const box = (field: string) => screen.getByRole('textbox', { name: new RegExp(`^${k(`fields.${field}`)}`) });
const button = (key: string) => screen.getByRole('button', { name: k(key) });
const loaded = async () => expect(await screen.findByDisplayValue('Corner Cafe')).toBeInTheDocument();

describe('StoreConfigurationPage', () => {
  it('shows the loaded configuration, the header preview in a sandboxed frame, Save and Discard off', async () => {
    const { sent } = renderPage();
    await loaded();
    expect(box('storeCity')).toHaveValue('Portland');
    expect(box('tipSuggestion2')).toHaveValue('18');
    expect(button('save')).toBeDisabled();
    expect(button('discard')).toBeDisabled();
    const frame = await screen.findByTitle(k('preview.frameTitle'));
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Welcome to Corner Cafe</p>'));
    expect(sent.find((s) => s.path === PATH.previewLight)?.body).toMatchObject({
      StoreName: 'Corner Cafe',
      ReceiptHeader: 'Welcome to Corner Cafe',
      mailoutId: 4,
    });
  });

  it('saves the changed values with the checksum; a changed address line 1 asks for new coordinates', async () => {
    const { sent } = renderPage();
    await loaded();
    await user.clear(box('storeAdd1'));
    await user.type(box('storeAdd1'), '14 Market Street');
    // The form's validation runs after the last key: Save turns on when it has (a loaded machine took longer).
    await waitFor(() => expect(button('save')).toBeEnabled());
    await user.click(button('save'));
    expect(await screen.findByText(k('saved'))).toBeInTheDocument();
    expect(sent.find((s) => s.path === PATH.update)?.body).toMatchObject({
      storeAdd1: '14 Market Street',
      tipSuggestion1: '15',
      ConcurrencyChecksum: '1.1',
      UpdateStoreCoordinates: true,
    });
    expect(button('save')).toBeDisabled();
    // Spec 3 §4: the banner clears after 3 seconds.
    await waitFor(() => expect(screen.queryByText(k('saved'))).toBeNull(), { timeout: 5000 });
  });

  it('formats a phone as it is typed and marks a required field, keeping Save off', async () => {
    renderPage();
    await loaded();
    await user.clear(box('storePhone'));
    await user.type(box('storePhone'), '5035550199');
    expect(box('storePhone')).toHaveValue('(503) 555-0199');
    await user.clear(box('storeCity'));
    expect(await screen.findByText(k('errors.required'))).toBeInTheDocument();
    expect(button('save')).toBeDisabled();
  });

  it('turning the tip suggestion off clears its message and disables the tip fields', async () => {
    renderPage();
    await loaded();
    await user.click(screen.getByRole('switch', { name: k('fields.displayTipSuggestion') }));
    expect(box('tipSuggestionMessage')).toHaveValue('');
    expect(box('tipSuggestionMessage')).toBeDisabled();
    expect(box('tipSuggestion1')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: k('fields.includeQrCode') }));
    expect(await screen.findByText(k('errors.websiteRequired'))).toBeInTheDocument();
  });

  it('Discard asks first and restores the loaded values', async () => {
    renderPage();
    await loaded();
    await user.type(box('storeName'), ' Two');
    await user.click(button('discard'));
    const dialog = screen.getByRole('dialog', { name: k('discardTitle') });
    await user.click(within(dialog).getByRole('button', { name: k('discardConfirm') }));
    // The form is aria-hidden until the dialog has gone, which takes longer on a loaded machine than waitFor's second.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(box('storeName')).toHaveValue('Corner Cafe');
    expect(button('discard')).toBeDisabled();
  });

  it.each([
    ['an invalid input refusal', refusal(400, STORE_CONFIGURATION_ERROR.invalidZip, 'storeZip'), 'invalidInput'],
    ['any other failure', refusal(500, 'common.errors.unknown'), 'saveFailed'],
  ])('shows the banner of %s', async (_what, answer, banner) => {
    renderPage({ update: () => answer });
    await loaded();
    await user.type(box('storeCity'), 'x');
    await user.click(button('save'));
    expect(await screen.findByText(k(banner))).toBeInTheDocument();
    if (banner === 'invalidInput') expect(screen.getByText(k('errors.invalidZip'))).toBeInTheDocument();
  });

  it('with no store selected warns and offers Select Store', async () => {
    const { openSelection } = renderPage({ get: () => refusal(403, STORE_CONFIGURATION_ERROR.storeViewOnly) });
    expect(await screen.findByText(k('chooseStore'))).toBeInTheDocument();
    await user.click(button('selectStore'));
    expect(openSelection).toHaveBeenCalledWith('store');
  });
});
