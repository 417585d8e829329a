import { z } from 'zod';

/** The one GraphQL endpoint (spec 3 §7.2: the online-ordering operations). */
export const GRAPHQL_PATH = '/graphql';

/**
 * What every GraphQL error carries beside its message: the HTTP-like status the spec's flows read
 * (`extensions.statusCode`, e.g. 404 on a read that makes the screen create the record), the i18n key the web
 * translates, and the argument it names when there is one; the same three as a REST refusal (api-error.ts).
 */
export const ZGraphqlErrorExtensions = z.object({
  statusCode: z.number().int(),
  messageKey: z.string(),
  field: z.string().optional(),
  data: z.unknown().optional(),
});
export type TGraphqlErrorExtensions = z.infer<typeof ZGraphqlErrorExtensions>;

export const ZGraphqlError = z.object({
  message: z.string(),
  extensions: ZGraphqlErrorExtensions.partial().optional(),
});

export const ZGraphqlResponse = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(ZGraphqlError).optional(),
});
export type TGraphqlResponse = z.infer<typeof ZGraphqlResponse>;

/**
 * Limits on what one request may ask for, so a query cannot cost the server more than a screen's: nesting depth, and
 * the number of fields selected (aliases included, so one field asked a thousand times counts a thousand times).
 */
export const GRAPHQL_MAX_DEPTH = 8;
export const GRAPHQL_MAX_FIELDS = 400;
