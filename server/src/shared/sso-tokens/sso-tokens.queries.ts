import { eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { perDb } from '../../db/prepared.ts';
import { ssoRevokedTokens } from '../../db/schema.ts';

const revokedById = perDb((db) =>
  db
    .select({ jti: ssoRevokedTokens.jti })
    .from(ssoRevokedTokens)
    .where(eq(ssoRevokedTokens.jti, sql.placeholder('jti')))
    .prepare('sso_revoked_by_jti'),
);

export async function isTokenRevoked(db: TDb, jti: string): Promise<boolean> {
  return (await revokedById(db).execute({ jti })).length > 0;
}

/** Records a given-up token until it expires; rows of tokens that expired meanwhile go at the same time. */
export async function revokeToken(db: TDb, jti: string, expiresAt: Date): Promise<void> {
  await db.delete(ssoRevokedTokens).where(lt(ssoRevokedTokens.expiresAt, new Date()));
  await db.insert(ssoRevokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}
