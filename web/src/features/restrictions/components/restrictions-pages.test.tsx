import {
  RESTRICTIONS_ERROR as E,
  RESTRICTIONS_PATH as API,
  type TRestriction,
  type TRestrictionListRow,
} from '@mp/contracts/restrictions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalOutlet, recordingFetch, renderRoutesWithApp, type TAnswer } from '../../../test/render';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { RestrictionEditPage } from './restriction-edit-page';
import { RestrictionsPage } from './restrictions-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`restrictions.${key}`, vars);
const user = userEvent.setup({ delay: null });

const ALCOHOL: TRestriction = {
  RestrictionId: 41,
  Name: 'Alcohol 21+',
  MinimumAge: 21,
  RequireIdCheck: true,
  TimeWindows: [],
  ItemIds: [],
  ItemCategoryIds: [5],
  IsActive: true,
  ConcurrencyChecksum: '6',
};
const ROW: TRestrictionListRow = { ...ALCOHOL, ItemCount: 0, CategoryCount: 1 };

/** The list and edit pages at `path`, the reads answered with Alcohol 21+, the writes as given; what was sent. */
function renderAt(
  path: string,
  answers: Partial<Record<'insert' | 'delete', () => TAnswer>> = {},
  view?: { storeId: number; activeStoreCount: number },
) {
  const sent = recordingFetch({
    [`POST ${API.list}`]: () => ({ body: { ResultSet: [ROW], TotalRowCount: 1 } }),
    [`POST ${API.get}`]: () => ({ body: ALCOHOL }),
    [`POST ${API.targets}`]: () => ({ body: { Categories: [{ ItemCategoryId: 5, CategoryName: 'WINE' }], Items: [] } }),
    [`POST ${API.insert}`]: answers.insert ?? (() => ({ body: { IsSuccessful: true } })),
    [`POST ${API.delete}`]: answers.delete ?? (() => ({ body: { IsSuccessful: true } })),
  });
  renderRoutesWithApp(
    [
      { path: RESTRICTIONS_PATH, element: <RestrictionsPage /> },
      { path: `${RESTRICTIONS_PATH}/:restrictionId`, element: <RestrictionEditPage /> },
    ],
    path,
    portalOutlet(view),
  );
  return { sent };
}

const nameBox = () => screen.getByRole('textbox', { name: k('detail.name') });
const save = () => user.click(screen.getByRole('button', { name: i18n.t('common.save') }));

describe('restriction pages', () => {
  it('list the restrictions the server answers', async () => {
    const { sent } = renderAt(RESTRICTIONS_PATH);
    expect(await screen.findByRole('row', { name: /Alcohol 21\+/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: API.list, body: { SortColumn: 'Name', SortDirection: 'ASC' } });
  });

  it('check the age before sending, then show a taken name under the field', async () => {
    const { sent } = renderAt(`${RESTRICTIONS_PATH}/0`, {
      insert: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.nameTaken, message: 'taken', field: 'Name' },
      }),
    });
    const age = await screen.findByRole('spinbutton', { name: k('detail.minimumAge') }, { timeout: 5000 });
    await user.type(nameBox(), 'alcohol 21+');
    await user.clear(age);
    await user.type(age, '120');
    await save();
    expect(await screen.findByText(k('errors.ageRange'))).toBeInTheDocument();
    expect(sent.some((s) => s.path === API.insert)).toBe(false);
    await user.clear(age);
    await user.type(age, '21');
    await save();
    expect(await screen.findByText(k('errors.nameTaken'))).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('ask before deleting, then delete with the checksum read', async () => {
    const { sent } = renderAt(`${RESTRICTIONS_PATH}/41`);
    await user.click(await screen.findByRole('button', { name: k('detail.delete') }, { timeout: 5000 }));
    const confirm = screen.getByRole('dialog', { name: k('detail.deleteTitle') });
    expect(confirm).toHaveTextContent(k('detail.deleteText', { name: 'Alcohol 21+' }));
    await user.click(within(confirm).getByRole('button', { name: k('detail.deleteConfirm') }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === API.delete)?.body).toEqual({ RestrictionId: 41, ConcurrencyChecksum: '6' }),
    );
  });

  it('let a store view of a multi-store merchant add too (the catalogue rule)', async () => {
    renderAt(RESTRICTIONS_PATH, {}, { storeId: 2001, activeStoreCount: 3 });
    expect(await screen.findByRole('button', { name: k('add') }, { timeout: 5000 })).toBeInTheDocument();
  });
});
