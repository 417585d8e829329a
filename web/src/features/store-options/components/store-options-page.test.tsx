import { STORE_OPTIONS_ERROR, type TStoreOptions } from '@mp/contracts/store-options';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { StoreOptionsPage } from './store-options-page';

const t = (key: string) => i18n.t(key);
const field = (name: string) => t(`storeOptions.fields.${name}`);

const STORED: TStoreOptions = {
  IsGratuityEnabled: false,
  IsTakeoutEnabled: true,
  IsCateringEnabled: false,
  IsDriveThruEnabled: false,
  IsDeliveryEnabled: false,
  SubtractTipAndGratuityInFinancialShifts: false,
  TakeoutChargeId: 501,
  DeliveryChargeId: null,
  DineInChargeId: null,
  CateringChargeId: null,
  DriveThruChargeId: null,
  IsQuickService: true,
  IsOrderModePromptEnabled: true,
  IsDineInChitHeaderEnabled: true,
  IsBreaksEnabled: true,
  MinimumBreakMinutes: 30,
  IsUsingOrders: false,
  AutoClosePrepaidOrders: false,
  ImmediatelyPrintAllOrders: false,
  OrderDownloadThresholdTakeout: 15,
  OrderDownloadThresholdDelivery: 0,
  BusinessDataThreshold: '03:00:00',
  GuestCountMode: 2,
  TakeoutOrderNamingStrategy: 1,
  DeliveryOrderNamingStrategy: 0,
  CateringOrderNamingStrategy: 0,
  DownloadLaborScheduleToPos: false,
  IsVenueProductCountEnabled: false,
  ProductCountUrl: '',
  IsAutoSortRequiredModifiersEnabled: false,
  IsViewOptionalModifierGroupsClosedEnabled: false,
  IsAutoCloseMinimumRequiredGroupsEnabled: false,
  IsOnlineOrderCustomerReceiptDisabled: false,
  IsPucOrderEnabled: false,
  PucStoreId: 0,
  PucOrgId: 0,
  IsHoldandReleaseTimersEnabled: false,
  IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled: false,
  BusinessDateCutOff: '',
  Is86MenuItemsEnabled: true,
  StoreKitchenRoutingMethods: { ForDineIn: 0, ForTakeout: 1, ForDelivery: 0, ForCatering: 0, ForDriveThru: 0 },
  ConcurrencyChecksum: '3',
};
const CHARGES = [
  { ChargeId: 501, Name: 'Takeout Fee' },
  { ChargeId: 502, Name: 'Delivery Fee' },
];
const ALL_FLAGS = {
  kitchenRouting: true,
  kdsEnabled: true,
  delivery: true,
  venueProductCount: true,
  pucLockerIntegration: true,
  holdAndReleaseTimers: true,
};

type TOptions = {
  flags?: Record<string, boolean>;
  stored?: Partial<TStoreOptions>;
  get?: () => { status?: number; body: unknown };
  update?: () => { status?: number; body: unknown };
};

function renderPage(options: TOptions = {}) {
  const calls: { update: Record<string, unknown>[] } = { update: [] };
  const stored = { ...STORED, ...options.stored };
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData() }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: options.flags ?? ALL_FLAGS } }),
    'GET /StoreOptions/GetStoreOptions': () =>
      options.get?.() ?? { body: { IsSuccessful: true, Entity: stored, Charges: CHARGES } },
    'POST /StoreOptions/UpdateStoreOptions': (body) => {
      calls.update.push(body as Record<string, unknown>);
      return (
        options.update?.() ?? {
          body: { IsSuccessful: true, Entity: { ...stored, ConcurrencyChecksum: '4' }, Charges: CHARGES },
        }
      );
    },
  });
  renderWithApp(<StoreOptionsPage />);
  return calls;
}

const toggle = (name: string) => screen.getByRole('switch', { name: field(name) });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A select's name is its label followed by the value it shows.
const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${escaped(field(name))}`) });
const box = (name: string) => screen.getByRole('textbox', { name: field(name) });
const save = () => screen.getByRole('button', { name: t('storeOptions.save') });
const loaded = () => screen.findByRole('switch', { name: field('IsTakeoutEnabled') });

describe('StoreOptionsPage', () => {
  it('shows the stored options, dine-in always on, and saves a change as the spec sends it', async () => {
    const calls = renderPage();
    expect(await loaded()).toBeChecked();
    expect(screen.getByRole('switch', { name: field('IsDineInEnabled') })).toBeDisabled();
    expect(combo('TakeoutChargeId')).toHaveTextContent('Takeout Fee');
    expect(combo('BusinessDataThreshold')).toHaveTextContent('3:00 AM');
    expect(save()).toBeDisabled();
    await userEvent.clear(box('MinimumBreakMinutes'));
    await userEvent.type(box('MinimumBreakMinutes'), '45');
    await userEvent.click(toggle('IsGratuityEnabled'));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({
      MinimumBreakMinutes: 45,
      IsGratuityEnabled: true,
      TakeoutChargeId: 501,
      DineInChargeId: null,
      PucStoreId: 0,
      BusinessDateCutOff: '',
      Is86MenuItemsEnabled: true,
      ConcurrencyChecksum: '3',
    });
  });

  it('shows the break limit under the field and keeps Save off', async () => {
    renderPage();
    await loaded();
    await userEvent.clear(box('MinimumBreakMinutes'));
    await userEvent.type(box('MinimumBreakMinutes'), '241');
    expect(await screen.findByText('The Maximum value for this field is 240')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('resets what depends on a mode turned off: its charge, naming strategy and routing method', async () => {
    const calls = renderPage();
    await userEvent.click(await loaded());
    await waitFor(() => expect(combo('TakeoutChargeId')).toHaveTextContent(t('storeOptions.noCharge')));
    expect(combo('TakeoutOrderNamingStrategy')).toHaveTextContent(t('storeOptions.namingStrategies.0'));
    expect(combo('StoreKitchenRoutingMethods.ForTakeout')).toHaveTextContent(t('storeOptions.routingMethods.0'));
    // With no optional mode left there is nothing to prompt for.
    expect(toggle('IsOrderModePromptEnabled')).not.toBeChecked();
    expect(toggle('IsOrderModePromptEnabled')).toBeDisabled();
    await userEvent.click(save());
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({
      IsTakeoutEnabled: false,
      TakeoutChargeId: null,
      TakeoutOrderNamingStrategy: 0,
      IsOrderModePromptEnabled: false,
      StoreKitchenRoutingMethods: { ForTakeout: 0 },
    });
  });

  it('clears the PUC ids when PUC is turned off', async () => {
    renderPage({ stored: { IsPucOrderEnabled: true, PucStoreId: 12, PucOrgId: 34 } });
    await loaded();
    expect(box('PucStoreId')).toHaveValue('12');
    await userEvent.click(toggle('IsPucOrderEnabled'));
    await waitFor(() => expect(box('PucStoreId')).toHaveValue(''));
    expect(box('PucOrgId')).toHaveValue('');
  });

  it('follows the service type: by ticket and the chit header for quick service, by seat for table service', async () => {
    renderPage();
    await loaded();
    expect(toggle('IsDineInChitHeaderEnabled')).toBeInTheDocument();
    await userEvent.click(combo('GuestCountMode'));
    let options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(t('storeOptions.guestCountModes.2'));
    expect(options).not.toContain(t('storeOptions.guestCountModes.1'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(toggle('IsQuickService'));
    await waitFor(() => expect(screen.queryByRole('switch', { name: field('IsDineInChitHeaderEnabled') })).toBeNull());
    expect(combo('GuestCountMode')).toHaveTextContent(t('storeOptions.guestCountModes.0'));
    await userEvent.click(combo('GuestCountMode'));
    options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(t('storeOptions.guestCountModes.1'));
    expect(options).not.toContain(t('storeOptions.guestCountModes.2'));
  });

  const FLAGGED = [
    'IsDeliveryEnabled',
    'IsVenueProductCountEnabled',
    'IsPucOrderEnabled',
    'IsHoldandReleaseTimersEnabled',
  ];
  it.each([
    ['every flag on', ALL_FLAGS, [...FLAGGED, 'IsBreaksEnabled'], true],
    ['no flags', {}, ['IsBreaksEnabled'], false],
    ['the breaks-hiding flag', { ...ALL_FLAGS, hideBreaks: true }, FLAGGED, true],
    ['kitchen routing without KDS', { ...ALL_FLAGS, kdsEnabled: false }, [...FLAGGED, 'IsBreaksEnabled'], false],
  ])('shows the parts the flags allow: %s', async (_name, flags, shown, routing) => {
    renderPage({ flags });
    await loaded();
    const all = [...FLAGGED, 'IsBreaksEnabled'];
    for (const name of all)
      if (shown.includes(name)) expect(toggle(name)).toBeInTheDocument();
      else expect(screen.queryByRole('switch', { name: field(name) })).toBeNull();
    const heading = screen.queryByRole('heading', { name: t('storeOptions.sections.kitchenRouting') });
    if (routing) expect(heading).toBeInTheDocument();
    else expect(heading).toBeNull();
  });

  it('shows the warning instead of the form for an account with several stores', async () => {
    renderPage({
      get: () => ({
        status: 403,
        body: { success: false, statusCode: 403, messageKey: STORE_OPTIONS_ERROR.multiStore, message: '' },
      }),
    });
    expect(await screen.findByText(t('storeOptions.multiStore'))).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('opens the error modal with the store options message when a save fails', async () => {
    renderPage({
      update: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: STORE_OPTIONS_ERROR.staleChecksum, message: '' },
      }),
    });
    await loaded();
    await userEvent.click(toggle('IsGratuityEnabled'));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    const modal = await screen.findByRole('dialog', { name: t('storeOptions.errorTitle') });
    expect(modal).toHaveTextContent(t('storeOptions.errorMessage'));
    expect(modal).toHaveTextContent(t('storeOptions.errors.staleChecksum'));
    expect(within(modal).getByRole('button', { name: t('common.reload') })).toBeInTheDocument();
  });
});
