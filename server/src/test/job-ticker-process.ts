import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_DIR } from '../config.ts';

/**
 * A server process that only runs its job runner, at instants the test chooses: it builds the real app (the same
 * routes, jobs and mailer as main.ts) on DATABASE_URL, ticks `app.jobs` at each instant of TICKS in order, prints what
 * it ran as one JSON line and exits. Two of them on one database prove the runner claims each period once.
 */
export type TTickerResult = {
  worker: string;
  runs: { key: string; period: string; state: string }[];
  /** The runner's warnings (failed runs), for a failing test's message. */
  warnings: string[];
};

/** Runs one ticker process to its end. */
export function runTickerProcess(env: Record<string, string>, ticks: readonly Date[]): Promise<TTickerResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_DIR, 'src', 'test', 'job-ticker-main.ts')],
    {
      cwd: path.join(SERVER_DIR, '..'),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, TICKS: JSON.stringify(ticks.map((d) => d.toISOString())) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (err = (err + String(chunk)).slice(-8000)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"worker"'));
      const warnings = out.split('\n').filter((l) => l.includes('"level":40'));
      if (code === 0 && line) resolve({ ...(JSON.parse(line) as Omit<TTickerResult, 'warnings'>), warnings });
      else reject(new Error(`the ticker process exited with ${code}: ${err}${out.slice(-4000)}`));
    });
  });
}
