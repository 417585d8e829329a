import { API_ERROR_KEY, type TApiError } from '@mp/contracts/api-error';
import { LOYALTY_MESSAGE } from '@mp/contracts/loyalty-pricing';
import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import { PASSWORD_MESSAGE } from '@mp/contracts/password';
import { POS_TRANSACTIONS_ERROR } from '@mp/contracts/tickets';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure: its status, i18n key and field go to the client as a ZApiError body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
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
export const badRequest = (messageKey: string, message: string, field?: string) =>
  new ApiError(400, messageKey, message, field);

// Keys the contract schemas use as zod issue messages; anything else is reported as a generic validation error.
const CONTRACT_MESSAGE_KEYS = new Set<string>(
  [PASSWORD_MESSAGE, MENU_ITEMS_ERROR, LOYALTY_MESSAGE, POS_TRANSACTIONS_ERROR].flatMap((keys) => Object.values(keys)),
);

const GENERIC_KEYS: Record<number, string> = {
  400: API_ERROR_KEY.validation,
  401: API_ERROR_KEY.unauthenticated,
  403: API_ERROR_KEY.forbidden,
  404: API_ERROR_KEY.notFound,
  429: API_ERROR_KEY.rateLimited,
};

const body = (statusCode: number, messageKey: string, message: string, field?: string): TApiError => ({
  success: false,
  statusCode,
  messageKey,
  message,
  ...(field ? { field } : {}),
});

export const notFoundBody = () => body(404, API_ERROR_KEY.notFound, 'Not found.');

function toApiError(error: FastifyError | ApiError): { status: number; payload: Record<string, unknown> } {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      payload: { ...body(error.statusCode, error.messageKey, error.message, error.field), ...error.extra },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const field = (first.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const message = first.message ?? '';
    const key = CONTRACT_MESSAGE_KEYS.has(message) ? message : API_ERROR_KEY.validation;
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
      `Request rejected (${error.code ?? status}).`,
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
