import { DEV_IDP_ACCOUNTS, startDevIdp } from './dev-idp.ts';

// `npm run idp`: the development identity provider the portal's single sign-on talks to (see README).
const env = process.env;

const positiveInt = (name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer, got '${raw}'`);
    process.exit(1);
  }
  return value;
};

const port = positiveInt('IDP_PORT', 8081);
const redirectOrigins = (env.IDP_REDIRECT_ORIGINS || env.PUBLIC_URL || 'http://localhost:8080')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

let idp;
try {
  idp = await startDevIdp({
    port,
    host: env.IDP_HOST || '127.0.0.1',
    issuer: env.IDP_ISSUER || `http://localhost:${port}`,
    clientId: env.SSO_CLIENT_ID || 'merchant-portal',
    audience: env.SSO_AUDIENCE || 'urn:merchant-portal:api',
    redirectOrigins,
    accessTokenTtlSeconds: positiveInt('IDP_ACCESS_TOKEN_TTL', 600),
  });
} catch (error) {
  console.error(`dev identity provider did not start: ${(error as Error).message}`);
  process.exit(1);
}

console.info(`dev identity provider at ${idp.issuer} for ${redirectOrigins.join(', ')}; demo accounts:`);
for (const account of DEV_IDP_ACCOUNTS) console.info(`  ${account.email} / ${account.password} (${account.name})`);

const running = idp;
let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
