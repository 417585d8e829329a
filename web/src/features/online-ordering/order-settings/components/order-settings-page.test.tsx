import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { defaultFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { OrderSettingsPage } from './order-settings-page';

const t = (key: string) => i18n.t(`orderSettings.${key}`);
const FULFILLMENT = { ...defaultFulfillmentTimeSettings(), offeringDelivery: true, enterpriseUnitId: '2101' };
const FEES = {
  id: 'fees-1',
  enterpriseUnitId: '2101',
  feePayer: 3,
  settings: { store: { percent: 50, flatFee: 0 }, consumer: { percent: 50, flatFee: 0 } },
};

const PARTNER_FEE = {
  feeId: 'fee-partner',
  feeNumber: 1,
  name: 'Delivery Partner Fee',
  description: '',
  assignedSites: ['2101', '2102'],
  fulfillmentTypes: ['Delivery'],
  salesItemId: 1899,
  deliveryPartnerFee: true,
  calculation: { type: 'amount', value: 4.99, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
  taxCategory: null,
};

type TCall = { operation: string; variables: Record<string, unknown> };

function renderPage(
  options: {
    featureIds?: number[];
    failPatch?: boolean;
    companyView?: boolean;
    offering?: boolean;
    partnerFee?: boolean;
  } = {},
) {
  const calls: TCall[] = [];
  const fulfillment = { ...FULFILLMENT, offeringDelivery: options.offering ?? true };
  const partner = options.partnerFee ?? true;
  const answers: Record<string, () => unknown> = {
    getFulfillmentTimeSettings: () => fulfillment,
    patchFulfillmentTimeSettings: () => ({ ...fulfillment, offeringDelivery: !fulfillment.offeringDelivery }),
    getDeliveryFeeSettingsByEnterpriseUnit: () => FEES,
    updateDeliveryFeeSettings: () => FEES,
    GetMinimumDeliveryAmountForSite: () => ({ minimumDeliveryAmount: '15.00' }),
    UpdateCustomFieldsBySiteId: () => ({ minimumDeliveryAmount: '12.00' }),
    getOrganizationProductAddOns: () => ({ addOns: ['DELIVERY'] }),
    getFees: () => (partner ? [{ feeId: PARTNER_FEE.feeId, name: PARTNER_FEE.name, deliveryPartnerFee: true }] : []),
    getFeeById: () => PARTNER_FEE,
    updateFee: () => ({ sitesUpdated: true }),
    createFee: () => ({ feeId: 'fee-new' }),
  };
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ featureIds: options.featureIds ?? [] }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: { delivery: true, openCheckIntegration: true } } }),
    'POST /graphql': (body) => {
      const { query, variables } = body as { query: string; variables: Record<string, unknown> };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables });
      // A company view of several stores: the server refuses every read of the store's settings (spec 3 §6).
      if (options.companyView && operation !== 'getOrganizationProductAddOns')
        return {
          body: {
            data: null,
            errors: [{ message: 'no', extensions: { statusCode: 409, messageKey: OO_ERROR.storeView } }],
          },
        };
      const missing = operation === 'getTimeSettingsByEnterpriseUnit';
      if (missing || (operation === 'patchFulfillmentTimeSettings' && options.failPatch))
        return {
          body: {
            data: null,
            errors: [
              {
                message: 'no',
                extensions: missing
                  ? { statusCode: 404, messageKey: 'onlineOrdering.errors.notFound' }
                  : { statusCode: 500, messageKey: 'common.errors.server' },
              },
            ],
          },
        };
      return { body: { data: { [operation]: answers[operation]?.() ?? null } } };
    },
  });
  renderWithApp(<OrderSettingsPage />, '/', portalOutlet());
  return calls;
}

const mutations = (calls: TCall[]) => calls.filter((c) => !/^get|^Get/.test(c.operation)).map((c) => c.operation);

const openDelivery = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: t('tabs.delivery') }));
  return screen.findByRole('textbox', { name: t('delivery.minimum') });
};
const save = () => userEvent.click(screen.getByRole('button', { name: t('save') }));
const variablesOf = (calls: TCall[], operation: string) => calls.find((c) => c.operation === operation)?.variables;

describe('OrderSettingsPage', () => {
  it('saves the changed minimum, then the fee settings; the partner fee is left alone while the flag stays', async () => {
    const calls = renderPage();
    const minimum = await openDelivery();
    expect(minimum).toHaveValue('15.00');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '12');
    await userEvent.click(screen.getByRole('radio', { name: t('delivery.payers.4') }));
    await userEvent.type(screen.getByRole('textbox', { name: t('delivery.value.amount') }), '2.5');
    await save();
    await waitFor(() => expect(mutations(calls)).toHaveLength(2));
    expect(mutations(calls)).toEqual(['UpdateCustomFieldsBySiteId', 'updateDeliveryFeeSettings']);
    expect(variablesOf(calls, 'UpdateCustomFieldsBySiteId')).toEqual({
      customFields: [{ key: 'minimumdeliveryamount', value: '12.00' }],
    });
    expect(variablesOf(calls, 'updateDeliveryFeeSettings')).toEqual({
      id: 'fees-1',
      settings: { store: { percent: 0, flatFee: 2.5 }, consumer: { percent: 0, flatFee: 0 } },
    });
  });

  it('clears the minimum delivery amount (empty: no minimum)', async () => {
    const calls = renderPage();
    await userEvent.clear(await openDelivery());
    await save();
    await waitFor(() => expect(mutations(calls)).toContain('updateDeliveryFeeSettings'));
    expect(variablesOf(calls, 'UpdateCustomFieldsBySiteId')).toEqual({
      customFields: [{ key: 'minimumdeliveryamount', value: '' }],
    });
  });

  it('turning delivery off hides the fee options, and the save removes the site from the partner fee', async () => {
    const calls = renderPage();
    await openDelivery();
    expect(screen.getByText(t('delivery.payer'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: t('delivery.offering') }));
    expect(screen.queryByText(t('delivery.payer'))).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(mutations(calls)).toContain('updateFee'));
    expect(mutations(calls)).toEqual(['patchFulfillmentTimeSettings', 'updateDeliveryFeeSettings', 'updateFee']);
    expect(variablesOf(calls, 'getFeeById')).toEqual({ feeId: 'fee-partner' });
    expect(variablesOf(calls, 'updateFee')).toEqual({
      feeId: 'fee-partner',
      name: PARTNER_FEE.name,
      description: '',
      fulfillmentTypes: ['Delivery'],
      calculation: PARTNER_FEE.calculation,
      salesItemId: PARTNER_FEE.salesItemId,
      // The partner's fee keeps its tax category (null: unchanged).
      taxCategoryId: null,
      assignedSites: ['2102'],
      assignedSitesChanged: true,
    });
  });

  it('turning delivery on with no partner fee yet creates it for this site', async () => {
    const calls = renderPage({ offering: false, partnerFee: false });
    await openDelivery();
    expect(screen.queryByText(t('delivery.payer'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: t('delivery.offering') }));
    expect(screen.getByText(t('delivery.payer'))).toBeInTheDocument();
    await save();
    await waitFor(() => expect(mutations(calls)).toContain('createFee'));
    expect(mutations(calls)).toEqual(['patchFulfillmentTimeSettings', 'updateDeliveryFeeSettings', 'createFee']);
    expect(variablesOf(calls, 'createFee')).toMatchObject({
      assignedSites: ['2101'],
      fulfillmentTypes: ['Delivery'],
      deliveryPartnerFee: true,
      salesItemId: null,
    });
  });

  it('puts the switch back after a failed save and saves nothing else', async () => {
    const calls = renderPage({ failPatch: true });
    await userEvent.click(await screen.findByRole('tab', { name: t('tabs.delivery') }));
    const offering = await screen.findByRole('switch', { name: t('delivery.offering') });
    await userEvent.click(offering);
    expect(offering).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(new RegExp(t('errors.general')))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t('delivery.offering') })).toBeChecked();
    expect(mutations(calls)).toEqual(['patchFulfillmentTimeSettings']);
  });

  it('hides Dine-in and Scan order and pay from a view-only user', async () => {
    renderPage({ featureIds: [EDIT_FEATURE_ID.onlineOrdering] });
    expect(await screen.findByText(t('viewOnlyNotice'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
        ['future', 'curbside', 'delivery'].map((name) => t(`tabs.${name}`)),
      ),
    );
  });

  it('greys every tab with its defaults under the StoreView warning, without Save, in a company view', async () => {
    const calls = renderPage({ companyView: true });
    expect(await screen.findByText(t('storeView'))).toBeInTheDocument();
    const greyed = screen.getByTestId('store-view-greyed');
    expect(greyed).toBeDisabled();
    expect(within(greyed).getByRole('textbox', { name: t('future.days') })).toHaveValue('7');
    expect(within(greyed).getByRole('textbox', { name: t('future.days') })).toBeDisabled();
    for (const [tab, control] of [
      ['curbside', () => screen.getByRole('switch', { name: t('offeringCurbside.label') })],
      ['delivery', () => screen.getByRole('textbox', { name: t('delivery.minimum') })],
      ['scanAndPay', () => screen.getByRole('textbox', { name: t('scan.tableCount') })],
    ] as const) {
      await userEvent.click(screen.getByRole('tab', { name: t(`tabs.${tab}`) }));
      expect(await waitFor(control)).toBeDisabled();
      expect(screen.queryByRole('button', { name: t('save') })).toBeNull();
    }
    expect(screen.getByRole('textbox', { name: t('scan.tableCount') })).toHaveValue('80');
    // The tabs' own reads are not sent: the server would refuse them.
    expect(calls.map((c) => c.operation)).toEqual(['getFulfillmentTimeSettings']);
  });
});
