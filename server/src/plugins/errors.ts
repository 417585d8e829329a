import { API_ERROR_KEY, isErrorKey, type TApiError, type TErrorKey } from '@mp/contracts/api-error';
import { CONCURRENCY_CHECKSUM } from '@mp/contracts/concurrency';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { uniqueConstraintField } from '../db/constraints.ts';
import { chainOf, codeOf, isDatabaseUnreachable } from '../db/database-errors.ts';

/**
 * The one refusal: its status, full i18n key (`area.errors.name`) and the field it names go to the client as a
 * ZApiError body. Every expected failure of every module is one of these.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: TErrorKey,
    message: string,
    readonly field?: string,
    /** Extra body fields for calls whose spec shape must sit beside the error (SaveStoreContext's 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, API_ERROR_KEY.unauthenticated, 'Sign in first.');
export const forbidden = () => new ApiError(403, API_ERROR_KEY.forbidden, 'Not allowed.');
export const badRequest = (messageKey: TErrorKey, message: string, field?: string) =>
  new ApiError(400, messageKey, message, field);
export const notFound = (messageKey: TErrorKey, message: string, field?: string) =>
  new ApiError(404, messageKey, message, field);
/** A save whose ConcurrencyChecksum is no longer the row's (contracts/concurrency.ts): 409, nothing was written. */
export const staleChecksum = (messageKey: TErrorKey, what: string, field: string = CONCURRENCY_CHECKSUM) =>
  new ApiError(
    409,
    messageKey,
    `The ${what} was changed by someone else since it was loaded; reload it and try again.`,
    field,
  );

const GENERIC_KEYS: Record<number, TErrorKey> = {
  400: API_ERROR_KEY.validation,
  401: API_ERROR_KEY.unauthenticated,
  403: API_ERROR_KEY.forbidden,
  404: API_ERROR_KEY.notFound,
  409: API_ERROR_KEY.conflict,
  429: API_ERROR_KEY.rateLimited,
};

const body = (statusCode: number, messageKey: TErrorKey, message: string, field?: string): TApiError => ({
  success: false,
  statusCode,
  messageKey,
  message,
  ...(field ? { field } : {}),
});

export const notFoundBody = () => body(404, API_ERROR_KEY.notFound, 'Not found.');

/** The fields PostgreSQL (pg's DatabaseError, PGlite's alike) gives a failed statement. */
type TPgError = { code: string; detail?: string; constraint?: string; column?: string; routine?: string };

/** The database's own error (a SQLSTATE code) behind a failure, wherever it was wrapped. */
const pgErrorOf = (error: unknown): TPgError | null =>
  ([...chainOf(error)].find((e) => /^[0-9A-Z]{5}$/.test(codeOf(e))) as TPgError | undefined) ?? null;

/** `Key (merchant_id, category_id)=(…)` → `categoryId`: the last column a constraint names, as an API-style name. */
function fieldOfDetail(detail: string | undefined): string | undefined {
  const columns = /Key \(([^)]*)\)/.exec(detail ?? '')?.[1]?.split(',') ?? [];
  const column = /([a-z_]+)\s*$/.exec(columns.at(-1) ?? '')?.[1];
  return column?.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * PostgreSQL refusals mapped in one place, so input that passed validation but broke a database rule answers 4xx
 * naming the field, never 500: unique → 409, a missing referenced row → 404, a row still referred to → 409, values
 * the column cannot hold → 400. Anything else is a fault (null).
 */
export function apiErrorOfDatabase(error: unknown): ApiError | null {
  if (isDatabaseUnreachable(error))
    return new ApiError(503, API_ERROR_KEY.databaseUnavailable, 'The database does not answer.');
  const pg = pgErrorOf(error);
  if (!pg) return null;
  switch (pg.code) {
    case '23505': {
      const known = uniqueConstraintField(pg.constraint);
      return new ApiError(
        409,
        known?.messageKey ?? API_ERROR_KEY.conflict,
        'That value is already taken.',
        known?.field ?? fieldOfDetail(pg.detail),
      );
    }
    case '23503':
      // "is still referenced" on delete/update of the referenced row; "is not present" when inserting a reference.
      return /still referenced/.test(pg.detail ?? '')
        ? new ApiError(409, API_ERROR_KEY.inUse, 'The row is still in use.', fieldOfDetail(pg.detail))
        : new ApiError(404, API_ERROR_KEY.notFound, 'A referenced row does not exist.', fieldOfDetail(pg.detail));
    case '22001': // string too long for the column
    case '22003': // numeric value out of range (an id past 2^31)
    case '22007': // invalid date/time format
    case '22008': // date/time out of range
    case '22021': // a character the encoding cannot hold (NUL)
    case '22P02': // invalid text representation
    case '22P05': // untranslatable character
      return new ApiError(400, API_ERROR_KEY.validation, 'A value is not valid.', pg.column);
    default:
      return null;
  }
}

function toApiError(error: FastifyError | ApiError): { status: number; payload: Record<string, unknown> } {
  const refusal = error instanceof ApiError ? error : apiErrorOfDatabase(error);
  if (refusal) {
    return {
      status: refusal.statusCode,
      payload: { ...body(refusal.statusCode, refusal.messageKey, refusal.message, refusal.field), ...refusal.extra },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const field = (first.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const message = first.message ?? '';
    // The contracts' own rules carry their key as the issue message; zod's built-in checks do not.
    const key = isErrorKey(message) ? message : API_ERROR_KEY.validation;
    return {
      status: 400,
      payload: body(400, key, `Invalid value${field ? ` for ${field}` : ''}.`, field || undefined),
    };
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, payload: body(500, API_ERROR_KEY.server, 'Something went wrong.') };
  // Fastify's own 4xx (malformed JSON, unsupported media type, body too large). Its message can quote the body
  // (JSON.parse does), which may hold a password, so a fixed text goes out instead.
  return {
    status,
    payload: body(
      status,
      GENERIC_KEYS[status] ?? API_ERROR_KEY.validation,
      `Request rejected (${(error as FastifyError).code ?? status}).`,
    ),
  };
}

/** Every 4xx/5xx leaves as ZApiError; 5xx are logged with their stack but never answer with it. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, payload } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The per-request line already records the status; the key helps when debugging.
    else request.log.debug({ statusCode: status, messageKey: payload.messageKey }, 'request rejected');
    return reply.code(status).type('application/json; charset=utf-8').send(payload);
  });
}
