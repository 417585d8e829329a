import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import type { TImportPreview, TImportRow } from '@mp/contracts/menu-items-csv';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ImportDialog } from './import-dialog';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const row = (line: number, errors: TImportRow['Errors'] = []): TImportRow => ({
  Line: line,
  Action: 'create',
  ItemId: null,
  ItemNumber: '',
  ItemName: `Item ${line}`,
  Description: '',
  Category: 'PASTRIES',
  ItemCategoryId: 7,
  RetailPrice: '1.00',
  TaxCategory: 'Standard Sales Tax',
  TaxCategoryId: 4,
  SoldBy: 1,
  IsSellable: true,
  Errors: errors,
});
const preview = (rows: TImportRow[]): TImportPreview => {
  const errorCount = rows.reduce((n, r) => n + r.Errors.length, 0);
  return { IsValid: errorCount === 0, TotalRows: rows.length, ErrorCount: errorCount, FileErrors: [], Rows: rows };
};

function renderDialog(answer: TImportPreview) {
  const applied: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /Item/PreviewMenuImport': () => ({ body: answer }),
    'POST /Item/ApplyMenuImport': (body) => {
      applied.push(body);
      return { body: { IsSuccessful: true, Message: '', Created: answer.TotalRows, Updated: 0 } };
    },
  });
  const onApplied = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ImportDialog scope={{ merchantId: 1002, storeId: 2101 }} onClose={() => {}} onApplied={onApplied} />
    </AppProviders>,
  );
  return { applied, onApplied };
}

async function chooseFile(content: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('dialog').querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([content], 'menu.csv', { type: 'text/csv' }));
  return user;
}

describe('ImportDialog', { timeout: 60_000 }, () => {
  it('lists every row problem and keeps Apply disabled for a bad file', async () => {
    const { applied } = renderDialog(
      preview([row(2), row(3, [{ Field: 'RetailPrice', MessageKey: MENU_ITEMS_ERROR.priceInvalid }])]),
    );
    const apply = screen.getByRole('button', { name: t('categoriesItems.import.apply') });
    expect(apply).toBeDisabled();
    await chooseFile('ItemName\nx');
    const table = await screen.findByRole('table', { name: t('categoriesItems.import.previewTable') });
    expect(
      within(table).getByText(
        t('categoriesItems.import.issue', { field: 'RetailPrice', message: t(MENU_ITEMS_ERROR.priceInvalid) }),
      ),
    ).toBeVisible();
    expect(screen.getByText(t('categoriesItems.import.invalid', { count: 2, errors: 1 }))).toBeVisible();
    expect(apply).toBeDisabled();
    expect(applied).toHaveLength(0);
  });

  it('applies a valid file with the same content it previewed', async () => {
    const { applied, onApplied } = renderDialog(preview([row(2), row(3)]));
    const user = await chooseFile('ItemName,Category\nA,B');
    expect(await screen.findByText(t('categoriesItems.import.valid', { count: 2 }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t('categoriesItems.import.apply') }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ Created: 2 })));
    expect(applied).toEqual([{ FileName: 'menu.csv', Content: 'ItemName,Category\nA,B' }]);
  });
});
