import { rmSync } from 'node:fs';
import { stopLegacyFixtures } from '../fixtures/legacy/fixture-servers.ts';
import { stopE2eIdp } from './dev-idp.ts';
import { stopServerGroup } from './server-process.ts';
import { serverState } from './server-state.ts';

/**
 * Stops the server, the identity provider and the legacy fixture origins started by globalSetup and removes the data directory (kept with
 * KEEP_E2E_DATA=1).
 */
export default async function globalTeardown(): Promise<void> {
  if ((await stopLegacyFixtures()) > 0) console.log('[e2e] legacy fixture origins stopped');
  if (await stopE2eIdp()) console.log('[e2e] identity provider stopped');
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
