import { API_ERROR_KEY, ZApiError, type TApiError } from '@mp/contracts/api-error';
import { CSRF_HEADER, ZCsrfTokenResponse } from '@mp/contracts/auth';
import { ZIdentitySessionErrorReply } from '@mp/contracts/sso';

/** Where the anti-forgery token lives between page loads (spec 1 §7: "csrf header from local storage"). */
export const CSRF_STORAGE_KEY = 'mp.csrfToken';

/** A failed call: `status` 0 means the server could not be reached. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: TApiError | null;

  constructor(status: number, body: TApiError | null, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  get messageKey(): string | undefined {
    return this.body?.messageKey;
  }

  get field(): string | undefined {
    return this.body?.field;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

type TQuery = Record<string, string | number | boolean | undefined>;
type TRequestOptions = { query?: TQuery; body?: unknown };

const withQuery = (path: string, query?: TQuery) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const readCsrfToken = (): string | null => localStorage.getItem(CSRF_STORAGE_KEY);

export const clearCsrfToken = () => localStorage.removeItem(CSRF_STORAGE_KEY);

export const storeCsrfToken = (token: string) => localStorage.setItem(CSRF_STORAGE_KEY, token);

/** When a call to the server last succeeded (epoch ms): the session-lifecycle check reads it (spec 1 §4). */
export const LAST_SESSION_UPDATE_KEY = 'mp.lastSessionUpdate';

export function readLastSessionUpdate(): number | null {
  const value = Number(localStorage.getItem(LAST_SESSION_UPDATE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The access token to send as a bearer (spec 1 §7), or null when no single-sign-on user is signed in. */
export type TAuthorizationSource = () => string | null | Promise<string | null>;

// Registered by the app: the client layer does not know where tokens come from, nor what a forced log-out does.
let authorizationSource: TAuthorizationSource | null = null;
let identitySessionErrorHandler: (() => void) | null = null;

export const setAuthorizationSource = (source: TAuthorizationSource | null) => {
  authorizationSource = source;
};

/** Called when the server refuses the session's bearer token (spec 1 §8: the identity-session error). */
export const setIdentitySessionErrorHandler = (handler: (() => void) | null) => {
  identitySessionErrorHandler = handler;
};

async function bearerToken(): Promise<string | null> {
  try {
    return (await authorizationSource?.()) ?? null;
  } catch {
    // No token to offer is the server's to judge; it must not turn into a network error here.
    return null;
  }
}

let pendingToken: Promise<string> | null = null;

/** Fetches a fresh token for the current session (after sign-in, sign-out, or a csrf refusal). */
export function refreshCsrfToken(): Promise<string> {
  pendingToken ??= (async () => {
    try {
      const response = await send('POST', '/Account/GetCsrfToken', {}, null);
      const { tokenHeaderValue } = ZCsrfTokenResponse.parse(response);
      storeCsrfToken(tokenHeaderValue);
      return tokenHeaderValue;
    } finally {
      pendingToken = null;
    }
  })();
  return pendingToken;
}

/** The stored token, or one fetched now (a tab that never had one: a new tab of a session, cleared storage). */
export const ensureCsrfToken = (): Promise<string> => {
  const stored = readCsrfToken();
  return stored ? Promise.resolve(stored) : refreshCsrfToken();
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: TMethod, url: string, body: unknown, csrfToken: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form is sent as multipart or URL-encoded: the browser writes its Content-Type (with the multipart boundary).
  const isForm = body instanceof FormData || body instanceof URLSearchParams;
  if (method !== 'GET' && !isForm) headers['Content-Type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const bearer = await bearerToken();
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : isForm ? body : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new HttpError(0, null, 'Network error');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && ZIdentitySessionErrorReply.safeParse(data).success) identitySessionErrorHandler?.();
    const parsed = ZApiError.safeParse(data);
    const errorBody = parsed.success ? parsed.data : null;
    throw new HttpError(response.status, errorBody, errorBody?.message ?? (text || response.statusText));
  }
  localStorage.setItem(LAST_SESSION_UPDATE_KEY, String(Date.now()));
  return data;
}

async function request(method: TMethod, path: string, options: TRequestOptions = {}): Promise<unknown> {
  const url = withQuery(path, options.query);
  if (method === 'GET') return send('GET', url, undefined, null);
  const token = await ensureCsrfToken();
  try {
    return await send(method, url, options.body, token);
  } catch (error) {
    // The token is bound to the session; a refusal means it went stale, so fetch one and try once more.
    if (isHttpError(error) && error.status === 403 && error.messageKey === API_ERROR_KEY.csrf) {
      const fresh = await refreshCsrfToken();
      return send(method, url, options.body, fresh);
    }
    throw error;
  }
}

/** Minimal schema shape so callers can pass any zod schema without importing zod here. */
export type TSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: unknown };
};

// A reply that drifts from its contract is reported loudly but still used: one extra or missing field must not
// lock people out of the portal.
const checked = <T>(path: string, schema: TSchema<T>, data: unknown): T => {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.error(`Response of ${path} does not match its contract`, result.error);
  return data as T;
};

export const apiGet = async <T>(path: string, schema: TSchema<T>, query?: TQuery): Promise<T> =>
  checked(path, schema, await request('GET', path, query ? { query } : {}));

export const apiPost = async <T>(path: string, schema: TSchema<T>, body?: unknown, query?: TQuery): Promise<T> =>
  checked(path, schema, await request('POST', path, { body, ...(query ? { query } : {}) }));

/**
 * A POST whose body is a form: multipart form data (the spec's multipart calls, e.g. ReportHome/GetAllCategories) or
 * URL-encoded fields (its form-encoded ones, e.g. PayInOutReasonCodes/GetAll).
 */
export const apiPostForm = async <T>(path: string, schema: TSchema<T>, form: FormData | URLSearchParams): Promise<T> =>
  checked(path, schema, await request('POST', path, { body: form }));

export const apiPut = async <T>(path: string, schema: TSchema<T>, body?: unknown): Promise<T> =>
  checked(path, schema, await request('PUT', path, { body }));

export const apiDelete = async <T>(path: string, schema: TSchema<T>, query?: TQuery): Promise<T> =>
  checked(path, schema, await request('DELETE', path, query ? { query } : {}));
