import { z } from 'zod';

/**
 * Body of every 4xx/5xx answer: `messageKey` is an i18n key the web translates, `field` names the offending
 * input when there is one. `message` is an English fallback; it never carries a stack trace.
 */
export const ZApiError = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  messageKey: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Message keys the server uses for generic failures. */
export const API_ERROR_KEY = {
  validation: 'errors.validation',
  unauthenticated: 'errors.unauthenticated',
  csrf: 'errors.csrf',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  rateLimited: 'errors.rateLimited',
  server: 'errors.server',
} as const;
