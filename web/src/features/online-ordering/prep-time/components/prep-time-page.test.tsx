import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { PrepTimePage } from './prep-time-page';

const t = (key: string) => i18n.t(key);

describe('PrepTimePage', () => {
  it('greys the default prep time under the StoreView warning, without Save or Discard, in a company view', async () => {
    const operations: string[] = [];
    mockFetch({
      ...csrfRoute,
      'GET /Portal/GetPortalData': () => ({ body: portalData() }),
      'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
      'POST /graphql': (body) => {
        operations.push((body as { query: string }).query);
        const extensions = { statusCode: 409, messageKey: OO_ERROR.storeView };
        return { body: { data: null, errors: [{ message: 'refused', extensions }] } };
      },
    });
    renderWithApp(<PrepTimePage />, '/', portalOutlet());
    expect(await screen.findByText(t('onlineOrdering.storeView'))).toBeInTheDocument();
    const greyed = screen.getByTestId('store-view-greyed');
    // The contract's default: 15 minutes.
    const hours = within(greyed).getByRole('combobox', { name: t('prepTime.hours') });
    const minutes = within(greyed).getByRole('combobox', { name: t('prepTime.minutes') });
    expect(hours).toHaveTextContent('0');
    expect(minutes).toHaveTextContent('15');
    for (const select of [hours, minutes]) expect(select).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['save', 'discard'])
      expect(screen.queryByRole('button', { name: t(`prepTime.${name}`) })).toBeNull();
    expect(screen.queryByTestId('next-available-times')).toBeNull();
    expect(operations).toHaveLength(1);
  });
});
