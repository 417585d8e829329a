import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_SUPPORT_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Where globalSetup leaves what the tests need (git-ignored: `.e2e-data/`). */
export const E2E_STATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.e2e-data');
export const E2E_STATE_FILE = path.join(E2E_STATE_DIR, 'state.json');
export const SERVER_LOG_FILE = path.join(E2E_STATE_DIR, 'server.log');

/** The repository root, from which the server is started. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_E2E_PORT = 18180;

export type TServerState = {
  baseURL: string;
  dataDir: string;
  pid: number;
  keepData: boolean;
  /** The legacy back office fixture the server frames (its LEGACY_ORIGIN), and a third origin nested in its page. */
  legacyOrigin: string;
  thirdOrigin: string;
  /** The development identity provider's issuer (single sign-on). */
  idpIssuer: string;
};

/** The running server: from the environment globalSetup exported, else from its state file. */
export function serverState(): TServerState {
  const baseURL = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  const pid = Number(process.env.E2E_SERVER_PID);
  const legacyOrigin = process.env.E2E_LEGACY_ORIGIN;
  const thirdOrigin = process.env.E2E_THIRD_ORIGIN;
  const idpIssuer = process.env.E2E_IDP_ISSUER;
  if (baseURL && dataDir && pid && legacyOrigin && thirdOrigin && idpIssuer)
    return {
      baseURL,
      dataDir,
      pid,
      keepData: process.env.KEEP_E2E_DATA === '1',
      legacyOrigin,
      thirdOrigin,
      idpIssuer,
    };
  return JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as TServerState;
}
