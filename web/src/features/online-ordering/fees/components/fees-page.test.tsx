import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  FEE_TAX_CATEGORIES_PATH,
  FEES_ERROR,
  type TFee,
  type TFeeTaxCategory,
} from '@mp/contracts/online-ordering/fees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { FeesPage } from './fees-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`fees.${key}`, options);

const taxCategory = (id: number, name: string, isDefault: boolean): TFeeTaxCategory => ({
  MerchantId: 1002,
  TaxCategoryId: id,
  ExternalTaxCategoryId: String(id),
  Name: name,
  IsDefault: isDefault,
  AffectedItemCount: 3,
  IsGratuity: false,
  IsInclusive: false,
});
const SALES_TAX = taxCategory(31, 'Sales Tax', true);
const NO_TAX = taxCategory(32, 'No Tax', false);
/** Made inactive since the bag fee took it: not in the list, still the bag fee's. */
const OLD_TAX = taxCategory(33, 'Old Tax', false);

const PARTNER: TFee = {
  feeId: 'fee-partner',
  feeNumber: 1,
  name: 'Delivery Partner Fee',
  description: '',
  assignedSites: ['site2101'],
  fulfillmentTypes: ['Delivery'],
  calculation: { type: 'amount', value: 4.99, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
  salesItemId: 1899,
  deliveryPartnerFee: true,
  taxCategory: SALES_TAX,
};
const BAG: TFee = {
  feeId: 'fee-bag',
  feeNumber: 2,
  name: 'Bag fee',
  description: 'Paper bags',
  assignedSites: ['site2101'],
  fulfillmentTypes: ['Pickup', 'Curbside'],
  calculation: { type: 'percent', value: 2, minAmount: 0.5, maxAmount: null, roundingDecimalPlaces: 1 },
  salesItemId: 1900,
  deliveryPartnerFee: false,
  taxCategory: OLD_TAX,
};
const store = (id: number, name: string) => ({
  MerchantId: 1002,
  StoreId: id,
  StoreCode: `S${id}`,
  StoreName: name,
  MerchantName: 'Corner Cafe',
  IsDeleted: false,
  HasFirstRun: true,
  StoreSiteId: `site-${id}`,
});

type TCall = { operation: string; variables: Record<string, unknown> };
type TOptions = {
  fees?: TFee[];
  stores?: ReturnType<typeof store>[];
  featureIds?: number[];
  outlet?: Parameters<typeof portalOutlet>[0];
  /** An operation the server refuses, with its answer's extensions. */
  refuse?: { operation: string; extensions: Record<string, unknown> };
};

function renderPage(options: TOptions = {}) {
  const calls: TCall[] = [];
  let fees = options.fees ?? [PARTNER, BAG];
  const answers: Record<string, (v: Record<string, unknown>) => unknown> = {
    getFees: () => fees.map(({ feeId, name, deliveryPartnerFee }) => ({ feeId, name, deliveryPartnerFee })),
    getFeeById: (v) => fees.find((fee) => fee.feeId === v.feeId),
    createFee: () => ({ feeId: 'fee-new' }),
    updateFee: () => ({ sitesUpdated: false }),
    deleteFeeById: (v) => ((fees = fees.filter((fee) => fee.feeId !== v.feeId)), true),
  };
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ featureIds: options.featureIds ?? [] }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
    [`POST ${FEE_TAX_CATEGORIES_PATH}`]: () => ({ body: [SALES_TAX, NO_TAX] }),
    'GET /Account/GetStoresWithMerchantsInfo': () => {
      const rows = options.stores ?? [store(2101, 'Corner Cafe')];
      return { body: { ResultSet: rows, TotalRowCount: rows.length } };
    },
    'POST /graphql': (body) => {
      const { query, variables } = body as { query: string; variables: Record<string, unknown> };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables });
      if (options.refuse?.operation === operation)
        return { body: { data: null, errors: [{ message: 'no', extensions: options.refuse.extensions }] } };
      return { body: { data: { [operation]: answers[operation]?.(variables) ?? null } } };
    },
  });
  const outlet = portalOutlet(options.outlet);
  renderWithApp(<FeesPage />, '/', outlet);
  return { calls, outlet };
}

const mutations = (calls: TCall[]) => calls.filter((c) => !/^get/.test(c.operation));
const tab = (name: string) => screen.findByRole('tab', { name });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const saveButton = () => screen.getByRole('button', { name: t('save') });

describe('FeesPage', () => {
  it('shows a tab per fee; the partner fee is read-only and says why', async () => {
    renderPage();
    await userEvent.click(await tab('Bag fee'));
    expect(field(t('name'))).toHaveValue('Bag fee');
    expect(field(t('value.percent'))).toHaveValue('2.00');
    expect(field(t('minAmount'))).toHaveValue('0.50');
    expect(screen.getByRole('radio', { name: t('roundings.tenCents') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t('fulfillmentTypes.pickupAndCurbside') })).toBeChecked();
    await userEvent.click(screen.getByRole('tab', { name: 'Delivery Partner Fee' }));
    expect(screen.getByText(t('partnerReadOnly'))).toBeInTheDocument();
    expect(field(t('name'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: t('deleteFee') })).toBeNull();
  });

  it('adds a fee with the only site assigned, formats on blur and creates it', async () => {
    const { calls } = renderPage();
    await tab('Bag fee');
    await userEvent.click(screen.getByRole('button', { name: t('addFee') }));
    expect(screen.getByRole('tab', { name: t('newFee'), selected: true })).toBeInTheDocument();
    await userEvent.type(field(t('name')), 'Service');
    await userEvent.type(field(t('value.amount')), '1.5');
    await userEvent.tab();
    expect(field(t('value.amount'))).toHaveValue('1.50');
    await userEvent.click(screen.getByRole('checkbox', { name: t('fulfillmentTypes.delivery') }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(mutations(calls).map((c) => c.operation)).toEqual(['createFee']));
    expect(mutations(calls)[0]!.variables).toEqual({
      name: 'Service',
      description: '',
      assignedSites: ['site2101'],
      fulfillmentTypes: ['Delivery'],
      calculation: { type: 'amount', value: 1.5, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
      salesItemId: null,
      deliveryPartnerFee: false,
      taxCategoryId: SALES_TAX.TaxCategoryId,
    });
    expect(await screen.findByText(t('saved'))).toBeInTheDocument();
  });

  it("keeps a fee's inactive tax category choosable and sends a new one with the update", async () => {
    const { calls } = renderPage();
    await userEvent.click(await tab('Bag fee'));
    const select = screen.getByRole('combobox', { name: t('taxCategory') });
    expect(select).toHaveTextContent('Old Tax');
    await userEvent.click(select);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([t('defaultTaxCategory', { name: 'Sales Tax' }), 'No Tax', 'Old Tax']);
    await userEvent.click(screen.getByRole('option', { name: 'No Tax' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    expect(mutations(calls)[0]).toMatchObject({
      operation: 'updateFee',
      variables: { feeId: 'fee-bag', taxCategoryId: NO_TAX.TaxCategoryId },
    });
  });

  it("shows the server's tax category refusal under the tax category", async () => {
    renderPage({
      refuse: {
        operation: 'updateFee',
        extensions: { statusCode: 400, messageKey: FEES_ERROR.taxCategory, field: 'taxCategoryId' },
      },
    });
    await userEvent.click(await tab('Bag fee'));
    await userEvent.click(screen.getByRole('combobox', { name: t('taxCategory') }));
    await userEvent.click(screen.getByRole('option', { name: 'No Tax' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText(i18n.t(FEES_ERROR.taxCategory), { selector: 'p' })).toBeInTheDocument();
  });

  it('updates only the changed fee, its sites unchanged', async () => {
    const { calls } = renderPage();
    await userEvent.click(await tab('Bag fee'));
    await userEvent.clear(field(t('description')));
    await userEvent.type(field(t('description')), 'Bags');
    await userEvent.click(saveButton());
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    expect(mutations(calls)[0]).toMatchObject({
      operation: 'updateFee',
      variables: { feeId: 'fee-bag', description: 'Bags', assignedSitesChanged: false, salesItemId: 1900 },
    });
  });

  it('blocks the save with the form-input warning and names the fees with errors', async () => {
    const { calls } = renderPage();
    await tab('Bag fee');
    await userEvent.click(screen.getByRole('button', { name: t('addFee') }));
    await userEvent.type(field(t('name')), 'bag FEE');
    expect(await screen.findByText(t('errors.nameTakenOnPage'))).toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(await screen.findByTestId('fees-form-input-error')).toHaveTextContent(t('formInputError'));
    expect(screen.getByText(i18n.t(FEES_ERROR.fulfillmentTypes))).toBeInTheDocument();
    await userEvent.hover(saveButton().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(t('saveErrorTooltip', { names: 'bag FEE' }));
    expect(mutations(calls)).toEqual([]);
  });

  it('offers no Add fee at 20 fees, and says why', async () => {
    const twenty = Array.from({ length: 20 }, (_, n) => ({ ...BAG, feeId: `fee-${n}`, name: `Fee ${n}` }));
    renderPage({ fees: twenty });
    await tab('Fee 19');
    const add = screen.getByRole('button', { name: t('addFee') });
    expect(add).toBeDisabled();
    await userEvent.hover(add.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(i18n.t(FEES_ERROR.maxFee));
  });

  it("shows the server's name refusal under the name", async () => {
    renderPage({
      refuse: {
        operation: 'updateFee',
        extensions: { statusCode: 409, messageKey: FEES_ERROR.nameTaken, field: 'name' },
      },
    });
    await userEvent.click(await tab('Bag fee'));
    await userEvent.clear(field(t('name')));
    await userEvent.type(field(t('name')), 'Coffee');
    await userEvent.click(saveButton());
    const refusal = i18n.t(FEES_ERROR.nameTaken);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field(t('name'))).toHaveAccessibleDescription(refusal);
  });

  it('deletes after confirming; the last fee leaves a blank one', async () => {
    const { calls } = renderPage({ fees: [BAG] });
    await tab('Bag fee');
    await userEvent.click(screen.getByRole('button', { name: t('deleteFee') }));
    const dialog = screen.getByRole('dialog', { name: t('deleteTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('deleteConfirm') }));
    await waitFor(() =>
      expect(mutations(calls)).toEqual([{ operation: 'deleteFeeById', variables: { feeId: 'fee-bag' } }]),
    );
    expect(await tab(t('newFee'))).toBeInTheDocument();
    expect(field(t('name'))).toHaveValue('');
    expect(saveButton()).toBeDisabled();
  });

  it('asks a store view of several stores for the company view, greyed and without Save', async () => {
    const { outlet } = renderPage({
      outlet: { activeStoreCount: 2 },
      stores: [store(2101, 'Corner Cafe'), store(2102, 'Corner Cafe East')],
    });
    await userEvent.click(await tab('Bag fee'));
    expect(screen.getByText(t('companyView'))).toBeInTheDocument();
    expect(field(t('name'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: t('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('addFee') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('chooseCompanyView') }));
    expect(outlet.openSelection).toHaveBeenCalledWith('store');
  });

  it('is read-only without the edit permission', async () => {
    renderPage({ featureIds: [EDIT_FEATURE_ID.onlineOrdering] });
    await userEvent.click(await tab('Bag fee'));
    expect(await screen.findByText(i18n.t('onlineOrdering.readOnlyNotice'))).toBeInTheDocument();
    expect(field(t('name'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: t('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('deleteFee') })).toBeNull();
  });
});
