import { and, eq } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { scheduleEnforcements } from '../../db/schema.ts';
import { ofStore, storeKey, type TStoreScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredEnforcement = typeof scheduleEnforcements.$inferSelect;
export type TEnforcementWrite = Omit<TStoredEnforcement, 'merchantId' | 'storeId' | 'version'>;

/** The store's stored enforcement, or null before the first save. */
export async function storedEnforcement(db: TReader, scope: TStoreScope): Promise<TStoredEnforcement | null> {
  const [row] = await db.select().from(scheduleEnforcements).where(ofStore(scheduleEnforcements, scope));
  return row ?? null;
}

/**
 * Writes the store's enforcement only if it is still at `version` (0: no row yet, so the first save inserts), bumping
 * it in the same statement; answers the stored row, or null when another save came first.
 */
export async function writeEnforcement(
  tx: TReader,
  scope: TStoreScope,
  version: number,
  values: TEnforcementWrite,
): Promise<TStoredEnforcement | null> {
  const [row] =
    version === 0
      ? await tx
          .insert(scheduleEnforcements)
          .values({ ...storeKey(scope), ...values })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(scheduleEnforcements)
          .set({ ...values, version: nextVersion(scheduleEnforcements.version) })
          .where(and(ofStore(scheduleEnforcements, scope), eq(scheduleEnforcements.version, version)))
          .returning();
  return row ?? null;
}
