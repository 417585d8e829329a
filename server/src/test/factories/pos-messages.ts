import type { TDb } from '../../db/create-db.ts';
import { posMessages } from '../../db/schema.ts';
import { merchantKey, type TTenantScope } from '../../db/tenant.ts';

export type TPosMessageFields = Partial<Omit<typeof posMessages.$inferInsert, 'id' | 'merchantId'>> & {
  subject: string;
  displayTime: Date;
};

/** POS messages of the scope's merchant (the portal has no create flow: spec 3 §2.4 shows none); their ids in order. */
export async function createPosMessages(db: TDb, scope: TTenantScope, rows: TPosMessageFields[]): Promise<number[]> {
  const inserted = await db
    .insert(posMessages)
    .values(
      rows.map((row) => ({
        message: `Message of ${row.subject}`,
        stores: 'All Stores',
        recipient: 'All Employees',
        createdBy: 'Test Author',
        ...row,
        ...merchantKey(scope),
      })),
    )
    .returning({ id: posMessages.id });
  return inserted.map((r) => r.id);
}
