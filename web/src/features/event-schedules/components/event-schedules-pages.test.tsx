import {
  EVENT_SCHEDULES_ERROR as E,
  EVENT_SCHEDULES_PATH as API,
  type TEventSchedule,
} from '@mp/contracts/event-schedules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalOutlet, recordingFetch, renderRoutesWithApp, type TAnswer } from '../../../test/render';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';
import { EventScheduleEditPage } from './event-schedule-edit-page';
import { EventSchedulesPage } from './event-schedules-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`eventSchedules.${key}`, vars);
const user = userEvent.setup({ delay: null });

const HAPPY_HOUR: TEventSchedule = {
  EventScheduleId: 31,
  Name: 'Happy Hour',
  DaysOfWeek: [1, 2, 3, 4, 5],
  StartTime: '16:00',
  EndTime: '18:00',
  StartDate: null,
  EndDate: null,
  IsActive: true,
  ConcurrencyChecksum: '4',
};

/** The list and edit pages at `path`, the reads answered with Happy Hour, the writes as given; what was sent. */
function renderAt(
  path: string,
  answers: Partial<Record<'insert' | 'update' | 'delete', () => TAnswer>> = {},
  view?: { storeId: number; activeStoreCount: number },
) {
  const sent = recordingFetch({
    [`POST ${API.getAll}`]: () => ({ body: { ResultSet: [HAPPY_HOUR], TotalRowCount: 1 } }),
    [`POST ${API.get}`]: () => ({ body: HAPPY_HOUR }),
    [`POST ${API.insert}`]: answers.insert ?? (() => ({ body: { IsSuccessful: true } })),
    [`POST ${API.update}`]: answers.update ?? (() => ({ body: { IsSuccessful: true } })),
    [`POST ${API.delete}`]: answers.delete ?? (() => ({ body: { IsSuccessful: true } })),
  });
  renderRoutesWithApp(
    [
      { path: EVENT_SCHEDULES_PATH, element: <EventSchedulesPage /> },
      { path: `${EVENT_SCHEDULES_PATH}/:eventScheduleId`, element: <EventScheduleEditPage /> },
    ],
    path,
    portalOutlet(view),
  );
  return { sent };
}

const nameBox = () => screen.getByRole('textbox', { name: k('detail.name') });
const save = () => user.click(screen.getByRole('button', { name: i18n.t('common.save') }));

describe('event schedule pages', () => {
  it('list the schedules the server answers', async () => {
    const { sent } = renderAt(EVENT_SCHEDULES_PATH);
    expect(await screen.findByRole('row', { name: /Happy Hour/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: API.getAll, body: { SortColumn: 'Name', SortDirection: 'ASC' } });
  });

  it('check the name before sending, then show a taken name under the field', async () => {
    const { sent } = renderAt(`${EVENT_SCHEDULES_PATH}/0`, {
      insert: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.nameTaken, message: 'taken', field: 'Name' },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: k('detail.name') }), '  ');
    await save();
    expect(await screen.findByText(k('errors.nameRequired'))).toBeInTheDocument();
    expect(sent.some((s) => s.path === API.insert)).toBe(false);
    await user.clear(nameBox());
    await user.type(nameBox(), 'happy hour');
    await save();
    expect(await screen.findByText(k('errors.nameTaken'))).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('ask before deleting, then delete with the checksum read', async () => {
    const { sent } = renderAt(`${EVENT_SCHEDULES_PATH}/31`);
    await user.click(await screen.findByRole('button', { name: k('detail.delete') }));
    const confirm = screen.getByRole('dialog', { name: k('detail.deleteTitle') });
    expect(confirm).toHaveTextContent(k('detail.deleteText', { name: 'Happy Hour' }));
    await user.click(within(confirm).getByRole('button', { name: k('detail.deleteConfirm') }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === API.delete)?.body).toEqual({ EventScheduleId: 31, ConcurrencyChecksum: '4' }),
    );
  });

  it('name the promotions that use the schedule when its delete is refused', async () => {
    renderAt(`${EVENT_SCHEDULES_PATH}/31`, {
      delete: () => ({
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: E.inUse,
          message: 'in use',
          data: { Users: [{ Name: 'Wine Wednesday' }, { Name: 'Two for one' }] },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: k('detail.delete') }, { timeout: 5000 }));
    const confirm = screen.getByRole('dialog', { name: k('detail.deleteTitle') });
    await user.click(within(confirm).getByRole('button', { name: k('detail.deleteConfirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${k('errors.inUse')} ${k('detail.usedBy', { names: 'Wine Wednesday, Two for one' })}`,
    );
    expect(screen.getByRole('heading', { name: k('detail.title', { name: 'Happy Hour' }) })).toBeInTheDocument();
  });

  it("offer Reload after a save over someone else's, and read the schedule again", async () => {
    const { sent } = renderAt(`${EVENT_SCHEDULES_PATH}/31`, {
      update: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.staleChecksum, message: 'stale' },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: k('detail.name') }, { timeout: 5000 }), ' late');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(k('errors.staleChecksum'));
    expect(sent.find((s) => s.path === API.update)?.body).toMatchObject({
      Name: 'Happy Hour late',
      ConcurrencyChecksum: '4',
    });
    const reads = sent.filter((s) => s.path === API.get).length;
    await user.click(within(alert).getByRole('button', { name: k('detail.reload') }));
    await waitFor(() => expect(sent.filter((s) => s.path === API.get).length).toBe(reads + 1));
  });

  it('let a store view of a multi-store merchant add too (the catalogue rule)', async () => {
    renderAt(EVENT_SCHEDULES_PATH, {}, { storeId: 2001, activeStoreCount: 3 });
    expect(await screen.findByRole('button', { name: k('add') }, { timeout: 5000 })).toBeInTheDocument();
  });
});
