import { emptyCapacityWeek, WEEKDAYS, type TCapacitySettings } from '@mp/contracts/online-ordering/capacity';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { portalData, portalOutlet } from '../../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../../test/render';
import { CapacityPage } from './capacity-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const SETTINGS: TCapacitySettings = {
  id: 'cap-1',
  description: 'Mine',
  enterpriseUnit: 1,
  closedDays: [],
  ...emptyCapacityWeek(),
  monday: [{ startTime: '11:00', endTime: '14:00', capacities: { OrderCount: 12 } }],
};

const refusal = (statusCode: number, messageKey: string) => ({
  body: { data: null, errors: [{ message: 'refused', extensions: { statusCode, messageKey } }] },
});

type TGraphqlHandler = (variables: Record<string, unknown>) => { status?: number; body: unknown };

/** The page over a mocked /graphql: each operation by its root field; the calls in the order made. */
function renderPage(handlers: Record<string, TGraphqlHandler>) {
  const calls: { field: string; variables: Record<string, unknown> }[] = [];
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData() }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
    'POST /graphql': (body) => {
      const { query, variables } = body as { query: string; variables: Record<string, unknown> };
      const field = Object.keys(handlers).find((name) => query.includes(`${name}(`) || query.includes(`${name} {`));
      if (!field) return { body: { data: null, errors: [{ message: 'unknown' }] } };
      calls.push({ field, variables });
      return handlers[field]!(variables);
    },
  });
  renderWithApp(<CapacityPage />, '/', portalOutlet());
  return calls;
}

const TIMES = {
  getAvailableFulfillmentTimes: () => ({
    body: { data: { getAvailableFulfillmentTimes: { futureTimes: [], nextAvailableTime: null } } },
  }),
};
const ok = (field: string, value: unknown) => () => ({ body: { data: { [field]: value } } });
const maxOrders = (day: string, index: number) =>
  screen.getByLabelText(`${t('capacity.columns.maxOrders')}, ${t(`capacity.weekdays.${day}`)} interval ${index}`);

describe('CapacityPage', () => {
  it('creates and assigns settings, and time settings, when the store has none (404), then proceeds', async () => {
    const timeSettings = {
      id: 'time-1',
      description: '',
      bufferOpen: 0,
      bufferClose: 0,
      granularity: 15,
      maxFutureDays: 7,
      organization: '1',
      createdDate: '2026-11-28T00:00:00.000Z',
      updatedDate: '2026-11-28T00:00:00.000Z',
    };
    const calls = renderPage({
      ...TIMES,
      getTimeSettingsByEnterpriseUnit: () => refusal(404, OO_ERROR.notFound),
      createTimeSettings: ok('createTimeSettings', timeSettings),
      assignTimeSettings: ok('assignTimeSettings', timeSettings),
      getCapacitySettingsByEnterpriseUnit: () => refusal(404, OO_ERROR.notFound),
      createCapacitySettings: ok('createCapacitySettings', {
        ...SETTINGS,
        ...emptyCapacityWeek(),
        enterpriseUnit: null,
      }),
      assignCapacitySettings: ok('assignCapacitySettings', { ...SETTINGS, ...emptyCapacityWeek() }),
    });
    expect(await screen.findByTestId('capacity-grid')).toBeInTheDocument();
    expect(calls.map((c) => c.field).filter((f) => f !== 'getAvailableFulfillmentTimes')).toEqual([
      'getCapacitySettingsByEnterpriseUnit',
      'createCapacitySettings',
      'assignCapacitySettings',
      'getTimeSettingsByEnterpriseUnit',
      'createTimeSettings',
      'assignTimeSettings',
    ]);
    expect(calls.find((c) => c.field === 'assignCapacitySettings')?.variables).toEqual({ id: 'cap-1' });
  });

  it('shows a failed save for 2 seconds and keeps the edit', async () => {
    renderPage({
      ...TIMES,
      getCapacitySettingsByEnterpriseUnit: ok('getCapacitySettingsByEnterpriseUnit', SETTINGS),
      updateCapacitySettings: () => refusal(500, 'common.errors.server'),
    });
    const field = await waitFor(() => maxOrders('monday', 1));
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: t('capacity.save') }));
    expect(await screen.findByText(t('capacity.errors.saveFailure'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t('capacity.errors.saveFailure'))).toBeNull(), { timeout: 3000 });
    expect(maxOrders('monday', 1)).toHaveValue(30);
  });

  it('greys and collapses a closed day, whose chip cannot be chosen', async () => {
    renderPage({
      ...TIMES,
      getCapacitySettingsByEnterpriseUnit: ok('getCapacitySettingsByEnterpriseUnit', {
        ...SETTINGS,
        closedDays: ['sunday'],
      }),
    });
    const sunday = await screen.findByTestId('capacity-day-sunday');
    expect(within(sunday).getByText(t('capacity.closed'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('capacity.addInterval') }));
    expect(screen.getByTestId('capacity-chip-sunday')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('capacity-chip-monday')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('greys an empty week under the StoreView warning, without Save, Discard or Add, in a company view', async () => {
    renderPage({ ...TIMES, getCapacitySettingsByEnterpriseUnit: () => refusal(409, OO_ERROR.storeView) });
    expect(await screen.findByText(t('capacity.storeView'))).toBeInTheDocument();
    const greyed = screen.getByTestId('store-view-greyed');
    expect(greyed).toBeDisabled();
    expect(within(greyed).getByTestId('capacity-grid')).toBeInTheDocument();
    for (const day of WEEKDAYS)
      expect(within(screen.getByTestId(`capacity-day-${day}`)).getByText(t('capacity.intervalCount', { count: 0 })));
    for (const name of ['save', 'discard', 'addInterval'])
      expect(screen.queryByRole('button', { name: t(`capacity.${name}`) })).toBeNull();
    expect(screen.queryByTestId('next-available-times')).toBeNull();
  });

  it('pages the grid at 25 rows and keeps an edit on page 2 when going back to page 1', async () => {
    // Four intervals a day: 28 rows, so Sunday's last three are on page 2.
    const four = ['08:00', '10:00', '12:00', '14:00'].map((startTime, i) => ({
      startTime,
      endTime: `${String(9 + 2 * i).padStart(2, '0')}:00`,
      capacities: { OrderCount: 10 + i },
    }));
    const calls = renderPage({
      ...TIMES,
      getCapacitySettingsByEnterpriseUnit: ok('getCapacitySettingsByEnterpriseUnit', {
        ...SETTINGS,
        ...Object.fromEntries(WEEKDAYS.map((day) => [day, four])),
      }),
      updateCapacitySettings: (variables) => ({
        body: { data: { updateCapacitySettings: { ...SETTINGS, ...(variables.input as object) } } },
      }),
    });
    await waitFor(() => maxOrders('sunday', 1));
    expect(screen.getAllByTestId('capacity-row')).toHaveLength(25);
    expect(screen.getByText('1–25 of 28')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Sunday interval 2/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.table.nextPage') }));
    expect(screen.getAllByTestId('capacity-row')).toHaveLength(3);
    await userEvent.clear(maxOrders('sunday', 3));
    await userEvent.type(maxOrders('sunday', 3), '30');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.table.previousPage') }));
    expect(screen.queryByLabelText(/Sunday interval 3/)).toBeNull();
    expect(screen.getByRole('button', { name: t('capacity.save') })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.table.nextPage') }));
    expect(maxOrders('sunday', 3)).toHaveValue(30);
    expect(screen.getByTestId('capacity-day-sunday')).toHaveTextContent(t('capacity.intervalCount', { count: 4 }));

    await userEvent.click(screen.getByRole('combobox', { name: t('capacity.rowsPerPage') }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(screen.getAllByTestId('capacity-row')).toHaveLength(28);

    await userEvent.click(screen.getByRole('button', { name: t('capacity.save') }));
    await waitFor(() => expect(calls.some((c) => c.field === 'updateCapacitySettings')).toBe(true));
    const input = calls.find((c) => c.field === 'updateCapacitySettings')!.variables.input as TCapacitySettings;
    expect(input.sunday.map((i) => i.capacities.OrderCount)).toEqual([10, 11, 30, 13]);
    expect(input.monday).toEqual(four);
  });
});
