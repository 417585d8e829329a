import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { TippingPage } from './tipping-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('TippingPage', () => {
  it('greys the default tips (15, 18, 20) under the StoreView warning, without Save or Discard', async () => {
    mockFetch({
      ...csrfRoute,
      'GET /Portal/GetPortalData': () => ({ body: portalData() }),
      'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
      'POST /graphql': () => {
        const extensions = { statusCode: 409, messageKey: OO_ERROR.storeView };
        return { body: { data: null, errors: [{ message: 'refused', extensions }] } };
      },
    });
    renderWithApp(<TippingPage />, '/', portalOutlet());
    expect(await screen.findByText(t('onlineOrdering.storeView'))).toBeInTheDocument();
    const greyed = screen.getByTestId('store-view-greyed');
    expect(within(greyed).getByRole('switch', { name: t('tipping.enabled') })).toBeDisabled();
    [15, 18, 20].forEach((percent, index) => {
      const field = within(greyed).getByRole('textbox', { name: t('tipping.percentLabel', { n: index + 1 }) });
      expect(field).toHaveValue(String(percent));
      expect(field).toBeDisabled();
    });
    expect(within(greyed).getByRole('radio', { name: t('tipping.noDefault') })).toBeChecked();
    for (const name of ['save', 'discard'])
      expect(screen.queryByRole('button', { name: t(`tipping.${name}`) })).toBeNull();
    expect(screen.queryByText(t('tipping.loadFailed'))).toBeNull();
  });
});
