import { SAFEDROP_NAME } from '@mp/contracts/pay-codes';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { payInOutReasons } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredPayCode = typeof payInOutReasons.$inferSelect;
/** The stored fields a save sets. */
export type TPayCodeWrite = Pick<TStoredPayCode, 'kind' | 'name' | 'description' | 'isDeleted'>;

/**
 * Gives the merchant its system code SAFEDROP when it has none yet (a merchant created after the migration). Looked
 * for first, so the usual call writes nothing (an insert that conflicts still takes a number of the identity); two
 * racing calls are settled by the one-system-code index.
 */
export async function ensureSystemPayCode(db: TReader, scope: TTenantScope): Promise<void> {
  const [system] = await db
    .select({ id: payInOutReasons.id })
    .from(payInOutReasons)
    .where(and(ofMerchant(payInOutReasons, scope), eq(payInOutReasons.isSystem, true)))
    .limit(1);
  if (system) return;
  await db
    .insert(payInOutReasons)
    .values({ ...merchantKey(scope), kind: 'P', name: SAFEDROP_NAME, description: 'Safe drop', isSystem: true })
    .onConflictDoNothing();
}

/** The merchant's codes not deleted: the system code first, then by name (spec 3 §7.1 sorts by IsSystem). */
export async function livePayCodes(db: TReader, scope: TTenantScope): Promise<TStoredPayCode[]> {
  return db
    .select()
    .from(payInOutReasons)
    .where(and(ofMerchant(payInOutReasons, scope), eq(payInOutReasons.isDeleted, false)))
    .orderBy(desc(payInOutReasons.isSystem), asc(sql`upper(${payInOutReasons.name})`), asc(payInOutReasons.id));
}

/** One code of the merchant (deleted ones too), or null: another merchant's id finds nothing. */
export async function payCodeInScope(db: TReader, scope: TTenantScope, id: number): Promise<TStoredPayCode | null> {
  const [row] = await db
    .select()
    .from(payInOutReasons)
    .where(and(ofMerchant(payInOutReasons, scope), eq(payInOutReasons.id, id)));
  return row ?? null;
}

/** Whether another live code of the merchant has this name, compared without case (`exceptId`: the code itself). */
export async function isPayCodeNameUsed(
  db: TReader,
  scope: TTenantScope,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payInOutReasons.id })
    .from(payInOutReasons)
    .where(
      and(
        ofMerchant(payInOutReasons, scope),
        eq(payInOutReasons.isDeleted, false),
        sql`upper(${payInOutReasons.name}) = upper(${name})`,
        sql`${payInOutReasons.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds a code to the merchant; answers the stored row. */
export async function insertPayCode(db: TReader, scope: TTenantScope, values: TPayCodeWrite): Promise<TStoredPayCode> {
  const [row] = await db
    .insert(payInOutReasons)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/**
 * Writes one of the merchant's codes only if it is still at `version` and is no system code, bumping the version in
 * the same statement; answers the stored row, or null when another save came first.
 */
export async function updatePayCode(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TPayCodeWrite,
): Promise<TStoredPayCode | null> {
  const [row] = await db
    .update(payInOutReasons)
    .set({ ...values, version: nextVersion(payInOutReasons.version) })
    .where(
      and(
        ofMerchant(payInOutReasons, scope),
        eq(payInOutReasons.id, id),
        eq(payInOutReasons.version, version),
        eq(payInOutReasons.isSystem, false),
      ),
    )
    .returning();
  return row ?? null;
}
