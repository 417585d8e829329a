import {
  IMPORT_MAX_BYTES,
  ZAddItemRequest,
  ZCategoriesAndItemsResponse,
  ZCategoryListRequest,
  ZChargeItemForm,
  ZChargeItemsResponse,
  ZDepartment,
  ZGetItemsRequest,
  ZGetItemsResponse,
  ZItem,
  ZItemCategoriesResponse,
  ZItemKey,
  ZMutationResult,
  ZPrinterGroupsRequest,
  ZPrinterGroupsResponse,
  ZSaveCategoryRequest,
  ZTag,
  ZTaxCategory,
  ZUpdateChargeItemRequest,
} from '@mp/contracts/menu-items';
import { ZImportApplied, ZImportPreview, ZImportUpload } from '@mp/contracts/menu-items-csv';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, merchantScopeOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { applyMenuImport, exportFileName, exportMenuCsv, previewMenuImport } from './menu-csv.service.ts';
import {
  categoriesAndItems,
  chargeItemList,
  deleteItem,
  departmentList,
  itemCategoryList,
  itemDetail,
  itemList,
  printerGroupList,
  saveCategory,
  saveChargeItem,
  saveItem,
  tagList,
  taxCategoryList,
} from './menu-items.service.ts';

/**
 * Every call serves the categories-or-items pages (feature 16, the item-category flag off). Categories and items are
 * the merchant's: company view and store view see the same menu.
 */
const menuPage = access.route('menu/categoriesoritems');
const menuAccess = { access: menuPage, scope: tenancy.merchant };
/**
 * The item list and detail also say whether each item is Available at the session's store; the company view, and a
 * session that has not chosen a store yet, have no store to be out of stock at.
 */
const itemViewAccess = { access: menuPage, scope: tenancy.viewOrCompany };

export function menuItemsRoutes(app: TApp, deps: TDeps): void {
  const tags = ['categories and items'];
  const { db } = deps;

  app.post(
    '/Item/GetCategoriesAndItems',
    {
      config: menuAccess,
      schema: { tags, body: ZCategoryListRequest, response: { 200: ZCategoriesAndItemsResponse } },
    },
    async (request) => categoriesAndItems(db, merchantScopeOf(request), request.body),
  );
  app.post(
    '/Item/GetItemCategories',
    { config: menuAccess, schema: { tags, body: ZCategoryListRequest, response: { 200: ZItemCategoriesResponse } } },
    async (request) => itemCategoryList(db, merchantScopeOf(request), request.body),
  );
  for (const [url, mode] of [
    ['/Item/AddItemCategory', 'add'],
    ['/Item/EditItemCategory', 'edit'],
  ] as const) {
    app.post(
      url,
      {
        config: menuAccess,
        schema: { tags, body: ZSaveCategoryRequest, response: { 200: ZMutationResult } },
      },
      async (request) => {
        return saveCategory(db, merchantScopeOf(request), actorOf(request), request.body, mode);
      },
    );
  }
  app.post(
    '/Department/GetDepartments',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZDepartment) } } },
    async (request) => departmentList(db, merchantScopeOf(request)),
  );
  app.post(
    '/Tag/GetTags',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZTag) } } },
    async (request) => tagList(db, merchantScopeOf(request)),
  );
  app.post(
    '/Tax/GetActiveTaxCategories',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZTaxCategory) } } },
    async (request) => taxCategoryList(db, merchantScopeOf(request)),
  );
  app.post(
    '/Item/GetPrinterGroups',
    { config: menuAccess, schema: { tags, body: ZPrinterGroupsRequest, response: { 200: ZPrinterGroupsResponse } } },
    async (request) => printerGroupList(db, merchantScopeOf(request), request.body),
  );

  app.post(
    '/Item/GetItems',
    { config: itemViewAccess, schema: { tags, body: ZGetItemsRequest, response: { 200: ZGetItemsResponse } } },
    async (request) => itemList(db, viewScopeOf(request), request.body),
  );
  app.post(
    '/Item/GetItem',
    { config: itemViewAccess, schema: { tags, body: ZItemKey, response: { 200: ZItem } } },
    async (request) => itemDetail(db, viewScopeOf(request), request.body.ItemMasterId),
  );
  app.post(
    '/Item/AddItem',
    { config: menuAccess, schema: { tags, body: ZAddItemRequest, response: { 200: ZMutationResult } } },
    async (request) => {
      return saveItem(db, merchantScopeOf(request), actorOf(request), request.body);
    },
  );
  app.post(
    '/Item/DeleteItem',
    { config: menuAccess, schema: { tags, body: ZItemKey, response: { 200: ZMutationResult } } },
    async (request) => deleteItem(db, merchantScopeOf(request), actorOf(request), request.body.ItemMasterId),
  );

  app.post(
    '/Item/GetChargeItems',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: ZChargeItemsResponse } } },
    async (request) => chargeItemList(db, merchantScopeOf(request)),
  );
  app.post(
    '/Item/AddChargeItem',
    { config: menuAccess, schema: { tags, body: ZChargeItemForm, response: { 200: ZMutationResult } } },
    async (request) => {
      return saveChargeItem(db, merchantScopeOf(request), actorOf(request), request.body);
    },
  );
  app.post(
    '/Item/UpdateChargeItem',
    {
      config: menuAccess,
      schema: { tags, body: ZUpdateChargeItemRequest, response: { 200: ZMutationResult } },
    },
    async (request) => {
      return saveChargeItem(db, merchantScopeOf(request), actorOf(request), request.body);
    },
  );

  app.get('/Item/ExportMenuCsv', { config: menuAccess, schema: { tags } }, async (request, reply) => {
    const stream = await exportMenuCsv(db, merchantScopeOf(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  // The file travels as JSON text: room for a 2 MB file once escaped, the size rule itself is checked on the text.
  const importOptions = { config: menuAccess, bodyLimit: IMPORT_MAX_BYTES * 3 };
  app.post(
    '/Item/PreviewMenuImport',
    { ...importOptions, schema: { tags, body: ZImportUpload, response: { 200: ZImportPreview } } },
    async (request) => previewMenuImport(db, merchantScopeOf(request), request.body.Content),
  );
  app.post(
    '/Item/ApplyMenuImport',
    { ...importOptions, schema: { tags, body: ZImportUpload, response: { 200: ZImportApplied } } },
    async (request) => applyMenuImport(db, merchantScopeOf(request), actorOf(request), request.body.Content),
  );
}
