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
  /** Calls whose spec lists several refusals at once keep them here (revenue centres' data.errors, spec 3 §7.1). */
  data: z.unknown().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/**
 * Every refusal names a full i18n key of the form `area.errors.name` (the area is the screen or domain, `common` for
 * generic failures); the web translates it with one helper, and a test proves each key has an English text.
 */
export type TErrorKey = `${string}.errors.${string}`;

/**
 * A string shaped like an error key (zod issue messages of the contracts are keys; zod's own texts are not). The area
 * may have parts (`onlineOrdering.operatingHours.errors.overlapSameDay`), as the spec's keys of a screen's section do.
 */
export const isErrorKey = (value: string): value is TErrorKey =>
  /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*\.errors\.[A-Za-z0-9]+$/.test(value);

/** Message keys the server uses for generic failures. */
export const API_ERROR_KEY = {
  validation: 'common.errors.validation',
  unauthenticated: 'common.errors.unauthenticated',
  csrf: 'common.errors.csrf',
  forbidden: 'common.errors.forbidden',
  notFound: 'common.errors.notFound',
  /** A value that must be unique is taken (a database unique constraint, e.g. two saves racing). */
  conflict: 'common.errors.conflict',
  /** The row is still referred to by others and cannot be removed. */
  inUse: 'common.errors.inUse',
  rateLimited: 'common.errors.rateLimited',
  /** A string holds a NUL character, which PostgreSQL text cannot store (a binary file sent as text, a probe). */
  nulCharacter: 'common.errors.nulCharacter',
  server: 'common.errors.server',
  /** 503: the database does not answer (down, restarting, unreachable); nothing was changed. */
  databaseUnavailable: 'common.errors.databaseUnavailable',
} as const satisfies Record<string, TErrorKey>;
