import { GRAPHQL_PATH, ZGraphqlResponse } from '@mp/contracts/graphql';
import { apiPost, HttpError, isHttpError, refreshCsrfToken } from './api-client';

/** Minimal schema shape so callers can pass any zod schema without importing zod here. */
type TSchema<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: unknown } };

/**
 * One GraphQL operation as the web sends it: the document, the root field whose value it answers, and that value's
 * contract (the zod schema the server's resolver answers by).
 */
export type TGraphqlOperation<TData> = { document: string; field: string; schema: TSchema<TData> };

/** Declares an operation; the document names its operation (spec 3 §7.2 names) and selects `field`. */
export const graphqlOperation = <TData>(document: string, field: string, schema: TSchema<TData>) => ({
  document,
  field,
  schema,
});

/**
 * Sends an operation through the REST client (its CSRF header, bearer token, session-expiry handling and stale-token
 * retry apply as to every call) and answers the field's value. A GraphQL error becomes the same HttpError a REST
 * refusal does, with the status of `extensions.statusCode` (404 when a read finds no record, which some screens
 * answer by creating one), so the screens read both kinds of failure alike.
 */
async function sendOperation<TData>(
  operation: TGraphqlOperation<TData>,
  variables: Record<string, unknown>,
): Promise<TData> {
  const response = await apiPost(GRAPHQL_PATH, ZGraphqlResponse, { query: operation.document, variables });
  const [error] = response.errors ?? [];
  if (error) {
    const statusCode = error.extensions?.statusCode ?? 500;
    const messageKey = error.extensions?.messageKey ?? 'common.errors.server';
    throw new HttpError(
      statusCode,
      {
        success: false,
        statusCode,
        messageKey,
        message: error.message,
        ...(error.extensions?.field ? { field: error.extensions.field } : {}),
        ...(error.extensions?.data === undefined ? {} : { data: error.extensions.data }),
      },
      error.message,
    );
  }
  const value = response.data?.[operation.field];
  const parsed = operation.schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // As for REST: a reply that drifts from its contract is reported loudly but still used.
  console.error(`GraphQL ${operation.field} does not match its contract`, parsed.error);
  return value as TData;
}

export type TGraphqlOptions = {
  /**
   * Spec 2 §7 (migrateSilverCommerceMerchant): a 401 fetches a fresh token and retries once. The session's token is
   * fetched anew and the bearer is read again (the single-sign-on client renews an expired one); a second 401 fails.
   */
  retryUnauthorized?: boolean;
};

/** One operation; with `retryUnauthorized`, a refused (401) call is sent once more with fresh tokens. */
export async function graphqlRequest<TData>(
  operation: TGraphqlOperation<TData>,
  variables: Record<string, unknown> = {},
  options: TGraphqlOptions = {},
): Promise<TData> {
  try {
    return await sendOperation(operation, variables);
  } catch (error) {
    if (!options.retryUnauthorized || !isHttpError(error) || error.status !== 401) throw error;
    await refreshCsrfToken();
    return sendOperation(operation, variables);
  }
}
