import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import type { TCompanyInformation } from '@mp/contracts/company-information';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { CompanyInformationPage } from './company-information-page';

const t = (key: string) => i18n.t(key);
const field = (name: string) => t(`companyInformation.fields.${name}`);

const STORED: TCompanyInformation = {
  merchantId: 1002,
  countryId: 840,
  contName: 'Dana Whitfield',
  contEmail: 'dana@cornercafe.example.com',
  coName: 'Corner Cafe LLC',
  industryId: 4,
  coAdd1: '12 Market Street',
  coAdd2: '',
  coCity: 'Portland',
  coState: 'US-OR',
  coZip: '97204',
  contPhone: '(503) 555-0142',
  merchantLogoUrl: '',
  webSiteUrl: 'https://cornercafe.example.com',
  marketingFromEmailAddress: 'hello@cornercafe.example.com',
  ConcurrencyChecksum: '1',
};
const COUNTRIES = [
  { CountryId: 124, Alpha2: 'CA', Name: 'Canada', HasStates: true },
  { CountryId: 336, Alpha2: 'VA', Name: 'Holy See', HasStates: false },
  { CountryId: 840, Alpha2: 'US', Name: 'United States of America', HasStates: true },
];
const US_STATES = [
  { Code: 'US-OR', Abbreviation: 'OR', Name: 'Oregon' },
  { Code: 'US-WA', Abbreviation: 'WA', Name: 'Washington' },
];

function renderPage(options: { featureIds?: number[]; update?: () => { status?: number; body: unknown } } = {}) {
  const calls: { update: unknown[] } = { update: [] };
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ storeId: 0, featureIds: options.featureIds ?? [] }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
    'POST /Company/GetCompanyContactInfoAndIndustry': () => ({ body: { IsSuccessful: true, Entity: STORED } }),
    'POST /Locale/GetAllCountries': () => ({ body: COUNTRIES }),
    'GET /Locale/GetStatesByCountryId': (_body, url) => ({
      body: url.searchParams.get('countryId') === '840' ? US_STATES : [],
    }),
    'POST /Company/UpdateCompanyContactInfoAndIndustry': (body) => {
      calls.update.push(body);
      return options.update?.() ?? { body: { IsSuccessful: true, Entity: { ...STORED, ConcurrencyChecksum: '2' } } };
    },
  });
  renderWithApp(<CompanyInformationPage />);
  return calls;
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${field(name)}( \\*)?$`) });
const save = () => screen.getByRole('button', { name: t('companyInformation.save') });

describe('CompanyInformationPage', () => {
  it('shows the stored company with its state, the business type read-only, and saves a change', async () => {
    const calls = renderPage();
    expect(await screen.findByDisplayValue('Corner Cafe LLC')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('US-OR'));
    expect(screen.getByDisplayValue(t('companyInformation.industries.4'))).toHaveAttribute('readonly');
    expect(save()).toBeDisabled();
    await userEvent.clear(box('coCity'));
    await userEvent.type(box('coCity'), 'Salem');
    await userEvent.click(save());
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({
      company: { coCity: 'Salem', coState: 'US-OR', ConcurrencyChecksum: '1' },
      notifyCommerce: true,
      updateStoreCoordinates: true,
    });
    expect(await screen.findByText(t('companyInformation.saved'))).toBeInTheDocument();
  });

  it('requires the fields of spec 2 §5 and keeps Save from sending', async () => {
    const calls = renderPage();
    await screen.findByDisplayValue('Corner Cafe LLC');
    await userEvent.clear(box('coName'));
    expect(await screen.findByText(t('companyInformation.errors.required'))).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(calls.update).toHaveLength(0);
  });

  it('hides the state for a country without states', async () => {
    renderPage();
    await screen.findByDisplayValue('Corner Cafe LLC');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'Holy See');
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
  });

  it("says 'Company Info update failed' and marks the field the server names", async () => {
    renderPage({
      update: () => ({
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          messageKey: 'companyInformation.errors.unknownState',
          message: 'x',
          field: 'company.coState',
        },
      }),
    });
    await screen.findByDisplayValue('Corner Cafe LLC');
    await userEvent.type(box('coAdd2'), 'Unit 4');
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Company Info update failed');
    expect(await screen.findByText(t('companyInformation.errors.unknownState'))).toBeInTheDocument();
  });

  it('disables every field without the company-edit right', async () => {
    renderPage({ featureIds: [EDIT_FEATURE_ID.companyInformation] });
    expect(await screen.findByText(t('companyInformation.viewOnlyNotice'))).toBeInTheDocument();
    for (const name of ['coName', 'contName', 'coAdd1', 'coCity', 'coZip', 'webSiteUrl'])
      expect(box(name)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toBeDisabled();
    expect(save()).toBeDisabled();
  });
});
