import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { OPERATING_HOURS_ERROR, type TDayHours } from '@mp/contracts/online-ordering/operating-hours';
import { SITES_ERROR, type TSiteInfo } from '@mp/contracts/online-ordering/sites';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../components/app-providers';
import { i18n } from '../../../../i18n/i18n';
import { createQueryClient } from '../../../../lib/query-client';
import { portalData } from '../../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../../test/render';
import { OperatingHoursPage } from './operating-hours-page';
import { StorePage } from './store-page';

const user = userEvent.setup({ delay: null });
const h = (key: string, options?: Record<string, unknown>) => i18n.t(`onlineOrdering.operatingHours.${key}`, options);
const s = (key: string) => i18n.t(`onlineOrdering.store.${key}`);

const day = (d: number, opens: string, closes: string, nextDay = false): TDayHours => ({
  day: d,
  isClosed: false,
  opens: { time: opens },
  closes: { time: closes, nextDay },
});
const SAME = Array.from({ length: 7 }, (_, d) => day(d, '0900', '1700'));
/** Sunday differs, so the screen opens without the everyday toggle. */
const WEEK = SAME.map((d) => (d.day === 0 ? day(0, '1000', '1600') : d));
const SITE: TSiteInfo = {
  primaryStoreContact: { name: 'Dana' },
  receiptInformation: {
    storeName: 'Corner Cafe',
    address: '12 Market Street',
    address2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97204',
    phone: '(503) 555-0142',
  },
  coordinates: null,
  status: 'Accept',
  locked: false,
  timeZone: 'America/Los_Angeles',
  url: null,
  hours: WEEK,
};

type TAnswer = { data?: unknown; error?: { statusCode: number; messageKey: string; field?: string } };
type TGraphqlBody = { query: string; variables: Record<string, unknown> };

/** Answers /graphql by the root field the document selects. */
function renderScreen(element: ReactNode, answers: Record<string, (variables: Record<string, unknown>) => TAnswer>) {
  const sent: TGraphqlBody[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /graphql': (body) => {
      const request = body as TGraphqlBody;
      sent.push(request);
      const field = Object.keys(answers).find((name) => new RegExp(`\\b${name}\\b`).test(request.query)) ?? '';
      const answer = answers[field]?.(request.variables) ?? { data: null };
      if (answer.error) return { body: { data: null, errors: [{ message: 'refused', extensions: answer.error }] } };
      return { body: { data: { [field]: answer.data } } };
    },
  });
  const portal = portalData({ merhantId: 1002, storeId: 2101, activeStoreCount: 1 });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: vi.fn() };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'p', element }] }],
    { initialEntries: ['/p'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return sent;
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('OperatingHoursPage', () => {
  it('blocks Save with the alert of a same-day overlap', async () => {
    renderScreen(<OperatingHoursPage />, { GetSiteInfo: () => ({ data: SITE }) });
    expect(await screen.findByRole('row', { name: /Monday/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(8);
    await choose(h('closesLabel', { day: 'Tuesday' }), '8:00 AM');
    expect(
      screen.getByText(i18n.t(OPERATING_HOURS_ERROR.overlapSameDay, { day: 'Tuesday' }), { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: h('save') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: h('discard') }));
    expect(screen.queryByText(i18n.t(OPERATING_HOURS_ERROR.overlapSameDay, { day: 'Tuesday' }))).toBeNull();
  });

  it('resolves an overlap into the next day on Save and says so', async () => {
    const sent = renderScreen(<OperatingHoursPage />, {
      GetSiteInfo: () => ({ data: SITE }),
      UpdateSiteHoursById: (variables) => ({ data: variables.hours }),
    });
    await screen.findByRole('row', { name: /Monday/ });
    await choose(h('opensLabel', { day: 'Friday' }), '12:00 PM');
    await choose(h('closesLabel', { day: 'Friday' }), i18n.t('onlineOrdering.time.nextDay', { time: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: h('save') }));
    expect(await screen.findByText(i18n.t(OPERATING_HOURS_ERROR.overlapResolved))).toBeInTheDocument();
    const saved = sent.find((r) => r.query.includes('UpdateSiteHoursById'))!.variables.hours as TDayHours[];
    expect(saved[5]).toEqual(day(5, '1200', '0930', true));
    expect(saved[6]).toEqual(day(6, '0000', '2400'));
  });

  it('copies the everyday row to every day on Save', async () => {
    const sent = renderScreen(<OperatingHoursPage />, {
      GetSiteInfo: () => ({ data: { ...SITE, hours: WEEK.map((d) => (d.day === 0 ? day(0, '1000', '1400') : d)) } }),
      UpdateSiteHoursById: (variables) => ({ data: variables.hours }),
    });
    await screen.findByRole('row', { name: /Monday/ });
    await user.click(screen.getByRole('switch', { name: h('everyday') }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: h('save') }));
    expect(await screen.findByText(h('saved'))).toBeInTheDocument();
    const saved = sent.find((r) => r.query.includes('UpdateSiteHoursById'))!.variables.hours as TDayHours[];
    expect(saved).toEqual(SAME);
  });

  it('is read-only while the store is offline', async () => {
    renderScreen(<OperatingHoursPage />, { GetSiteInfo: () => ({ data: { ...SITE, locked: true } }) });
    expect(await screen.findByText(i18n.t(OPERATING_HOURS_ERROR.storeOffline))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: h('closedLabel', { day: 'Monday' }) })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: h('closesLabel', { day: 'Monday' }) })).toBeDisabled();
    expect(screen.getByRole('button', { name: h('save') })).toBeDisabled();
  });

  it('a multi-site company view shows the default week greyed with the StoreView warning, without Save or Discard', async () => {
    renderScreen(<OperatingHoursPage />, {
      GetSiteInfo: () => ({ error: { statusCode: 403, messageKey: OO_ERROR.storeView } }),
    });
    expect(await screen.findByText(i18n.t('onlineOrdering.storeView'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: h('opensLabel', { day: 'Monday' }) })).toHaveValue('12:00 AM');
    expect(screen.getByRole('combobox', { name: h('opensLabel', { day: 'Monday' }) })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: h('closedLabel', { day: 'Sunday' }) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: h('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: h('discard') })).toBeNull();
  });

  it('offers times in 30-minute steps and takes a typed hh:mm AM/PM, with an error for a bad entry', async () => {
    renderScreen(<OperatingHoursPage />, { GetSiteInfo: () => ({ data: SITE }) });
    await screen.findByRole('row', { name: /Monday/ });
    const opens = screen.getByRole('combobox', { name: h('opensLabel', { day: 'Monday' }) });
    await user.click(opens);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    await user.keyboard('{Escape}');

    const closes = screen.getByRole('combobox', { name: h('closesLabel', { day: 'Monday' }) });
    await user.clear(closes);
    await user.type(closes, '25:00 PM');
    await user.tab();
    expect(screen.getByText(i18n.t('onlineOrdering.time.typedError'))).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');

    await user.clear(closes);
    await user.type(closes, '9:45 pm');
    await user.tab();
    expect(closes).toHaveValue('9:45 PM');
    expect(screen.queryByText(i18n.t('onlineOrdering.time.typedError'))).toBeNull();
    expect(screen.getByRole('button', { name: h('save') })).toBeEnabled();
  });
});

describe('StorePage', () => {
  it('shows DomainNameTakenErrMsg under the site field, having created the company', async () => {
    const sent = renderScreen(<StorePage />, {
      GetSiteInfo: () => ({ data: SITE }),
      getCompanyInformation: () => ({ error: { statusCode: 404, messageKey: OO_ERROR.notFound } }),
      getSiteProvisioning: () => ({ error: { statusCode: 404, messageKey: OO_ERROR.notFound } }),
      createCompanyProvisioning: (v) => ({ data: { uriName: v.uriName, enabled: true } }),
      createSiteProvisioning: () => ({
        error: { statusCode: 409, messageKey: SITES_ERROR.domainNameTaken, field: 'siteUriName' },
      }),
    });
    expect(await screen.findByText('12 Market Street')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: s('domain.setUp') }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(s('domain.company')) }), 'my-cafe');
    await user.type(screen.getByRole('textbox', { name: new RegExp(s('domain.site')) }), 'main st');
    expect(await screen.findByText(i18n.t(SITES_ERROR.urlName))).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: new RegExp(s('domain.site')) }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(s('domain.site')) }), 'main');
    await user.click(screen.getByRole('button', { name: s('domain.save') }));
    expect(await screen.findByText(i18n.t(SITES_ERROR.domainNameTaken))).toBeInTheDocument();
    expect(sent.some((r) => r.query.includes('createCompanyProvisioning'))).toBe(true);
  });

  it('greys the web domain under the StoreView warning, with nothing to edit or save, in a company view', async () => {
    renderScreen(<StorePage />, {
      GetSiteInfo: () => ({ error: { statusCode: 409, messageKey: OO_ERROR.storeView } }),
      getCompanyInformation: () => ({ data: { uriName: 'demo-bistro', enabled: true } }),
    });
    expect(await screen.findByText(i18n.t(OO_ERROR.storeView))).toBeInTheDocument();
    const greyed = screen.getByTestId('store-view-greyed');
    expect(within(greyed).getByRole('textbox', { name: new RegExp(s('domain.company')) })).toHaveValue('demo-bistro');
    for (const field of ['company', 'site'])
      expect(within(greyed).getByRole('textbox', { name: new RegExp(s(`domain.${field}`)) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /web domain|save|cancel|edit|set up/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: s('location.title') })).toBeNull();
  });
});
