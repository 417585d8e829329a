import { SCHEDULE_ERROR, type TScheduleFields } from '@mp/contracts/report-schedules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/api-client';
import { i18n } from '../../../i18n/i18n';
import { renderWithApp } from '../../../test/render';
import { ScheduleDialog } from './schedule-dialog';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const save = () => screen.getByRole('button', { name: t('reportSchedules.dialog.save') });

function renderDialog(onSave: (fields: TScheduleFields) => Promise<void>) {
  renderWithApp(
    <ScheduleDialog
      target={{
        kind: 'create',
        reportFile: 'OperationsSummary',
        params: { ShowStoreDetail: 'true' },
        name: 'Summary',
        range: 'lastWeek',
      }}
      saving={false}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
}

describe('ScheduleDialog', () => {
  it('checks the contract rules before saving, then saves the fields with the report options', async () => {
    const onSave = vi.fn(async (_fields: TScheduleFields) => {});
    renderDialog(onSave);
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText(t(SCHEDULE_ERROR.recipientsRequired))).toBeVisible();

    // Monthly asks for its day.
    await user.click(screen.getByRole('combobox', { name: t('reportSchedules.dialog.cadence') }));
    await user.click(screen.getByRole('option', { name: t('reportSchedules.cadence.monthly') }));
    await user.type(
      screen.getByRole('combobox', { name: new RegExp(t('reportSchedules.dialog.recipients')) }),
      'a@example.com{Enter}',
    );
    await user.click(save());
    expect(await screen.findByText(t(SCHEDULE_ERROR.monthDayRequired))).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: new RegExp(t('reportSchedules.dialog.monthDay')) }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: t('reportSchedules.dialog.lastDay') }),
    );
    await user.click(save());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      Name: 'Summary',
      Params: { ShowStoreDetail: 'true' },
      Range: 'lastWeek',
      Cadence: 'monthly',
      MonthDay: 'last',
      LocalTime: '07:00',
      Recipients: ['a@example.com'],
      Formats: ['pdf', 'csv'],
    });
  });

  it('shows a refusal of the server at the field it names', async () => {
    renderDialog(async () => {
      throw new HttpError(
        400,
        {
          success: false,
          statusCode: 400,
          messageKey: SCHEDULE_ERROR.invalidRecipient,
          message: 'x',
          field: 'Recipients.0',
        },
        'x',
      );
    });
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('combobox', { name: new RegExp(t('reportSchedules.dialog.recipients')) }),
      'a@example.com{Enter}',
    );
    await user.click(save());
    expect(await screen.findByText(t(SCHEDULE_ERROR.invalidRecipient))).toBeVisible();
  });
});
