import { dayPartedMessage, MIGRATION_AREAS } from '@mp/contracts/online-ordering/data-migration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalOutlet } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { DataMigrationPage } from './data-migration-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const COMPANY = { storeId: 0, activeStoreCount: 2 };
const answer = (status: (area: string) => number, message = (_area: string) => 'done') => ({
  body: {
    data: {
      migrateSilverCommerceMerchant: {
        success: true,
        endpoints: MIGRATION_AREAS.map((name) => ({ name, status: status(name), message: message(name) })),
      },
    },
  },
});
const card = (area: string) => screen.getByTestId(`migration-${area}`);

describe('DataMigrationPage', () => {
  it('runs: every card answers, a success alert for all 200, and sends the merchant and view', async () => {
    const fetch = mockFetch({ ...csrfRoute, 'POST /graphql': () => answer(() => 200) });
    renderWithApp(<DataMigrationPage />, '/', portalOutlet(COMPANY));
    for (const area of MIGRATION_AREAS) expect(card(area)).toHaveAttribute('data-status', 'uninitialized');
    await userEvent.click(screen.getByRole('button', { name: t('dataMigration.sync') }));
    expect(await screen.findByText(t('dataMigration.result.success'))).toBeInTheDocument();
    for (const area of MIGRATION_AREAS) expect(card(area)).toHaveAttribute('data-status', 'success');
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/graphql'))!;
    expect(JSON.parse(String(init?.body)).variables.input).toEqual({
      merchantId: 1002,
      storeId: 0,
      organization: '1002',
      enterpriseUnit: '0',
    });
  });

  it('a rerun answering 218 shows warnings, and a day-parted message lists the types', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () =>
        answer(
          (area) => (area === 'stores' ? 200 : 218),
          (area) => (area === 'fulfillmentTypeConfig' ? dayPartedMessage(['DELIVERY', 'PICKUP']) : 'there'),
        ),
    });
    renderWithApp(<DataMigrationPage />, '/', portalOutlet(COMPANY));
    await userEvent.click(screen.getByRole('button', { name: t('dataMigration.sync') }));
    expect(await screen.findByText(t('dataMigration.result.warning'))).toBeInTheDocument();
    expect(card('domain')).toHaveAttribute('data-status', 'warning');
    expect(within(card('domain')).getByText(t('dataMigration.status.warning'))).toBeInTheDocument();
    expect(card('stores')).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('migration-day-parted')).toHaveTextContent('DELIVERY, PICKUP');
  });

  it('a failed request sets every card to error and shows the error toast with title and description', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () => ({
        status: 500,
        body: { success: false, statusCode: 500, messageKey: 'common.errors.server', message: 'x' },
      }),
    });
    renderWithApp(<DataMigrationPage />, '/', portalOutlet(COMPANY));
    await userEvent.click(screen.getByRole('button', { name: t('dataMigration.sync') }));
    expect(await screen.findByText(t('dataMigration.errorToast.title'))).toBeInTheDocument();
    await waitFor(() => {
      for (const area of MIGRATION_AREAS) expect(card(area)).toHaveAttribute('data-status', 'error');
    });
    expect(within(card('logoConfig')).getByText(t('dataMigration.status.error'))).toBeInTheDocument();
  });

  it('a 401 fetches a fresh token and retries once', async () => {
    let calls = 0;
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () =>
        ++calls === 1
          ? {
              status: 401,
              body: { success: false, statusCode: 401, messageKey: 'common.errors.unauthenticated', message: 'No' },
            }
          : answer(() => 200),
    });
    renderWithApp(<DataMigrationPage />, '/', portalOutlet(COMPANY));
    await userEvent.click(screen.getByRole('button', { name: t('dataMigration.sync') }));
    expect(await screen.findByText(t('dataMigration.result.success'))).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('is disabled with a warning in store view', () => {
    mockFetch({ ...csrfRoute });
    renderWithApp(<DataMigrationPage />, '/', portalOutlet({ storeId: 2101, activeStoreCount: 2 }));
    expect(screen.getByTestId('migration-store-view')).toHaveTextContent(t('dataMigration.storeView'));
    expect(screen.getByRole('button', { name: t('dataMigration.sync') })).toBeDisabled();
  });
});
