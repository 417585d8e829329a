import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import Fastify, { type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TApp, TDeps } from './app-types.ts';
import { SERVER_DIR, type TEnv } from './config.ts';
import { isDbReady, type TDb } from './db/create-db.ts';
import { createMailer, type TMailer } from './mail/mailer.ts';
import { featureFlagRoutes } from './modules/feature-flags/feature-flags.routes.ts';
import { changeLogRoutes } from './modules/change-log/change-log.routes.ts';
import { discountRoutes } from './modules/discounts/discounts.routes.ts';
import { posMessageRoutes } from './modules/pos-messages/pos-messages.routes.ts';
import { jobCodeRoutes } from './modules/job-code/job-code.routes.ts';
import { menuItemsRoutes } from './modules/menu-items/menu-items.routes.ts';
import { menuConfigurationRoutes } from './modules/menu-configuration/menu-configuration.routes.ts';
import { loyaltyPricingRoutes } from './modules/loyalty-pricing/loyalty-pricing.routes.ts';
import { itemAvailabilityRoutes } from './modules/item-availability/item-availability.routes.ts';
import { employeeRoutes } from './modules/employees/employees.routes.ts';
import { scheduleEnforcementRoutes } from './modules/schedule-enforcement/schedule-enforcement.routes.ts';
import { payCodesRoutes } from './modules/pay-codes/pay-codes.routes.ts';
import { eventSchedulesRoutes } from './modules/event-schedules/event-schedules.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { restrictionsRoutes } from './modules/restrictions/restrictions.routes.ts';
import { revenueCentersRoutes } from './modules/revenue-centers/revenue-centers.routes.ts';
import { modifiersRoutes } from './modules/modifiers/modifiers.routes.ts';
import { imageManagerRoutes } from './modules/image-manager/image-manager.routes.ts';
import { GRAPHQL_MODULES } from './modules/online-ordering/graphql-modules.ts';
import { registerGraphql } from './plugins/graphql.ts';
import { brandingRoutes } from './modules/online-ordering/branding/branding.routes.ts';
import { feesRoutes } from './modules/online-ordering/fees/fees.routes.ts';
import { orderSettingsRoutes } from './modules/online-ordering/order-settings/order-settings.routes.ts';
import { companyInformationRoutes } from './modules/company/company-information.routes.ts';
import { localeRoutes } from './modules/locale/locale.routes.ts';
import { securityControlsRoutes } from './modules/security-controls/security-controls.routes.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { sessionLifecycleRoutes } from './modules/account/session-lifecycle.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { reportHomeRoutes } from './modules/reports/report-home.routes.ts';
import { dashboardRoutes } from './modules/reports/dashboards/dashboards.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reportScheduleJob } from './modules/reports/schedules/schedule-job.ts';
import { alertRoutes } from './modules/alerts/alerts.routes.ts';
import { storeAlertsJob } from './modules/alerts/alerts.job.ts';
import { storeOptionsRoutes } from './modules/store-options/store-options.routes.ts';
import { storeConfigurationRoutes } from './modules/store-configuration/store-configuration.routes.ts';
import { reportScheduleRoutes } from './modules/reports/schedules/schedules.routes.ts';
import { createJobRunner, type TJobRunner } from './shared/jobs/job-runner.ts';
import { resellerRoutes } from './modules/reseller/reseller.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { registerSsoBearerCheck } from './modules/sso/sso-bearer.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { createTokenVerifier } from './shared/sso-tokens/token-verifier.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { ApiError, registerErrorHandling } from './plugins/errors.ts';
import { registerRoutePrefixCheck } from './plugins/route-prefixes.ts';
import { registerSession } from './plugins/session.ts';
import { validateRequest } from './plugins/validation.ts';
import { registerStaticDelivery } from './plugins/static-delivery.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerTenancy } from './plugins/tenancy.ts';
import { loadSessionSecret } from './plugins/session-store.ts';

const readVersion = (): string => {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, '..', 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
};

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Logged URL without its query: reset links carry tokens there. */
const pathOnly = (url: string) => url.split('?')[0] ?? url;

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The background jobs (scheduled reports): tests drive them with `tick(at)`, a controlled clock. */
    jobs: TJobRunner;
  }
}

export type TBuildAppOptions = {
  env: TEnv;
  db: TDb;
  /** Where log lines go; tests capture them to prove nothing secret is written. */
  logStream?: { write: (line: string) => void };
  mailer?: TMailer;
};

export async function buildApp({ env, db, logStream, mailer }: TBuildAppOptions): Promise<TApp> {
  const app = Fastify({
    logger: {
      level: env.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Requests are logged by method and path only: no headers (cookies, CSRF tokens), no query, no body.
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: pathOnly(req.url) }),
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          '*.password',
          '*.newPassword',
          '*.Password',
          '*.ReenterPassword',
          '*.OldPassword',
          '*.tk',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    // Our onResponse hook writes the single line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count is given as a function: Fastify's types accept no number.
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validateRequest);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRoutePrefixCheck(app);

  // One line per request, written when it completes.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: pathOnly(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // oidc-client-ts reads the discovery document and calls the token and revocation endpoints of each
        // configured identity provider from the browser.
        connectSrc: ["'self'", ...new Set(env.sso.organizations.map((o) => new URL(o.issuer).origin))],
        // The licence agreement is framed from this origin; legacy pages from LEGACY_ORIGIN when it is configured.
        frameSrc: ["'self'", ...(env.legacyOrigin ? [env.legacyOrigin] : [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Off so a plain-http deployment (demo, LAN) still loads its own assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new ApiError(429, API_ERROR_KEY.rateLimited, 'Too many requests; try again in a minute.'),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Merchant Portal API', version: readVersion() } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const deps: TDeps = {
    db,
    env,
    mailer: mailer ?? createMailer(env),
    secret: await loadSessionSecret(db, env.sessionSecret),
    version: readVersion(),
    sso: createTokenVerifier({ clockToleranceSeconds: env.sso.clockToleranceSeconds }),
  };
  registerSession(app, deps);
  registerSsoBearerCheck(app, deps);
  registerAccessGuard(app);
  registerTenancy(app);

  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      if (!(await isDbReady(db)))
        throw new ApiError(503, API_ERROR_KEY.databaseUnavailable, 'The database does not answer.');
      return { status: 'ok' as const };
    },
  );
  accountRoutes(app, deps);
  sessionLifecycleRoutes(app, deps);
  ssoRoutes(app, deps);
  userRoutes(app, deps);
  companyRoutes(app, deps);
  companyInformationRoutes(app, deps);
  localeRoutes(app);
  portalRoutes(app);
  resellerRoutes(app, deps);
  featureFlagRoutes(app, deps);
  jobCodeRoutes(app, deps);
  discountRoutes(app, deps);
  posMessageRoutes(app, deps);
  loyaltyPricingRoutes(app, deps);
  notificationRoutes(app, deps);
  ticketsRoutes(app, deps);
  reportsRoutes(app, deps);
  reportHomeRoutes(app, deps);
  dashboardRoutes(app, deps);
  itemAvailabilityRoutes(app, deps);
  securityControlsRoutes(app, deps);
  payCodesRoutes(app, deps);
  eventSchedulesRoutes(app, deps);
  restrictionsRoutes(app, deps);
  promotionsRoutes(app, deps);
  scheduleEnforcementRoutes(app, deps);
  employeeRoutes(app, deps);
  menuItemsRoutes(app, deps);
  menuConfigurationRoutes(app, deps);
  changeLogRoutes(app, deps);
  reportScheduleRoutes(app, deps);
  alertRoutes(app, deps);
  storeOptionsRoutes(app, deps);
  storeConfigurationRoutes(app, deps);
  revenueCentersRoutes(app, deps);
  modifiersRoutes(app, deps);
  imageManagerRoutes(app, deps);
  orderSettingsRoutes(app, deps);
  brandingRoutes(app, deps);
  feesRoutes(app, deps);
  await registerGraphql(app, deps, GRAPHQL_MODULES);

  // The job runner lives with the app: its timer starts when the app is ready (unless REPORT_SCHEDULER=off, which
  // leaves ticks to whoever calls app.jobs.tick) and stops, letting a run under way finish, when the app closes.
  const jobs = createJobRunner({
    db,
    jobs: [reportScheduleJob(deps), storeAlertsJob(deps)],
    intervalMs: env.jobTickSeconds * 1000,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  if (env.reportScheduler) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  await registerStaticDelivery(app, env.webDist);
  return app;
}
