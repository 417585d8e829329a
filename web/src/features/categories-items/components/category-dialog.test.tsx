import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { CategoryDialog } from './category-dialog';

const t = (key: string) => i18n.t(key);
const nameField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${t('categoriesItems.categoryDialog.name')}`) });

function renderDialog() {
  const saves: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /Item/AddItemCategory': (body) => {
      saves.push(body);
      return {
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: MENU_ITEMS_ERROR.categoryNameTaken,
          message: 'Taken',
          field: 'CategoryName',
        },
      };
    },
  });
  renderWithApp(
    <CategoryDialog
      scope={{ merchantId: 1, storeId: 1 }}
      category={null}
      departments={[]}
      tags={[]}
      onClose={vi.fn()}
      onSaved={vi.fn()}
    />,
  );
  return saves;
}

describe('CategoryDialog', () => {
  it('puts the focus on the invalid field after a failed save, locally and when the server names the field', async () => {
    const saves = renderDialog();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: t('categoriesItems.common.save') });
    await user.click(save);
    expect(await screen.findByText(t(MENU_ITEMS_ERROR.categoryNameRequired))).toBeVisible();
    expect(nameField()).toHaveFocus();
    expect(saves).toHaveLength(0);

    await user.type(nameField(), 'PASTRIES');
    await user.click(save);
    expect(await screen.findByText(t(MENU_ITEMS_ERROR.categoryNameTaken))).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(nameField()).toHaveFocus();
  });
});
