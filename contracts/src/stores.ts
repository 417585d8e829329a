import { z } from 'zod';
import { PG_INT_MAX, sortFields, type TSortSpec, ZIdOrZeroParam, ZIdParam, ZPageNumber } from './fields.ts';

/** Default and largest page sizes of spec 1 §9. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 10000;

/** A row of the merchant- and store-selection tables (spec 1 §3). StoreId 0 is the company-view row. */
export const ZStoreRow = z.object({
  MerchantId: z.number().int(),
  StoreId: z.number().int(),
  StoreCode: z.string(),
  StoreName: z.string(),
  MerchantName: z.string(),
  IsDeleted: z.boolean(),
  HasFirstRun: z.boolean(),
  StoreSiteId: z.string().nullable(),
});
export type TStoreRow = z.infer<typeof ZStoreRow>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/**
 * The columns the store search sorts by (our design: the spec leaves the order open); the default is MerchantName ASC,
 * where each merchant's company-view row comes before its stores.
 */
export const STORE_SORT_COLUMNS = ['MerchantName', 'StoreName', 'StoreCode', 'MerchantId'] as const;
export type TStoreSortColumn = (typeof STORE_SORT_COLUMNS)[number];
export const STORE_SORT: TSortSpec<TStoreSortColumn> = {
  columns: STORE_SORT_COLUMNS,
  defaultSort: { column: 'MerchantName', direction: 'ASC' },
};

/** Paged search of stores (spec 1 §3). `SearchArg5` and `includeDeletedStores` both mean "include deactivated". */
export const ZStoreSearchRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  TotalRowCount: z.coerce.number().int().min(-1).max(PG_INT_MAX).optional(),
  SearchArg: z.string().trim().max(200).default(''),
  SearchArg5: flag,
  includeDeletedStores: flag,
  isNewUi: flag,
  ...sortFields(STORE_SORT),
});
export type TStoreSearchRequest = z.input<typeof ZStoreSearchRequest>;

export const ZStoreSearchResponse = z.object({ ResultSet: z.array(ZStoreRow), TotalRowCount: z.number().int() });
export type TStoreSearchResponse = z.infer<typeof ZStoreSearchResponse>;

export const ZCheckStoreAccountStatusRequest = z.object({
  StoreId: ZIdOrZeroParam,
  MerchantId: ZIdParam,
});
export type TCheckStoreAccountStatusRequest = z.infer<typeof ZCheckStoreAccountStatusRequest>;

/** POST /Account/SaveStoreContext?StoreId=…; StoreId 0 selects the merchant's company view. */
export const ZSaveStoreContextQuery = z.object({ StoreId: ZIdOrZeroParam });
export const ZSaveStoreContextRequest = z.object({
  StoreCode: z.string().max(64).optional().default(''),
  StoreName: z.string().max(200).optional().default(''),
  OverrideMerchantId: ZIdParam,
});
export type TSaveStoreContextRequest = z.input<typeof ZSaveStoreContextRequest>;

export const ZSaveStoreContextResponse = z.object({ IsSuccessful: z.boolean(), Message: z.string() });

/** SaveStoreContext's 409: the spec's Message value, and the error key the body carries beside it. */
export const STORE_NOT_AVAILABLE_MESSAGE = 'StoreSelection.StoreNotAvailable';
export const STORE_SELECTION_ERROR = { storeNotAvailable: 'storeSelection.errors.storeNotAvailable' } as const;
export type TSaveStoreContextResponse = z.infer<typeof ZSaveStoreContextResponse>;

/** Store status code 5 means suspended (spec 1 §9). */
export const STORE_STATUS_SUSPENDED = 5;

/** Display name of a store row in the selection tables: `* ` for deleted stores, ` * NEW *` when flagged new. */
export function storeDisplayName(
  row: Pick<TStoreRow, 'StoreName' | 'IsDeleted' | 'HasFirstRun'>,
  markNew: boolean,
): string {
  const name = row.IsDeleted ? `* ${row.StoreName}` : row.StoreName;
  return markNew && !row.IsDeleted && !row.HasFirstRun ? `${name} * NEW *` : name;
}
