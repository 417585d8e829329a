import { IDENTITY_SESSION_ERROR } from '@mp/contracts/sso';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfRoute, mockFetch } from '../test/render';
import { apiGet, apiPost, isHttpError, setAuthorizationSource, setIdentitySessionErrorHandler } from './api-client';

const ZOk = z.object({ success: z.boolean() });

const headersOf = (call: unknown[] | undefined) =>
  (call?.[1] as RequestInit | undefined)?.headers as Record<string, string>;

const identitySessionError = {
  IsSuccessful: false,
  ErrorCode: IDENTITY_SESSION_ERROR,
  success: false,
  statusCode: 401,
  messageKey: 'sso.errors.identitySession',
  message: 'The identity session is no longer valid.',
};

afterEach(() => {
  setAuthorizationSource(null);
  setIdentitySessionErrorHandler(null);
});

describe('api client and single sign-on', () => {
  it('sends no Authorization header while no source is registered', async () => {
    const fetch = mockFetch({ 'GET /Portal/Ping': () => ({ body: { success: true } }) });
    await apiGet('/Portal/Ping', ZOk);
    expect(headersOf(fetch.mock.calls[0])).not.toHaveProperty('Authorization');
  });

  it('adds the bearer to GET, POST and the csrf fetch while the source has a token', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'GET /Portal/Ping': () => ({ body: { success: true } }),
      'POST /Portal/Save': () => ({ body: { success: true } }),
    });
    let token: string | null = 'first';
    setAuthorizationSource(async () => token);
    await apiGet('/Portal/Ping', ZOk);
    await apiPost('/Portal/Save', ZOk, {});
    const byPath = (path: string) => fetch.mock.calls.find(([url]) => String(url).includes(path));
    expect(headersOf(byPath('/Portal/Ping')).Authorization).toBe('Bearer first');
    expect(headersOf(byPath('/Account/GetCsrfToken')).Authorization).toBe('Bearer first');
    expect(headersOf(byPath('/Portal/Save')).Authorization).toBe('Bearer first');
    // A renewed token is what the next call carries; none at all once the user is gone.
    token = 'renewed';
    await apiGet('/Portal/Ping', ZOk);
    expect(headersOf(fetch.mock.calls.at(-1)).Authorization).toBe('Bearer renewed');
    token = null;
    await apiGet('/Portal/Ping', ZOk);
    expect(headersOf(fetch.mock.calls.at(-1))).not.toHaveProperty('Authorization');
  });

  it('a failing source sends the call without a bearer', async () => {
    const fetch = mockFetch({ 'GET /Portal/Ping': () => ({ body: { success: true } }) });
    setAuthorizationSource(() => Promise.reject(new Error('storage unavailable')));
    await apiGet('/Portal/Ping', ZOk);
    expect(headersOf(fetch.mock.calls[0])).not.toHaveProperty('Authorization');
  });

  it('a 401 with the identity-session error calls the handler and still fails the call', async () => {
    mockFetch({ 'GET /Portal/GetPortalData': () => ({ status: 401, body: identitySessionError }) });
    const handler = vi.fn();
    setIdentitySessionErrorHandler(handler);
    const error = await apiGet('/Portal/GetPortalData', ZOk).catch((e: unknown) => e);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(isHttpError(error) && error.status).toBe(401);
    expect(isHttpError(error) && error.messageKey).toBe('sso.errors.identitySession');
  });

  it.each([
    [
      'an ordinary 401',
      401,
      { success: false, statusCode: 401, messageKey: 'common.errors.unauthenticated', message: 'No' },
    ],
    ['a 403 with the identity-session body', 403, { ...identitySessionError, statusCode: 403 }],
    ['a 401 without a body', 401, null],
  ])('%s does not call the handler', async (_name, status, body) => {
    mockFetch({ 'GET /Portal/GetPortalData': () => ({ status, body }) });
    const handler = vi.fn();
    setIdentitySessionErrorHandler(handler);
    await expect(apiGet('/Portal/GetPortalData', ZOk)).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });
});
