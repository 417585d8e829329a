import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { perDb } from '../../db/prepared.ts';
import { ssoIdentities, ssoRevokedTokens, users } from '../../db/schema.ts';

/** The user an organization's subject was linked to, with what decides whether the link still holds. */
export async function linkedUser(
  db: TDb,
  organizationId: string,
  subject: string,
): Promise<{ userId: number; merchantId: number | null; isSsoUser: boolean } | null> {
  const [row] = await db
    .select({ userId: users.id, merchantId: users.merchantId, isSsoUser: users.isSsoUser })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.organizationId, organizationId), eq(ssoIdentities.subject, subject)));
  return row ?? null;
}

/** Single-sign-on users of one merchant with this e-mail address (any case); two at most, enough to see ambiguity. */
export async function ssoUsersByEmail(db: TDb, merchantId: number, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.merchantId, merchantId),
        eq(users.isSsoUser, true),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(2);
  return rows.map((row) => row.id);
}

export async function linkIdentity(db: TDb, organizationId: string, subject: string, userId: number): Promise<void> {
  await db.insert(ssoIdentities).values({ organizationId, subject, userId }).onConflictDoNothing();
}

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
