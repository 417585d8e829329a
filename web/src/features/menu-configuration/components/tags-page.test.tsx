import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { MENU_CONFIGURATION_ERROR as E, TAGS_PATH, type TTagRow } from '@mp/contracts/menu-configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { TagsPage } from './tags-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`menuConfiguration.${key}`, vars);
const user = userEvent.setup({ delay: null });

const VEGAN: TTagRow = {
  TagId: 21,
  Name: 'Vegan',
  CategoryCount: 2,
  Categories: [
    { ItemCategoryId: 5, CategoryName: 'SALADS' },
    { ItemCategoryId: 6, CategoryName: 'SIDES' },
  ],
  ConcurrencyChecksum: '3',
};
const SPICY: TTagRow = { TagId: 22, Name: 'Spicy', CategoryCount: 0, Categories: [], ConcurrencyChecksum: '1' };

type TAnswer = { status?: number; body: unknown };

/** The screen with the list answered and the change calls answered as given; what it sent. */
function renderPage(answers: Partial<Record<'add' | 'edit' | 'remove', () => TAnswer>> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (path: string, answer: () => TAnswer) => (body: unknown) => {
    sent.push({ path, body });
    return answer();
  };
  const saved = (): TAnswer => ({ body: { IsSuccessful: true, Entity: SPICY } });
  mockFetch({
    ...csrfRoute,
    [`POST ${TAGS_PATH.list}`]: route(TAGS_PATH.list, () => ({
      body: { ResultSet: [SPICY, VEGAN], TotalRowCount: 2 },
    })),
    [`POST ${TAGS_PATH.add}`]: route(TAGS_PATH.add, answers.add ?? saved),
    [`POST ${TAGS_PATH.edit}`]: route(TAGS_PATH.edit, answers.edit ?? saved),
    [`POST ${TAGS_PATH.remove}`]: route(TAGS_PATH.remove, answers.remove ?? (() => ({ body: { IsSuccessful: true } }))),
  });
  const portal = portalData({ merhantId: 1001, storeId: 2001 });
  renderWithApp(<TagsPage />, '/', { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} });
  return { sent };
}

const dialog = () => screen.getByRole('dialog');
const nameBox = () => within(dialog()).getByRole('textbox', { name: new RegExp(k('tags.dialog.name')) });
const saveButton = () => within(dialog()).getByRole('button', { name: i18n.t('common.save') });

describe('TagsPage', () => {
  it('lists the tags the server answers with the categories using each', async () => {
    const { sent } = renderPage();
    expect(await screen.findByRole('row', { name: /Vegan 2 SALADS, SIDES/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: new RegExp(`Spicy 0 ${k('tags.notUsed')}`) })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SortColumn: 'Name',
      SortDirection: 'ASC',
    });
  });

  it('checks the name before sending, then shows a taken name under the field', async () => {
    const { sent } = renderPage({
      add: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.tagNameTaken, message: 'taken', field: 'Name' },
      }),
    });
    await screen.findByRole('row', { name: /Vegan/ });
    await user.click(screen.getByRole('button', { name: k('tags.add') }));
    await user.type(nameBox(), '   ');
    await user.click(saveButton());
    expect(await within(dialog()).findByText(k('errors.nameRequired'))).toBeInTheDocument();
    expect(sent.some((s) => s.path === TAGS_PATH.add)).toBe(false);
    await user.clear(nameBox());
    await user.type(nameBox(), 'vegan');
    await user.click(saveButton());
    expect(await within(dialog()).findByText(k('errors.tagNameTaken'))).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the categories the tag comes off before deleting it', async () => {
    const { sent } = renderPage();
    await user.click(await screen.findByRole('row', { name: /Vegan/ }));
    await user.click(within(dialog()).getByRole('button', { name: k('delete') }));
    const confirm = screen.getByRole('dialog', { name: k('tags.dialog.deleteTitle') });
    expect(confirm).toHaveTextContent(k('tags.deleteInUse', { name: 'Vegan', categories: 'SALADS, SIDES' }));
    await user.click(within(confirm).getByRole('button', { name: k('delete') }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === TAGS_PATH.remove)?.body).toEqual({ TagId: 21, ConcurrencyChecksum: '3' }),
    );
  });
});
