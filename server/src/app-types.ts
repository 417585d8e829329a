import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TEnv } from './config.ts';
import type { TDb } from './db/create-db.ts';
import type { TMailer } from './mail/mailer.ts';
import type { TTokenVerifier } from './shared/sso-tokens/token-verifier.ts';

export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules need; built once in buildApp. */
export type TDeps = { db: TDb; env: TEnv; mailer: TMailer; secret: string; version: string; sso: TTokenVerifier };
