/** Signals the server's whole process group (npx, tsx and node); false when it is already gone. */
export function killServerGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL after `graceMs` if any process of the group is still alive. */
export async function stopServerGroup(pid: number, graceMs = 10_000): Promise<void> {
  if (!killServerGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) killServerGroup(pid, 'SIGKILL');
}
