import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_DIR } from '../config.ts';
import { TestClient } from './test-app.ts';

export type TServerProcess = {
  baseUrl: string;
  client: () => TestClient;
  /** SIGTERM, then resolves once the process has exited. */
  stop: () => Promise<void>;
};

const READY_TIMEOUT_MS = 120_000;

/**
 * Starts server/src/main.ts in a child node process (through tsx), exactly as a deployment starts a server, on a port
 * the system picks; resolves once it listens. `env` comes on top of this process's environment.
 */
export function startServerProcess(env: Record<string, string>): Promise<TServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'src', 'main.ts')], {
    cwd: path.join(SERVER_DIR, '..'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // The tail of its output, for the error when it does not start; reading on also keeps the pipes from filling.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${reason}; its output:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`the server did not listen within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
    child.once('exit', (code, signal) => fail(`the server exited (${code ?? signal}) before listening`));
    const watchForListening = () => {
      // Fastify logs the address it listens on, the port included, once the server accepts connections.
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (!listening || settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout.off('data', watchForListening);
      const baseUrl = listening[1]!;
      resolve({ baseUrl, client: () => new TestClient(baseUrl), stop });
    };
    child.stdout.on('data', watchForListening);
  });
}
