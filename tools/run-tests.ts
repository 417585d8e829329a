/**
 * `npm test`: all the set-up a fresh machine needs after `npm install`, then every test phase in order. It installs
 * Debian's Chromium when it is missing (the end-to-end suite never downloads a browser), runs lint, type-check,
 * unit, API and end-to-end tests, stops at the first failing phase, and prints how long each phase took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type TStep = { name: string; run: () => boolean | Promise<boolean> };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs a command with the terminal attached; true when it exits 0. */
function run(command: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const [file, ...args] = command;
  return spawnSync(file!, args, { stdio: 'inherit', env }).status === 0;
}

const npmRun = (script: string) => () => run(['npm', 'run', script]);

/**
 * Lint and type-check are single-threaded and need nothing of each other: on 2 cores they run side by side. Each
 * one's output is held and printed whole when it ends, so the two never interleave.
 */
function npmRunSideBySide(scripts: string[]): () => Promise<boolean> {
  const one = (script: string) =>
    new Promise<boolean>((resolve) => {
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`-- ${script} (${code === 0 ? 'passed' : 'FAILED'})\n${Buffer.concat(output).toString()}`);
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

const mmss = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

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
  { name: 'api', run: npmRun('test:api') },
  { name: 'e2e', run: npmRun('test:e2e') },
];

const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  const started = performance.now();
  const ok = await step.run();
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok });
  console.log(`== ${step.name} ${ok ? 'passed' : 'FAILED'} in ${mmss(seconds)}`);
  if (!ok) break;
}

const passed = results.length === steps.length && results.every((r) => r.ok);
const rows = [
  ...results.map((r) => [r.name, mmss(r.seconds), r.ok ? 'passed' : 'FAILED']),
  ...steps.slice(results.length).map((s) => [s.name, '', 'not run']),
  ['total', mmss(results.reduce((sum, r) => sum + r.seconds, 0)), passed ? 'passed' : 'FAILED'],
];
console.log('\n== npm test: phase durations (m:ss)');
for (const [name, time, status] of rows) console.log(`  ${name!.padEnd(10)} ${time!.padStart(6)}  ${status}`);
process.exit(passed ? 0 : 1);
