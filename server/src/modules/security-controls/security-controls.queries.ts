import type { TSecurityControlsValues } from '@mp/contracts/security-controls';
import { and, eq } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { securityControls } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredControls = typeof securityControls.$inferSelect;
/** The stored fields of a save (the checksum travels apart, as the version). */
export type TControlsWrite = Omit<TSecurityControlsValues, 'ConcurrencyChecksum'>;

const columnsOf = (v: TControlsWrite) => ({
  isLimitChecksEnabled: v.IsLimitChecksEnabled,
  maxOpenChecks: v.MaxOpenChecks,
  isLimitClearItemsEnabled: v.IsLimitClearItemsEnabled,
  maxClearItems: v.MaxClearItems,
  isLimitDeleteTicketsEnabled: v.IsLimitDeleteTicketsEnabled,
  maxDeleteTickets: v.MaxDeleteTickets,
  isLimitMaxRefundAmountEnabled: v.IsLimitMaxRefundAmountEnabled,
  maxTicketAmount: v.MaxTicketAmount,
  maxShiftAmount: v.MaxShiftAmount,
  isTicketAmountEnabled: v.IsTicketAmountEnabled,
  isShiftAmountEnabled: v.IsShiftAmountEnabled,
  isLimitUserPermissionEnabled: v.IsLimitUserPermissionEnabled,
});

/** The merchant's stored controls, or null before the first save. */
export async function storedControls(db: TReader, scope: TTenantScope): Promise<TStoredControls | null> {
  const [row] = await db.select().from(securityControls).where(ofMerchant(securityControls, scope));
  return row ?? null;
}

/**
 * Writes the merchant's controls only if they are still at `version` (0: no row yet, so the first save inserts),
 * bumping it in the same statement; answers the stored row, or null when another save came first.
 */
export async function writeControls(
  tx: TReader,
  scope: TTenantScope,
  version: number,
  values: TControlsWrite,
): Promise<TStoredControls | null> {
  const columns = columnsOf(values);
  const [row] =
    version === 0
      ? await tx
          .insert(securityControls)
          .values({ ...merchantKey(scope), ...columns })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(securityControls)
          .set({ ...columns, version: nextVersion(securityControls.version) })
          .where(and(ofMerchant(securityControls, scope), eq(securityControls.version, version)))
          .returning();
  return row ?? null;
}
