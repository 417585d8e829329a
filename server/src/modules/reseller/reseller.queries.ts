import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { resellers } from '../../db/schema.ts';

export async function findReseller(db: TDb, resellerId: number) {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, resellerId));
  return row ?? null;
}
