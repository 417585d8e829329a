import { request, type APIRequestContext, type BrowserContext, type Request } from '@playwright/test';
import { MERCHANT, STORE } from '../../server/src/demo/ids.ts';
import { serverState } from './server-state.ts';

/** Every demo user shares this password (server/src/demo). */
export const DEMO_PASSWORD = 'Portal#2026';

const SESSION_COOKIE = 'mp_sid';

/**
 * A demo user in the portal, at a chosen merchant and store (store 0 is the company view) when the user must choose
 * one at sign-in: what a test needs when signing in is not what it is about.
 */
export type TPortalSession = { user: string; store?: { merchantId: number; storeId: number } };

/** The store id of a merchant's company view (its All Stores row). */
const COMPANY_VIEW = 0;

/** The portal sessions the specs start from. */
export const AS = {
  /** Corner Cafe's owner: one store, straight into the portal. */
  store: { user: 'store' },
  /** Harbor Bank Deli, bank reseller 10017. */
  bankstore: { user: 'bankstore' },
  /** Corner Cafe user whose role lacks the report-only feature ids. */
  reports: { user: 'reports' },
  /** Processor Pub South's owner, with the notifications flag on. */
  notified: { user: 'notified' },
  /** Corner Cafe manager whose role the user-roles spec changes. */
  rolesadmin: { user: 'rolesadmin' },
  /** Demo Bistro Group's company view (All Stores). */
  companyAllStores: { user: 'company', store: { merchantId: MERCHANT.demoBistro, storeId: COMPANY_VIEW } },
  companyAtRiverside: { user: 'company', store: { merchantId: MERCHANT.demoBistro, storeId: STORE.bistroRiverside } },
  /** Silver Support working in Corner Cafe (its All Stores row of the merchant selection). */
  supportAtCornerCafe: { user: 'support', store: { merchantId: MERCHANT.cornerCafe, storeId: COMPANY_VIEW } },
  /** The provider's admin in Corner Cafe's company view (settings/admin pages). */
  adminAtCornerCafe: { user: 'admin', store: { merchantId: MERCHANT.cornerCafe, storeId: COMPANY_VIEW } },
  /** The provider's admin in Sunrise Diner's company view: a merchant whose online-ordering records no spec reads. */
  adminAtSunriseDiner: { user: 'admin', store: { merchantId: MERCHANT.sunriseDiner, storeId: COMPANY_VIEW } },
  /** The provider's admin in one store's view of Demo Bistro Group (several stores). */
  adminAtRiverside: { user: 'admin', store: { merchantId: MERCHANT.demoBistro, storeId: STORE.bistroRiverside } },
  /** A processor partner working in Processor Pub North. */
  partnerAtPubNorth: {
    user: 'partner',
    store: { merchantId: MERCHANT.processorPub, storeId: STORE.processorPubNorth },
  },
} as const satisfies Record<string, TPortalSession>;

export type TStorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * The calls that end, rotate or re-target the session behind the cookie. A test started from a saved session
 * shares that session with every later test of the run, so it must make none of them: tests about signing in,
 * logging off, the session's lifetime or choosing a store sign in for themselves.
 */
const SESSION_CHANGING_CALLS = new Set([
  '/Account/LogOn',
  '/Account/LogOff',
  '/Account/ExtendSession',
  '/Account/RenewSession',
  '/Account/SaveStoreContext',
]);

/** A session's name: its user, and the merchant and store it works in when chosen. */
export const keyOf = (session: TPortalSession) =>
  session.store ? `${session.user}@${session.store.merchantId}/${session.store.storeId}` : session.user;

/** A signed-in session: the browser state tests start from, and its CSRF token for API calls made beside the page. */
type TSavedSession = { state: TStorageState; csrfToken: string };

// One sign-in per session for the whole worker (the suite runs in one): module state lives as long as the worker.
const saved = new Map<string, Promise<TSavedSession>>();
const sharedSessionIds = new Set<string>();

async function csrfToken(api: APIRequestContext): Promise<string> {
  const response = await api.post('/Account/GetCsrfToken');
  return ((await response.json()) as { tokenHeaderValue: string }).tokenHeaderValue;
}

async function expectOk(what: string, response: Awaited<ReturnType<APIRequestContext['post']>>, okField: string) {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status() !== 200 || body[okField] !== true)
    throw new Error(`${what} answered ${response.status()} ${JSON.stringify(body)}`);
}

/** Signs in over the API as the web does (token, LogOn, the session's token, the store choice) and saves the state. */
async function signInOverApi(session: TPortalSession): Promise<TSavedSession> {
  const { baseURL } = serverState();
  // Explicitly empty: inside a test, Playwright gives new request contexts the test's storageState, and a LogOn
  // arriving with another saved session's cookie would end that session.
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const logOn = await api.post('/Account/LogOn', {
      data: { username: session.user, password: DEMO_PASSWORD },
      headers: { 'x-csrf-token': await csrfToken(api) },
    });
    await expectOk(`LogOn as ${session.user}`, logOn, 'success');
    const token = await csrfToken(api);
    if (session.store) {
      const { merchantId, storeId } = session.store;
      const saveStore = await api.post(`/Account/SaveStoreContext?StoreId=${storeId}`, {
        data: { OverrideMerchantId: merchantId },
        headers: { 'x-csrf-token': token },
      });
      await expectOk(`SaveStoreContext ${keyOf(session)}`, saveStore, 'IsSuccessful');
    }
    const { cookies } = await api.storageState();
    const sid = cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    if (!sid) throw new Error(`LogOn as ${session.user} set no session cookie`);
    sharedSessionIds.add(sid);
    // Cookies only: the web fetches its CSRF token when local storage has none, as after a browser restart, and a
    // storage state naming an origin costs every test's new context a page load of that origin (about 0.45 s).
    return { state: { cookies, origins: [] }, csrfToken: token };
  } finally {
    await api.dispose();
  }
}

function signedIn(session: TPortalSession): Promise<TSavedSession> {
  const key = keyOf(session);
  let state = saved.get(key);
  if (!state) {
    state = signInOverApi(session);
    // A failed sign-in is reported by the test that asked; the next one tries again.
    state.catch(() => saved.delete(key));
    saved.set(key, state);
  }
  return state;
}

/** The saved browser state (the session cookie) of `session`, signing in the first time it is asked for. */
export const savedSession = async (session: TPortalSession): Promise<TStorageState> => (await signedIn(session)).state;

/** True when the context holds a saved session's cookie (which any sign-in there would end). */
export async function holdsSavedSession(context: BrowserContext): Promise<boolean> {
  const sid = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  return sid !== undefined && sharedSessionIds.has(sid);
}

/** Records the session-changing calls the context's pages make; `check` throws if there were any. */
export function watchSessionChanges(context: BrowserContext): { check: () => void } {
  const seen: string[] = [];
  const record = (r: Request) => {
    const { pathname } = new URL(r.url());
    if (SESSION_CHANGING_CALLS.has(pathname)) seen.push(pathname);
  };
  context.on('request', record);
  return {
    // Stops watching too: the context may serve the next test of the same session (fixtures.ts).
    check: () => {
      context.off('request', record);
      if (seen.length > 0)
        throw new Error(
          `this test started from a saved session and called ${[...new Set(seen)].join(', ')}, which ends or changes ` +
            'it for every later test: let it sign in for itself (no signedInAs)',
        );
    },
  };
}

/** An API client in `session` (the saved one), for setting up data a test needs or putting back what it changed. */
export async function apiAs(session: TPortalSession) {
  const { state, csrfToken: token } = await signedIn(session);
  const api = await request.newContext({ baseURL: serverState().baseURL, storageState: state });
  return {
    /** POSTs `data` with the session's CSRF token; anything but 200 fails the test. */
    post: async (path: string, data: object): Promise<unknown> => {
      const response = await api.post(path, { data, headers: { 'x-csrf-token': token } });
      if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
      return response.json();
    },
    /** GETs `path` with `params` as its query; anything but 200 fails the test. */
    get: async (path: string, params: Record<string, string | number> = {}): Promise<unknown> => {
      const response = await api.get(path, { params });
      if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
      return response.json();
    },
    dispose: () => api.dispose(),
  };
}
