// The ticker process of job-ticker-process.ts: the real app's job runner driven at the instants in TICKS.
import { buildApp } from '../app.ts';
import { readEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';

const env = readEnv({ ...process.env, REPORT_SCHEDULER: 'off' });
const handle = await createDb(env);
const app = await buildApp({ env, db: handle.db });
const worker = `ticker-${process.pid}`;
const runs: { key: string; period: string; state: string }[] = [];
// Processes started together begin ticking together, so they race for the same periods.
const startAt = Number(process.env.START_AT ?? 0);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
for (const instant of JSON.parse(process.env.TICKS ?? '[]') as string[]) {
  for (const job of await app.jobs.tick(new Date(instant)))
    runs.push(...job.runs.map(({ key, period, state }) => ({ key, period, state })));
}
await app.close();
await handle.close();
console.log(JSON.stringify({ worker, runs }));
