import type { TErrorKey } from '@mp/contracts/api-error';
import {
  ALL_CATEGORIES,
  MENU_ITEMS_ERROR as E,
  NO_CATEGORY,
  stockingUnitOf,
  type TCategoriesAndItemsResponse,
  type TChargeItem,
  type TDepartment,
  type TGetItemsResponse,
  type TItem,
  type TItemCategoriesResponse,
  type TMutationResult,
  type TPrinterGroup,
  type TTag,
  type TTaxCategory,
  type ZAddItemRequest,
  type ZGetItemsRequest,
  type ZPrinterGroupsRequest,
  type ZSaveCategoryRequest,
  type ZUpdateChargeItemRequest,
  type ZChargeItemForm,
  ZCategoryListRequest,
} from '@mp/contracts/menu-items';
import type { z } from 'zod';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { departments, itemCategories, printerGroups, tags } from '../../db/schema.ts';
import type { TMerchantScope, TViewScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { pickFields, recordChanges } from '../../shared/change-log/change-log.ts';
import {
  activeTaxCategories,
  categorizedItems,
  categoryTagNames,
  categoryNameTaken,
  categoryOfMerchant,
  insertCategory,
  insertItem,
  isActiveTaxCategory,
  itemOfMerchant,
  itemsPage,
  liveItemExists,
  lockItems,
  merchantCategories,
  merchantChargeItems,
  merchantDepartments,
  merchantPrinterGroups,
  merchantTags,
  ownedIds,
  replaceCategoryTags,
  softDeleteItem,
  type TCategoryRow,
  type TReader,
  updateCategory,
  updateItem,
} from './menu-items.queries.ts';

const notFound = (key: TErrorKey, field?: string) => new ApiError(404, key, 'Not found.', field);
const staleCategory = () => staleChecksum(E.staleChecksum, 'category', 'itemCategory.ConcurrencyChecksum');
const staleItem = () => staleChecksum(E.staleChecksum, 'item');

const categoryOut = (c: TCategoryRow) => ({
  ItemCategoryId: c.id,
  CategoryName: c.name,
  DisplayColor: c.displayColor,
  DepartmentId: c.departmentId,
  MerchantId: c.merchantId,
  SortOrder: c.sortOrder,
  ParentItemCategoryId: c.parentItemCategoryId,
  TagIds: c.tagIds,
  ItemCount: c.itemCount,
  ConcurrencyChecksum: checksumOf(c.version),
});

type TCategoryListRequest = z.output<typeof ZCategoryListRequest>;

/** POST /Item/GetItemCategories: the merchant's categories (for the list and the item form's select). */
export async function itemCategoryList(
  db: TDb,
  scope: TMerchantScope,
  request: TCategoryListRequest,
): Promise<TItemCategoriesResponse> {
  return { Categories: (await merchantCategories(db, scope, request.SearchArg)).map(categoryOut) };
}

/** POST /Item/GetCategoriesAndItems: each category with its items' ids and names. */
export async function categoriesAndItems(
  db: TDb,
  scope: TMerchantScope,
  request: TCategoryListRequest,
): Promise<TCategoriesAndItemsResponse> {
  const [categories, itemRows] = await Promise.all([
    merchantCategories(db, scope, request.SearchArg),
    categorizedItems(db, scope),
  ]);
  const byCategory = new Map<number, { ItemMasterId: number; ItemName: string }[]>();
  for (const item of itemRows) {
    if (item.categoryId === null) continue;
    const list = byCategory.get(item.categoryId) ?? [];
    list.push({ ItemMasterId: item.id, ItemName: item.name });
    byCategory.set(item.categoryId, list);
  }
  return { Categories: categories.map((c) => ({ ...categoryOut(c), Items: byCategory.get(c.id) ?? [] })) };
}

async function assertOwned(
  db: TReader,
  table: Parameters<typeof ownedIds>[1],
  scope: TMerchantScope,
  ids: readonly number[],
  key: TErrorKey,
  fieldOf: (index: number) => string,
) {
  const owned = await ownedIds(db, table, scope, ids);
  const index = ids.findIndex((id) => !owned.has(id));
  if (index >= 0) throw badRequest(key, 'Unknown reference.', fieldOf(index));
}

/**
 * POST /Item/AddItemCategory and /Item/EditItemCategory: the name is stored trimmed and uppercased and must be the
 * merchant's only one of that name; department, parent and tags must be the merchant's own. An edit must carry the
 * category's current ConcurrencyChecksum (else 409, nothing written) and answers the new one.
 */
export async function saveCategory(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  request: z.output<typeof ZSaveCategoryRequest>,
  mode: 'add' | 'edit',
): Promise<TMutationResult> {
  const { itemCategory: c, tagAssignments } = request;
  const categoryId = mode === 'edit' ? (c.ItemCategoryId ?? 0) : null;
  const current = categoryId === null ? null : await categoryOfMerchant(db, scope, categoryId);
  if (categoryId !== null && !current) throw notFound(E.categoryNotFound, 'itemCategory.ItemCategoryId');
  if (current && versionOf(c.ConcurrencyChecksum) !== current.version) throw staleCategory();
  if (c.DepartmentId !== null)
    await assertOwned(db, departments, scope, [c.DepartmentId], E.unknownDepartment, () => 'itemCategory.DepartmentId');
  if (c.ParentItemCategoryId !== null)
    await assertOwned(
      db,
      itemCategories,
      scope,
      [c.ParentItemCategoryId],
      E.unknownCategory,
      () => 'itemCategory.ParentItemCategoryId',
    );
  const tagIds = [...new Set(tagAssignments)];
  await assertOwned(db, tags, scope, tagIds, E.unknownTag, (i) => `tagAssignments.${i}`);
  if (await categoryNameTaken(db, scope, c.CategoryName, categoryId))
    throw badRequest(E.categoryNameTaken, 'Another category has that name.', 'itemCategory.CategoryName');
  const values = {
    name: c.CategoryName,
    displayColor: c.DisplayColor,
    departmentId: c.DepartmentId,
    sortOrder: c.SortOrder,
    parentItemCategoryId: c.ParentItemCategoryId,
  };
  const saved = await db.transaction(async (tx) => {
    // Checked again where it is written: of two edits that loaded the same version, the second writes nothing.
    const version = current && (await updateCategory(tx, scope, current.id, current.version, values));
    if (current && version === null) throw staleCategory();
    const id = current?.id ?? (await insertCategory(tx, scope, values));
    // Tags are logged by name, as the merchant knows them; none is logged as none, not as ''.
    const tagsBefore = current && ((await categoryTagNames(tx, scope, id)) || null);
    await replaceCategoryTags(tx, scope, id, tagIds);
    const tagsAfter = (await categoryTagNames(tx, scope, id)) || null;
    await recordChanges(tx, scope, actor, [
      {
        entity: 'category',
        entityId: id,
        entityName: values.name,
        before: current && { ...pickFields(current, values), tags: tagsBefore },
        after: { ...values, tags: tagsAfter },
      },
    ]);
    return { id, version };
  });
  return {
    IsSuccessful: true,
    Message: '',
    Entity: { ItemCategoryId: saved.id },
    ...(saved.version === null ? {} : { ConcurrencyChecksum: checksumOf(saved.version) }),
  };
}

export const departmentList = async (db: TDb, scope: TMerchantScope): Promise<TDepartment[]> =>
  (await merchantDepartments(db, scope)).map((d) => ({ DepartmentId: d.id, Name: d.name }));

export const tagList = async (db: TDb, scope: TMerchantScope): Promise<TTag[]> =>
  (await merchantTags(db, scope)).map((t) => ({ TagId: t.id, Name: t.name }));

export const taxCategoryList = async (db: TDb, scope: TMerchantScope): Promise<TTaxCategory[]> =>
  (await activeTaxCategories(db, scope)).map((t) => ({
    TaxCategoryId: t.id,
    Name: t.name,
    IsDefault: t.isDefault,
  }));

export async function printerGroupList(
  db: TDb,
  scope: TMerchantScope,
  request: z.output<typeof ZPrinterGroupsRequest>,
): Promise<{ ResultSet: TPrinterGroup[]; TotalRowCount: number }> {
  const rows = await merchantPrinterGroups(db, scope, {
    search: request.SearchArg2 ?? '',
    descending: request.SortDirection?.toUpperCase() === 'DESC',
    limit: request.PageRowCount ?? 9999,
  });
  return {
    ResultSet: rows.map((r) => ({ PrinterGroupId: r.id, PrinterGroupName: r.name })),
    TotalRowCount: rows.length,
  };
}

/** POST /Item/GetItems: one category's items (-2: those without one, -1: all), searched, one page. */
export async function itemList(
  db: TDb,
  scope: TViewScope,
  request: z.output<typeof ZGetItemsRequest>,
): Promise<TGetItemsResponse> {
  const key = request.NumericKeySearchArg;
  const { rows, total } = await itemsPage(db, scope, {
    categoryId: key === ALL_CATEGORIES ? 'all' : key === NO_CATEGORY ? null : key,
    search: request.SearchArg,
    limit: request.PageRowCount,
    offset: (request.RequestedPageNum - 1) * request.PageRowCount,
    sort: { column: request.SortColumn, direction: request.SortDirection },
  });
  return { ResultSet: rows, TotalRowCount: total };
}

export async function itemDetail(db: TDb, scope: TViewScope, itemId: number): Promise<TItem> {
  const item = await itemOfMerchant(db, scope, itemId);
  if (!item) throw notFound(E.itemNotFound, 'ItemMasterId');
  return item;
}

/** Category, tax category (active) and printer group must be the merchant's own. */
async function assertItemReferences(
  db: TDb,
  scope: TMerchantScope,
  refs: { ItemCategoryId?: number; TaxCategoryId: number; PrinterGroupId?: number | null },
) {
  if (refs.ItemCategoryId !== undefined)
    await assertOwned(db, itemCategories, scope, [refs.ItemCategoryId], E.unknownCategory, () => 'ItemCategoryId');
  if (!(await isActiveTaxCategory(db, scope, refs.TaxCategoryId)))
    throw badRequest(E.unknownTaxCategory, 'Unknown tax category.', 'TaxCategoryId');
  if (refs.PrinterGroupId)
    await assertOwned(db, printerGroups, scope, [refs.PrinterGroupId], E.unknownPrinterGroup, () => 'PrinterGroupId');
}

type TItemRow = Awaited<ReturnType<typeof lockItems>>[number];

/** The change log's entry of an item save: the written fields, before (null when created) and after. */
const recordItemChange = (
  tx: Parameters<typeof lockItems>[0],
  scope: TMerchantScope,
  actor: TActor,
  itemId: number,
  before: TItemRow | null,
  after: Partial<TItemRow>,
) =>
  recordChanges(tx, scope, actor, [
    {
      entity: 'item',
      entityId: itemId,
      entityName: after.itemName ?? before?.itemName ?? '',
      before: before && pickFields(before, after),
      after,
    },
  ]);

/**
 * POST /Item/AddItem: ItemMasterId 0 creates, another id updates that item of the merchant (404 otherwise) when the
 * body's ConcurrencyChecksum is still the item's (else 409, nothing written) and answers the new one. The stocking
 * unit follows SoldBy and IsModifier follows ItemType, whatever the body says.
 */
export async function saveItem(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  body: z.output<typeof ZAddItemRequest>,
): Promise<TMutationResult> {
  await assertItemReferences(db, scope, body);
  const values = {
    itemName: body.ItemName,
    description: body.Description,
    isFavorite: body.IsFavorite,
    itemCategoryId: body.ItemCategoryId,
    printerGroupId: body.PrinterGroupId,
    soldBy: body.SoldBy,
    stockingUnit: stockingUnitOf(body.SoldBy),
    retailPrice: body.RetailPrice,
    taxCategoryId: body.TaxCategoryId,
    promptForPrice: body.PromptForPrice,
    itemNumber: body.ItemNumber || null,
    printPriority: body.PrintPriority,
    itemType: body.ItemType,
    isSellable: body.IsSellable,
    isMenuItem: body.ItemType !== 'M',
    isModifier: body.ItemType !== 'I',
    isAodDeliveryPartnerFee: body.IsAODDeliveryPartnerFee,
  };
  if (body.ItemMasterId === 0) {
    const id = await db.transaction(async (tx) => {
      const created = await insertItem(tx, scope, values);
      await recordItemChange(tx, scope, actor, created, null, values);
      return created;
    });
    return { IsSuccessful: true, Message: '', Entity: { ItemMasterId: id } };
  }
  const expected = versionOf(body.ConcurrencyChecksum);
  const version =
    expected === null
      ? null
      : await db.transaction(async (tx) => {
          // The row is read (and locked) for the change log's before values; the update still checks the version.
          const [before] = await lockItems(tx, scope, [body.ItemMasterId]);
          const written = before && (await updateItem(tx, scope, body.ItemMasterId, values, { version: expected }));
          if (before && written) await recordItemChange(tx, scope, actor, before.id, before, values);
          return written ?? null;
        });
  if (version === null) {
    if (!(await liveItemExists(db, scope, body.ItemMasterId))) throw notFound(E.itemNotFound, 'ItemMasterId');
    throw staleItem();
  }
  return {
    IsSuccessful: true,
    Message: '',
    Entity: { ItemMasterId: body.ItemMasterId },
    ConcurrencyChecksum: checksumOf(version),
  };
}

export async function deleteItem(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  itemId: number,
): Promise<TMutationResult> {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await lockItems(tx, scope, [itemId]);
    if (!before || !(await softDeleteItem(tx, scope, itemId))) return false;
    await recordItemChange(tx, scope, actor, itemId, before, { itemName: before.itemName, isDeleted: true });
    return true;
  });
  if (!deleted) throw notFound(E.itemNotFound, 'ItemMasterId');
  return { IsSuccessful: true, Message: '', Entity: { ItemMasterId: itemId } };
}

export async function chargeItemList(
  db: TDb,
  scope: TMerchantScope,
): Promise<{ ResultSet: TChargeItem[]; TotalRowCount: number }> {
  const rows = await merchantChargeItems(db, scope);
  return { ResultSet: rows, TotalRowCount: rows.length };
}

/** Charge items are priced, taxed items outside the menu: no category, never a modifier, sold each. */
export async function saveChargeItem(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  body: z.output<typeof ZChargeItemForm> | z.output<typeof ZUpdateChargeItemRequest>,
): Promise<TMutationResult> {
  await assertItemReferences(db, scope, { TaxCategoryId: body.TaxCategoryId });
  const values = {
    itemName: body.ItemName,
    retailPrice: body.RetailPrice,
    taxCategoryId: body.TaxCategoryId,
    isAodDeliveryPartnerFee: body.IsAODDeliveryPartnerFee,
  };
  if (!('ItemMasterId' in body)) {
    const created = { ...values, isChargeItem: true, isMenuItem: false };
    const id = await db.transaction(async (tx) => {
      const newId = await insertItem(tx, scope, created);
      await recordItemChange(tx, scope, actor, newId, null, created);
      return newId;
    });
    return { IsSuccessful: true, Message: '', Entity: { ItemMasterId: id } };
  }
  const { ItemMasterId } = body;
  const updated = await db.transaction(async (tx) => {
    const [before] = await lockItems(tx, scope, [ItemMasterId], 'charge');
    if (!before || (await updateItem(tx, scope, ItemMasterId, values, { kind: 'charge' })) === null) return false;
    await recordItemChange(tx, scope, actor, ItemMasterId, before, values);
    return true;
  });
  if (!updated) throw notFound(E.itemNotFound, 'ItemMasterId');
  return { IsSuccessful: true, Message: '', Entity: { ItemMasterId: body.ItemMasterId } };
}
