/**
 * Runs the server as its child and stops it when the test runner goes away, even when the runner is killed
 * without running globalTeardown (SIGKILL, a crashed CI step). Started by globalSetup as the leader of its
 * own process group: `node --import tsx support/server-guard.ts <runnerPid> <command> [args...]`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const [runnerPidText, command, ...args] = process.argv.slice(2);
const runnerPid = Number(runnerPidText);
if (!runnerPid || !command) throw new Error('usage: server-guard <runnerPid> <command> [args...]');

const child = spawn(command, args, { stdio: 'inherit' });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  // The whole group: npx, tsx and the node process that runs the server (this guard leads it).
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, 5000).unref();
}

// A SIGTERM to the group reaches the guard too: let the server shut down, then leave with it.
process.on('SIGTERM', () => {
  if (!stopping) child.kill('SIGTERM');
  stopping = true;
});
let orphaned = false;
child.on('exit', (code, signal) => {
  // Nobody is left to run globalTeardown: remove the temporary data directory here.
  if (orphaned && process.env.DATA_DIR && process.env.KEEP_E2E_DATA !== '1')
    rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
setInterval(() => {
  if (alive(runnerPid)) return;
  orphaned = true;
  stopAll();
}, 1000);
