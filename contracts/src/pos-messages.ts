import { z } from 'zod';
import { sortFields, type TSortSpec, ZPageNumber } from './fields.ts';

/** The page of the POS messages list and its detail (spec 3 §2.3); the server checks the same rule. */
export const POS_MESSAGES_PATH = 'employees/posMessages';

/** Spec 3 §9: the list shows 25 messages per page. */
export const POS_MESSAGES_PAGE_SIZE = 25;
/** Ours: a page never carries more than this many rows. */
export const POS_MESSAGES_MAX_PAGE_SIZE = 200;

export const POS_MESSAGE_SORT_COLUMNS = [
  'Subject',
  'MessagePreview',
  'DisplayTime',
  'Expiration',
  'Stores',
  'Recipient',
  'CreatedBy',
] as const;
export type TPosMessageSortColumn = (typeof POS_MESSAGE_SORT_COLUMNS)[number];
/** Spec 3 §2.4: by display time, earliest first, unless the user sorts by another column. */
export const POS_MESSAGE_SORT: TSortSpec<TPosMessageSortColumn> = {
  columns: POS_MESSAGE_SORT_COLUMNS,
  defaultSort: { column: 'DisplayTime', direction: 'ASC' },
};

/** POST /PosMessages/GetPosMessages (ours: the spec names no list call). The list has no search (spec 3 §2.4). */
export const ZPosMessageListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(POS_MESSAGES_MAX_PAGE_SIZE).default(POS_MESSAGES_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  ...sortFields(POS_MESSAGE_SORT),
});
export type TPosMessageListRequest = z.input<typeof ZPosMessageListRequest>;
export type TPosMessageListQuery = z.output<typeof ZPosMessageListRequest>;

/** One row of the list: the fields spec 3 §3 names, times as ISO 8601 UTC. */
export const ZPosMessageListRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  messagePreview: z.string(),
  displayTime: z.string(),
  /** null: the message does not expire. */
  expiration: z.string().nullable(),
  stores: z.string(),
  recipient: z.string(),
  createdBy: z.string(),
});
export type TPosMessageListRow = z.infer<typeof ZPosMessageListRow>;

export const ZPosMessageListResponse = z.object({
  ResultSet: z.array(ZPosMessageListRow),
  TotalRowCount: z.number().int(),
});
export type TPosMessageListResponse = z.infer<typeof ZPosMessageListResponse>;

/**
 * Spec 3 §2.4: POS messages are edited in the company view only; a store view shows the list with a warning, and
 * Duplicate and Delete stay disabled there.
 */
export const mayEditPosMessages = (storeId: number): boolean => storeId === 0;
