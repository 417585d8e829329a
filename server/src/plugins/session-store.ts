import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ABSOLUTE_SESSION_HOURS } from '@mp/contracts/portal';
import { and, eq, lt } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { appSettings, sessions } from '../db/schema.ts';
import { loadRequestContext } from './request-context.queries.ts';

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
  /** Both set for a single-sign-on session: the organization that signed it in and the provider's subject. */
  ssoOrganizationId: string | null;
  ssoSubject: string | null;
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
    ssoOrganizationId?: string | null;
    ssoSubject?: string | null;
  },
): Promise<string> {
  const raw = randomToken();
  // Idle-expired rows are kept for renewal until the absolute limit; a new sign-in sweeps the user's dead ones.
  const cutoff = new Date(Date.now() - ABSOLUTE_SESSION_HOURS * 3_600_000);
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.createdAt, cutoff)));
  await db.insert(sessions).values({ id: sha256(raw), ...input });
  return raw;
}

export async function deleteSession(db: TDb, rawId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(rawId)));
}

export async function deleteUserSessions(db: TDb, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A session row with whether it is idle-expired: such rows stay until the absolute limit, for RenewSession. */
export type TSessionRow = TSession & { idleExpired: boolean };

/**
 * The session row for a cookie value, live or idle-expired, or null (no row, or past the absolute limit, which
 * removes it: nothing can bring it back).
 */
export async function findSessionRow(db: TDb, rawId: string, now = new Date()): Promise<TSessionRow | null> {
  const loaded = await loadRequestContext(db, sha256(rawId), now);
  return loaded ? { ...loaded.session, idleExpired: loaded.idleExpired } : null;
}

/** Restarts the idle clock when it was last restarted long enough ago to be worth a write. */
export async function touchIfStale(db: TDb, session: TSession, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, session, now);
}

/** Restarts the idle clock of a session (and of the object in hand). */
export async function touchSession(db: TDb, session: TSession, now = new Date()): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  session.lastSeenAt = now;
}

/**
 * Gives a session a new id (and so a new cookie and a new CSRF token) and restarts its idle clock; merchant, store,
 * stage and the absolute limit (created_at) stay. Returns the raw id for the cookie.
 */
export async function rotateSession(db: TDb, session: TSession, now = new Date()): Promise<string> {
  const raw = randomToken();
  await db
    .update(sessions)
    .set({ id: sha256(raw), lastSeenAt: now })
    .where(eq(sessions.id, session.id));
  return raw;
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
