import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { SITE_BRANDING_ERROR, type TSiteBrand } from '@mp/contracts/online-ordering/site-branding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { SiteBrandingPage } from './site-branding-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`siteBranding.${key}`, options);

const WARM: TSiteBrand = {
  id: 'b-warm',
  name: 'Cafe Warm',
  sitePrimaryColor: '#7b4b2a',
  font: 'Merriweather',
  buttonTextColor: 'white',
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

function renderPage(
  options: { featureIds?: number[]; refuse?: { operation: string; field: string; key: string } } = {},
) {
  const calls: TCall[] = [];
  let brands = [WARM];
  const sites: Record<string, string[]> = { 'b-warm': ['site2101'] };
  const answers: Record<string, (v: Record<string, unknown>) => unknown> = {
    getSiteBrands: () => ({
      pageNumber: 1,
      totalPages: 1,
      totalResults: brands.length,
      lastPage: true,
      pageContent: brands.map(({ id, name }) => ({ id, name })),
    }),
    getSiteBrandById: (v) => brands.find((b) => b.id === v.id),
    getSiteBrandAssignedSites: (v) => ({ id: v.id, assignedSites: sites[v.id as string] ?? [] }),
    createSiteBrand: (v) => {
      const brand = { ...(v as Omit<TSiteBrand, 'id'>), id: 'b-new' };
      brands = [...brands, brand];
      return brand;
    },
    assignSitesToSiteBrand: (v) => {
      const taken = v.assignedSites as string[];
      for (const id of Object.keys(sites)) sites[id] = sites[id]!.filter((s) => !taken.includes(s));
      sites[v.id as string] = taken;
      return { id: v.id, assignedSites: taken };
    },
    deleteSiteBrandById: (v) => ((brands = brands.filter((b) => b.id !== v.id)), true),
  };
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ featureIds: options.featureIds ?? [] }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
    'GET /Account/GetStoresWithMerchantsInfo': () => {
      const rows = [store(2101, 'Corner Cafe'), store(2102, 'Corner Cafe Annex')];
      return { body: { ResultSet: rows, TotalRowCount: rows.length } };
    },
    'POST /graphql': (body) => {
      const { query, variables } = body as { query: string; variables: Record<string, unknown> };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables });
      if (options.refuse?.operation === operation) {
        const extensions = { statusCode: 400, messageKey: options.refuse.key, field: options.refuse.field };
        return { body: { data: null, errors: [{ message: 'no', extensions }] } };
      }
      return { body: { data: { [operation]: answers[operation]?.(variables) ?? null } } };
    },
  });
  const outlet = portalOutlet(options.featureIds ? { featureIds: options.featureIds } : undefined);
  renderWithApp(<SiteBrandingPage />, '/', outlet);
  return { calls };
}

const mutations = (calls: TCall[]) => calls.filter((c) => !/^get/.test(c.operation));
const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${t('name')}`) });
const hexField = () => screen.getByTestId('brand-color-hex');

describe('SiteBrandingPage', () => {
  it('adds Brand 2 with the defaults, takes a site from Cafe Warm, and saves: create, then assign', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Cafe Warm' })).toHaveAttribute('aria-selected', 'true');
    expect(nameField()).toHaveValue('Cafe Warm');
    expect(screen.getByText(t('counter', { count: 9, max: 20 }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t('addBrand') }));
    expect(screen.getByRole('tab', { name: 'Brand 2' })).toHaveAttribute('aria-selected', 'true');
    expect(hexField()).toHaveValue('#0f235f');
    expect(screen.getByRole('radio', { name: t('buttonTextColors.white') })).toBeChecked();

    await userEvent.click(screen.getByRole('combobox', { name: t('sites.label') }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^Corner Cafe In Cafe Warm/ })).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: t('sites.selectAll') }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText(t('sites.count', { count: 2, total: 2 }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    await waitFor(() => expect(screen.getByText(t('saved'))).toBeInTheDocument());
    expect(mutations(calls)).toEqual([
      {
        operation: 'assignSitesToSiteBrand',
        variables: { id: 'b-warm', assignedSites: [] },
      },
      {
        operation: 'createSiteBrand',
        variables: { name: 'Brand 2', font: 'Source Sans Pro', sitePrimaryColor: '#0f235f', buttonTextColor: 'white' },
      },
      {
        operation: 'assignSitesToSiteBrand',
        variables: { id: 'b-new', assignedSites: ['site2101', 'site2102'] },
      },
    ]);
  });

  it('clamps RGB fields, keeps # and 6 hex digits, and warns when the button text fails AA', async () => {
    renderPage();
    await screen.findByRole('tab', { name: 'Cafe Warm' });
    expect(screen.queryByTestId('brand-contrast-warning')).toBeNull();
    await userEvent.clear(hexField());
    await userEvent.type(hexField(), 'ffeb3b99');
    expect(hexField()).toHaveValue('#ffeb3b');
    expect(screen.getByTestId('brand-contrast-warning')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: t('buttonTextColors.black') }));
    expect(screen.queryByTestId('brand-contrast-warning')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t('color.modes.hsl') }));
    const hue = screen.getByTestId('brand-color-h');
    await userEvent.clear(hue);
    await userEvent.type(hue, '400');
    await userEvent.tab();
    expect(hue).toHaveValue('360');
    await userEvent.click(screen.getByRole('button', { name: t('color.modes.rgb') }));
    const green = screen.getByTestId('brand-color-g');
    await userEvent.clear(green);
    await userEvent.type(green, 'abc');
    await userEvent.tab();
    expect(green).toHaveValue('0');
  });

  it("shows the server's refusal under its field", async () => {
    renderPage({ refuse: { operation: 'updateSiteBrand', field: 'name', key: SITE_BRANDING_ERROR.nameLength } });
    await screen.findByRole('tab', { name: 'Cafe Warm' });
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Cafe Warmer');
    await userEvent.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findByText(i18n.t(SITE_BRANDING_ERROR.nameLength))).toBeInTheDocument();
  });

  it('deletes a brand after asking', async () => {
    const { calls } = renderPage();
    await screen.findByRole('tab', { name: 'Cafe Warm' });
    await userEvent.click(screen.getByRole('button', { name: t('deleteBrand') }));
    await userEvent.click(await screen.findByRole('button', { name: t('deleteConfirm') }));
    await waitFor(() => expect(screen.getByTestId('site-branding-empty')).toBeInTheDocument());
    expect(mutations(calls)).toEqual([{ operation: 'deleteSiteBrandById', variables: { id: 'b-warm' } }]);
  });

  it('is read-only without the edit permission', async () => {
    renderPage({ featureIds: [EDIT_FEATURE_ID.onlineOrdering] });
    await screen.findByRole('tab', { name: 'Cafe Warm' });
    expect(screen.getByText(i18n.t('onlineOrdering.readOnlyNotice'))).toBeInTheDocument();
    expect(nameField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: t('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('addBrand') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('deleteBrand') })).toBeNull();
  });
});
