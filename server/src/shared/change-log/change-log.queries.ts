import type { TChangeLogEntity, TFieldChange } from '@mp/contracts/change-log';
import { sql } from 'drizzle-orm';
import { queryPrepared, type TDb } from '../../db/create-db.ts';
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

/**
 * Entries of the scope's merchant; writers pass their transaction, so the entries stand or fall with the change.
 * Every save writes entries (an availability save one per row), so the insert is one prepared statement whatever
 * their number: the rows travel as one JSON parameter instead of nine parameters each, which PostgreSQL would parse
 * and plan again for every new count.
 */
export async function insertChangeLogEntries(db: TDb | TTx, scope: TTenantScope, entries: readonly TChangeLogValues[]) {
  if (entries.length === 0) return;
  const rows = JSON.stringify(
    entries.map((e) => ({
      store_id: e.storeId,
      user_id: e.userId,
      user_name: e.userName,
      entity: e.entity,
      entity_id: e.entityId,
      entity_name: e.entityName,
      changes: e.changes,
    })),
  );
  await queryPrepared(
    db,
    sql`insert into ${changeLog} (merchant_id, store_id, user_id, user_name, entity, entity_id, entity_name, changes)
      select ${merchantKey(scope).merchantId}::int, e.store_id, e.user_id, e.user_name, e.entity, e.entity_id,
             e.entity_name, e.changes
        from jsonb_to_recordset(${rows}::jsonb) as e(store_id int, user_id int, user_name text, entity text,
             entity_id int, entity_name text, changes jsonb)`,
  );
}
