import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSO_SCOPES, ZOrganizationId } from '@mp/contracts/sso';
import { z } from 'zod';
import { MERCHANT } from './demo/ids.ts';

/** Directory of the server package, so defaults that point at sibling packages do not depend on the cwd. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TEnv = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  nodeEnv: string;
  logLevel: string;
  trustProxy: false | number | string;
  webDist: string;
  rateLimitAuthPerMinute: number;
  /** SendEmailReceipt: per session per minute, and per recipient address per hour across all sessions. */
  rateLimitReceiptEmailPerSessionPerMinute: number;
  rateLimitReceiptEmailPerAddressPerHour: number;
  /** Origin of the legacy back office whose pages the portal embeds in a frame; null when not configured. */
  legacyOrigin: string | null;
  sso: TSsoConfig;
  /** REPORT_SCHEDULER: whether this process runs the background jobs (scheduled reports) on a timer. */
  reportScheduler: boolean;
  /** JOB_TICK_SECONDS: how often the job runner looks for due work. */
  jobTickSeconds: number;
};

/** One identity provider (spec 1 §4 Single sign-on): an organization is one merchant's provider. */
export type TSsoOrganization = {
  organizationId: string;
  /** Exactly as the provider's tokens carry it in `iss`; its discovery document lives below it. */
  issuer: string;
  clientId: string;
  /** The `aud` the provider's access tokens carry for this portal. */
  audience: string;
  /** The merchant whose single-sign-on users this provider signs in. */
  merchantId: number;
  homeUrl: string | null;
  scope: string;
  resource: string | null;
};

export type TSsoConfig = {
  organizations: TSsoOrganization[];
  /** SSO_DEFAULT_ORGANIZATION as given; see defaultSsoOrganizationId. */
  defaultOrganizationId: string | null;
  renewBeforeSeconds: number;
  clockToleranceSeconds: number;
  /** SSO_DEV_IDP: the development identity provider main.ts starts in-process; null when off. */
  devIdp: { port: number; issuer: string | undefined; accessTokenTtlSeconds: number | undefined } | null;
};

/** What SSO_DEV_IDP configures when no organization is: Demo Bistro Group signs in through the dev provider. */
export const DEV_IDP_ORGANIZATION = {
  organizationId: 'demo-bistro',
  clientId: 'merchant-portal',
  audience: 'urn:merchant-portal:api',
  merchantId: MERCHANT.demoBistro,
} as const;

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

/**
 * Which proxies' X-Forwarded-* headers to believe: none, a hop count, or a list of proxy addresses (CIDR allowed).
 * `true` means one hop, the nearest proxy: trusting every hop would take the client's address from the left end of
 * X-Forwarded-For, which the client writes itself, and a new one on every request would dodge the rate limits.
 */
const trustProxy = (value: string | undefined): false | number | string => {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
};

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

const blank = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const ZSsoOrganizationConfig = z.strictObject({
  organizationId: ZOrganizationId,
  issuer: httpUrl,
  clientId: z.string().trim().min(1),
  audience: z.string().trim().min(1),
  merchantId: z.number({ error: 'must be a merchant id' }).int().positive(),
  homeUrl: httpUrl.nullish(),
  scope: z.string().trim().min(1).nullish(),
  resource: z.string().trim().min(1).nullish(),
});

/** The single organization's variables, named in start-up errors instead of the JSON fields. */
const SINGLE_ORGANIZATION_VARIABLES: Record<string, string> = {
  organizationId: 'SSO_ORGANIZATION_ID',
  issuer: 'SSO_ISSUER',
  clientId: 'SSO_CLIENT_ID',
  audience: 'SSO_AUDIENCE',
  merchantId: 'SSO_MERCHANT_ID',
  homeUrl: 'SSO_HOME_URL',
  scope: 'SSO_SCOPE',
  resource: 'SSO_RESOURCE',
};

function parseOrganization(value: unknown, nameOf: (field: string) => string): TSsoOrganization {
  const parsed = ZSsoOrganizationConfig.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue.path[0] ?? '');
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      const problem = missing
        ? 'is required'
        : issue.code === 'unrecognized_keys'
          ? 'is not a setting'
          : field === 'organizationId'
            ? 'must be 1 to 64 letters, digits, dots, dashes or underscores'
            : issue.message;
      return `${nameOf(field)} ${problem}`;
    });
    throw new Error(`Single sign-on configuration: ${problems.join('; ')}.`);
  }
  const { homeUrl, scope, resource, ...organization } = parsed.data;
  return { ...organization, homeUrl: homeUrl ?? null, scope: scope ?? SSO_SCOPES, resource: resource ?? null };
}

/** SSO_ORGANIZATIONS: a JSON array, or the path of a file holding one. */
function readOrganizationList(value: string, cwd: string): unknown {
  let text = value;
  if (!/^\s*[[{]/.test(value)) {
    try {
      text = fs.readFileSync(path.resolve(cwd, value), 'utf8');
    } catch {
      throw new Error(`SSO_ORGANIZATIONS must be a JSON array or the path of a JSON file; cannot read "${value}"`);
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('SSO_ORGANIZATIONS does not hold valid JSON');
  }
}

function readOrganizations(source: NodeJS.ProcessEnv, cwd: string): TSsoOrganization[] {
  const list = blank(source.SSO_ORGANIZATIONS);
  const issuer = blank(source.SSO_ISSUER);
  if (list && issuer) throw new Error('Set either SSO_ISSUER (one organization) or SSO_ORGANIZATIONS, not both');
  if (issuer) {
    const merchantId = blank(source.SSO_MERCHANT_ID);
    const single = {
      organizationId: blank(source.SSO_ORGANIZATION_ID) ?? 'default',
      issuer,
      clientId: blank(source.SSO_CLIENT_ID),
      audience: blank(source.SSO_AUDIENCE),
      merchantId: merchantId && /^\d+$/.test(merchantId) ? Number(merchantId) : merchantId,
      homeUrl: blank(source.SSO_HOME_URL),
      scope: blank(source.SSO_SCOPE),
      resource: blank(source.SSO_RESOURCE),
    };
    return [parseOrganization(single, (field) => SINGLE_ORGANIZATION_VARIABLES[field] ?? field)];
  }
  if (!list) return [];
  const entries = readOrganizationList(list, cwd);
  if (!Array.isArray(entries)) throw new Error('SSO_ORGANIZATIONS must be a JSON array of organizations');
  const organizations = entries.map((entry, i) =>
    parseOrganization(entry, (field) => `SSO_ORGANIZATIONS[${i}]${field ? `.${field}` : ''}`),
  );
  const ids = organizations.map((o) => o.organizationId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`SSO_ORGANIZATIONS names the organization "${repeated}" twice`);
  return organizations;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** A switch that defaults on: `off`, `false` or `0` turn it off, `on`, `true` or `1` on; anything else is refused. */
const onOff = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value === '') return fallback;
  if (['on', 'true', '1'].includes(value.toLowerCase())) return true;
  if (['off', 'false', '0'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
};

function readSso(source: NodeJS.ProcessEnv, cwd: string, nodeEnv: string): TSsoConfig {
  const organizations = readOrganizations(source, cwd);
  const ttl = blank(source.SSO_DEV_IDP_TOKEN_TTL_SECONDS);
  const devIdp = isOn(source.SSO_DEV_IDP)
    ? {
        port: int(source.SSO_DEV_IDP_PORT, 8081, 'SSO_DEV_IDP_PORT'),
        issuer: blank(source.SSO_DEV_IDP_ISSUER),
        accessTokenTtlSeconds: ttl === undefined ? undefined : positiveInt(ttl, 1, 'SSO_DEV_IDP_TOKEN_TTL_SECONDS'),
      }
    : null;
  // Its accounts' passwords are published in the README: a convenience no production server may offer.
  if (devIdp && nodeEnv === 'production') throw new Error('SSO_DEV_IDP is for development; NODE_ENV is production');
  const defaultOrganizationId = blank(source.SSO_DEFAULT_ORGANIZATION) ?? null;
  const known = [
    ...organizations.map((o) => o.organizationId),
    ...(devIdp && organizations.length === 0 ? [DEV_IDP_ORGANIZATION.organizationId] : []),
  ];
  if (defaultOrganizationId !== null && !known.includes(defaultOrganizationId))
    throw new Error(`SSO_DEFAULT_ORGANIZATION "${defaultOrganizationId}" is not a configured organization`);
  return {
    organizations,
    defaultOrganizationId,
    renewBeforeSeconds: positiveInt(source.SSO_RENEW_BEFORE_SECONDS, 60, 'SSO_RENEW_BEFORE_SECONDS'),
    clockToleranceSeconds: int(source.SSO_CLOCK_TOLERANCE_SECONDS, 5, 'SSO_CLOCK_TOLERANCE_SECONDS'),
    devIdp,
  };
}

/** The organization the login page uses without an organizationId: the only one, or SSO_DEFAULT_ORGANIZATION. */
export const defaultSsoOrganizationId = (sso: TSsoConfig): string | null =>
  sso.defaultOrganizationId ?? (sso.organizations.length === 1 ? sso.organizations[0]!.organizationId : null);

/** The configuration with the dev provider's demo organization, unless organizations were configured explicitly. */
export function withDevIdpOrganization(env: TEnv, issuer: string): TEnv {
  if (env.sso.organizations.length > 0) return env;
  const organization = { ...DEV_IDP_ORGANIZATION, issuer, homeUrl: null, scope: SSO_SCOPES, resource: null };
  return { ...env, sso: { ...env.sso, organizations: [organization] } };
}

/**
 * LEGACY_ORIGIN: an http(s) origin (`https://legacy.example.com`, a port allowed, one trailing slash tolerated),
 * kept in the browser's spelling (URL.origin) because frame messages are compared with it exactly. It also goes into
 * the CSP, so a path, query or credentials would only hide a mistake: they are refused at start.
 */
const legacyOrigin = (value: string | undefined): string | null => {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`LEGACY_ORIGIN must be an http(s) origin such as https://legacy.example.com, got "${value}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare)
    throw new Error(`LEGACY_ORIGIN must be an http(s) origin without a path, got "${value}"`);
  return url.origin;
};

/** Reads the configuration; every variable has a default so `npm start` needs none. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const port = int(source.PORT, 8080, 'PORT');
  // npm sets INIT_CWD to where the command was typed, so `npm start` at the repo root uses ./data there.
  const cwd = source.INIT_CWD || process.cwd();
  const nodeEnv = source.NODE_ENV || 'development';
  return {
    port,
    host: source.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, source.DATA_DIR || './data'),
    databaseUrl: blank(source.DATABASE_URL),
    smtpUrl: blank(source.SMTP_URL),
    mailFrom: source.MAIL_FROM || 'Merchant Portal <no-reply@merchant-portal.local>',
    publicUrl: (source.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionSecret: blank(source.SESSION_SECRET),
    nodeEnv,
    logLevel: source.LOG_LEVEL || 'info',
    trustProxy: trustProxy(source.TRUST_PROXY),
    webDist: path.resolve(SERVER_DIR, source.WEB_DIST || '../web/dist'),
    rateLimitAuthPerMinute: int(source.RATE_LIMIT_AUTH_PER_MINUTE, 300, 'RATE_LIMIT_AUTH_PER_MINUTE'),
    rateLimitReceiptEmailPerSessionPerMinute: int(
      source.RATE_LIMIT_RECEIPT_EMAIL_PER_SESSION_PER_MINUTE,
      10,
      'RATE_LIMIT_RECEIPT_EMAIL_PER_SESSION_PER_MINUTE',
    ),
    rateLimitReceiptEmailPerAddressPerHour: int(
      source.RATE_LIMIT_RECEIPT_EMAIL_PER_ADDRESS_PER_HOUR,
      20,
      'RATE_LIMIT_RECEIPT_EMAIL_PER_ADDRESS_PER_HOUR',
    ),
    legacyOrigin: legacyOrigin(source.LEGACY_ORIGIN),
    sso: readSso(source, cwd, nodeEnv),
    reportScheduler: onOff(source.REPORT_SCHEDULER, true, 'REPORT_SCHEDULER'),
    jobTickSeconds: positiveInt(source.JOB_TICK_SECONDS, 30, 'JOB_TICK_SECONDS'),
  };
}
