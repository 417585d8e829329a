/**
 * `npm test`: all the set-up a fresh machine needs after `npm install`, then every test phase in order. It installs
 * Debian's Chromium when it is missing (the end-to-end suite never downloads a browser), runs lint, type-check,
 * unit, API and end-to-end tests, stops at the first failing phase, and prints how long each phase took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type TStep = { name: string; run: () => boolean | Promise<boolean> };
type TResult = { name: string; seconds: number; ok: boolean };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs a command with the terminal attached; true when it exits 0. */
function run(command: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const [file, ...args] = command;
  return spawnSync(file!, args, { stdio: 'inherit', env }).status === 0;
}

const npmRun = (script: string) => () => run(['npm', 'run', script]);

const mmss = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** How long each script of a side-by-side step took, for the summary table. */
const scriptResults: TResult[] = [];

/**
 * Runs npm scripts side by side, each one's output held and printed whole when it ends (so they never interleave),
 * with how long each took. Lint and type-check are single-threaded and need nothing of each other; the API suite
 * (on PostgreSQL in CI) and the end-to-end suite (its own server on its own PGlite, one browser) share nothing either,
 * and the browser suite waits on its page much of the time, which the API suite fills.
 */
function npmRunSideBySide(scripts: string[]): () => Promise<boolean> {
  const one = (script: string) =>
    new Promise<boolean>((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = (performance.now() - started) / 1000;
        scriptResults.push({ name: script, seconds, ok: code === 0 });
        process.stdout.write(
          `-- ${script} (${code === 0 ? 'passed' : 'FAILED'} in ${mmss(seconds)})\n${Buffer.concat(output).toString()}`,
        );
        resolve(code === 0);
      });
    });
  return async () => (await Promise.all(scripts.map(one))).every(Boolean);
}

/** As .ci/run does: Debian's package, which the end-to-end suite and the web benchmark launch. */
function installChromium(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return run(['apt-get', 'update', '-qq'], env) && run(['apt-get', 'install', '-y', '-qq', 'chromium'], env);
}

if (!existsSync(CHROMIUM) && process.getuid?.() !== 0) {
  console.error(
    `npm test: ${CHROMIUM} is missing; install it as root (apt-get install -y chromium) or set CHROMIUM_PATH`,
  );
  process.exit(1);
}

const steps: TStep[] = [
  ...(existsSync(CHROMIUM) ? [] : [{ name: 'chromium', run: installChromium }]),
  { name: 'lint+types', run: npmRunSideBySide(['lint', 'typecheck']) },
  { name: 'unit', run: npmRun('test:unit') },
  { name: 'api+e2e', run: npmRunSideBySide(['test:api', 'test:e2e']) },
];

const results: (TResult & { scripts: TResult[] })[] = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  const started = performance.now();
  const ok = await step.run();
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok, scripts: scriptResults.splice(0) });
  console.log(`== ${step.name} ${ok ? 'passed' : 'FAILED'} in ${mmss(seconds)}`);
  if (!ok) break;
}

const passed = results.length === steps.length && results.every((r) => r.ok);
const rows = [
  ...results.flatMap((r) => [
    [r.name, mmss(r.seconds), r.ok ? 'passed' : 'FAILED'],
    // A side-by-side step's scripts, indented: their times overlap, so only the step's own counts in the total.
    ...r.scripts.map((part) => [`  ${part.name}`, mmss(part.seconds), part.ok ? 'passed' : 'FAILED']),
  ]),
  ...steps.slice(results.length).map((s) => [s.name, '', 'not run']),
  ['total', mmss(results.reduce((sum, r) => sum + r.seconds, 0)), passed ? 'passed' : 'FAILED'],
];
console.log('\n== npm test: phase durations (m:ss)');
for (const [name, time, status] of rows) console.log(`  ${name!.padEnd(12)} ${time!.padStart(6)}  ${status}`);
process.exit(passed ? 0 : 1);
