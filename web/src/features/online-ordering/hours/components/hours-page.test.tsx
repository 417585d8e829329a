import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { dayHoursOfRows, DAYS, type TWindowSettings } from '@mp/contracts/online-ordering/order-hours';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../components/app-providers';
import { i18n } from '../../../../i18n/i18n';
import { createQueryClient } from '../../../../lib/query-client';
import { portalData } from '../../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../../test/render';
import { HoursPage } from './hours-page';

const user = userEvent.setup({ delay: null });
const k = (key: string, options?: Record<string, unknown>) => i18n.t(`orderHours.${key}`, options);

const week = (open: string, close: string) =>
  DAYS.map((day) => ({ day, open, close, nextDay: false, closedAllDay: day === 0 }));
const HOURS: Omit<TWindowSettings, 'createdDate' | 'updatedDate'> = {
  id: '5f0c1c3e-0000-4000-8000-000000009901',
  description: '',
  published: true,
  publishedAt: '2026-11-01T15:00:00.000Z',
  dayHours: [
    ...dayHoursOfRows(week('0700', '2000'), ['PICKUP', 'CURBSIDE']),
    ...dayHoursOfRows(week('0800', '2100'), ['DINE_IN']),
    ...dayHoursOfRows(week('1100', '2000'), ['DELIVERY']),
  ],
};
const TIME = {
  id: 'time-1',
  description: '',
  bufferOpen: 0,
  bufferClose: 0,
  granularity: 15,
  maxFutureDays: 7,
  organization: '1',
  createdDate: '2026-11-01T00:00:00.000Z',
  updatedDate: '2026-11-01T00:00:00.000Z',
};
const FULFILLMENT = {
  enterpriseUnitId: '2101',
  ...Object.fromEntries(
    ['prep', 'queue', 'setup', 'packaging', 'delivery', 'cateringPrep', 'cateringPackaging', 'cateringDelivery'].map(
      (f) => [`${f}Duration`, 0],
    ),
  ),
  deliveryPrepDuration: 0,
  deliveryPackagingDuration: 0,
  ...Object.fromEntries(
    ['Catering', 'Curbside', 'Delivery', 'DriveThru', 'Fulfillment', 'Pickup', 'DineIn'].map((f) => [
      `offering${f}`,
      true,
    ]),
  ),
};

type TAnswer = { data?: unknown; error?: { statusCode: number; messageKey: string } };
type TAnswers = Record<string, (variables: Record<string, unknown>) => TAnswer>;
const STORE_VIEW = { error: { statusCode: 403, messageKey: OO_ERROR.storeView } };

const STORE: TAnswers = {
  getWindowSettingsByEnterpriseUnit: () => ({ data: HOURS }),
  getTimeSettingsByEnterpriseUnit: () => ({ data: TIME }),
  getFulfillmentTimeSettings: () => ({ data: FULFILLMENT }),
  GetSiteInfo: () => ({ data: { locked: false, timeZone: 'America/New_York' } }),
  getEventSettingsByEnterprise: () => ({ error: { statusCode: 404, messageKey: OO_ERROR.notFound } }),
  getAvailableFulfillmentTimes: () => ({ data: { futureTimes: [], nextAvailableTime: null } }),
};

/** The page under the portal's outlet over a mocked /graphql answering by root field; the calls in the order made. */
function renderPage(answers: TAnswers) {
  const calls: { field: string; variables: Record<string, unknown> }[] = [];
  const portal = portalData();
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portal }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: { delivery: true } } }),
    'POST /graphql': (body) => {
      const { query, variables } = body as { query: string; variables: Record<string, unknown> };
      const field = Object.keys(answers).find((name) => new RegExp(`\\b${name}\\b[({]`).test(query.replace(/\s/g, '')));
      if (!field) return { body: { data: null, errors: [{ message: 'unknown' }] } };
      calls.push({ field, variables });
      const answer = answers[field]!(variables);
      if (answer.error) return { body: { data: null, errors: [{ message: 'refused', extensions: answer.error }] } };
      return { body: { data: { [field]: answer.data } } };
    },
  });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: vi.fn() };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'p', element: <HoursPage /> }] }],
    { initialEntries: ['/p'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return calls;
}

const closes = (day: string) => screen.getByRole('combobox', { name: k('closesOn', { day }) });

describe('HoursPage', () => {
  it('a failed buffers call (the second of Save) shows SaveFailure and keeps the changes, still unsaved', async () => {
    const calls = renderPage({
      ...STORE,
      updateWindowSettingsById: (v) => ({ data: { ...HOURS, dayHours: v.dayHours } }),
      setOrderHoursBuffers: () => ({ error: { statusCode: 500, messageKey: 'errors.unexpected' } }),
    });
    await user.clear(await screen.findByRole('combobox', { name: k('closesOn', { day: 'Monday' }) }));
    await user.type(closes('Monday'), '10:30 PM');
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: k('bufferOpen') }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: k('minutes', { count: 30 }) }));
    await user.click(screen.getByRole('button', { name: k('save') }));

    expect(await screen.findByText(k('errors.saveFailure'))).toBeInTheDocument();
    const order = calls.map((c) => c.field);
    expect(order.indexOf('updateWindowSettingsById')).toBeLessThan(order.indexOf('setOrderHoursBuffers'));
    // Nothing the user chose is lost: the values stay and Discard (the form is dirty) is still offered.
    expect(closes('Monday')).toHaveValue('10:30 PM');
    expect(screen.getByRole('combobox', { name: k('bufferOpen') })).toHaveTextContent(k('minutes', { count: 30 }));
    expect(screen.getByRole('button', { name: k('discard') })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: k('save') })).toBeEnabled(), { timeout: 4000 });
  });

  it('is read-only while the store is offline, with StoreOffline; the status button stays', async () => {
    renderPage({ ...STORE, GetSiteInfo: () => ({ data: { locked: true, timeZone: 'America/New_York' } }) });
    expect(await screen.findByText(k('errors.storeOffline'))).toBeInTheDocument();
    expect(closes('Monday')).toBeDisabled();
    expect(screen.queryByRole('button', { name: k('save') })).toBeNull();
    expect(screen.getByRole('button', { name: k('status.button') })).toBeEnabled();
    expect(screen.queryByRole('button', { name: k('special.add') })).toBeNull();
  });

  it('a multi-site company view shows the default hours greyed with the StoreView warning, no Save or Discard', async () => {
    renderPage(Object.fromEntries(Object.keys(STORE).map((field) => [field, () => STORE_VIEW])));
    expect(await screen.findByText(i18n.t('onlineOrdering.storeView'))).toBeInTheDocument();
    const opens = screen.getByRole('combobox', { name: k('opensOn', { day: k('everyDayRow') }) });
    expect(opens).toHaveValue('12:00 AM');
    expect(opens).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: k('sameForAllModes') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: k('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: k('discard') })).toBeNull();
  });

  it('special hours keep their days of the week and the store-local dates (New York midnights)', async () => {
    const calls = renderPage({
      ...STORE,
      createEventSettings: (v) => ({
        data: { id: 'ev-1', description: '', createdDate: '', updatedDate: '', ...(v.input as object) },
      }),
    });
    const add = await screen.findByRole('button', { name: k('special.add') });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: k('special.name') }), 'Weekday holiday');
    await user.type(within(dialog).getByLabelText(k('special.from')), '2026-12-21');
    await user.type(within(dialog).getByLabelText(k('special.to')), '2026-12-27');
    for (const day of [0, 1, 2, 3, 4, 5, 6])
      await user.click(within(dialog).getByRole('checkbox', { name: k(`days.${day}`) }));
    await user.click(within(dialog).getByRole('button', { name: k('special.done') }));
    expect(within(dialog).getByText(i18n.t('orderHours.errors.eventDays'))).toBeInTheDocument();
    for (const day of [1, 3, 5]) await user.click(within(dialog).getByRole('checkbox', { name: k(`days.${day}`) }));
    await user.click(within(dialog).getByRole('button', { name: k('special.done') }));

    expect(await screen.findByText(k('special.saved'))).toBeInTheDocument();
    const sent = calls.find((c) => c.field === 'createEventSettings')!.variables.input as {
      events: Record<string, unknown>[];
    };
    expect(sent.events[0]).toMatchObject({
      name: 'Weekday holiday',
      startTime: '2026-12-21T05:00:00.000Z',
      endTime: '2026-12-28T05:00:00.000Z',
      daysOfWeek: [1, 3, 5],
    });
    const item = within(screen.getByRole('list', { name: k('special.title') })).getByRole('listitem');
    expect(item).toHaveTextContent('Mon, Wed, Fri');
  });
});
