import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  trustProxy: boolean | number | string;
  webDist: string;
  rateLimitAuthPerMinute: number;
  /** Origin of the legacy back office whose pages the portal embeds in a frame; null when not configured. */
  legacyOrigin: string | null;
};

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

const trustProxy = (value: string | undefined): boolean | number | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  // A hop count or an address list, as Fastify's trustProxy accepts.
  return /^\d+$/.test(value) ? Number(value) : value;
};

const blank = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

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
  return {
    port,
    host: source.HOST || '0.0.0.0',
    // npm sets INIT_CWD to where the command was typed, so `npm start` at the repo root uses ./data there.
    dataDir: path.resolve(source.INIT_CWD || process.cwd(), source.DATA_DIR || './data'),
    databaseUrl: blank(source.DATABASE_URL),
    smtpUrl: blank(source.SMTP_URL),
    mailFrom: source.MAIL_FROM || 'Merchant Portal <no-reply@merchant-portal.local>',
    publicUrl: (source.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionSecret: blank(source.SESSION_SECRET),
    nodeEnv: source.NODE_ENV || 'development',
    logLevel: source.LOG_LEVEL || 'info',
    trustProxy: trustProxy(source.TRUST_PROXY),
    webDist: path.resolve(SERVER_DIR, source.WEB_DIST || '../web/dist'),
    rateLimitAuthPerMinute: int(source.RATE_LIMIT_AUTH_PER_MINUTE, 300, 'RATE_LIMIT_AUTH_PER_MINUTE'),
    legacyOrigin: legacyOrigin(source.LEGACY_ORIGIN),
  };
}
