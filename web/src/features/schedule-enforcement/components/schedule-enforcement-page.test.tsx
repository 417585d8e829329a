import type { TScheduleEnforcement } from '@mp/contracts/schedule-enforcement';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { ScheduleEnforcementPage } from './schedule-enforcement-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

const STORED: TScheduleEnforcement = {
  merchantId: 1001,
  storeId: 2002,
  isClockInEnforcementEnabled: false,
  clockInLowerLimit: -10,
  clockInUpperLimit: 0,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: -10,
  clockOutUpperLimit: 0,
  isUnScheduledShiftApprovalRequired: false,
  lastModifiedUserCode: '',
  ConcurrencyChecksum: '0',
};

function renderPage(storeId: number) {
  const fetch = mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ merhantId: 1001, storeId }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
    'GET /ScheduleEnforcement/GetScheduleEnforcement': () => ({ body: STORED }),
    'POST /ScheduleEnforcement/SaveScheduleEnforcement': () => ({
      status: 500,
      body: { success: false, statusCode: 500, messageKey: 'common.errors.server', message: 'x' },
    }),
  });
  renderWithApp(<ScheduleEnforcementPage />);
  return fetch;
}

const calls = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('ScheduleEnforcementPage', () => {
  it('shows only the Alert in the company view, asking nothing', async () => {
    const fetch = renderPage(0);
    expect(await screen.findByText(t('scheduleEnforcement.Alert'))).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls(fetch, '/ScheduleEnforcement/GetScheduleEnforcement')).toEqual([]);
  });

  it("asks for the session's store and shows the ErrorMessage modal when a save fails", async () => {
    const fetch = renderPage(2002);
    const clockIn = await screen.findByRole('switch', { name: t('scheduleEnforcement.clockIn.switch') });
    const [get] = calls(fetch, '/ScheduleEnforcement/GetScheduleEnforcement');
    const query = new URL(String(get?.[0]), 'http://localhost').searchParams;
    expect([query.get('merchantId'), query.get('storeId')]).toEqual(['1001', '2002']);
    const approval = screen.getByRole('radio', { name: t('scheduleEnforcement.unscheduled.required') });
    expect(approval).toBeDisabled();
    await userEvent.click(clockIn);
    expect(approval).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: t('scheduleEnforcement.save') }));
    const modal = await screen.findByRole('dialog', { name: t('scheduleEnforcement.errorTitle') });
    expect(modal).toHaveTextContent(t('scheduleEnforcement.ErrorMessage'));
  });
});
