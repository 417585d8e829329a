import { API_ERROR_KEY } from '@mp/contracts/api-error';
import type { TSendEmailReceiptRequest } from '@mp/contracts/tickets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '../../app-types.ts';
import type { TEnv } from '../../config.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The limits run as a preHandler, after validation, so the body is the contract's (the address trimmed). Lower-cased:
 * mail systems treat addresses alike whatever the case, so case alone must not make a new recipient.
 */
const recipientOf = (request: FastifyRequest) => (request.body as TSendEmailReceiptRequest).EmailAddress.toLowerCase();

/**
 * SendEmailReceipt mails a ticket, customer details included, to whatever address the caller types, so it is limited
 * twice: per session (one signed-in browser cannot mail in bulk) and per recipient across every session (many
 * sessions together cannot flood one inbox). A session past its limit counts toward no address. Counted in the
 * process's memory like the sign-in limit. The refusal is the error protocol's 429 with a Retry-After.
 */
export function receiptEmailLimits(
  app: TApp,
  env: Pick<TEnv, 'rateLimitReceiptEmailPerSessionPerMinute' | 'rateLimitReceiptEmailPerAddressPerHour'>,
) {
  const limits = [
    app.createRateLimit({
      max: env.rateLimitReceiptEmailPerSessionPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: (request) => `receipt-email-session:${requireSession(request).id}`,
    }),
    app.createRateLimit({
      max: env.rateLimitReceiptEmailPerAddressPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `receipt-email-address:${recipientOf(request)}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of limits) {
      const counted = await limit(request);
      // isAllowed is the plugin's allow-list bypass, which these limits do not use; isExceeded is the verdict.
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw new ApiError(429, API_ERROR_KEY.rateLimited, 'Too many receipt e-mails; try again later.');
      }
    }
  };
}
