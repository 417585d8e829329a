import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, ZId, ZPageNumber, type TSortSpec } from './fields.ts';
import { DEFAULT_PAGE_SIZE } from './stores.ts';
import { isDateRangeInOrder, TIME_WINDOWS_ERROR, ZDaysOfWeek, ZClockTime, ZOptionalDate } from './time-windows.ts';

/** Inventory → Configuration → Events (issue 21 item 5): the page the route guard and the server's calls check. */
export const EVENT_SCHEDULES_PAGE = 'menu/configuration/events';

/** Spec 2 §7 names GetAll and Insert; Update and Delete are ours, under the same prefix. */
export const EVENT_SCHEDULES_PATH = {
  getAll: '/EventSchedule/GetAll',
  get: '/EventSchedule/Get',
  insert: '/EventSchedule/Insert',
  update: '/EventSchedule/Update',
  delete: '/EventSchedule/Delete',
} as const;

export const EVENT_SCHEDULE_NAME_MAX = 30;
export const EVENT_SCHEDULES_MAX_PAGE_SIZE = 200;

export const EVENT_SCHEDULES_ERROR = {
  nameRequired: 'eventSchedules.errors.nameRequired',
  nameTooLong: 'eventSchedules.errors.nameTooLong',
  nameTaken: 'eventSchedules.errors.nameTaken',
  notFound: 'eventSchedules.errors.notFound',
  /** Something (a promotion) still refers to the schedule. */
  inUse: 'eventSchedules.errors.inUse',
  activeRequired: 'eventSchedules.errors.activeRequired',
  staleChecksum: staleChecksumKey('eventSchedules'),
} as const;
const E = EVENT_SCHEDULES_ERROR;

const ZName = z
  .string({ error: E.nameRequired })
  .transform((v) => v.trim())
  .refine((v) => v !== '', { error: E.nameRequired })
  .refine((v) => v.length <= EVENT_SCHEDULE_NAME_MAX, { error: E.nameTooLong });

const ZEventScheduleFields = z.object({
  Name: ZName,
  DaysOfWeek: ZDaysOfWeek,
  StartTime: ZClockTime,
  EndTime: ZClockTime,
  StartDate: ZOptionalDate,
  EndDate: ZOptionalDate,
  IsActive: z.boolean({ error: E.activeRequired }),
});
type TFields = z.output<typeof ZEventScheduleFields>;

/** The rules across fields: the end time differs from the start, the end date is not before the start date. */
const crossFieldRules = (v: TFields, ctx: z.RefinementCtx) => {
  if (v.StartTime === v.EndTime)
    ctx.addIssue({ code: 'custom', message: TIME_WINDOWS_ERROR.sameStartEnd, path: ['EndTime'] });
  if (!isDateRangeInOrder(v.StartDate, v.EndDate))
    ctx.addIssue({ code: 'custom', message: TIME_WINDOWS_ERROR.endDateBeforeStart, path: ['EndDate'] });
};

/**
 * The form's fields, one schema for the form and the server: a name unique in the merchant (without case), the days
 * of the week, the start and end time of day (an earlier end crosses midnight), an optional date range (either end
 * open, the end not before the start) and whether the schedule is active.
 */
export const ZEventScheduleForm = ZEventScheduleFields.superRefine(crossFieldRules);
export type TEventScheduleFormInput = z.input<typeof ZEventScheduleForm>;
export type TEventScheduleFormValues = z.output<typeof ZEventScheduleForm>;

/** A new schedule's form: every day, 11:00–14:00, no date range, active. */
export const newEventScheduleValues = (): TEventScheduleFormInput => ({
  Name: '',
  DaysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  StartTime: '11:00',
  EndTime: '14:00',
  StartDate: null,
  EndDate: null,
  IsActive: true,
});

/** One schedule as GetAll and Get answer it. */
export const ZEventSchedule = z.object({
  EventScheduleId: z.number().int(),
  Name: z.string(),
  DaysOfWeek: z.array(z.number().int()),
  StartTime: z.string(),
  EndTime: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  IsActive: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TEventSchedule = z.infer<typeof ZEventSchedule>;

export const EVENT_SCHEDULE_SORT_COLUMNS = ['Name', 'StartTime', 'EndTime', 'StartDate', 'EndDate'] as const;
export type TEventScheduleSortColumn = (typeof EVENT_SCHEDULE_SORT_COLUMNS)[number];
export const EVENT_SCHEDULE_SORT: TSortSpec<TEventScheduleSortColumn> = {
  columns: EVENT_SCHEDULE_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /EventSchedule/GetAll: one page of the merchant's schedules; SearchArg matches the name. */
export const ZEventSchedulesListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(EVENT_SCHEDULES_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  SearchArg: z.string().trim().max(100).default(''),
  ...sortFields(EVENT_SCHEDULE_SORT),
});
export type TEventSchedulesListRequest = z.input<typeof ZEventSchedulesListRequest>;
export type TEventSchedulesListQuery = z.output<typeof ZEventSchedulesListRequest>;

export const ZEventSchedulesListResponse = z.object({
  ResultSet: z.array(ZEventSchedule),
  TotalRowCount: z.number().int(),
});
export type TEventSchedulesListResponse = z.infer<typeof ZEventSchedulesListResponse>;

/** POST /EventSchedule/Get (ours: the edit page opens one schedule). */
export const ZEventScheduleKey = z.object({ EventScheduleId: ZId });

/** POST /EventSchedule/Insert. */
export const ZEventScheduleInsertRequest = ZEventScheduleForm;
export type TEventScheduleInsertRequest = z.input<typeof ZEventScheduleInsertRequest>;

/** POST /EventSchedule/Update: the schedule as loaded, changed, with the checksum it was loaded with. */
export const ZEventScheduleUpdateRequest = ZEventScheduleFields.extend({
  EventScheduleId: ZId,
  ConcurrencyChecksum: ZConcurrencyChecksum,
}).superRefine(crossFieldRules);
export type TEventScheduleUpdateRequest = z.input<typeof ZEventScheduleUpdateRequest>;
export type TEventScheduleUpdate = z.output<typeof ZEventScheduleUpdateRequest>;

/** POST /EventSchedule/Delete: refused while something uses the schedule (409 inUse). */
export const ZEventScheduleDeleteRequest = z.object({
  EventScheduleId: ZId,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TEventScheduleDeleteRequest = z.input<typeof ZEventScheduleDeleteRequest>;

/** Spec 2 §5: a mutation succeeded only with status 200 and IsSuccessful true. */
export const ZEventScheduleSaveResponse = z.object({ IsSuccessful: z.boolean(), Entity: ZEventSchedule.optional() });
export type TEventScheduleSaveResponse = z.infer<typeof ZEventScheduleSaveResponse>;
