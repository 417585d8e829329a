import { CSRF_HEADER } from '@mp/contracts/auth';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { csrfRoute, mockFetch } from '../test/render';
import { isHttpError, readCsrfToken } from './api-client';
import { graphqlOperation, graphqlRequest } from './graphql-client';

const GET_THING = graphqlOperation(
  'query GetThing($id: ID!) { getThing(id: $id) { name } }',
  'getThing',
  z.object({ name: z.string() }),
);

describe('graphqlRequest', () => {
  it('posts the document and variables with the CSRF header and answers the field', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'POST /graphql': () => ({ body: { data: { getThing: { name: 'Corner Cafe' } } } }),
    });
    expect(await graphqlRequest(GET_THING, { id: '7' })).toEqual({ name: 'Corner Cafe' });
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/graphql'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ query: GET_THING.document, variables: { id: '7' } });
    // The session's token, as every POST carries (fetched first when this tab had none).
    expect((init?.headers as Record<string, string>)[CSRF_HEADER]).toBe(readCsrfToken());
    expect(readCsrfToken()).toBeTruthy();
  });

  it("turns a GraphQL error into the HttpError a REST refusal gives, with extensions' status, key and field", async () => {
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () => ({
        body: {
          data: null,
          errors: [
            {
              message: 'No time settings.',
              extensions: { statusCode: 404, messageKey: 'onlineOrdering.errors.notFound', field: 'id' },
            },
          ],
        },
      }),
    });
    const error: unknown = await graphqlRequest(GET_THING, { id: '7' }).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    if (!isHttpError(error)) return;
    expect(error.status).toBe(404);
    expect(error.messageKey).toBe('onlineOrdering.errors.notFound');
    expect(error.field).toBe('id');
  });

  it('passes a REST-shaped refusal of the route (no session) through unchanged', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () => ({
        status: 401,
        body: {
          success: false,
          statusCode: 401,
          messageKey: 'common.errors.unauthenticated',
          message: 'Sign in first.',
        },
      }),
    });
    const error: unknown = await graphqlRequest(GET_THING, { id: '7' }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(401);
  });

  it('with retryUnauthorized, a 401 fetches a fresh token and retries once', async () => {
    let calls = 0;
    const fetch = mockFetch({
      ...csrfRoute,
      'POST /graphql': () =>
        ++calls === 1
          ? {
              status: 401,
              body: { success: false, statusCode: 401, messageKey: 'common.errors.unauthenticated', message: 'No' },
            }
          : { body: { data: { getThing: { name: 'Again' } } } },
    });
    expect(await graphqlRequest(GET_THING, { id: '7' }, { retryUnauthorized: true })).toEqual({ name: 'Again' });
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.endsWith('/graphql'))).toHaveLength(2);
    // The fresh token was fetched between the two calls.
    const tokenFetch = urls.lastIndexOf(urls.find((u) => u.endsWith('/Account/GetCsrfToken'))!);
    expect(tokenFetch).toBeGreaterThan(urls.findIndex((u) => u.endsWith('/graphql')));
  });

  it('with retryUnauthorized, a second 401 fails and is not retried again', async () => {
    let calls = 0;
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () => {
        calls += 1;
        return {
          body: {
            data: null,
            errors: [{ message: 'No', extensions: { statusCode: 401, messageKey: 'common.errors.unauthenticated' } }],
          },
        };
      },
    });
    const error: unknown = await graphqlRequest(GET_THING, {}, { retryUnauthorized: true }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(401);
    expect(calls).toBe(2);
  });

  it('without the option a 401 is not retried', async () => {
    let calls = 0;
    mockFetch({
      ...csrfRoute,
      'POST /graphql': () => {
        calls += 1;
        return { status: 401, body: null };
      },
    });
    await graphqlRequest(GET_THING, {}).catch(() => undefined);
    expect(calls).toBe(1);
  });
});
