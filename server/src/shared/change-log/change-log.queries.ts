import type { TChangeLogEntity, TFieldChange } from '@mp/contracts/change-log';
import type { TDb } from '../../db/create-db.ts';
import { changeLog } from '../../db/schema.ts';
import { merchantKey, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export type TChangeLogValues = {
  storeId: number | null;
  userId: number;
  userName: string;
  entity: TChangeLogEntity;
  entityId: number;
  entityName: string;
  changes: TFieldChange[];
};

/** Rows per insert: 9 parameters each stays far below PostgreSQL's 65,535 per statement. */
const CHUNK = 1000;

/**
 * Entries of the scope's merchant; writers pass their transaction, so the entries stand or fall with the change.
 */
export async function insertChangeLogEntries(db: TDb | TTx, scope: TTenantScope, entries: readonly TChangeLogValues[]) {
  for (let start = 0; start < entries.length; start += CHUNK)
    await db
      .insert(changeLog)
      .values(entries.slice(start, start + CHUNK).map((values) => ({ ...merchantKey(scope), ...values })));
}
