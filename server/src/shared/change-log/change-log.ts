import type { TChangeLogEntity, TChangeValue, TFieldChange } from '@mp/contracts/change-log';
import type { TDb } from '../../db/create-db.ts';
import type { TTenantScope } from '../../db/tenant.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { insertChangeLogEntries } from './change-log.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** A row's values as the log shows them, by field name; null before a create or after a delete. */
export type TLoggedValues = Readonly<Record<string, unknown>> | null;

export type TChange = {
  entity: TChangeLogEntity;
  entityId: number;
  entityName: string;
  before: TLoggedValues;
  after: TLoggedValues;
  /** The store the change belongs to when it is not the session's (an availability row of a store in company view). */
  storeId?: number | null;
};

/** Values as JSON keeps them: dates as ISO text, arrays and objects as their JSON text (compared as such). */
function loggable(value: unknown): TChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** The fields whose value differs between before and after, in the order the values name them. */
export function changedFields(before: TLoggedValues, after: TLoggedValues): TFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((Field) => {
    const Before = loggable(before?.[Field]);
    const After = loggable(after?.[Field]);
    return Before === After ? [] : [{ Field, Before, After }];
  });
}

/** The fields of a row that a write sets, to log beside the values it writes. */
export function pickFields<T extends object>(row: T, written: object): Partial<T> {
  return Object.fromEntries(Object.keys(written).map((key) => [key, row[key as keyof T]])) as Partial<T>;
}

/**
 * Records changes in the change log, inside the caller's transaction so an entry exists exactly when its change
 * does: one entry per change, holding only the fields that changed; a change whose fields are all unchanged (a save
 * that changes nothing) writes no entry.
 */
export async function recordChanges(
  tx: TDb | TTx,
  scope: TTenantScope,
  actor: TActor,
  changes: readonly TChange[],
): Promise<void> {
  const entries = changes.flatMap((change) => {
    const fields = changedFields(change.before, change.after);
    if (fields.length === 0) return [];
    return [
      {
        storeId: change.storeId === undefined ? actor.storeId : change.storeId,
        userId: actor.userId,
        userName: actor.userName,
        entity: change.entity,
        entityId: change.entityId,
        entityName: change.entityName,
        changes: fields,
      },
    ];
  });
  await insertChangeLogEntries(tx, scope, entries);
}
