import { buildApp } from './app.ts';
import { readEnv } from './config.ts';
import { createDb } from './db/create-db.ts';
import { hasDemoData, seedDemo } from './demo/seed.ts';

const env = readEnv();
let handle;
try {
  handle = await createDb(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildApp({ env, db: handle.db });

// A fresh development database starts with the demo data; production never gets it.
if (env.nodeEnv !== 'production' && !(await hasDemoData(handle.db))) {
  await seedDemo(handle.db, { nodeEnv: env.nodeEnv });
  app.log.info('demo data written (every demo user signs in with the demo password, see README)');
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
