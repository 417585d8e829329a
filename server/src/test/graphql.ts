import { GRAPHQL_PATH } from '@mp/contracts/graphql';
import type { TestClient, TResponse } from './test-app.ts';

export type TGraphqlBody<TData = any> = {
  data?: TData | null;
  errors?: { message: string; extensions?: { statusCode?: number; messageKey?: string; field?: string } }[];
};

/** Sends one GraphQL document as the web does (POST with the CSRF header unless `csrf` says otherwise). */
export const gql = <TData = any>(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
  options: { csrf?: boolean } = {},
): Promise<TResponse<TGraphqlBody<TData>>> => client.post(GRAPHQL_PATH, { query, variables }, options);

/** The first error's extensions (status, key, field), or undefined when the call succeeded. */
export const gqlError = (response: TResponse<TGraphqlBody>) => response.body.errors?.[0]?.extensions;
