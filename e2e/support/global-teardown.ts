import { rmSync } from 'node:fs';
import { stopServerGroup } from './server-process.ts';
import { serverState } from './server-state.ts';

/** Stops the server started by globalSetup and removes its data directory (kept with KEEP_E2E_DATA=1). */
export default async function globalTeardown(): Promise<void> {
  let state;
  try {
    state = serverState();
  } catch {
    return; // setup never got as far as starting a server
  }
  await stopServerGroup(state.pid);
  if (state.keepData) console.log(`[e2e] kept DATA_DIR ${state.dataDir}`);
  else rmSync(state.dataDir, { recursive: true, force: true });
}
