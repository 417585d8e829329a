import type { apiAs } from './saved-sessions.ts';

type TApi = Awaited<ReturnType<typeof apiAs>>;

/**
 * Adds an item of its own to the session's menu, for a spec that edits one: in PASTRIES at 2.00 with the default tax
 * category (Corner Cafe's demo menu has both). Answers its ItemMasterId; the spec deletes it when done.
 */
export async function addPastry(api: TApi, itemName: string): Promise<number> {
  const { Categories } = (await api.post('/Item/GetItemCategories', {})) as {
    Categories: { ItemCategoryId: number; CategoryName: string }[];
  };
  const taxes = (await api.post('/Tax/GetActiveTaxCategories', {})) as { TaxCategoryId: number; IsDefault: boolean }[];
  const created = (await api.post('/Item/AddItem', {
    ItemName: itemName,
    Description: '',
    IsFavorite: false,
    ItemCategoryId: Categories.find((x) => x.CategoryName === 'PASTRIES')!.ItemCategoryId,
    PrinterGroupId: null,
    SoldBy: 1,
    RetailPrice: '2.00',
    TaxCategoryId: taxes.find((x) => x.IsDefault)!.TaxCategoryId,
    PromptForPrice: false,
    ItemNumber: '',
    PrintPriority: 0,
    ItemType: 'I',
    IsSellable: true,
  })) as { Entity: { ItemMasterId: number } };
  return created.Entity.ItemMasterId;
}
