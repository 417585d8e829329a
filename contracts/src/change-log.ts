import { z } from 'zod';
import { ZId, ZIdParam, ZPageNumber } from './fields.ts';
import { DEFAULT_PAGE_SIZE } from './stores.ts';
import { isIsoDate } from './tickets.ts';

/**
 * The change log (issue 13 §8): every back-office change writes one row naming who, when, the merchant, the store,
 * the entity and the before and after values of the fields that changed.
 */
export const CHANGE_LOG_ENTITIES = [
  'discount',
  'item',
  'category',
  'itemAvailability',
  'loyaltyPriceList',
  'userRole',
  'featureFlag',
  'storeContext',
  'securityControls',
  'scheduleEnforcement',
  'employee',
  'payCode',
  'companyInformation',
  'receiptInfo',
  'alerts',
  'storeOptions',
  'storeConfiguration',
  'revenueCenter',
  'modifierGroup',
  'imageManager',
  'department',
  'tag',
  'eventSchedule',
  'restriction',
  'promotion',
  /** Every online-ordering setting (tipping, hours, prep time …): the entry's name says which. */
  'onlineOrdering',
] as const;
export const ZChangeLogEntity = z.enum(CHANGE_LOG_ENTITIES);
export type TChangeLogEntity = z.infer<typeof ZChangeLogEntity>;

export const CHANGE_LOG_ERROR = {
  invalidDate: 'changeLog.errors.invalidDate',
} as const;

/** The largest page the change log answers: it is read on screen, 25 rows at a time by default. */
export const CHANGE_LOG_MAX_PAGE_SIZE = 100;

/** A changed value as JSON keeps it: text, number, yes/no, or none (created or deleted). */
export const ZChangeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TChangeValue = z.infer<typeof ZChangeValue>;

/** One changed field: its value before and after the change (before null on create, after null on delete). */
export const ZFieldChange = z.object({ Field: z.string(), Before: ZChangeValue, After: ZChangeValue });
export type TFieldChange = z.infer<typeof ZFieldChange>;

const ZIsoDate = z.string().refine(isIsoDate, { message: CHANGE_LOG_ERROR.invalidDate });

/**
 * GET /ChangeLog/GetChangeLog query: calendar dates (inclusive, in the viewed store's zone), one user, one entity, the
 * page. Newest first.
 */
export const ZChangeLogRequest = z.object({
  FromDate: ZIsoDate.optional(),
  ToDate: ZIsoDate.optional(),
  UserId: ZIdParam.optional(),
  Entity: ZChangeLogEntity.optional(),
  RequestedPageNum: ZPageNumber.default(1),
  PageRowCount: z.coerce.number().int().min(1).max(CHANGE_LOG_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TChangeLogRequest = z.input<typeof ZChangeLogRequest>;
/** The query as the server reads it (and the web keeps it): defaults applied, numbers as numbers. */
export type TChangeLogQuery = z.output<typeof ZChangeLogRequest>;

export const ZChangeLogRow = z.object({
  Id: ZId,
  /** ISO timestamp (UTC). */
  At: z.string(),
  UserId: z.number().int(),
  UserName: z.string(),
  MerchantId: ZId,
  StoreId: z.number().int().nullable(),
  StoreName: z.string().nullable(),
  Entity: ZChangeLogEntity,
  EntityId: z.number().int(),
  EntityName: z.string(),
  Changes: z.array(ZFieldChange),
});
export type TChangeLogRow = z.infer<typeof ZChangeLogRow>;

/** One page of entries, and every user who has an entry the caller may see (the user filter's choices). */
export const ZChangeLogResponse = z.object({
  ResultSet: z.array(ZChangeLogRow),
  TotalRowCount: z.number().int(),
  Users: z.array(z.object({ UserId: z.number().int(), UserName: z.string() })),
});
export type TChangeLogResponse = z.infer<typeof ZChangeLogResponse>;
