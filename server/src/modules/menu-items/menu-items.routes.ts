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
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireMerchantSession } from '../../plugins/session.ts';
import { applyMenuImport, exportFileName, exportMenuCsv, previewMenuImport } from './menu-csv.service.ts';
import type { TMenuScope } from './menu-items.queries.ts';
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

/** Every call serves the categories-or-items pages (feature 16, the item-category flag off). */
const menuAccess = { access: access.route('menu/categoriesoritems') };

/**
 * Categories and items are the merchant's (company view and store view see the same menu); the store (0 in company
 * view) only decides what an item's Available says.
 */
const scopeOf = (request: FastifyRequest): TMenuScope => {
  const { merchantId, storeId } = requireMerchantSession(request);
  return { merchantId, storeId: storeId ?? 0 };
};
const merchantOf = (request: FastifyRequest) => requireMerchantSession(request).merchantId;

export function menuItemsRoutes(app: TApp, deps: TDeps): void {
  const tags = ['categories and items'];
  const { db } = deps;

  app.post(
    '/Item/GetCategoriesAndItems',
    {
      config: menuAccess,
      schema: { tags, body: ZCategoryListRequest, response: { 200: ZCategoriesAndItemsResponse } },
    },
    async (request) => categoriesAndItems(db, merchantOf(request), request.body),
  );
  app.post(
    '/Item/GetItemCategories',
    { config: menuAccess, schema: { tags, body: ZCategoryListRequest, response: { 200: ZItemCategoriesResponse } } },
    async (request) => itemCategoryList(db, merchantOf(request), request.body),
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
        return saveCategory(db, merchantOf(request), request.body, mode);
      },
    );
  }
  app.post(
    '/Department/GetDepartments',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZDepartment) } } },
    async (request) => departmentList(db, merchantOf(request)),
  );
  app.post(
    '/Tag/GetTags',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZTag) } } },
    async (request) => tagList(db, merchantOf(request)),
  );
  app.post(
    '/Tax/GetActiveTaxCategories',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: z.array(ZTaxCategory) } } },
    async (request) => taxCategoryList(db, merchantOf(request)),
  );
  app.post(
    '/Item/GetPrinterGroups',
    { config: menuAccess, schema: { tags, body: ZPrinterGroupsRequest, response: { 200: ZPrinterGroupsResponse } } },
    async (request) => printerGroupList(db, merchantOf(request), request.body),
  );

  app.post(
    '/Item/GetItems',
    { config: menuAccess, schema: { tags, body: ZGetItemsRequest, response: { 200: ZGetItemsResponse } } },
    async (request) => itemList(db, scopeOf(request), request.body),
  );
  app.post(
    '/Item/GetItem',
    { config: menuAccess, schema: { tags, body: ZItemKey, response: { 200: ZItem } } },
    async (request) => itemDetail(db, scopeOf(request), request.body.ItemMasterId),
  );
  app.post(
    '/Item/AddItem',
    { config: menuAccess, schema: { tags, body: ZAddItemRequest, response: { 200: ZMutationResult } } },
    async (request) => {
      return saveItem(db, merchantOf(request), request.body);
    },
  );
  app.post(
    '/Item/DeleteItem',
    { config: menuAccess, schema: { tags, body: ZItemKey, response: { 200: ZMutationResult } } },
    async (request) => deleteItem(db, merchantOf(request), request.body.ItemMasterId),
  );

  app.post(
    '/Item/GetChargeItems',
    { config: menuAccess, schema: { tags, body: z.object({}).optional(), response: { 200: ZChargeItemsResponse } } },
    async (request) => chargeItemList(db, merchantOf(request)),
  );
  app.post(
    '/Item/AddChargeItem',
    { config: menuAccess, schema: { tags, body: ZChargeItemForm, response: { 200: ZMutationResult } } },
    async (request) => {
      return saveChargeItem(db, merchantOf(request), request.body);
    },
  );
  app.post(
    '/Item/UpdateChargeItem',
    {
      config: menuAccess,
      schema: { tags, body: ZUpdateChargeItemRequest, response: { 200: ZMutationResult } },
    },
    async (request) => {
      return saveChargeItem(db, merchantOf(request), request.body);
    },
  );

  app.get('/Item/ExportMenuCsv', { config: menuAccess, schema: { tags } }, async (request, reply) => {
    const stream = await exportMenuCsv(db, merchantOf(request));
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
    async (request) => previewMenuImport(db, merchantOf(request), request.body.Content),
  );
  app.post(
    '/Item/ApplyMenuImport',
    { ...importOptions, schema: { tags, body: ZImportUpload, response: { 200: ZImportApplied } } },
    async (request) => applyMenuImport(db, merchantOf(request), request.body.Content),
  );
}
