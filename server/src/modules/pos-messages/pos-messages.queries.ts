import type { TPosMessageSortColumn } from '@mp/contracts/pos-messages';
import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import { posMessages } from '../../db/schema.ts';
import { ofMerchant, type TTenantScope } from '../../db/tenant.ts';

/** The list shows the beginning of each message; the rest never leaves the database. */
const PREVIEW_LENGTH = 100;

const POS_MESSAGE_SORT_COLUMNS: { [C in TPosMessageSortColumn]: AnyColumn | SQL } = {
  Subject: posMessages.subject,
  MessagePreview: posMessages.message,
  DisplayTime: posMessages.displayTime,
  // Messages that never expire sort after every date, ascending (PostgreSQL's nulls last).
  Expiration: posMessages.expiration,
  Stores: posMessages.stores,
  Recipient: posMessages.recipient,
  CreatedBy: posMessages.createdBy,
};

export type TPosMessageListEntry = {
  id: number;
  subject: string;
  messagePreview: string;
  displayTime: Date;
  expiration: Date | null;
  stores: string;
  recipient: string;
  createdBy: string;
};

/** One page of the merchant's POS messages in the sort's order (messages belong to the merchant, whatever the view). */
export async function pagePosMessages(
  db: TDb,
  scope: TTenantScope,
  q: { limit: number; offset: number; sort: TListSort<TPosMessageSortColumn> },
): Promise<{ rows: TPosMessageListEntry[]; total: number }> {
  const where = ofMerchant(posMessages, scope);
  const [totalRow] = await db.select({ n: count() }).from(posMessages).where(where);
  const rows = await db
    .select({
      id: posMessages.id,
      subject: posMessages.subject,
      messagePreview: sql<string>`left(${posMessages.message}, ${PREVIEW_LENGTH})`,
      displayTime: posMessages.displayTime,
      expiration: posMessages.expiration,
      stores: posMessages.stores,
      recipient: posMessages.recipient,
      createdBy: posMessages.createdBy,
    })
    .from(posMessages)
    .where(where)
    .orderBy(...sortTerms(q.sort.direction, POS_MESSAGE_SORT_COLUMNS[q.sort.column], posMessages.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total: totalRow?.n ?? 0 };
}
