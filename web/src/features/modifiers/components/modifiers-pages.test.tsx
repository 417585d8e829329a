import {
  MODIFIERS_ERROR as E,
  MODIFIERS_PAGE,
  MODIFIERS_PATH as API,
  type TModifierGroup,
} from '@mp/contracts/modifiers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalHref } from '../../../lib/session/landing';
import { portalOutlet, recordingFetch, renderRoutesWithApp, type TAnswer } from '../../../test/render';
import { ModifierGroupPage } from './modifier-group-page';
import { ModifiersPage } from './modifiers-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`modifiers.${key}`, vars);
const user = userEvent.setup({ delay: null });

const MILK: TModifierGroup = {
  ModifierGroupId: 51,
  Name: 'Milk Choice',
  IsRequired: false,
  IsForced: false,
  MinSelections: 0,
  MaxSelections: 1,
  Modifiers: [{ ItemMasterId: 61, Name: 'Oat Milk', Price: '0.60', IsDefault: false }],
  Items: [{ ItemMasterId: 71, ItemName: 'Latte' }],
  ConcurrencyChecksum: '8',
};
const LIST = portalHref(MODIFIERS_PAGE);

/** The list and group pages at `path`, the reads answered with Milk Choice, the writes as given; what was sent. */
function renderAt(
  path: string,
  answers: Partial<Record<'save' | 'remove', () => TAnswer>> = {},
  view?: { storeId: number; activeStoreCount: number },
) {
  const sent = recordingFetch({
    [`GET ${API.list}`]: () => ({
      body: { ResultSet: [{ ...MILK, ModifierCount: 1, ItemCount: 1 }], TotalRowCount: 1 },
    }),
    [`GET ${API.byId}`]: () => ({ body: MILK }),
    [`GET ${API.modifierItems}`]: () => ({ body: [] }),
    [`GET ${API.menuItems}`]: () => ({ body: [] }),
    [`POST ${API.pricePreview}`]: () => ({ body: [] }),
    [`POST ${API.save}`]: answers.save ?? (() => ({ body: { success: true, data: MILK } })),
    [`DELETE ${API.remove}`]: answers.remove ?? (() => ({ body: { success: true } })),
  });
  renderRoutesWithApp(
    [
      { path: LIST, element: <ModifiersPage /> },
      { path: `${LIST}/:modifierGroupId`, element: <ModifierGroupPage /> },
    ],
    path,
    portalOutlet(view),
  );
  return { sent };
}

const nameBox = () => screen.getByRole('textbox', { name: new RegExp(k('edit.name')) });
const save = () => user.click(screen.getByRole('button', { name: i18n.t('common.save') }));

describe('modifier pages', () => {
  it('list the groups the server answers', async () => {
    const { sent } = renderAt(LIST);
    expect(await screen.findByRole('row', { name: /Milk Choice/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: API.list, body: { SortColumn: 'Name', SortDirection: 'ASC' } });
  });

  it('check the name before sending, then show a taken name under the field', async () => {
    const { sent } = renderAt(`${LIST}/0`, {
      save: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.duplicateName, message: 'taken', field: 'Name' },
      }),
    });
    await screen.findByRole('heading', { name: k('edit.titleNew') }, { timeout: 5000 });
    await save();
    expect(await screen.findByText(k('errors.nameRequired'))).toBeInTheDocument();
    expect(sent.some((s) => s.path === API.save)).toBe(false);
    await user.type(nameBox(), 'milk choice');
    await save();
    await waitFor(() => expect(nameBox()).toHaveAccessibleDescription(k('errors.duplicateName')));
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('ask before deleting, then delete the group', async () => {
    const { sent } = renderAt(`${LIST}/51`);
    await user.click(await screen.findByRole('button', { name: k('edit.delete') }, { timeout: 5000 }));
    const confirm = screen.getByRole('dialog', { name: k('edit.deleteTitle') });
    expect(confirm).toHaveTextContent(k('edit.deleteMessage'));
    await user.click(within(confirm).getByRole('button', { name: k('edit.delete') }));
    await waitFor(() => expect(sent.find((s) => s.path === API.remove)?.body).toEqual({ modifierGroupId: '51' }));
  });

  it('let a store view of a multi-store merchant add too (the catalogue rule)', async () => {
    renderAt(LIST, {}, { storeId: 2001, activeStoreCount: 3 });
    expect(await screen.findByRole('link', { name: k('list.add') }, { timeout: 5000 })).toBeInTheDocument();
  });
});
