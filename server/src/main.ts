import { buildApp } from './app.ts';
import { readEnv, type TEnv, withDevIdpOrganization } from './config.ts';
import { createDb } from './db/create-db.ts';
import { hasDemoData, seedDemo } from './demo/seed.ts';

const fail = (error: unknown): never => {
  console.error((error as Error).message);
  process.exit(1);
};

/** SSO_DEV_IDP: the development identity provider in this process, sending the browser back to PUBLIC_URL. */
async function startConfiguredDevIdp(env: TEnv) {
  if (!env.sso.devIdp) return null;
  // Loaded only when asked for: a production install needs neither it nor oidc-provider.
  const { startDevIdp } = await import('@mp/dev-idp');
  const { port, issuer, accessTokenTtlSeconds } = env.sso.devIdp;
  return startDevIdp({ port, issuer, redirectOrigins: [env.publicUrl], accessTokenTtlSeconds });
}

const readConfiguration = (): TEnv => {
  try {
    return readEnv();
  } catch (error) {
    return fail(error);
  }
};

const configured = readConfiguration();
const handle = await createDb(configured).catch(fail);
const devIdp = await startConfiguredDevIdp(configured).catch(async (error: unknown) => {
  await handle.close();
  return fail(new Error(`The development identity provider did not start: ${(error as Error).message}`));
});
const env = devIdp ? withDevIdpOrganization(configured, devIdp.issuer) : configured;
const app = await buildApp({ env, db: handle.db });
if (devIdp)
  app.log.info(
    { issuer: devIdp.issuer, organizations: env.sso.organizations.map((o) => o.organizationId) },
    'development identity provider started',
  );
// The portal tells merchants only that those pages are not part of this installation; the fix is the operator's.
if (!env.legacyOrigin)
  app.log.warn(
    'LEGACY_ORIGIN is not set: legacy back-office pages show "not part of this installation". Set it to the legacy ' +
      "back office's origin (for example https://legacy.example.com) and restart to frame them.",
  );

// A fresh development database starts with the demo data; production never gets it. Exclusive, so that of several
// processes starting together on one database only the first seeds and the others find the data.
if (env.nodeEnv !== 'production')
  await handle.exclusive(async () => {
    if (await hasDemoData(handle.db)) return;
    await seedDemo(handle.db, { nodeEnv: env.nodeEnv });
    app.log.info('demo data written (every demo user signs in with the demo password, see README)');
  });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await devIdp?.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
