import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopServerGroup } from '../../e2e/support/server-process.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now, so several benchmarks (or a dev server) can run side by side. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Whether something accepts TCP connections at host:port: a missing PostgreSQL skips its run instead of failing. */
export const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

// The server refuses to seed demo data when NODE_ENV=production, and the benchmarks need the demo users.
export const withoutNodeEnv = ({ NODE_ENV: _nodeEnv, ...rest }: NodeJS.ProcessEnv) => rest;

type TServerOptions = {
  /** On top of this process's environment: the database (DATA_DIR, DATABASE_URL) and any benchmark-specific limits. */
  env: Record<string, string>;
  /** Receives the server's stdout and stderr; its tail is shown when the server exits early. */
  logFile: string;
  /** Startup includes migrations and seeding, which takes longer on a large data set. */
  readyTimeoutMs: number;
};

export type TServer = {
  baseURL: string;
  /** The process group id (the group leader is `npx`), e.g. to sample the memory of the whole group. */
  pid: number;
  /** Milliseconds from spawning until /healthz answered 200. */
  startMs: number;
  stop: () => Promise<void>;
};

/** Starts `npx tsx server/src/main.ts` in its own process group on a free port and waits for /healthz. */
export async function startServer({ env, logFile, readyTimeoutMs }: TServerOptions): Promise<TServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    // Its own process group, so stopping it also ends the node process behind npx and tsx.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...withoutNodeEnv(process.env),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      // One JSON line per request would put the logger in the measurement.
      LOG_LEVEL: 'warn',
    },
  });
  const pid = child.pid;
  if (!pid) throw new Error('could not start the server');
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
  const stop = () => stopServerGroup(pid);
  // A benchmark that throws or is interrupted must not leave a server behind on the busy machine.
  process.once('exit', () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const started = Date.now();
  for (;;) {
    if (exited) {
      throw new Error(
        `server ${exited}; log tail:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`,
      );
    }
    try {
      if ((await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) {
      await stop();
      throw new Error(`server not ready after ${readyTimeoutMs} ms (log ${logFile})`);
    }
    await sleep(250);
  }
  return { baseURL, pid, startMs: Date.now() - started, stop };
}
