import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ABSOLUTE_SESSION_HOURS, DEFAULT_SESSION_TIMEOUT_MINUTES } from '@mp/contracts/portal';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { perDb } from '../db/prepared.ts';
import { appSettings, merchants, sessions, users } from '../db/schema.ts';

export type TSessionStage = 'full' | 'restricted';

export type TSession = {
  /** sha256 of the cookie value, the row's key. */
  id: string;
  userId: number;
  merchantId: number | null;
  storeId: number | null;
  stage: TSessionStage;
  rememberMe: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  timeoutMinutes: number;
};

/** last_seen_at is refreshed at most this often, to spare a write per request. */
const TOUCH_INTERVAL_MS = 30_000;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SESSION_SECRET when set; otherwise one generated secret kept in app_settings so every process shares it. */
export async function loadSessionSecret(db: TDb, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  if (!row) throw new Error('session secret missing after insert');
  return row.value;
}

export const csrfTokenFor = (secret: string, kind: 'sid' | 'pre', value: string): string =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Creates a session row and returns the raw id for the cookie; the database only sees its hash. */
export async function createSession(
  db: TDb,
  input: {
    userId: number;
    merchantId: number | null;
    storeId: number | null;
    stage: TSessionStage;
    rememberMe: boolean;
  },
): Promise<string> {
  const raw = randomToken();
  await db.insert(sessions).values({ id: sha256(raw), ...input });
  return raw;
}

export async function deleteSession(db: TDb, rawId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(rawId)));
}

export async function deleteUserSessions(db: TDb, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The live session for a cookie value, or null; expired rows (idle or absolute limit) are removed. */
const sessionById = perDb((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      merchantId: sessions.merchantId,
      storeId: sessions.storeId,
      stage: sessions.stage,
      rememberMe: sessions.rememberMe,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      timeoutMinutes: merchants.timeoutMinutes,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The idle time-out is the merchant's: the chosen one, else the user's own.
    .leftJoin(merchants, eq(merchants.id, sql`coalesce(${sessions.merchantId}, ${users.merchantId})`))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

export async function findSession(db: TDb, rawId: string, now = new Date()): Promise<TSession | null> {
  const id = sha256(rawId);
  const [row] = await sessionById(db).execute({ id });
  if (!row) return null;
  const timeoutMinutes = row.timeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  const ageMs = now.getTime() - row.createdAt.getTime();
  if (idleMs > timeoutMinutes * 60_000 || ageMs > ABSOLUTE_SESSION_HOURS * 3_600_000) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleMs > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    row.lastSeenAt = now;
  }
  return { ...row, timeoutMinutes };
}

export async function updateSession(
  db: TDb,
  id: string,
  patch: Partial<{ merchantId: number | null; storeId: number | null; stage: TSessionStage }>,
): Promise<void> {
  await db
    .update(sessions)
    .set(patch)
    .where(and(eq(sessions.id, id)));
}
