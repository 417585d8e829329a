import { and, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { sessions } from '../../db/schema.ts';

/** Ends the user's sessions but the one given (after a password change, only the session that made it stays). */
export async function endOtherSessions(db: TDb, userId: number, keptSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}
