import fs from 'node:fs';
import path from 'node:path';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { API_ERROR_KEY, isErrorKey, type TErrorKey } from '@mp/contracts/api-error';
import { nulCharacterPath } from '@mp/contracts/fields';
import { GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_FIELDS, GRAPHQL_PATH } from '@mp/contracts/graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, GraphQLError, type GraphQLObjectType } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { z } from 'zod';
import type { TApp, TDeps } from '../app-types.ts';
import { SERVER_DIR } from '../config.ts';
import type { TTenantScope } from '../db/tenant.ts';
import { access, isAccessAllowed, type TRouteAccess } from './access-guard.ts';
import { ApiError, apiErrorOfDatabase, forbidden } from './errors.ts';
import { maxFieldsRule } from './graphql-limits.ts';
import type { TPortalState } from './portal-state.ts';
import { requirePortalState, requireSession } from './session.ts';
import { resolveScope, type TActor, type TScopeRule } from './tenancy.ts';

/** What a resolver gets: the same session, scope and actor a REST handler reads, resolved for its operation. */
export type TOperationCall<TScope extends TTenantScope = TTenantScope> = {
  deps: TDeps;
  request: FastifyRequest;
  scope: TScope;
  actor: TActor;
  state: TPortalState;
};

/**
 * One GraphQL operation (a field of Query or Mutation) with its guard declared beside it, as a REST route declares
 * `config.access` and `config.scope`: the portal page whose access rule it follows, the tenancy it needs (the
 * merchant, and where relevant the store, come from the session: no argument names them), the arguments' contract
 * (the zod schema the web form uses, so every limit holds on the server too) and, for mutations, who may only look.
 */
export type TOperation<TArgs = unknown, TScope extends TTenantScope = TTenantScope> = {
  kind: 'query' | 'mutation';
  access: TRouteAccess;
  scope: TScopeRule;
  args: z.ZodType<TArgs>;
  /** Mutations only: refuses the call (403, this key) to a user who may open the page but not change it. */
  readOnly?: { when: (ctx: TAccessContext) => boolean; messageKey: TErrorKey };
  resolve: (call: TOperationCall<TScope>, args: TArgs) => Promise<unknown>;
};

/** Declares an operation; the type parameters tie the resolver to its argument contract and scope. */
export const operation = <TArgs, TScope extends TTenantScope = TTenantScope>(
  op: TOperation<TArgs, TScope>,
): TOperation => op as unknown as TOperation;

/** A module's part of the schema: its SDL file (schema-first, in the repository) and the operations it defines. */
export type TGraphqlModule = { sdl: string; operations: Record<string, TOperation> };

/** Reads a module's SDL file, named from `server/src/modules` (the file ships beside the code, as migrations do). */
export const readSdl = (fromModules: string): string =>
  fs.readFileSync(path.join(SERVER_DIR, 'src', 'modules', fromModules), 'utf8');

const BASE_SDL = 'type Query\ntype Mutation\n';

/** The whole schema's SDL: the root types and every module's part. */
export const schemaSdl = (modules: readonly TGraphqlModule[]): string =>
  [BASE_SDL, ...modules.map((m) => m.sdl)].join('\n');

const fieldOf = (issuePath: readonly PropertyKey[]) => issuePath.map(String).join('.');

/** Arguments through their contract: a refusal names the argument, with the contract's own key when it has one. */
function parseArgs<TArgs>(schema: z.ZodType<TArgs>, raw: unknown): TArgs {
  const nul = nulCharacterPath(raw);
  if (nul) throw new ApiError(400, API_ERROR_KEY.nulCharacter, 'A value holds a NUL character.', fieldOf(nul));
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? fieldOf(issue.path) : '';
  const key = issue && isErrorKey(issue.message) ? issue.message : API_ERROR_KEY.validation;
  throw new ApiError(400, key, `Invalid value${field ? ` for ${field}` : ''}.`, field || undefined);
}

const requestOf = (context: MercuriusContext): FastifyRequest => context.reply.request;

function resolverOf(name: string, op: TOperation, deps: TDeps) {
  return async (_root: unknown, rawArgs: unknown, context: MercuriusContext) => {
    const request = requestOf(context);
    const state = requirePortalState(request);
    if (!isAccessAllowed(op.access, state.access)) throw forbidden();
    const scope = resolveScope(op.scope, requireSession(request), state.context);
    if (!scope || !request.actor) throw new Error(`${name} declares a scope that may be empty`);
    if (op.kind === 'mutation' && op.readOnly?.when(state.access))
      throw new ApiError(403, op.readOnly.messageKey, 'You may view this page but not change it.');
    return op.resolve({ deps, request, scope, actor: request.actor, state }, parseArgs(op.args, rawArgs));
  };
}

/** The operations of the schema's root type, checked against their declarations (a field without one fails start). */
function rootResolvers(
  root: GraphQLObjectType | null | undefined,
  kind: TOperation['kind'],
  operations: Map<string, TOperation>,
  deps: TDeps,
): Record<string, ReturnType<typeof resolverOf>> {
  const resolvers: Record<string, ReturnType<typeof resolverOf>> = {};
  for (const name of Object.keys(root?.getFields() ?? {})) {
    const op = operations.get(name);
    if (!op) throw new Error(`GraphQL ${kind} ${name} declares no operation (access, scope, arguments).`);
    if (op.kind !== kind) throw new Error(`GraphQL operation ${name} is declared as a ${op.kind}, not a ${kind}.`);
    resolvers[name] = resolverOf(name, op, deps);
  }
  return resolvers;
}

/** The schema of all modules, and its resolvers; fails when a field and its declared operation disagree. */
export function buildGraphqlSchema(
  modules: readonly TGraphqlModule[],
  deps: TDeps,
): { sdl: string; resolvers: IResolvers } {
  const sdl = schemaSdl(modules);
  const schema = buildSchema(sdl);
  const operations = new Map<string, TOperation>();
  for (const module of modules)
    for (const [name, op] of Object.entries(module.operations)) {
      if (operations.has(name)) throw new Error(`GraphQL operation ${name} is declared twice.`);
      operations.set(name, op);
    }
  const resolvers = {
    Query: rootResolvers(schema.getQueryType(), 'query', operations, deps),
    Mutation: rootResolvers(schema.getMutationType(), 'mutation', operations, deps),
  };
  const unused = [...operations.keys()].filter((name) => !(name in resolvers.Query) && !(name in resolvers.Mutation));
  if (unused.length > 0) throw new Error(`GraphQL operations without a schema field: ${unused.join(', ')}.`);
  return { sdl, resolvers };
}

type TFormattedError = {
  message: string;
  locations?: unknown;
  path?: unknown;
  extensions: { statusCode: number; messageKey: string; field?: string; data?: unknown };
};

/**
 * Every error leaves with `extensions.statusCode` and `extensions.messageKey`: a refusal (ApiError, or a database
 * rule mapped as REST maps it) with its own; a query the schema rejects as 400; anything else is a fault, logged with
 * its stack and answered 500 without it.
 */
function formatError(error: GraphQLError, log: FastifyRequest['log']): TFormattedError {
  const where = { locations: error.locations, path: error.path };
  const original = error.originalError;
  const refusal = original instanceof ApiError ? original : original ? apiErrorOfDatabase(original) : null;
  if (refusal)
    return {
      message: refusal.message,
      ...where,
      extensions: {
        statusCode: refusal.statusCode,
        messageKey: refusal.messageKey,
        ...(refusal.field ? { field: refusal.field } : {}),
        ...(refusal.extra ? { data: refusal.extra } : {}),
      },
    };
  if (original && !isGraphqlError(original)) {
    log.error({ err: original }, 'graphql operation failed');
    return {
      message: 'Something went wrong.',
      ...where,
      extensions: { statusCode: 500, messageKey: API_ERROR_KEY.server },
    };
  }
  return { message: error.message, ...where, extensions: { statusCode: 400, messageKey: API_ERROR_KEY.validation } };
}

/** By name, not class: two copies of graphql may be loaded (see registerGraphql). */
const isGraphqlError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

const errorsOf = (error: unknown): GraphQLError[] => {
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested)) return nested.map((e) => (isGraphqlError(e) ? e : new GraphQLError(String(e))));
  return isGraphqlError(error) ? [error] : [];
};

/**
 * `/graphql` on the same server (spec 3 §7.2). The route is an ordinary one to the plugins around it: the session
 * plugin refuses it without a session (401) and a POST without the CSRF header (403), as REST answers; mercurius
 * refuses mutations over GET. Each operation then runs its own guard (`resolverOf`). Registered in a context of its
 * own so mercurius's JSON-schema routes and error handler stay out of the REST routes' zod compilers and handler.
 */
export async function registerGraphql(app: TApp, deps: TDeps, modules: readonly TGraphqlModule[]): Promise<void> {
  const { sdl, resolvers } = buildGraphqlSchema(modules, deps);
  // A developer's tool: served in development only (never in production, and not to the test suites).
  const graphiql = deps.env.nodeEnv === 'development';
  await app.register(async (child: FastifyInstance) => {
    // GraphQL checks its own documents; the arguments go through their contracts in resolverOf.
    child.setValidatorCompiler(() => () => true);
    await child.register(mercurius, {
      // The SDL, not our built schema: mercurius builds it with the graphql module it loads itself (under Vitest the
      // test's import and mercurius's require are two copies of graphql, whose classes do not match).
      schema: sdl,
      resolvers,
      path: GRAPHQL_PATH,
      graphiql,
      queryDepth: GRAPHQL_MAX_DEPTH,
      validationRules: [maxFieldsRule(GRAPHQL_MAX_FIELDS)],
      allowBatchedQueries: false,
      additionalRouteOptions: { config: { access: access.session }, schema: { hide: true } },
      errorFormatter: (execution, context) => {
        const log = context.reply.request.log;
        const errors = execution.errors.flatMap(errorsOf).map((error) => formatError(error, log));
        // An executed document answers 200 with its errors (GraphQL over HTTP); the status is in each error.
        return { statusCode: 200, response: { data: execution.data ?? null, errors } as never };
      },
      // Refusals from the plugins in front (session, CSRF, access) keep the REST body the web client already reads;
      // documents mercurius rejects (syntax, validation, depth) answer in GraphQL's shape.
      errorHandler: async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
        const graphqlErrors = errorsOf(error);
        if (error instanceof ApiError || graphqlErrors.length === 0) throw error;
        await reply.code(400).send({ data: null, errors: graphqlErrors.map((e) => formatError(e, request.log)) });
      },
    });
    if (graphiql) relaxGraphiqlPolicy(child);
  });
}

/**
 * GraphiQL (outside production only) loads its scripts and styles from unpkg, which the portal's content security
 * policy refuses; its own page gets a policy that allows them, every other response keeps the portal's.
 */
function relaxGraphiqlPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/graphiql')) return;
    reply.header(
      'content-security-policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://unpkg.com; style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data:; connect-src 'self'",
    );
  });
}
