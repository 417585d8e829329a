import type { TFlagValue } from '@mp/contracts/feature-flags';
import { ABSOLUTE_SESSION_HOURS, DEFAULT_SESSION_TIMEOUT_MINUTES } from '@mp/contracts/portal';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/create-db.ts';
import { perDb } from '../db/prepared.ts';
import type { TMerchantRow, TRoleRow, TStoreRow, TUserRow } from '../db/rows.ts';
import {
  featureFlagValues,
  features,
  merchants,
  roleFeatures,
  roles,
  sessions,
  stores,
  userStores,
  users,
} from '../db/schema.ts';
import type { TSession } from './session-store.ts';

/** What the portal knows of a signed-in user and the merchant and store the session looks at. */
export type TPortalContext = {
  user: TUserRow;
  role: TRoleRow;
  /** The session's chosen merchant, null before one is chosen. */
  merchant: TMerchantRow | null;
  /** The session's store of that merchant (deleted or not); null for the company view or none chosen. */
  store: TStoreRow | null;
  /** Stores of the merchant that are not deleted. */
  activeStoreCount: number;
  /** The merchant's live store when it has exactly one (its company view is that store for store-only screens). */
  onlyLiveStoreId: number | null;
  /** Stores assigned to the user at their own merchant that are not deleted. */
  assignedStoreCount: number;
  /** Back-office features the role lacks: a present id hides its menu item. */
  hiddenFeatureIds: number[];
};

export type TRequestContextRow = {
  session: TSession;
  idleExpired: boolean;
  portal: TPortalContext;
  flagValues: TFlagValue[];
};

const timeoutMerchant = alias(merchants, 'timeout_merchant');
// The correlated sub-queries name their rows by alias (`from ${stores} ${liveStore}`), apart from the outer join, and
// relate them to the session's columns through the schema, not through hand-written tenant columns.
const liveStore = alias(stores, 'live_store');
const assignment = alias(userStores, 'assignment');
const assignedStore = alias(stores, 'assigned_store');
const flagValue = alias(featureFlagValues, 'flag_value');

/**
 * The columns of a context that depend on the merchant and store looked at: the merchant's live stores, the user's
 * assigned stores, the features the role lacks and the flag values of the merchant and store. `merchantId` and
 * `storeId` are the session's columns for a request, or values for a user's view outside one (a scheduled report).
 */
const viewColumns = (merchantId: SQLWrapper, storeId: SQLWrapper) => ({
  activeStoreCount: sql<number>`(select count(*) from ${stores} ${liveStore}
          where ${liveStore.merchantId} = ${merchantId} and not ${liveStore.isDeleted})`.mapWith(Number),
  onlyLiveStoreId: sql<number | null>`(select case when count(*) = 1 then min(${liveStore.id}) end
          from ${stores} ${liveStore}
          where ${liveStore.merchantId} = ${merchantId} and not ${liveStore.isDeleted})`,
  assignedStoreCount: sql<number>`(select count(*) from ${userStores} ${assignment}
          join ${stores} ${assignedStore} on ${assignedStore.id} = ${assignment.storeId}
          where ${assignment.userId} = ${users.id} and ${assignment.merchantId} = ${users.merchantId}
            and not ${assignedStore.isDeleted})`.mapWith(Number),
  hiddenFeatureIds: sql<number[]>`array(select f.id from ${features} f where f.type = 3 and not exists (
          select 1 from ${roleFeatures} rf where rf.role_id = ${roles.id} and rf.feature_id = f.id and rf.is_active)
          order by f.id)`,
  flagValues: sql<TFlagValue[]>`coalesce((select json_agg(json_build_object('flagName', ${flagValue.flagName},
          'storeId', ${flagValue.storeId}, 'isOn', ${flagValue.isOn})) from ${featureFlagValues} ${flagValue}
          where ${flagValue.merchantId} = ${merchantId}
            and ${flagValue.storeId} in (0, coalesce(${storeId}, 0))), '[]'::json)`,
});

/**
 * Everything an authenticated request needs in one prepared round trip: the session row, the user, role, merchant
 * and store it looks at, the counts the shell and the tenancy scope read, the features the role lacks and the flag
 * values of the merchant and store. Nothing is cached between requests, so a change of role, flag or store applies
 * to the very next call, on every server process.
 */
const requestContext = perDb((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        merchantId: sessions.merchantId,
        storeId: sessions.storeId,
        stage: sessions.stage,
        rememberMe: sessions.rememberMe,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ssoOrganizationId: sessions.ssoOrganizationId,
        ssoSubject: sessions.ssoSubject,
      },
      // The idle time-out is the merchant's: the chosen one, else the user's own.
      timeoutMinutes: timeoutMerchant.timeoutMinutes,
      user: users,
      role: roles,
      merchant: merchants,
      store: stores,
      ...viewColumns(sessions.merchantId, sessions.storeId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(merchants, eq(merchants.id, sessions.merchantId))
    .leftJoin(stores, and(eq(stores.merchantId, merchants.id), eq(stores.id, sessions.storeId)))
    .leftJoin(timeoutMerchant, eq(timeoutMerchant.id, sql`coalesce(${sessions.merchantId}, ${users.merchantId})`))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('request_context'),
);

/**
 * The session behind a hashed cookie value with its request context, live or idle-expired (kept for RenewSession),
 * or null: no row, or one past the absolute limit, which is removed (nothing can bring it back).
 */
export async function loadRequestContext(db: TDb, sessionId: string, now: Date): Promise<TRequestContextRow | null> {
  const [row] = await requestContext(db).execute({ id: sessionId });
  if (!row) return null;
  if (now.getTime() - row.session.createdAt.getTime() > ABSOLUTE_SESSION_HOURS * 3_600_000) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  const timeoutMinutes = row.timeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
  const { session } = row;
  return {
    session: { ...session, timeoutMinutes },
    idleExpired: now.getTime() - session.lastSeenAt.getTime() > timeoutMinutes * 60_000,
    ...viewContextOf(row),
  };
}

type TViewColumns = { [K in keyof ReturnType<typeof viewColumns>]: ReturnType<typeof viewColumns>[K]['_']['type'] };
type TViewRow = TViewColumns & Pick<TPortalContext, 'user' | 'role' | 'merchant' | 'store'>;

/** The portal context and flag values of a loaded row (the drivers answer counts and ids as text or numbers). */
const viewContextOf = ({ user, role, merchant, store, flagValues, ...counts }: TViewRow) => ({
  portal: {
    user,
    role,
    merchant,
    store,
    activeStoreCount: counts.activeStoreCount,
    onlyLiveStoreId: counts.onlyLiveStoreId === null ? null : Number(counts.onlyLiveStoreId),
    assignedStoreCount: counts.assignedStoreCount,
    hiddenFeatureIds: counts.hiddenFeatureIds.map(Number),
  },
  flagValues: flagValues.map((v) => ({ flagName: v.flagName, storeId: Number(v.storeId), isOn: v.isOn })),
});

/** A user's view outside a request: the user, a merchant and a store of it (null: its company view). */
export type TUserView = { userId: number; merchantId: number; storeId: number | null };

/**
 * The context a user would have looking at a view, without a session (a scheduled report checks, when it fires, that
 * its owner may still open it): the same columns as a request's, or null when the user no longer exists. Whether the
 * user may pick that view at all is the store selection's rule, checked apart.
 */
export async function loadViewContext(
  db: TDb,
  view: TUserView,
): Promise<Pick<TRequestContextRow, 'portal' | 'flagValues'> | null> {
  const storeId = sql`${view.storeId}::integer`;
  const [row] = await db
    .select({ user: users, role: roles, merchant: merchants, store: stores, ...viewColumns(merchants.id, storeId) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(merchants, eq(merchants.id, view.merchantId))
    .leftJoin(stores, and(eq(stores.merchantId, merchants.id), eq(stores.id, storeId)))
    .where(eq(users.id, view.userId));
  return row ? viewContextOf(row) : null;
}
